import { describe, expect, it } from "vitest";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { receivePayment } from "../donations/receipts.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { resendWindowMs } from "./resend.ts";

/*
 * An accidental resend (decision 028): the same content from the same address within the window is
 * answered with the first reference and stored once, whichever way it is sent; anything else is new.
 */

warnWhenPostgresMissing("the resend race tests");

const database = databasePerTest(sqliteBackend());
const rows = () => database.handle.db.selectFrom("submissions").select(["reference"]).execute();
const emailJobs = () => database.handle.db.selectFrom("email_jobs").select(["id"]).execute();

/** A clock the test moves on. */
function clock() {
  let time = new Date("2026-11-25T05:00:00.000Z").getTime();
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

const withKey = () => ({ headers: { "Idempotency-Key": crypto.randomUUID() } });
const referenceOf = async (response: Response) => String((await response.json()).reference);

describe("the same content sent again", () => {
  it("is answered with the first reference and its payment page, storing one row and its emails once", async () => {
    const { now, advance } = clock();
    const { post } = await openTestApi(database.handle, { now });
    const first = await (await post(validSubmissions.donation, withKey())).json();
    advance(resendWindowMs - 60_000);
    const again = await (await post(validSubmissions.donation, withKey())).json();
    expect(again).toEqual(first);
    expect(String(again.paymentPage)).toMatch(/^\/donate\?sent=/);
    expect(await rows()).toHaveLength(1);
    expect(await emailJobs()).toHaveLength(2);
  });

  it("without JavaScript redirects to the first post's page", async () => {
    const { app, postForm } = await openTestApi(database.handle);
    const fields = {
      ...validSubmissions.contact.data,
      formType: "contact",
      issuedAt: String(Date.now() - 60_000),
      website: "",
    };
    const first = await postForm({ ...fields, idempotencyKey: crypto.randomUUID() });
    // Back shows the filled form again, with the fresh key its page was given.
    const again = await postForm({ ...fields, idempotencyKey: crypto.randomUUID() });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    const shown = await app.request(again.headers.get("Location") ?? "");
    expect((await shown.json()).outcome.reference).toBe((await rows())[0]?.reference);
    expect(await rows()).toHaveLength(1);
  });

  it("is a new submission after the window, with other content, or from another address", async () => {
    const { now, advance } = clock();
    const { post } = await openTestApi(database.handle, { now });
    const references = [await referenceOf(await post(validSubmissions.contact, withKey()))];
    references.push(
      await referenceOf(await post(validSubmissions.contact, { ...withKey(), address: "198.51.100.23" })),
    );
    const otherMessage = {
      ...validSubmissions.contact,
      data: { ...validSubmissions.contact.data, message: "A second, different question." },
    };
    references.push(await referenceOf(await post(otherMessage, withKey())));
    references.push(
      await referenceOf(await post({ ...validSubmissions.contact, language: "te" }, withKey())),
    );
    advance(resendWindowMs + 1);
    references.push(await referenceOf(await post(validSubmissions.contact, withKey())));
    expect(new Set(references).size).toBe(5);
    expect(await rows()).toHaveLength(5);
  });

  it("is a new pledge once the first has a payment recorded against it", async () => {
    const { now } = clock();
    const { post } = await openTestApi(database.handle, { now });
    const first = await referenceOf(await post(validSubmissions.donation, withKey()));
    await receivePayment(
      { database: database.handle, now, emailReceipt: false },
      { pledgeReference: first, amountPaise: 250_000, paidOn: "2026-11-25", mode: "upi" },
    );
    const second = await referenceOf(await post(validSubmissions.donation, withKey()));
    expect(second).not.toBe(first);
    expect(await rows()).toHaveLength(2);
  });

  it("is judged on its own when the first was set aside as spam", async () => {
    const { post } = await openTestApi(database.handle);
    const first = await referenceOf(
      await post(validSubmissions.contact, { headers: { "X-Form-Elapsed-Ms": "500" } }),
    );
    const second = await referenceOf(
      await post(validSubmissions.contact, { headers: { "X-Form-Elapsed-Ms": "9000" } }),
    );
    expect(second).not.toBe(first);
    expect((await rows()).map((row) => row.reference).sort()).toEqual([first, second].sort());
  });
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the same content sent twice at once, on ${backend.name}`, () => {
    const racing = databasePerTest(backend);
    const stored = () => racing.handle.db.selectFrom("submissions").select(["reference"]).execute();

    it("is stored once, and both answers carry its reference and payment page", async () => {
      const { post } = await openTestApi(racing.handle);
      // Each post checks for a resend, then stores: without the database deciding, all would be kept.
      const answers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await post(validSubmissions.donation, withKey());
          expect(response.status).toBe(200);
          return response.json();
        }),
      );
      const rows = await stored();
      expect(rows).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.reference).toBe(rows[0]?.reference);
        expect(answer.paymentPage).toBe(answers[0].paymentPage);
      }
      const jobs = await racing.handle.db.selectFrom("email_jobs").select(["id"]).execute();
      expect(jobs).toHaveLength(2);
    });

    it("is stored again once staff set the first aside as spam", async () => {
      const { post } = await openTestApi(racing.handle);
      const first = await referenceOf(await post(validSubmissions.contact, withKey()));
      await racing.handle.db.updateTable("submissions").set({ status: "spam" }).execute();
      const again = await referenceOf(await post(validSubmissions.contact, withKey()));
      expect(again).not.toBe(first);
      expect(await referenceOf(await post(validSubmissions.contact, withKey()))).toBe(again);
      expect(await stored()).toHaveLength(2);
    });
  });
}
