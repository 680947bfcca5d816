import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrationsFor } from "../db/migrations.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { type PaymentsTable, withDonationTables } from "./schema.ts";

warnWhenPostgresMissing("the one-receipt-per-payment migration tests");

const at = "2026-06-01T00:00:00.000Z";
const payment = (sequence: number, mode: PaymentsTable["mode"], reference: string | null): PaymentsTable => ({
  id: `p${sequence}`,
  receipt_number: `2026-27/000${sequence}`,
  financial_year: "2026-27",
  sequence,
  submission_id: null,
  donor_name: "Giver",
  donor_email: "giver@example.org",
  donor_pan: null,
  donor_aadhaar: null,
  donor_address: null,
  amount_paise: 100_000,
  paid_on: "2026-06-01",
  mode,
  payment_reference: reference,
  donation_type: "others",
  created_at: at,
  cancelled_at: null,
  cancellation_reason: null,
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0010-one-receipt-per-payment-reference on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("keeps references as compared, cancels the later receipts of a payment recorded twice, then refuses another", async () => {
      const handle = await backend.openUnmigrated();
      try {
        const migrator = new Migrator({
          db: handle.db,
          provider: { getMigrations: async () => migrationsFor(handle.dialect) },
          allowUnorderedMigrations: true,
        });
        const { error } = await migrator.migrateTo("0009-staff-sign-in-secrets");
        if (error) throw error;
        const db = withDonationTables(handle.db);
        await db
          .insertInto("payments")
          .values([
            payment(1, "upi", "1234 5678 9012"),
            payment(2, "upi", "123456789012"),
            payment(3, "bank", "123456789012"),
            payment(4, "cash", ""),
            payment(5, "cash", "  "),
            payment(6, "bank", "utr-abc 1"),
            { ...payment(7, "bank", "UTRABC1"), cancelled_at: at, cancellation_reason: "Typed twice" },
            payment(8, "upi", "1234-5678-9012"),
          ])
          .execute();

        expect(await migrateToLatest(handle)).toContain("0010-one-receipt-per-payment-reference");

        const rows = await db
          .selectFrom("payments")
          .select(["receipt_number", "payment_reference", "cancellation_reason"])
          .orderBy("sequence")
          .execute();
        const duplicate = "Duplicate of receipt 2026-27/0001: the same payment was recorded twice.";
        expect(rows).toEqual([
          { receipt_number: "2026-27/0001", payment_reference: "123456789012", cancellation_reason: null },
          {
            receipt_number: "2026-27/0002",
            payment_reference: "123456789012",
            cancellation_reason: duplicate,
          },
          { receipt_number: "2026-27/0003", payment_reference: "123456789012", cancellation_reason: null },
          { receipt_number: "2026-27/0004", payment_reference: null, cancellation_reason: null },
          { receipt_number: "2026-27/0005", payment_reference: null, cancellation_reason: null },
          { receipt_number: "2026-27/0006", payment_reference: "UTRABC1", cancellation_reason: null },
          {
            receipt_number: "2026-27/0007",
            payment_reference: "UTRABC1",
            cancellation_reason: "Typed twice",
          },
          {
            receipt_number: "2026-27/0008",
            payment_reference: "123456789012",
            cancellation_reason: duplicate,
          },
        ]);
        await expect(
          db
            .insertInto("payments")
            .values(payment(9, "bank", "UTRABC1"))
            .execute(),
        ).rejects.toThrow();
        await db
          .insertInto("payments")
          .values(payment(9, "cash", null))
          .execute();
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}
