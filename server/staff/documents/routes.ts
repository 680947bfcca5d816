import { type Context, Hono } from "hono";
import {
  type DocumentTitles,
  documentKindLabels,
  listDocuments,
  removeDocument,
  retitleDocument,
  type TitleField,
  uploadDocument,
} from "../../documents/documents.ts";
import { chosenFiles, formText, htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * /staff/documents: the PDFs published on /transparency. Upload, a change of titles (English and
 * Telugu, at /staff/documents/<id>/titles) and removal are the documents domain's
 * (server/documents/documents.ts), with their audit lines; a change renders the pages again. Who may
 * do them is the role table's /staff/documents entry (server/accounts/roles.ts).
 */

const notices: Record<string, string> = {
  uploaded: "Uploaded. It is listed on /transparency within a minute.",
  retitled: "Titles saved. /transparency and /te/transparency show them within a minute.",
  unchanged: "Nothing to save: the titles were already as you left them.",
  removed: "Removed. It leaves /transparency within a minute.",
};

type PageProps = Omit<Parameters<StaffViews["renderDocuments"]>[0], "signedIn" | "documents" | "kindLabels">;

const chooseAgain = "Choose the PDF file again: a browser does not keep it when the form comes back.";

export function documentStaffRoutes({ deps, views, now, signedIn, message, renderPagesAgain }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

  const noDocument = () =>
    message(404, "Not found", "There is no document at this address; it may have been removed.", {
      href: "/staff/documents",
      text: "All documents",
    });

  const titlesPage = async (
    context: Context<StaffEnv>,
    id: string,
    form?: { values: DocumentTitles; errors: Partial<Record<TitleField, string>> },
  ) => {
    const document = (await listDocuments(db)).find((entry) => entry.id === id);
    if (!document) return noDocument();
    return htmlResponse(
      views.renderDocumentTitles({
        signedIn: signedIn(context),
        document,
        kindLabel: documentKindLabels[document.kind],
        values: form?.values ?? { title: document.title, titleTe: document.titleTe },
        errors: form?.errors,
      }),
      form ? 400 : 200,
    );
  };

  const page = async (context: Context<StaffEnv>, props: PageProps, status = 200) =>
    htmlResponse(
      views.renderDocuments({
        signedIn: signedIn(context),
        documents: await listDocuments(db),
        kindLabels: documentKindLabels,
        ...props,
      }),
      status,
    );

  app.get("/documents", (context) => {
    const done = context.req.query("done");
    return page(context, { notice: done && Object.hasOwn(notices, done) ? notices[done] : undefined });
  });

  app.post("/documents", async (context) => {
    const form = await context.req.parseBody();
    const [chosen] = chosenFiles(form.file);
    const file = chosen ? new Uint8Array(await chosen.arrayBuffer()) : null;
    const values = {
      title: formText(form, "title"),
      titleTe: formText(form, "titleTe"),
      kind: formText(form, "kind"),
      financialYear: formText(form, "financialYear"),
    };
    const result = await uploadDocument(db, {
      actor: actorOf(context.var.staff),
      upload: { ...values, file },
      now: now(),
    });
    if (result.status === "invalid") {
      // A browser never fills a file input in again: a good PDF refused for another field's sake
      // has to be chosen once more, and the page says so beside the file's field.
      const errors = { file: file ? chooseAgain : undefined, ...result.errors };
      return page(context, { values, errors }, 400);
    }
    renderPagesAgain("a change");
    return seeOther("/staff/documents?done=uploaded");
  });

  app.get("/documents/:id/titles", (context) => titlesPage(context, context.req.param("id")));

  app.post("/documents/:id/titles", async (context) => {
    const id = context.req.param("id");
    const form = await context.req.parseBody();
    const values = { title: formText(form, "title"), titleTe: formText(form, "titleTe") };
    const result = await retitleDocument(db, {
      actor: actorOf(context.var.staff),
      id,
      titles: values,
      now: now(),
    });
    if (result.status === "invalid") return titlesPage(context, id, { values, errors: result.errors });
    if (result.status === "missing") return noDocument();
    if (result.status === "unchanged") return seeOther("/staff/documents?done=unchanged");
    renderPagesAgain("a change");
    return seeOther("/staff/documents?done=retitled");
  });

  app.post("/documents/:id/remove", async (context) => {
    await removeDocument(db, { actor: actorOf(context.var.staff), id: context.req.param("id"), now: now() });
    renderPagesAgain("a change");
    return seeOther("/staff/documents?done=removed");
  });

  return app;
}
