import { type Context, Hono } from "hono";
import type { TextField } from "#app/content/texts/fields.ts";
import { pictureInputName, pictureSlotsOf } from "#app/content/texts/pictures.ts";
import { inputName, type PageTexts } from "#app/content/texts/schema.ts";
import { pictureChoices } from "../../media/content-images.ts";
import { textPage, type TextPage } from "../../content/text-pages.ts";
import {
  awaitingReview,
  draftChanges,
  fieldsOf,
  itemNameOf,
  pageSummaries,
  readPageTexts,
  savePageTexts,
  textsFromForm,
  type TextsIntent,
} from "../../content/texts.ts";
import { decodeItemBase, encodeItemBase, type FieldErrors, itemBaseOf } from "../../content/items.ts";
import { conflictMessage } from "./conflict.ts";
import { textsPreviewPath } from "./texts-preview.ts";
import { textsItemKey } from "#app/content/texts/published.ts";
import { htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import { publishesContent } from "../../accounts/roles.ts";

/*
 * The pages' texts: /staff/content (every editable page, with the Telugu awaiting review) and
 * /staff/content/texts/<page> (a page's texts, a draft, a publish, a review). The rules and the
 * audit lines are the content domain's (server/content/texts.ts); this module reads the request
 * and renders.
 */

// A notice by code, never text from the address (decision 026).
const notices: Record<string, string> = {
  draft: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The page shows it, in both languages, within a minute.",
  review: "Telugu marked reviewed and published.",
  "review-draft": "Telugu marked reviewed in the draft. An editor publishes it.",
};

const intents = new Set<string>(["draft", "preview", "publish", "review"]);

/** How many of the page's texts were sent empty (or blank): such a text means the site's default. */
function emptiedTexts(page: TextPage, form: Readonly<Record<string, unknown>>): number {
  const blank = (value: unknown) => typeof value === "string" && value.trim() === "";
  return fieldsOf(page)
    .filter((field) => field.kind === "text")
    .flatMap((field) =>
      (["en", "te"] as const).filter((language) => blank(form[inputName(language, field.path)])),
    ).length;
}

/** Says, after a save, that the texts left empty were not saved empty but show the site's default. */
function emptiedNote(count: number): string {
  if (count === 0) return "";
  return count === 1
    ? " The text you emptied shows the site’s default again."
    : ` The ${count} texts you emptied show the site’s default again.`;
}

/** What each input shows: the stored texts over the code's defaults, and the chosen pictures. */
function inputValues(page: TextPage, fields: readonly TextField[], texts: PageTexts): Record<string, string> {
  const values: Record<string, string> = {};
  for (const slot of Object.keys(pictureSlotsOf(page.name)))
    values[pictureInputName(slot)] = texts.pictures?.[slot] ?? "";
  for (const field of fields) {
    if (field.kind === "text") {
      values[inputName("en", field.path)] = texts.texts[field.path]?.en ?? field.en;
      values[inputName("te", field.path)] = texts.texts[field.path]?.te ?? field.te;
    } else values[inputName("figure", field.path)] = texts.figures[field.path] ?? String(field.value);
  }
  return values;
}

function postedValues(form: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
}

export function textsRoutes({ deps, views, now, signedIn, message, renderPagesAgain }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

  const notFound = () =>
    message(404, "No such page", "The staff area edits no texts by that name.", {
      href: "/staff/content",
      text: "All pages",
    });

  const editor = async (
    context: Context<StaffEnv>,
    page: TextPage,
    shown: {
      values?: Record<string, string>;
      errors?: FieldErrors;
      notice?: string;
      conflict?: string;
      /** A refused form keeps its old base: sending it again is refused until the page is reloaded. */
      base?: string;
    },
    status = 200,
  ) => {
    const state = await readPageTexts(db, page);
    const current = state.draft?.values ?? state.published;
    const fields = fieldsOf(page);
    return htmlResponse(
      views.renderTexts({
        signedIn: signedIn(context),
        page: { name: page.name, title: page.title, path: page.path, key: textsItemKey(page.name) },
        fields,
        itemNames: Object.fromEntries(
          fields.flatMap((field) => {
            const name = itemNameOf(page, field.path);
            return name ? [[field.path, name]] : [];
          }),
        ),
        values: shown.values ?? inputValues(page, fields, current),
        pictureSlots: pictureSlotsOf(page.name),
        pictures: Object.keys(pictureSlotsOf(page.name)).length > 0 ? await pictureChoices(db) : [],
        needsReview: new Set(awaitingReview(page, current).map((field) => field.path)),
        errors: shown.errors,
        draft: state.draft,
        draftChanges: draftChanges(page, state),
        version: state.version,
        notice: shown.notice,
        conflict: shown.conflict,
        base: shown.base ?? encodeItemBase(itemBaseOf(state)),
      }),
      status,
    );
  };

  app.get("/content", async (context) =>
    htmlResponse(
      views.renderContentPages({
        signedIn: signedIn(context),
        pages: (await pageSummaries(db)).map(({ page, changed, awaitingReview: awaiting, draft }) => ({
          name: page.name,
          title: page.title,
          path: page.path,
          changed,
          awaitingReview: awaiting.length,
          draft: draft !== null,
        })),
      }),
    ),
  );

  app.get("/content/texts/:page{.+}", async (context) => {
    const page = textPage(context.req.param("page"));
    if (!page) return notFound();
    const done = context.req.query("done");
    // A translator's draft goes live when an editor publishes it, not "when you publish".
    const notice =
      done === "draft" && !publishesContent(context.var.staff.role)
        ? "Draft saved. The public site is unchanged until an editor publishes it."
        : done && Object.hasOwn(notices, done)
          ? notices[done]
          : undefined;
    // A count only, never words from the address (decision 026).
    const emptied = Math.min(
      Number.parseInt(context.req.query("emptied") ?? "", 10) || 0,
      fieldsOf(page).length * 2,
    );
    return editor(context, page, { notice: notice && `${notice}${emptiedNote(emptied)}` });
  });

  app.post("/content/texts/:page{.+}", async (context) => {
    const page = textPage(context.req.param("page"));
    if (!page) return notFound();
    const form = await context.req.parseBody();
    const asked: TextsIntent =
      typeof form.intent === "string" && intents.has(form.intent) ? (form.intent as TextsIntent) : "draft";
    // A translator's review waits in the draft: publishing would take editors' English drafts live too.
    const reviewInDraft = asked === "review" && !publishesContent(context.var.staff.role);
    const intent = reviewInDraft ? "draft" : asked;
    const state = await readPageTexts(db, page);
    const input = textsFromForm(page, form, state.draft?.values ?? state.published, asked === "review");
    const result = await savePageTexts(db, page, {
      actor: actorOf(context.var.staff),
      input,
      now: now(),
      intent,
      base: decodeItemBase(form.base),
    });
    // What the person typed stays in the fields, whether refused as invalid or as too late.
    if (result.status === "invalid")
      return editor(context, page, { values: postedValues(form), errors: result.errors }, 400);
    if (result.status === "conflict")
      return editor(
        context,
        page,
        {
          values: postedValues(form),
          conflict: conflictMessage(result),
          base: typeof form.base === "string" ? form.base : undefined,
        },
        409,
      );
    if (intent === "publish" || intent === "review") renderPagesAgain("a publish");
    if (intent === "preview") return seeOther(textsPreviewPath(page, context.var.staff.role));
    const done = reviewInDraft ? "review-draft" : intent === "publish" ? "published" : intent;
    const emptied = emptiedTexts(page, form);
    return seeOther(
      `/staff/content/texts/${page.name}?done=${done}${emptied > 0 ? `&emptied=${emptied}` : ""}`,
    );
  });

  return app;
}
