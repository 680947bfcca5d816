import { describe, expect, it } from "vitest";
import { longDate } from "../../mail/content.ts";
import { listPosts, readPost } from "../../news/posts.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { openStaffArea } from "../testing.ts";

warnWhenPostgresMissing("the staff news screens tests");

const post = {
  slug: "",
  date: "2026-11-20",
  cover: "",
  titleEn: "Library day in Jainoor",
  summaryEn: "",
  bodyEn: "Read [our library work](/volunteer/gram-library).\n\n<script>alert(1)</script>",
  titleTe: "",
  summaryTe: "",
  bodyTe: "",
  scheduleAt: "",
};

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the staff news screens on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const open = async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      const send = (path: string, form: Record<string, string>) =>
        area.request(path, { method: "POST", cookie, form });
      return { ...area, cookie, send };
    };

    it("previews the Markdown as the site renders it, without JavaScript, storing nothing", async () => {
      const { send } = await open();
      const response = await send("/staff/news/new", { ...post, intent: "preview" });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<a href="/volunteer/gram-library">our library work</a>');
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      // The views from source load no script file (scripts.ts); nothing typed became one.
      expect(html).not.toMatch(/<script\b/);
      expect(await listPosts(database.handle.db)).toEqual([]);
    });

    it("previews one body as it is typed for the editor's frame: rendered as the site does, sandboxed, storing nothing", async () => {
      const { send, request, cookie, signInAs } = await open();
      const response = await send("/staff/news/preview", {
        language: "te",
        body: "## పని\r\n\r\n- ఒకటి\r\n\r\n<img src=x onerror=alert(1)>",
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="te">');
      expect(html).toContain("<h2>పని</h2>");
      expect(html).toContain("<li>ఒకటి</li>");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(html).not.toMatch(/<script|<img src=x/);
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("sandbox allow-same-origin");
      expect(policy).toContain("script-src 'none'");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await (await send("/staff/news/preview", { body: "" })).text()).toContain("No English text");
      expect(await listPosts(database.handle.db)).toEqual([]);

      // Another site's page cannot use it, nor can a role that does not write news.
      const crossSite = await request("/staff/news/preview", {
        method: "POST",
        cookie,
        form: { body: "x" },
        headers: { Origin: "https://elsewhere.example" },
      });
      expect(crossSite.status).toBe(403);
      const office = await signInAs("office");
      const refused = await request("/staff/news/preview", {
        method: "POST",
        cookie: office,
        form: { body: "x" },
      });
      expect(refused.status).toBe(403);
    });

    it("marks the fields the editor's script previews, and keeps the Preview button for a page without it", async () => {
      const { request, cookie } = await open();
      const html = await (await request("/staff/news/new", { cookie })).text();
      // The built script itself is loaded in the browser specs (news-and-documents.spec.ts).
      expect(html).not.toMatch(/<script\b/);
      expect(html).toContain('data-preview-endpoint="/staff/news/preview"');
      expect(html).toContain('data-preview-language="te"');
      expect(html).toMatch(
        /<button[^>]*data-without-script[^>]*value="preview"|<button[^>]*value="preview"[^>]*data-without-script/,
      );
    });

    it("saves a draft and lists it as not on the site; takes a long Telugu text; refuses a past schedule and bad input", async () => {
      const { send, request, cookie } = await open();
      const saved = await send("/staff/news/new", { ...post, intent: "draft" });
      expect(saved.status).toBe(303);
      const location = saved.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/staff\/news\/[\w-]+\?done=draft$/);
      const list = await (await request("/staff/news", { cookie })).text();
      expect(list).toContain("Library day in Jainoor");
      expect(list).toContain("Draft, not on the site");
      // Dated as every staff page writes a day.
      expect(list.replace(/<!-- -->/g, "")).toContain("20 November 2026 · /news/");

      const id = location.split("/")[3]?.split("?")[0] ?? "";
      // 40,000 Telugu letters are 120 KB posted: more than the staff area's other forms take.
      const long = await send(`/staff/news/${id}`, {
        ...post,
        titleTe: "గ్రంథాలయ దినం",
        bodyTe: "గ".repeat(39_000),
        intent: "draft",
      });
      expect(long.status).toBe(303);

      const past = await send(`/staff/news/${id}`, {
        ...post,
        scheduleAt: "2020-01-01T09:00",
        intent: "schedule",
      });
      expect(past.status).toBe(400);
      expect(await past.text()).toContain("Choose a time in the future (India time).");
      // The time and the post's own refusals are listed together, not one after another.
      const both = await send(`/staff/news/${id}`, {
        ...post,
        slug: "BAD SLUG!",
        titleTe: "గ్రంథాలయ దినం",
        bodyTe: "",
        scheduleAt: "2020-01-01T09:00",
        intent: "schedule",
      });
      const bothHtml = await both.text();
      expect(bothHtml).toContain("3 values need correcting");
      for (const field of ["post-slug", "post-bodyTe", "post-scheduleAt"])
        expect(bothHtml, field).toContain(`href="#${field}"`);

      const invalid = await send("/staff/news/new", {
        ...post,
        titleEn: "",
        bodyEn: "",
        date: "20/11/2026",
        intent: "publish",
      });
      expect(invalid.status).toBe(400);
      const page = await invalid.text();
      expect(page).toContain("Nothing was saved");
      expect(page).toContain(
        "Enter the post&#x27;s date, such as 2026-11-20, or leave it empty for the day it appears.",
      );
      expect(await listPosts(database.handle.db)).toHaveLength(1);
    });

    it("dates a post scheduled with the date left as it came the day it appears (India time), not the day it was written", async () => {
      const { send, request, cookie } = await open();
      const blank = await (await request("/staff/news/new", { cookie })).text();
      expect(blank).toMatch(/<input type="date"[^>]*name="date" value=""/);
      // 25 days on, half past midnight in India: still the day before in UTC.
      const day = new Date(Date.now() + 25 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
      const scheduled = await send("/staff/news/new", {
        ...post,
        date: "",
        titleEn: "Christmas library day",
        scheduleAt: `${day}T00:30`,
        intent: "schedule",
      });
      expect(scheduled.status).toBe(303);
      const shown = longDate(day);
      const list = (await (await request("/staff/news", { cookie })).text()).replace(/<!-- -->/g, "");
      expect(list).toContain(`${shown} · /news/christmas-library-day`);
      const editor = await (await request(scheduled.headers.get("Location") ?? "", { cookie })).text();
      expect(editor.replace(/<!-- -->/g, "")).toContain(`This post shows ${shown}.`);
      // Not on the site yet, and the editor says so.
      expect(editor.replace(/<!-- -->/g, "")).toMatch(
        /Scheduled: version 1, by \S+, [^.]+ IST\. It appears on the site at [^;]+; until then only staff can see it\./,
      );
      const [stored] = await listPosts(database.handle.db);
      expect(stored?.state.published.date).toBe("");
    });

    it("takes a Telugu headline of 89 letters (161 code units), cuts no field short, and says how long a title too long is", async () => {
      const { send, request, cookie } = await open();
      const editor = await (await request("/staff/news/new", { cookie })).text();
      expect(editor).not.toMatch(/maxlength/i);
      const headline =
        "ఆదిలాబాద్ జిల్లా ఉట్నూర్ మండలంలోని గిరిజన గ్రామాల్లో మహిళా స్వయం సహాయక సంఘాల ఆధ్వర్యంలో చిరుధాన్యాల విత్తన బ్యాంకు ప్రారంభం: నలభై మంది రైతులకు ఉచితంగా విత్తనాలు.";
      const telugu = { ...post, slug: "seed-bank", titleTe: headline, bodyTe: "నలభై మంది రైతులు." };
      const saved = await send("/staff/news/new", { ...telugu, intent: "publish" });
      expect(saved.status).toBe(303);
      const [stored] = await listPosts(database.handle.db);
      expect(stored?.state.published.titleTe).toBe(headline);

      const tooLong = await send("/staff/news/new", {
        ...telugu,
        slug: "seed-bank-again",
        titleTe: `${headline} ${headline}`,
        intent: "publish",
      });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.text()).toContain(
        "Title (Telugu): Keep the title to 150 characters or fewer; this one has 179.",
      );
    });

    it("asks only for the title when publishing a post without one and with its address left empty", async () => {
      const { send } = await open();
      const response = await send("/staff/news/new", { ...post, titleEn: "", intent: "publish" });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain("one value needs correcting");
      // The heading is English ("Write a post"), not marked as Telugu.
      expect(page).toContain('<h1 class="mb-4 text-2xl font-bold text-forest-800">Write a post</h1>');
      expect(page).toContain("Title (English): Give the English version a title, or empty its fields.");
      // The address's hint says it may be left empty: it is made from the title once there is one.
      expect(page).not.toContain("Address:");
      expect(page).not.toContain("Give the post an address");
      expect(await listPosts(database.handle.db)).toEqual([]);
    });

    it("says so when a post published takes the former address of a renamed post", async () => {
      const { send, request, cookie } = await open();
      const first = await send("/staff/news/new", { ...post, slug: "well-repaired", intent: "publish" });
      const firstId = (first.headers.get("Location") ?? "").split("/")[3]?.split("?")[0] ?? "";
      const renamed = await send(`/staff/news/${firstId}`, {
        ...post,
        slug: "well-repaired-sirpur",
        intent: "publish",
      });
      expect(renamed.headers.get("Location")).toBe(`/staff/news/${firstId}?done=published`);
      // Renamed back to its own old address: nothing to say.
      const back = await send(`/staff/news/${firstId}`, {
        ...post,
        slug: "well-repaired",
        intent: "publish",
      });
      expect(back.headers.get("Location")).toBe(`/staff/news/${firstId}?done=published`);
      await send(`/staff/news/${firstId}`, { ...post, slug: "well-repaired-sirpur", intent: "publish" });

      const second = await send("/staff/news/new", {
        ...post,
        titleEn: "Another well",
        slug: "well-repaired",
        intent: "publish",
      });
      const location = second.headers.get("Location") ?? "";
      expect(location).toMatch(/\?done=published-took-address$/);
      expect(await (await request(location, { cookie })).text()).toContain(
        "links to that old address now open this post, not the other.",
      );
    });

    it("refuses a save from a post's page opened before someone else saved or took it off the site, keeping what was typed", async () => {
      const { send, request, cookie, signInAs } = await open();
      const baseOf = (html: string) =>
        /<input type="hidden" name="base" value="([^"]*)"/.exec(html)?.[1] ?? "";
      const created = await send("/staff/news/new", {
        ...post,
        titleEn: "Seed bank opens",
        intent: "publish",
      });
      const id = (created.headers.get("Location") ?? "").split("/")[3]?.split("?")[0] ?? "";
      const other = await signInAs("editor");
      // Both open the post; the other editor publishes a new title first.
      const mine = baseOf(await (await request(`/staff/news/${id}`, { cookie })).text());
      const theirs = baseOf(await (await request(`/staff/news/${id}`, { cookie: other })).text());
      expect(mine).not.toBe("");
      const first = await request(`/staff/news/${id}`, {
        method: "POST",
        cookie: other,
        form: { ...post, titleEn: "Seed bank opens in Utnoor", base: theirs, intent: "publish" },
      });
      expect(first.status).toBe(303);
      const late = await send(`/staff/news/${id}`, {
        ...post,
        titleEn: "Seed bank opens",
        summaryEn: "A typo fixed",
        base: mine,
        intent: "publish",
      });
      expect(late.status).toBe(409);
      const html = await late.text();
      expect(html).toContain("Someone else saved this after you opened it");
      expect(html).toContain("A typo fixed");
      expect((await readPost(database.handle.db, id))?.published.titleEn).toBe("Seed bank opens in Utnoor");

      // Taken off the site meanwhile: a publish from the page opened before does not put it back.
      const reloaded = baseOf(await (await request(`/staff/news/${id}`, { cookie })).text());
      await request(`/staff/news/${id}/unpublish`, { method: "POST", cookie: other });
      const again = await send(`/staff/news/${id}`, {
        ...post,
        titleEn: "Seed bank opens",
        base: reloaded,
        intent: "publish",
      });
      expect(again.status).toBe(409);
      expect((await readPost(database.handle.db, id))?.published.publishAt).toBe("");
    });

    it("refuses to publish a post whose cover or text photo is no longer in the library, and keeps it as a draft", async () => {
      const { send } = await open();
      const gone = await send("/staff/news/new", {
        ...post,
        cover: "media:deleted1",
        bodyTe: "బావి.\n\n![బావి](media:deleted2)",
        titleTe: "బావి",
        intent: "publish",
      });
      expect(gone.status).toBe(400);
      const html = await gone.text();
      expect(html).toContain(
        "That photo is no longer in the media library, or not ready for pages: choose another cover",
      );
      expect(html).toContain(
        "A photo in this text is no longer in the media library, or not ready for pages",
      );
      expect(await listPosts(database.handle.db)).toEqual([]);
      const draft = await send("/staff/news/new", { ...post, cover: "media:deleted1", intent: "draft" });
      expect(draft.status).toBe(303);
    });

    it("numbers the address of a post titled like another when its address is left empty, and refuses a typed one taken", async () => {
      const { send } = await open();
      for (const intent of ["publish", "draft", "publish"])
        expect((await send("/staff/news/new", { ...post, titleEn: "Seed bank opens", intent })).status).toBe(
          303,
        );
      const slugs = (await listPosts(database.handle.db)).map(
        ({ state }) => state.draft?.values.slug ?? state.published.slug,
      );
      expect(slugs.sort()).toEqual(["seed-bank-opens", "seed-bank-opens-2", "seed-bank-opens-3"]);
      const typed = await send("/staff/news/new", { ...post, slug: "seed-bank-opens-2", intent: "publish" });
      expect(typed.status).toBe(400);
      expect(await typed.text()).toContain("Another post already has this address; choose another.");
    });

    it("takes a post off the site, shows its history and restores a version, and deletes it only when confirmed", async () => {
      const { send, request, cookie } = await open();
      const published = await send("/staff/news/new", {
        ...post,
        titleEn: "Well repaired in Sirpur",
        intent: "publish",
      });
      const id = (published.headers.get("Location") ?? "").split("/")[3]?.split("?")[0] ?? "";
      const editor = await (await request(`/staff/news/${id}`, { cookie })).text();
      expect(editor).toContain(`href="/staff/content/history/news%3A${id}"`);
      expect(editor).toContain(`action="/staff/news/${id}/unpublish"`);

      const off = await send(`/staff/news/${id}/unpublish`, {});
      expect(off.status).toBe(303);
      expect(off.headers.get("Location")).toBe(`/staff/news/${id}?done=unpublished`);
      const list = await (await request("/staff/news", { cookie })).text();
      expect(list).toMatch(/Well repaired in Sirpur[\s\S]*Draft, not on the site/);

      const history = await (await request(`/staff/content/history/news:${id}?compare=1`, { cookie })).text();
      expect(history).toContain("News: Well repaired in Sirpur");
      expect(history).toContain("Version 2");
      expect(history).toContain("Publication time");
      const base = /<input type="hidden" name="base" value="([^"]*)"/.exec(history)?.[1] ?? "";
      const restored = await request(`/staff/content/history/news:${id}/restore`, {
        method: "POST",
        cookie,
        form: { base, version: "1" },
      });
      expect(restored.status).toBe(303);
      expect((await readPost(database.handle.db, id))?.published.publishAt).not.toBe("");

      const question = await (await request(`/staff/news/${id}/delete`, { cookie })).text();
      expect(question).toContain("Yes, delete the post");
      expect(question).not.toContain("<script>");
      const unconfirmed = await send(`/staff/news/${id}/delete`, {});
      expect(unconfirmed.headers.get("Location")).toBe(`/staff/news/${id}/delete`);
      expect(await readPost(database.handle.db, id)).not.toBeNull();
      const deleted = await send(`/staff/news/${id}/delete`, { confirm: "yes" });
      expect(deleted.headers.get("Location")).toBe("/staff/news?done=deleted");
      expect(await readPost(database.handle.db, id)).toBeNull();
      expect((await request(`/staff/content/history/news:${id}`, { cookie })).status).toBe(404);
    });
  });
}
