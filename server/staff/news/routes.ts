import { type Context, Hono } from "hono";
import { readyPictures } from "../../media/published.ts";
import { bodyImages, postImages } from "../../news/images.ts";
import { renderMarkdown } from "../../news/markdown.ts";
import { checkPost, emptyPost, istInstant, istLocal, postFields, type PostValues } from "../../news/post.ts";
import { formerSlugsNow } from "../../news/former-addresses.ts";
import {
  deletePost,
  listPosts,
  newPostId,
  publishPost,
  readPost,
  savePostDraft,
  unpublishPost,
} from "../../news/posts.ts";
import { decodeItemBase, encodeItemBase, itemBaseOf } from "../../content/items.ts";
import { conflictMessage } from "../content/conflict.ts";
import { formText, htmlResponse, privateHeaders, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * /staff/news: the posts, a new one, one post's editor (English and Telugu side by side). Preview
 * renders the posted Markdown as the site will, storing nothing: the whole editor again after the
 * Preview button, or one body for the editor script's frame (/staff/news/preview, decision 045).
 * Save draft, Publish now and Schedule are the news domain's (server/news/posts.ts), each with its
 * audit line.
 */

/*
 * The frame's document. The editor's frame shows it from srcdoc, under the editor's policy and the
 * frame's sandbox; opened on its own (it answers a POST only), it is sandboxed and runs nothing too.
 */
const previewPolicy = [
  "sandbox allow-same-origin",
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join("; ");

const bodyText = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "");

const notices: Record<string, string> = {
  draft: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The post is on the site within a minute.",
  scheduled: "Scheduled. The post appears on the site at the time you chose.",
  "published-took-address":
    "Published. Its address was another post's before that post was renamed: links to that old address now open this post, not the other.",
  unpublished:
    "Taken off the site. It leaves every page within a minute; it stays here to edit and publish again.",
  deleted: "The post was deleted, with its history.",
};

type EditorProps = Omit<Parameters<StaffViews["renderNewsEditor"]>[0], "signedIn" | "script" | "now">;

export function newsRoutes({ deps, views, now, signedIn, message, scripts, renderPagesAgain }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

  const editor = async (context: Context<StaffEnv>, props: Omit<EditorProps, "pictures">, status = 200) =>
    htmlResponse(
      views.renderNewsEditor({
        signedIn: signedIn(context),
        pictures: await readyPictures(db),
        script: scripts.newsEditor,
        now: now().toISOString(),
        ...props,
      }),
      status,
    );

  const noticeOf = (context: Context<StaffEnv>) => {
    const done = context.req.query("done");
    return done && Object.hasOwn(notices, done) ? notices[done] : undefined;
  };

  app.get("/news", async (context) => {
    const at = now().getTime();
    const posts = (await listPosts(db)).map(({ id, state }) => {
      const publishAt = state.version ? state.published.publishAt : "";
      return {
        id,
        values: state.draft?.values ?? state.published,
        state: !publishAt
          ? ("draft" as const)
          : Date.parse(publishAt) > at
            ? ("scheduled" as const)
            : ("published" as const),
        publishAt,
        hasDraft: state.draft !== null,
      };
    });
    return htmlResponse(
      views.renderNewsList({ signedIn: signedIn(context), posts, notice: noticeOf(context) }),
    );
  });

  app.get("/news/new", (context) =>
    editor(context, {
      id: null,
      // No date: the post is dated the day it appears, also when it is scheduled for later.
      values: emptyPost,
      scheduleAt: "",
      draft: null,
      version: null,
      visibleFrom: null,
    }),
  );

  const noPost = () =>
    message(404, "Not found", "There is no post at this address.", {
      href: "/staff/news",
      text: "All posts",
    });

  async function editorOf(context: Context<StaffEnv>, id: string, confirmDelete = false) {
    const state = await readPost(db, id);
    if (!state) return noPost();
    const publishAt = state.version ? state.published.publishAt : "";
    return editor(context, {
      id,
      values: state.draft?.values ?? state.published,
      scheduleAt: publishAt && Date.parse(publishAt) > now().getTime() ? istLocal(publishAt) : "",
      draft: state.draft,
      version: state.version,
      visibleFrom: publishAt || null,
      notice: noticeOf(context),
      confirmDelete,
      base: encodeItemBase(itemBaseOf(state)),
    });
  }

  // One language's body as the public page will show it, for the editor script's frame.
  app.post("/news/preview", async (context) => {
    const form = await context.req.parseBody();
    const language = form.language === "te" ? "te" : "en";
    const body = bodyText(form.body);
    const html = renderMarkdown(body, { images: await bodyImages(db, body), language });
    return new Response(views.renderNewsPreview({ language, html }), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": previewPolicy,
        ...privateHeaders,
      },
    });
  });

  app.get("/news/:id", (context) => editorOf(context, context.req.param("id")));

  // The confirmation step of a delete: the editor with a question and one button, no script.
  app.get("/news/:id/delete", (context) => editorOf(context, context.req.param("id"), true));

  app.post("/news/:id/delete", async (context) => {
    const form = await context.req.parseBody();
    const id = context.req.param("id");
    if (form.confirm !== "yes") return seeOther(`/staff/news/${id}/delete`);
    if (!(await deletePost(db, { id, actor: actorOf(context.var.staff), now: now() }))) return noPost();
    renderPagesAgain("a delete");
    return seeOther("/staff/news?done=deleted");
  });

  app.post("/news/:id/unpublish", async (context) => {
    const id = context.req.param("id");
    const outcome = await unpublishPost(db, { id, actor: actorOf(context.var.staff), now: now() });
    if (outcome === "missing")
      return message(
        404,
        "Not on the site",
        "This post is not on the site, so there is nothing to take off.",
        {
          href: `/staff/news/${id}`,
          text: "Back to the post",
        },
      );
    if (outcome === "changed")
      return message(
        409,
        "Changed meanwhile",
        "Someone changed this post just now. Open it again and retry.",
        {
          href: `/staff/news/${id}`,
          text: "Back to the post",
        },
      );
    renderPagesAgain("an unpublish");
    return seeOther(`/staff/news/${id}?done=unpublished`);
  });

  async function post(context: Context<StaffEnv>, existing: string | null) {
    const state = existing ? await readPost(db, existing) : null;
    if (existing && !state) return noPost();
    const form = await context.req.parseBody();
    const posted = Object.fromEntries(postFields.map((field) => [field, formText(form, field)])) as Omit<
      PostValues,
      "publishAt"
    >;
    const shown: PostValues = { ...posted, publishAt: state?.published.publishAt ?? "" };
    const scheduleAt = typeof form.scheduleAt === "string" ? form.scheduleAt : "";
    const intent = form.intent;
    // The post as this form was loaded: kept as sent, so a refused form stays refused until reloaded.
    const loadedFrom = typeof form.base === "string" ? form.base : undefined;
    const base = {
      id: existing,
      values: shown,
      scheduleAt,
      draft: state?.draft ?? null,
      version: state?.version ?? null,
      visibleFrom: state?.version ? state.published.publishAt || null : null,
      base: loadedFrom,
    };
    if (intent === "preview") {
      const images = await postImages(db, [shown]);
      return editor(context, {
        ...base,
        preview: {
          en: renderMarkdown(bodyText(posted.bodyEn), { images, language: "en" }),
          te: renderMarkdown(bodyText(posted.bodyTe), { images, language: "te" }),
        },
      });
    }
    let at: Date | undefined;
    if (intent === "schedule") {
      const instant = istInstant(scheduleAt);
      if (!instant || instant.getTime() <= now().getTime()) {
        // Every refusal at once: the post's own checks too, not only the time's.
        const checked = checkPost(posted);
        const others = checked.ok ? {} : checked.errors;
        return editor(
          context,
          {
            ...base,
            errors: {
              ...others,
              scheduleAt: instant
                ? "Choose a time in the future (India time)."
                : "Enter the date and time to publish, India time.",
            },
          },
          400,
        );
      }
      at = instant;
    }
    const id = existing ?? newPostId();
    const actor = actorOf(context.var.staff);
    const publishing = intent === "publish" || intent === "schedule";
    // Another post's former address, which the site leads to that post until this one takes it (decision 075).
    const formerBefore = intent === "publish" ? await formerSlugsNow(db, now()) : {};
    const change = {
      id,
      actor,
      input: posted,
      now: now(),
      base: existing ? decodeItemBase(loadedFrom) : undefined,
    };
    const result = publishing ? await publishPost(db, { ...change, at }) : await savePostDraft(db, change);
    if (result.status === "invalid") return editor(context, { ...base, errors: result.errors }, 400);
    // What was typed stays in the fields; nothing of it was saved.
    if (result.status === "conflict")
      return editor(context, { ...base, conflict: conflictMessage(result) }, 409);
    if (publishing) renderPagesAgain("a publish");
    const ownBefore = state?.version ? state.published.slug : undefined;
    const leadsElsewhere = formerBefore[result.values.slug];
    const took = leadsElsewhere !== undefined && leadsElsewhere !== ownBefore;
    const published = took ? "published-took-address" : "published";
    const done = intent === "schedule" ? "scheduled" : publishing ? published : "draft";
    return seeOther(`/staff/news/${id}?done=${done}`);
  }

  app.post("/news/new", (context) => post(context, null));
  app.post("/news/:id", (context) => post(context, context.req.param("id")));

  return app;
}
