import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { erasePerson } from "../privacy/person.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { pledgePaymentState } from "./payment-page.ts";
import { receivePayment } from "./receipts.ts";

/* A pledge's payment page is open while something is left to pay, and closed otherwise (decision 027). */

warnWhenPostgresMissing("the payment page tests");

const now = () => new Date("2026-11-23T06:00:00.000Z");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`a pledge's payment page on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    /** A pledge of ₹2,500 (the test donation) sent with its key, as the donate page sends it. */
    async function pledge() {
      const { post } = await openTestApi(database.handle);
      const key = crypto.randomUUID();
      const answer = await post(validSubmissions.donation, { headers: { "Idempotency-Key": key } });
      const { reference } = (await answer.json()) as { reference: string };
      return { key, reference };
    }

    const receive = (reference: string, amountPaise: number) =>
      receivePayment(
        { database: database.handle, now, emailReceipt: false },
        { pledgeReference: reference, amountPaise, paidOn: "2026-11-20", mode: "upi" },
      );

    it("shows the name and what is left to pay until it is paid in full", async () => {
      const { key, reference } = await pledge();
      const { name } = validSubmissions.donation.data;
      expect(await pledgePaymentState(database.handle.db, key)).toEqual({
        status: "open",
        reference,
        amount: 2500,
        name,
      });
      await receive(reference, 100_000);
      expect(await pledgePaymentState(database.handle.db, key)).toMatchObject({
        status: "open",
        amount: 1500,
      });
      await receive(reference, 150_000);
      expect(await pledgePaymentState(database.handle.db, key)).toEqual({ status: "closed" });
    });

    it("stays open for a pledge set aside as spam, which was answered like any other", async () => {
      const { key, reference } = await pledge();
      await database.handle.db
        .updateTable("submissions")
        .set({ status: "spam" })
        .where("reference", "=", reference)
        .execute();
      expect(await pledgePaymentState(database.handle.db, key)).toMatchObject({ status: "open", reference });
    });

    it("is closed for an erased pledge and for a key that names none", async () => {
      const erased = await pledge();
      const mailDirectory = await mkdtemp(path.join(tmpdir(), "payment-page-"));
      try {
        const erasure = await erasePerson(
          { db: database.handle.db, mailDirectory, donationYears: 10, now: now() },
          validSubmissions.donation.data.email,
          { donations: "include", requestedBy: "the donor, by email" },
        );
        expect(erasure.status).toBe("erased");
      } finally {
        await rm(mailDirectory, { recursive: true, force: true });
      }
      expect(await pledgePaymentState(database.handle.db, erased.key)).toEqual({ status: "closed" });
      expect(await pledgePaymentState(database.handle.db, crypto.randomUUID())).toEqual({ status: "closed" });
    });
  });
}
