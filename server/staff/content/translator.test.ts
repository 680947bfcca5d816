import { describe, expect, it } from "vitest";
import { pictureInputName } from "#app/content/texts/pictures.ts";
import { inputName } from "#app/content/texts/schema.ts";
import { textPage } from "../../content/text-pages.ts";
import { readPageTexts, savePageTexts } from "../../content/texts.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { auditLog, openStaffArea } from "../testing.ts";

warnWhenPostgresMissing("the translator's texts editor tests");

/*
 * A translator changes the Telugu wording of a page and nothing else (decision 042): the server
 * refuses anything more in their post, and their screens neither offer it nor link where the role
 * is refused.
 */

const education = textPage("programs/education");
if (!education) throw new Error("The education page's texts are not registered");
const editPath = "/staff/content/texts/programs/education";
// The page's "600" children, a figure both languages show.
const children = "impact.groups.0.figures.1.value";
const title = "banner.title";
const asha = { id: null, email: "asha@example.org" };

const baseIn = (html: string) => /<input type="hidden" name="base" value="([^"]*)"/.exec(html)?.[1] ?? "";
/** Every link and form target under /staff on a page (the staff area's own addresses). */
const staffLinks = (html: string) =>
  [...html.matchAll(/(?:href|action)="(\/staff[^"#]*)"/g)].map(
    (match) => match[1]?.replace(/&amp;/g, "&") ?? "",
  );

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`a translator's texts on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const open = async () => {
      const area = await openStaffArea(database.handle);
      // An editor's figure, published: a translator's save must keep it.
      await savePageTexts(area.db, education, {
        actor: asha,
        input: { texts: {}, figures: { [children]: "700" } },
        now: new Date("2026-11-20T06:00:00Z"),
        intent: "publish",
      });
      const translator = await area.signInAs("translator");
      const base = baseIn(await (await area.request(editPath, { cookie: translator })).text());
      return { area, translator, base };
    };

    it("refuses a translator's changed figure, saving nothing", async () => {
      const { area, translator, base } = await open();
      const before = await readPageTexts(area.db, education);
      const response = await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: {
          base,
          intent: "draft",
          [inputName("te", title)]: "చదువు",
          [inputName("figure", children)]: "9999",
        },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(
        "this form held a figure, which an editor changes. Nothing was saved.",
      );
      expect(await readPageTexts(area.db, education)).toEqual(before);
      expect((await auditLog(database.handle)).map((line) => line.action)).toContain("access.denied");
    });

    it("refuses a translator's post that changes a page picture", async () => {
      const { area, translator, base } = await open();
      const before = await readPageTexts(area.db, education);
      const response = await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: { base, intent: "draft", [pictureInputName("banner")]: "" },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("this form held a page picture");
      expect(await readPageTexts(area.db, education)).toEqual(before);
    });

    it("keeps a translator's Telugu as a draft, and the figures as the editor left them", async () => {
      const { area, translator, base } = await open();
      const response = await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: { base, intent: "draft", [inputName("te", title)]: "చదువు" },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`${editPath}?done=draft`);
      const draft = (await readPageTexts(area.db, education)).draft?.values;
      expect(draft?.texts[title]?.te).toBe("చదువు");
      expect(draft?.figures).toEqual({ [children]: "700" });
      // A translator cannot publish: the notice says who does.
      const saved = await (await area.request(`${editPath}?done=draft`, { cookie: translator })).text();
      expect(saved).toContain("Draft saved. The public site is unchanged until an editor publishes it.");
      // Their preview opens the Telugu page, where their changes are.
      expect(saved).toContain(`href="/staff/preview/te${education.path}?from=`);
      const preview = await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: { base: baseIn(saved), intent: "preview", [inputName("te", title)]: "చదువు" },
      });
      expect(preview.headers.get("Location")).toMatch(/^\/staff\/preview\/te\/programs\//);
    });

    it("shows the editor, before a publish, each word the translator's draft changes", async () => {
      const { area, translator, base } = await open();
      await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: { base, intent: "draft", [inputName("te", title)]: "చదువు" },
      });
      const editor = await area.signInAs("editor");
      const html = await (await area.request(editPath, { cookie: editor })).text();
      expect(html).toContain("What the saved draft changes");
      expect(html).toContain("One value in the draft differs from the published page.");
      expect(html).toMatch(
        /<th scope="row"[^>]*>Banner: Title \(Telugu\)<\/th>.*?the site’s default.*?<ins[^>]*><span[^>]*>చదువు<\/span>/s,
      );
      // Nothing to compare without a draft.
      await area.request(editPath, {
        method: "POST",
        cookie: editor,
        form: { base: baseIn(html), intent: "publish", [inputName("te", title)]: "చదువు" },
      });
      expect(await (await area.request(editPath, { cookie: editor })).text()).not.toContain(
        "What the saved draft changes",
      );
    });

    it("shows a translator the figures and the English to read, and inputs for the Telugu only", async () => {
      const { area, translator } = await open();
      const html = await (await area.request(editPath, { cookie: translator })).text();
      expect(html).toContain(`name="${inputName("te", title)}"`);
      expect(html).not.toMatch(/name="(en|figure|picture):/);
      expect(html).toMatch(/Figure 2 › Value \(Children[^<]*\) \(figure, both languages\)<\/p><p[^>]*>700</);
      const admin = await area.signIn();
      const editor = await (await area.request(editPath, { cookie: admin })).text();
      expect(editor).toContain(`name="${inputName("figure", children)}"`);
      expect(editor).toContain(`name="${pictureInputName("banner")}"`);
      // The review button says what it does: a translator's waits in the draft, an editor's publishes.
      expect(html).toContain("Mark Telugu reviewed (in the draft)");
      expect(editor).toContain("Mark Telugu reviewed and publish");
    });

    it("links a translator only where the role opens, as the server answers", async () => {
      const { area, translator, base } = await open();
      // A draft, so that the editor offers its preview too.
      await area.request(editPath, {
        method: "POST",
        cookie: translator,
        form: { base, intent: "draft", [inputName("te", title)]: "చదువు" },
      });
      const pages = await (await area.request("/staff/content", { cookie: translator })).text();
      const texts = await (await area.request(editPath, { cookie: translator })).text();
      for (const hidden of ["Ready to launch?", "Edit the settings", "Edit the lists"])
        expect(pages, hidden).not.toContain(hidden);
      // The start page describes the Content section as a translator finds it.
      const start = await (await area.request("/staff/start", { cookie: translator })).text();
      expect(start).toContain("The pages&#x27; Telugu texts beside their English");
      expect(start).not.toContain("settings, the team, partners and slides");
      expect(texts).not.toContain("/staff/content/history/");
      expect(texts).toContain("Preview the draft");
      const links = new Set([...staffLinks(pages), ...staffLinks(texts)]);
      expect(links).toContain(editPath);
      for (const link of links) {
        if (link === "/staff/sign-out") continue;
        expect((await area.request(link, { cookie: translator })).status, link).not.toBe(403);
      }
      expect((await auditLog(database.handle)).map((line) => line.action)).not.toContain("access.denied");

      // An administrator is still offered every one of them.
      const admin = await area.signIn();
      const all = await (await area.request("/staff/content", { cookie: admin })).text();
      for (const shown of ["/staff/launch", "/staff/content/settings", "/staff/content/lists"])
        expect(all, shown).toContain(`href="${shown}"`);
      expect(await (await area.request(editPath, { cookie: admin })).text()).toContain(
        'href="/staff/content/history/texts%3Aprograms%2Feducation"',
      );
    });
  });
}
