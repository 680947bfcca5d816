import { describe, expect, it } from "vitest";
import { inputName } from "#app/content/texts/schema.ts";
import { textFields } from "#app/content/texts/fields.ts";
import { readList } from "../../content/lists.ts";
import { textPage } from "../../content/text-pages.ts";
import { readPageTexts, savePageTexts } from "../../content/texts.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { openStaffArea } from "../testing.ts";

warnWhenPostgresMissing("the page texts' and lists' history, preview and refused saves tests");

const meena = { id: null, email: "meena@example.org" };
const home = textPage("home");
if (!home) throw new Error("The home page's texts are not registered");
const title = inputName("en", "introduction.title");

/** A stand-in for the site's build: the pages print nothing of the content, only that they are there. */
const pages = {
  pagePaths: new Set(["/", "/team"]),
  async renderHtml(urlPath: string) {
    return `<!DOCTYPE html><html><head></head><body><p>${urlPath}</p></body></html>`;
  },
};

const baseIn = (html: string) => /<input type="hidden" name="base" value="([^"]*)"/.exec(html)?.[1] ?? "";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `page texts and lists in history and preview on ${backend.name}`,
    () => {
      const database = databasePerTest(backend);
      const open = async () => {
        const area = await openStaffArea(database.handle, {
          content: { refresh: async () => {}, production: false, pages },
        });
        return { request: area.request, cookie: await area.signIn() };
      };

      it("refuses the later of two saves of a page's texts, keeping its typed text, and previews the draft", async () => {
        const { request, cookie } = await open();
        const opened = await (await request("/staff/content/texts/home", { cookie })).text();
        expect(opened).toContain('href="/staff/content/history/texts%3Ahome"');
        const base = baseIn(opened);
        const first = await request("/staff/content/texts/home", {
          method: "POST",
          cookie,
          form: { base, intent: "draft", [title]: "Title from the first tab" },
        });
        expect(first.status).toBe(303);
        const second = await request("/staff/content/texts/home", {
          method: "POST",
          cookie,
          form: { base, intent: "publish", [title]: "Title from the second tab" },
        });
        expect(second.status).toBe(409);
        const page = await second.text();
        expect(page).toContain("Someone else saved this after you opened it");
        expect(page).toContain("Title from the second tab");
        const state = await readPageTexts(database.handle.db, home);
        expect(state.draft?.values.texts["introduction.title"]?.en).toBe("Title from the first tab");
        expect(state.version).toBeNull();

        const fresh = baseIn(await (await request("/staff/content/texts/home", { cookie })).text());
        const preview = await request("/staff/content/texts/home", {
          method: "POST",
          cookie,
          form: { base: fresh, intent: "preview", [title]: "Title to preview" },
        });
        expect(preview.headers.get("Location")).toBe("/staff/preview/?from=texts%3Ahome");
        const shown = await (await request("/staff/preview/?from=texts%3Ahome", { cookie })).text();
        expect(shown).toContain('href="/staff/content/texts/home">Back to the editor');
      });

      it("saves the About page with every text long and in Telugu, whose letters a form posts as nine bytes each", async () => {
        const { request, cookie } = await open();
        const about = textPage("about");
        if (!about) throw new Error("The about page's texts are not registered");
        const base = baseIn(await (await request("/staff/content/texts/about", { cookie })).text());
        const long = "గ్రామీణ విద్య ".repeat(100).trim(); // 1,399 letters, under the 1,500 allowed
        const form: Record<string, string> = { base, intent: "draft" };
        for (const field of textFields(about.english, about.telugu)) {
          if (field.kind !== "text") continue;
          form[inputName("en", field.path)] = field.en;
          form[inputName("te", field.path)] = long;
        }
        expect(new URLSearchParams(form).toString().length).toBeGreaterThan(512 * 1024);
        const saved = await request("/staff/content/texts/about", { method: "POST", cookie, form });
        expect(saved.status).toBe(303);
        const state = await readPageTexts(database.handle.db, about);
        expect(Object.values(state.draft?.values.texts ?? {}).every((text) => text.te === long)).toBe(true);
      });

      it("says, after a publish, that the texts sent empty show the site's default again", async () => {
        const { request, cookie } = await open();
        const base = baseIn(await (await request("/staff/content/texts/home", { cookie })).text());
        const eyebrow = inputName("te", "introduction.eyebrow");
        const published = await request("/staff/content/texts/home", {
          method: "POST",
          cookie,
          form: { base, intent: "publish", [title]: "", [eyebrow]: "  " },
        });
        expect(published.status).toBe(303);
        const location = published.headers.get("Location") ?? "";
        expect(location).toBe("/staff/content/texts/home?done=published&emptied=2");
        const shown = await (await request(location, { cookie })).text();
        expect(shown).toContain("The 2 texts you emptied show the site’s default again.");
        const state = await readPageTexts(database.handle.db, home);
        expect(state.published.texts["introduction.title"]?.en ?? null).toBeNull();
        // Only a count comes from the address, and no more than the page has.
        const forged = await (
          await request("/staff/content/texts/home?done=published&emptied=<b>9999</b>", { cookie })
        ).text();
        expect(forged).not.toContain("you emptied");
      });

      it("names a page text's changes in its history", async () => {
        const { request, cookie } = await open();
        for (const [at, words] of [
          ["2026-11-20T06:00:00Z", "First published title"],
          ["2026-11-20T07:00:00Z", "Second published title"],
        ] as const)
          await savePageTexts(database.handle.db, home, {
            actor: meena,
            input: { texts: { "introduction.title": { en: words } }, figures: {} },
            now: new Date(at),
            intent: "publish",
          });
        const compared = await (
          await request("/staff/content/history/texts%3Ahome?compare=1", { cookie })
        ).text();
        expect(compared).toContain("Page texts: Home");
        expect(compared).toMatch(
          /Introduction: Title \(English\)[\s\S]*First published title[\s\S]*Second published title/,
        );
        expect((await request("/staff/content/history/texts%3Aprograms%2Fhealth", { cookie })).status).toBe(
          200,
        );
      });

      it("refuses an entry saved from a list changed since, keeping what was typed, and restores a list", async () => {
        const { request, cookie } = await open();
        const editor = await (await request("/staff/content/lists/team/entries/finance", { cookie })).text();
        const base = baseIn(editor);
        const list = await (await request("/staff/content/lists/team", { cookie })).text();
        const move = await request("/staff/content/lists/team/entries/finance/move", {
          method: "POST",
          cookie,
          form: { base: baseIn(list), direction: "up" },
        });
        expect(move.status).toBe(303);
        const entry = {
          base,
          "en.name": "Refused Member Name",
          "en.role": "Accounts",
          "en.experience": "Ten years",
          "en.biography": "Keeps the books.",
        };
        const refused = await request("/staff/content/lists/team/entries/finance", {
          method: "POST",
          cookie,
          form: entry,
        });
        expect(refused.status).toBe(409);
        const page = await refused.text();
        expect(page).toContain("Someone else saved this after you opened it");
        expect(page).toContain('value="Refused Member Name"');
        const working = (await readList(database.handle.db, "team")).working;
        expect(JSON.stringify(working)).not.toContain("Refused Member Name");

        // Published twice; the first version restored from the list's history.
        const publish = async () => {
          const now = await (await request("/staff/content/lists/team", { cookie })).text();
          expect(now).toContain('href="/staff/content/history/list%3Ateam"');
          const published = await request("/staff/content/lists/team/publish", {
            method: "POST",
            cookie,
            form: { base: baseIn(now) },
          });
          expect(published.status).toBe(303);
        };
        await publish();
        const moveBack = await request("/staff/content/lists/team/entries/finance/move", {
          method: "POST",
          cookie,
          form: {
            base: baseIn(await (await request("/staff/content/lists/team", { cookie })).text()),
            direction: "down",
          },
        });
        expect(moveBack.status).toBe(303);
        await publish();
        const history = await (
          await request("/staff/content/history/list%3Ateam?compare=1", { cookie })
        ).text();
        expect(history).toContain("Team members and the director’s message");
        expect(history).toContain("Order of the team members");
        // A move reads as the new order, by name, and nothing else.
        expect(history).toContain("One value differs");
        expect(history).toMatch(/Team Member F\nTeam Member E[\s\S]*Team Member E\nTeam Member F/);
        const restore = await request("/staff/content/history/list%3Ateam/restore", {
          method: "POST",
          cookie,
          form: { base: baseIn(history), version: "1" },
        });
        expect(restore.status).toBe(303);
        const restored = await readList(database.handle.db, "team");
        expect(restored.version?.number).toBe(3);
        expect(restored.working.entries.map((entry) => entry.id).slice(-2)).toEqual([
          "finance",
          "natural-resources",
        ]);
      });
    },
  );
}
