import { type Context, Hono } from "hono";
import { entryFromForm } from "#app/content/lists/entry-schema.ts";
import { entriesOf, type ListValue } from "#app/content/lists/list.ts";
import {
  isListName,
  type ListChange,
  type ListName,
  listNames,
  lists,
  moveEntry,
  publishList,
  readEntry,
  readList,
  removeEntry,
  saveEntry,
  saveMessage,
} from "../../content/lists.ts";
import { decodeItemBase, encodeItemBase, type ItemBase } from "../../content/items.ts";
import { pictureChoices } from "../../media/content-images.ts";
import { formText, htmlResponse, seeOther } from "../http.ts";
import { conflictMessage } from "./conflict.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import * as english from "#app/content/team.ts";

/*
 * The society's lists: /staff/content/lists/<team|partners|slides> and their entries' editors
 * (decision 035). The rules and audit lines are the content domain's (server/content/lists.ts);
 * this module reads the request, answers with a page, and after a change redirects (PRG). Every
 * form carries the list's base (a hidden field): a change from a list someone else changed since is
 * refused, and an editor answers with what was typed still in its fields.
 */

const listLinks = {
  team: { name: "team", title: "Team members", publicPath: "/team", key: lists.team.key },
  partners: { name: "partners", title: "Partners", publicPath: "/collaborators", key: lists.partners.key },
  slides: { name: "slides", title: "Home page slides", publicPath: "/", key: lists.slides.key },
} as const;

const allLinks = listNames.map((name) => listLinks[name]);

// A notice by code, never text from the address (decision 026).
const notices: Record<string, string> = {
  saved: "Saved in the draft. The public site is unchanged until you publish the list.",
  removed: "Removed from the draft. The public site is unchanged until you publish the list.",
  moved: "Moved in the draft. The public site is unchanged until you publish the list.",
  published: "Published. The public pages show the list within a minute.",
};

const base = (name: ListName) => `/staff/content/lists/${name}`;

// The list's public page in the preview, with the way back to the list's editor.
const previewOf = (name: ListName) =>
  `/staff/preview${listLinks[name].publicPath}?from=${encodeURIComponent(lists[name].key)}`;

const rowDetail = (name: ListName, texts: Readonly<Record<string, string>>) =>
  name === "team" ? (texts.role ?? "") : name === "partners" ? (texts.type ?? "") : (texts.subtitle ?? "");

const firstWords = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

