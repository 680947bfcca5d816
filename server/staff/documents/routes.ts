import { type Context, Hono } from "hono";
import {
  documentKindLabels,
  listDocuments,
  removeDocument,
  uploadDocument,
} from "../../documents/documents.ts";
import { htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * /staff/documents: the PDFs published on /transparency. Upload and removal are the documents
 * domain's (server/documents/documents.ts), with their audit lines; a change renders the pages again.
 */

const notices: Record<string, string> = {
  uploaded: "Uploaded. It is listed on /transparency within a minute.",
  removed: "Removed. It leaves /transparency within a minute.",
};

type PageProps = Omit<Parameters<StaffViews["renderDocuments"]>[0], "signedIn" | "documents" | "kindLabels">;

export function documentStaffRoutes({ deps, views, now, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

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

  const refresh = () =>
    deps.content
      ?.refresh()
      .catch((error: unknown) =>
        deps.log.error(
          { event: "content.render_failed", error: String(error) },
          "Rendering after a change failed",
        ),
      );

  app.get("/documents", (context) => {
    const done = context.req.query("done");
    return page(context, { notice: done && Object.hasOwn(notices, done) ? notices[done] : undefined });
  });

  app.post("/documents", async (context) => {
    const form = await context.req.parseBody();
    const text = (key: string) => (typeof form[key] === "string" ? form[key] : "");
    const file =
      form.file instanceof File && form.file.size > 0 ? new Uint8Array(await form.file.arrayBuffer()) : null;
    const values = { title: text("title"), kind: text("kind"), financialYear: text("financialYear") };
    const result = await uploadDocument(db, {
      actor: actorOf(context.var.staff),
      upload: { ...values, file },
      now: now(),
    });
    if (result.status === "invalid") return page(context, { values, errors: result.errors }, 400);
    void refresh();
    return seeOther("/staff/documents?done=uploaded");
  });

  app.post("/documents/:id/remove", async (context) => {
    await removeDocument(db, { actor: actorOf(context.var.staff), id: context.req.param("id"), now: now() });
    void refresh();
    return seeOther("/staff/documents?done=removed");
  });

  return app;
}
