import { describe, expect, it } from "vitest";
import { publishSettings, readSettings, saveSettingsDraft } from "../../content/settings.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { openStaffArea } from "../testing.ts";

/*
 * Two people edit the settings at once. The later save is refused, and the form comes back based on
 * the settings as they are now: the other person's changes are taken in wherever this person had
 * not changed the setting, so that pressing again saves both people's work and undoes neither.
 */

const asha = { id: null, email: "asha@example.org" };

const baseOf = (html: string) => /<input type="hidden" name="base" value="([^"]*)"/.exec(html)?.[1] ?? "";
const fieldValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name.replace(".", "\\.")}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe("a settings save refused because someone else saved first", () => {
  const database = databasePerTest(sqliteBackend());

  async function editor() {
    const area = await openStaffArea(database.handle, {
      content: { refresh: async () => {}, production: false },
    });
    const cookie = await area.signInAs("editor");
    const post = async (form: Record<string, string>) => {
      const response = await area.request("/staff/content/settings", { method: "POST", cookie, form });
      return { status: response.status, html: await response.text() };
    };
    return { page: async () => (await area.request("/staff/content/settings", { cookie })).text(), post };
  }

  it("takes in their changes where this person changed nothing, and a second press keeps both", async () => {
    const db = database.handle.db;
    await publishSettings(db, asha, { phone: "98765 40001", email: "office@dai.example.in" }, new Date());
    const { page, post } = await editor();
    const opened = await page();
    // Meanwhile Asha publishes a new email address and the Darpan ID.
    await publishSettings(
      db,
      asha,
      { phone: "98765 40001", email: "info@dai.example.in", darpanId: "TS/2026/0123456" },
      new Date(),
    );

    const refused = await post({
      base: baseOf(opened),
      intent: "publish",
      phone: "98765 40002",
      email: "office@dai.example.in",
    });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Someone else saved this after you opened it");
    // Focused as the page loads, and named in its title, as every other refusal of the staff area.
    expect(refused.html).toMatch(
      /<div role="alert" tabindex="-1" autofocus=""[^>]*>\s*<p[^>]*>Someone else saved this/,
    );
    expect(refused.html).toContain("<title>Error: Organisation settings");
    expect(refused.html).toContain("Their changes are now in the form: Email, NGO Darpan ID.");
    expect(refused.html).toContain("Phone: theirs is <bdi>“+91 98765 40001”</bdi>");
    expect(fieldValue(refused.html, "phone")).toBe("+91 98765 40002");
    expect(fieldValue(refused.html, "email")).toBe("info@dai.example.in");
    expect(fieldValue(refused.html, "darpanId")).toBe("TS/2026/0123456");
    expect((await readSettings(db)).published.phone).toBe("+91 98765 40001");

    const again = await post({
      base: baseOf(refused.html),
      intent: "publish",
      phone: fieldValue(refused.html, "phone") ?? "",
      email: fieldValue(refused.html, "email") ?? "",
      darpanId: fieldValue(refused.html, "darpanId") ?? "",
    });
    expect(again.status).toBe(303);
    expect((await readSettings(db)).published).toEqual({
      phone: "+91 98765 40002",
      email: "info@dai.example.in",
      darpanId: "TS/2026/0123456",
    });
  });

  it("keeps what this person typed wherever the form was opened on a draft, showing theirs beside it", async () => {
    const db = database.handle.db;
    await saveSettingsDraft(db, asha, { phone: "98765 40001" }, new Date());
    const { page, post } = await editor();
    const opened = await page();
    await saveSettingsDraft(db, asha, { phone: "98765 40001", email: "info@dai.example.in" }, new Date());

    const refused = await post({ base: baseOf(opened), intent: "draft", phone: "98765 40003" });
    expect(refused.status).toBe(409);
    expect(refused.html).not.toContain("Their changes are now in the form");
    expect(refused.html).toContain("Phone: theirs is <bdi>“+91 98765 40001”</bdi>");
    expect(refused.html).toContain("Email: theirs is <bdi>“info@dai.example.in”</bdi>");
    expect(fieldValue(refused.html, "phone")).toBe("+91 98765 40003");
    expect((await readSettings(db)).draft?.values).toEqual({
      phone: "+91 98765 40001",
      email: "info@dai.example.in",
    });
  });
});