export function listRoutes({ deps, views, now, signedIn, message, renderPagesAgain }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;
  const production = deps.content?.production ?? false;
  const notFound = () =>
    message(404, "Not found", "There is no such list or entry: it may have been removed meanwhile.", {
      href: "/staff/content/lists",
      text: "Go to the lists",
    });
  const who = (context: Context<StaffEnv>, base: ItemBase | undefined) => ({
    actor: actorOf(context.var.staff),
    now: now(),
    base,
  });
  /** The posted base, as text to carry on (a refused form keeps its own) and as read. */
  const postedBase = (form: Readonly<Record<string, unknown>>) => {
    const text = typeof form.base === "string" ? form.base : "";
    return { text, base: decodeItemBase(text) };
  };

  const listPage = async (context: Context<StaffEnv>, name: ListName, error?: string, status = 400) => {
    const state = await readList(db, name);
    const done = context.req.query("done");
    const spec = lists[name];
    const rows = entriesOf(spec, state.working).map(({ entry, standIn, fromCode }) => ({
      id: entry.id,
      label: entry.en.name ?? entry.en.title ?? entry.id,
      detail: rowDetail(name, entry.en),
      standIn,
      fromCode,
    }));
    const message = spec.hasMessage
      ? { set: !!state.working.message, preview: firstWords(state.working.message?.en ?? "") }
      : undefined;
    return htmlResponse(
      views.renderList({
        signedIn: signedIn(context),
        list: listLinks[name],
        lists: allLinks,
        noun: spec.noun,
        rows,
        status: { draft: state.draft, version: state.version },
        base: encodeItemBase(state.base),
        production,
        ...(message ? { message } : {}),
        ...(done && Object.hasOwn(notices, done) ? { notice: notices[done] } : {}),
        ...(error ? { error } : {}),
      }),
      error ? status : 200,
    );
  };

  const answer = (context: Context<StaffEnv>, name: ListName, change: ListChange, done: string) => {
    if (change.status === "missing") return notFound();
    // Nothing typed here but a button pressed: the list as it is now shows, with who changed it.
    if (change.status === "conflict") return listPage(context, name, conflictMessage(change), 409);
    if (change.status === "invalid")
      return listPage(
        context,
        name,
        `Nothing was changed: ${Object.values(change.errors).find(Boolean) ?? ""}`,
      );
    return seeOther(`${base(name)}?done=${done}${change.id ? `#entry-${change.id}` : ""}`);
  };

  app.get("/content/lists", () => seeOther(base("team")));

  app.get("/content/lists/:list", async (context) => {
    const name = context.req.param("list");
    return isListName(name) ? listPage(context, name) : notFound();
  });

  app.post("/content/lists/:list/publish", async (context) => {
    const name = context.req.param("list");
    if (!isListName(name)) return notFound();
    const form = await context.req.parseBody();
    const result = await publishList(db, name, who(context, postedBase(form).base));
    if (result.status === "conflict") return listPage(context, name, conflictMessage(result), 409);
    if (result.status === "invalid")
      return listPage(
        context,
        name,
        `Nothing was published: ${Object.values(result.errors).find(Boolean) ?? ""}`,
      );
    renderPagesAgain("a publish");
    return seeOther(`${base(name)}?done=published`);
  });

  const messagePage = async (
    context: Context<StaffEnv>,
    { working, base: loaded }: { working: ListValue; base: ItemBase },
    shown: {
      values?: { en: string; te: string; author: string };
      errors?: Readonly<Record<string, string | undefined>>;
      conflict?: string;
      base?: string;
    } = {},
  ) => {
    const { values, errors, conflict } = shown;
    const code = english.directorMessage;
    const set = working.message;
    return htmlResponse(
      views.renderListMessage({
        signedIn: signedIn(context),
        list: listLinks.team,
        values: values ?? {
          en: set?.en ?? code.paragraphs.join("\n\n"),
          te: set?.te ?? "",
          author: set ? (set.author ?? "") : code.author.id,
        },
        members: entriesOf(lists.team, working).map(({ entry }) => ({
          id: entry.id,
          label: `${entry.en.name ?? entry.id}, ${entry.en.role ?? ""}`,
        })),
        standIn: !set,
        base: shown.base ?? encodeItemBase(loaded),
        ...(errors ? { errors } : {}),
        ...(conflict ? { conflict } : {}),
      }),
      conflict ? 409 : errors ? 400 : 200,
    );
  };

  app.get("/content/lists/team/message", async (context) => messagePage(context, await readList(db, "team")));

  app.post("/content/lists/team/message", async (context) => {
    const form = await context.req.parseBody();
    const values = {
      en: formText(form, "message.en"),
      te: formText(form, "message.te"),
      author: formText(form, "message.author"),
    };
    const posted = postedBase(form);
    const change = await saveMessage(db, who(context, posted.base), values);
    if (change.status === "invalid")
      return messagePage(context, await readList(db, "team"), { values, errors: change.errors });
    if (change.status === "conflict")
      return messagePage(context, await readList(db, "team"), {
        values,
        conflict: conflictMessage(change),
        base: posted.text,
      });
    if (form.intent === "preview") return seeOther(previewOf("team"));
    return seeOther(`${base("team")}?done=saved`);
  });

  const entryPage = async (
    context: Context<StaffEnv>,
    name: ListName,
    id: string | null,
    values: Parameters<typeof views.renderListEntry>[0]["values"],
    options: {
      standIn: boolean;
      base: string;
      errors?: Readonly<Record<string, string | undefined>>;
      conflict?: string;
    },
  ) =>
    htmlResponse(
      views.renderListEntry({
        signedIn: signedIn(context),
        list: listLinks[name],
        spec: lists[name],
        id,
        values,
        standIn: options.standIn,
        base: options.base,
        pictures: await pictureChoices(db),
        ...(options.errors ? { errors: options.errors } : {}),
        ...(options.conflict ? { conflict: options.conflict } : {}),
      }),
      options.conflict ? 409 : options.errors ? 400 : 200,
    );

  app.get("/content/lists/:list/entries/new", async (context) => {
    const name = context.req.param("list");
    if (!isListName(name)) return notFound();
    const { base: loaded } = await readList(db, name);
    return entryPage(
      context,
      name,
      null,
      { en: {}, te: {}, common: {} },
      { standIn: false, base: encodeItemBase(loaded) },
    );
  });

  app.get("/content/lists/:list/entries/:id", async (context) => {
    const { list: name, id } = context.req.param();
    if (!isListName(name)) return notFound();
    const found = await readEntry(db, name, id);
    if (!found) return notFound();
    const { entry, standIn, base: loaded } = found;
    return entryPage(
      context,
      name,
      id,
      { en: entry.en, te: entry.te, common: entry.common },
      { standIn, base: encodeItemBase(loaded) },
    );
  });

  const postEntry = async (context: Context<StaffEnv>, name: ListName, id: string | null) => {
    const form = await context.req.parseBody();
    const { en, te, common } = entryFromForm(lists[name], id ?? "new", form);
    const posted = postedBase(form);
    const change = await saveEntry(db, name, who(context, posted.base), id, { en, te, common });
    // What the person typed stays in the fields, whether refused as invalid or as too late.
    if (change.status === "invalid")
      return entryPage(
        context,
        name,
        id,
        { en, te, common },
        { standIn: false, errors: change.errors, base: posted.text },
      );
    if (change.status === "conflict")
      return entryPage(
        context,
        name,
        id,
        { en, te, common },
        { standIn: false, conflict: conflictMessage(change), base: posted.text },
      );
    if (change.status === "saved" && form.intent === "preview") return seeOther(previewOf(name));
    return answer(context, name, change, "saved");
  };

  app.post("/content/lists/:list/entries", async (context) => {
    const name = context.req.param("list");
    return isListName(name) ? postEntry(context, name, null) : notFound();
  });

  app.post("/content/lists/:list/entries/:id", async (context) => {
    const { list: name, id } = context.req.param();
    return isListName(name) ? postEntry(context, name, id) : notFound();
  });

  app.post("/content/lists/:list/entries/:id/move", async (context) => {
    const { list: name, id } = context.req.param();
    if (!isListName(name)) return notFound();
    const form = await context.req.parseBody();
    const change = await moveEntry(
      db,
      name,
      who(context, postedBase(form).base),
      id,
      form.direction === "up" ? -1 : 1,
    );
    return answer(context, name, change.status === "saved" ? { ...change, id } : change, "moved");
  });

  app.get("/content/lists/:list/entries/:id/remove", async (context) => {
    const { list: name, id } = context.req.param();
    if (!isListName(name)) return notFound();
    const found = await readEntry(db, name, id);
    if (!found) return notFound();
    return htmlResponse(
      views.renderListRemove({
        base: encodeItemBase(found.base),
        signedIn: signedIn(context),
        list: listLinks[name],
        noun: lists[name].noun,
        id,
        label: found.entry.en.name ?? found.entry.en.title ?? id,
      }),
    );
  });

  app.post("/content/lists/:list/entries/:id/remove", async (context) => {
    const { list: name, id } = context.req.param();
    if (!isListName(name)) return notFound();
    const form = await context.req.parseBody();
    return answer(
      context,
      name,
      await removeEntry(db, name, who(context, postedBase(form).base), id),
      "removed",
    );
  });

  return app;
}
