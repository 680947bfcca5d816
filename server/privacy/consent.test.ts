import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "#app/content/privacy.ts";
import { indiaToday } from "#app/schemas/age.ts";
import { newReference } from "../send-form-email/reference.ts";
import { storeSubmission } from "../send-form-email/store.ts";
import { openTestApi, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { privacyNoticeField, privacyNoticeHeader, shownNoticeVersion } from "./consent.ts";
import { withPrivacyTables } from "./schema.ts";

const database = databasePerTest(sqliteBackend());

const stored = () =>
  withPrivacyTables(database.handle.db)
    .selectFrom("submissions")
    .select(["reference", "data", "created_at", "privacy_notice_version", "consented_at"])
    .orderBy("created_at")
    .execute();

describe("the notice version a form showed", () => {
  it("is recorded only when it is one the site published", () => {
    expect(shownNoticeVersion(privacyNoticeVersion)).toBe(privacyNoticeVersion);
    expect(shownNoticeVersion(` ${privacyNoticeVersion} `)).toBe(privacyNoticeVersion);
    for (const other of [undefined, null, "", "2020-01-01", "latest", `${privacyNoticeVersion}x`])
      expect(shownNoticeVersion(other)).toBeNull();
  });

  it("is stored with the submission, with the time it was sent as the time of consent", async () => {
    let at = new Date("2026-11-23T06:00:00.000Z");
    const entry = {
      submission: validSubmissions.contact,
      status: "received" as const,
      idempotencyKey: null,
      requestHash: "hash",
      addressHash: "address",
      userAgent: null,
    };
    const dependencies = { db: database.handle.db, now: () => at, newId: randomUUID, newReference };
    await storeSubmission(dependencies, { ...entry, privacyNoticeVersion }, []);
    at = new Date("2026-11-23T06:01:00.000Z");
    await storeSubmission(dependencies, entry, []);
    expect((await stored()).map((row) => [row.privacy_notice_version, row.consented_at])).toEqual([
      [privacyNoticeVersion, "2026-11-23T06:00:00.000Z"],
      [null, null],
    ]);
  });
});

describe("the function", () => {
  const formPost = (fields: Record<string, string>) => ({
    ...validSubmissions.contact.data,
    formType: "contact",
    idempotencyKey: randomUUID(),
    issuedAt: String(Date.now() - 60_000),
    website: "",
    ...fields,
  });

  it("records the notice a form showed, from the script's header or the form's field, and none otherwise", async () => {
    const { post, postForm } = await openTestApi(database.handle);
    const named = (name: string) => ({
      ...validSubmissions.contact,
      data: { ...validSubmissions.contact.data, name },
    });
    await post(named("Script"), { headers: { [privacyNoticeHeader]: privacyNoticeVersion } });
    await postForm(formPost({ name: "No script", [privacyNoticeField]: privacyNoticeVersion }));
    await post(named("Another program"));
    await postForm(formPost({ name: "Unknown version", [privacyNoticeField]: "2001-01-01" }));
    const byName = new Map((await stored()).map((row) => [JSON.parse(row.data).name, row]));
    expect(Object.fromEntries([...byName].map(([name, row]) => [name, row.privacy_notice_version]))).toEqual({
      Script: privacyNoticeVersion,
      "No script": privacyNoticeVersion,
      "Another program": null,
      "Unknown version": null,
    });
    for (const row of byName.values())
      expect(row.consented_at).toBe(row.privacy_notice_version ? row.created_at : null);
  });
});

describe("an internship applicant under 18", () => {
  it("is refused by the function with the date of birth's message, and nothing is stored", async () => {
    const { post } = await openTestApi(database.handle);
    const [year, month, day] = indiaToday().split("-").map(Number);
    const seventeen = `${(year ?? 0) - 17}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    const response = await post({
      formType: "internship",
      data: { ...validSubmissions.internship.data, dateOfBirth: seventeen },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Applicants must be 18 or older");
    expect(await stored()).toEqual([]);
  });
});
