import { describe, expect, it } from "vitest";
import { settingInputId } from "#app/content/settings/fields.ts";
import { publishSettings, readSettings, saveSettingsDraft } from "../../content/settings.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { auditLog, openStaffArea } from "../testing.ts";

/*
 * Where donations are paid (the bank and UPI settings) is an administrator's to change (decision
 * 074): an editor sees it read-only, cannot send it, cannot publish a draft that changes it, and
 * cannot restore a version that had other details. Every publish's audit line names what changed.
 */

const asha = { id: null, email: "asha@example.org" };
const account = "50100012345678";

const baseOf = (html: string) => /<input type="hidden" name="base" value="([^"]*)"/.exec(html)?.[1] ?? "";

describe("the bank and UPI settings", () => {
  const database = databasePerTest(sqliteBackend());

  async function editorArea() {
    const area = await openStaffArea(database.handle, {
      content: { refresh: async () => {}, production: false },
    });
    return { ...area, cookie: await area.signInAs("editor") };
  }

  it("are read-only for an editor, whose other changes publish with the bank details as they were", async () => {
    await publishSettings(database.handle.db, asha, { "bank.accountNumber": account }, new Date());
    const { request, cookie } = await editorArea();
    const page = await (await request("/staff/content/settings", { cookie })).text();
    expect(page).toContain("Only an administrator changes where donations are paid.");
    expect(page).toContain(account);
    expect(page).not.toContain('name="bank.accountNumber"');
    expect(page).not.toContain('name="upi.id"');
    expect(page).toContain('name="phone"');

    const published = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: { base: baseOf(page), intent: "publish", phone: "98765 40001" },
    });
    expect(published.status).toBe(303);
    expect((await readSettings(database.handle.db)).published).toEqual({
      "bank.accountNumber": account,
      phone: "+91 98765 40001",
    });
  });

  it("are listed on an editor's launch page as an administrator's to set, without a link to a field they lack", async () => {
    const { request, cookie, signInAs } = await editorArea();
    const anchor = `href="/staff/content/settings#${settingInputId("bank.accountNumber")}"`;
    const launch = await (await request("/staff/launch", { cookie })).text();
    expect(launch).toContain("Account number (an administrator sets it)");
    expect(launch).not.toContain(anchor);
    const administrator = await signInAs("administrator");
    expect(await (await request("/staff/launch", { cookie: administrator })).text()).toContain(anchor);
  });

  it("refuse an editor's post that carries them, and change nothing", async () => {
    await publishSettings(database.handle.db, asha, { "bank.accountNumber": account }, new Date());
    const { request, cookie } = await editorArea();
    const page = await (await request("/staff/content/settings", { cookie })).text();
    const refused = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: {
        base: baseOf(page),
        intent: "publish",
        phone: "98765 40002",
        "bank.accountNumber": "99998888777766",
      },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Nothing was saved.");
    const state = await readSettings(database.handle.db);
    expect(state.published).toEqual({ "bank.accountNumber": account });
    expect(state.draft).toBeNull();
  });

  it("in an administrator's draft stay unpublished by an editor, whose draft keeps them and what they typed", async () => {
    await saveSettingsDraft(database.handle.db, asha, { "upi.id": "dai.society@sbi" }, new Date());
    const { request, cookie } = await editorArea();
    const page = await (await request("/staff/content/settings", { cookie })).text();
    const refused = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: { base: baseOf(page), intent: "publish", phone: "98765 40003" },
    });
    expect(refused.status).toBe(403);
    const shown = await refused.text();
    expect(shown).toContain("Not published: the draft changes where donations are paid (UPI ID)");
    expect(shown).toContain('value="98765 40003"');
    expect((await readSettings(database.handle.db)).version).toBeNull();

    const drafted = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: { base: baseOf(page), intent: "draft", phone: "98765 40003" },
    });
    expect(drafted.status).toBe(303);
    expect((await readSettings(database.handle.db)).draft?.values).toEqual({
      "upi.id": "dai.society@sbi",
      phone: "+91 98765 40003",
    });
  });

  it("of an earlier version are restored by an administrator only", async () => {
    const db = database.handle.db;
    await publishSettings(db, asha, { "bank.accountNumber": "11112222333344" }, new Date());
    await publishSettings(db, asha, { "bank.accountNumber": account }, new Date());
    const { request, cookie, signIn } = await editorArea();
    const history = await (await request("/staff/content/history/settings?compare=1", { cookie })).text();
    const refused = await request("/staff/content/history/settings/restore", {
      method: "POST",
      cookie,
      form: { base: baseOf(history), version: "1" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Version 1 has other bank or UPI details (Account number)");
    expect((await readSettings(db)).version?.number).toBe(2);

    const administrator = await signIn();
    const restored = await request("/staff/content/history/settings/restore", {
      method: "POST",
      cookie: administrator,
      form: { base: baseOf(history), version: "1" },
    });
    expect(restored.status).toBe(303);
    expect((await readSettings(db)).published).toEqual({ "bank.accountNumber": "11112222333344" });
    const location = restored.headers.get("location") ?? "";
    expect(location).toBe("/staff/content/history/settings?done=restored-payment");
    expect(await (await request(location, { cookie: administrator })).text()).toContain(
      "the donation inbox and every administrator are told by email",
    );
  });

  it("are changed by an administrator, and each publish's audit line names the settings it changed", async () => {
    const { request, signIn } = await openStaffArea(database.handle, {
      content: { refresh: async () => {}, production: false },
    });
    const cookie = await signIn();
    const page = await (await request("/staff/content/settings", { cookie })).text();
    expect(page).toContain('name="bank.accountNumber"');
    const published = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: { base: baseOf(page), intent: "publish", "upi.id": "dai.society@sbi", phone: "98765 40004" },
    });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe("/staff/content/settings?done=published-payment");
    expect(
      await (await request("/staff/content/settings?done=published-payment", { cookie })).text(),
    ).toContain(
      "Where donations are paid changed: the donation inbox and every administrator are told by email.",
    );
    expect((await readSettings(database.handle.db)).published).toMatchObject({ "upi.id": "dai.society@sbi" });
    const again = await (await request("/staff/content/settings", { cookie })).text();
    const phoneOnly = await request("/staff/content/settings", {
      method: "POST",
      cookie,
      form: { base: baseOf(again), intent: "publish", "upi.id": "dai.society@sbi", phone: "98765 40005" },
    });
    expect(phoneOnly.headers.get("location")).toBe("/staff/content/settings?done=published");
    const lines = (await auditLog(database.handle)).map((line) => `${line.action} ${line.subject}`);
    expect(lines).toContain("content.settings.publish settings v1 changed: Phone, UPI ID");
  });
});
