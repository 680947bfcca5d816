import { describe, expect, it } from "vitest";
import { functionErrors } from "#app/content/forms/common.ts";
import { openTestApi, postgresBackend, sqliteBackend, type TestApiOptions } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";

warnWhenPostgresMissing("the form language tests");

/*
 * The form's language travels with the request (decision 010): a `language` field of the JSON body,
 * a hidden field of a post without JavaScript. The function answers people in it, stores it, and
 * answers a post without JavaScript with the page in that language.
 */

const TELUGU = /[\u0C00-\u0C7F]/;
const contact = validSubmissions.contact;

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the form's language against ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const api = (options?: TestApiOptions) => openTestApi(database.handle, options);
    const storedLanguages = async () =>
      (
        await database.handle.db.selectFrom("submissions").select("language").orderBy("created_at").execute()
      ).map((row) => row.language);

    it("stores te for a Telugu form, and en for a request that names no language", async () => {
      const { post } = await api();
      expect((await post({ ...contact, language: "te" })).status).toBe(200);
      expect((await post(contact, { address: "203.0.113.9" })).status).toBe(200);
      expect(await storedLanguages()).toEqual(["te", "en"]);
    });

    it("answers an invalid Telugu request in Telugu, with Telugu hints, and stores nothing", async () => {
      const { post } = await api();
      const response = await post({ ...contact, data: { ...contact.data, email: "ravi" }, language: "te" });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe(functionErrors.te.invalid);
      expect(answer.issues).toEqual([
        { path: "data.email", message: "దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదాహరణకు name@example.com." },
      ]);
      expect(await storedLanguages()).toEqual([]);
    });

    it("refuses a language the site does not have, in English", async () => {
      const { post } = await api();
      const response = await post({ ...contact, language: "fr" });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe("Some fields are missing or not valid.");
      expect(answer.issues.map((issue: { path: string }) => issue.path)).toEqual(["language"]);
      expect(await storedLanguages()).toEqual([]);
    });

    it("says in Telugu when the connection has sent too many", async () => {
      const clock = new Date("2026-03-02T10:04:00.000Z");
      const { post } = await api({ rateLimit: { limit: 1, windowMs: 10 * 60_000 }, now: () => clock });
      expect((await post({ ...contact, language: "te" })).status).toBe(200);
      // Other content: the same sent again would be answered as a resend (decision 028).
      const another = { ...contact.data, message: "రెండో ప్రశ్న." };
      const limited = await post({ ...contact, data: another, language: "te" });
      expect(limited.status).toBe(429);
      expect((await limited.json()).error).toBe(
        "మీ కనెక్షన్ నుంచి చాలా ఎక్కువ ఫారాలు వచ్చాయి; దయచేసి 6 నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.",
      );
    });
  });
}

describe("a Telugu form posted without JavaScript", () => {
  const database = databasePerTest(sqliteBackend());

  const contactPost = (fields: Record<string, string> = {}) => ({
    ...contact.data,
    formType: "contact",
    language: "te",
    idempotencyKey: crypto.randomUUID(),
    issuedAt: String(Date.now() - 60_000),
    website: "",
    ...fields,
  });

  it("is answered with the Telugu page: its hints in Telugu when invalid, and stored as te when sent", async () => {
    const { app, postForm } = await openTestApi(database.handle);
    const invalid = await postForm(contactPost({ subject: "" }));
    expect(invalid.status).toBe(400);
    const invalidAnswer = await invalid.json();
    expect(invalidAnswer.page).toBe("/te/contact");
    expect(invalidAnswer.outcome.hints).toEqual({ subject: "దయచేసి ఒక విషయాన్ని ఎంచుకోండి." });

    const sent = await postForm(contactPost());
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toMatch(/^\/te\/contact\?sent=/);
    const shown = await app.request(sent.headers.get("Location") ?? "");
    expect(await shown.json()).toMatchObject({
      page: expect.stringMatching(/^\/te\/contact\?sent=[0-9a-f-]{36}$/),
      outcome: { status: "sent" },
    });
    const rows = await database.handle.db.selectFrom("submissions").select("language").execute();
    expect(rows).toEqual([{ language: "te" }]);
  });

  it("is answered with the English page when the post names no language or an unknown one", async () => {
    const { postForm } = await openTestApi(database.handle);
    const withoutLanguage = Object.fromEntries(
      Object.entries(contactPost({ subject: "" })).filter(([name]) => name !== "language"),
    );
    expect((await (await postForm(withoutLanguage)).json()).page).toBe("/contact");
    const unknown = await (await postForm(contactPost({ subject: "", language: "fr" }))).json();
    expect(unknown.page).toBe("/contact");
    expect(unknown.outcome.hints.subject).not.toMatch(TELUGU);
  });
});
