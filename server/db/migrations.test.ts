import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import type { Database, DatabaseHandle } from "./database.ts";
import { withStaffTables } from "../accounts/database.ts";
import { migrateToLatest, migrationsFor } from "./migrations.ts";
import { withPaymentAlerts } from "../content/payment-alert-schema.ts";
import { withPaymentReports } from "../donations/report-schema.ts";
import { withDocumentTables } from "../documents/schema.ts";
import { receivePayment } from "../donations/receipts.ts";
import { withDonationTables } from "../donations/schema.ts";

warnWhenPostgresMissing("the migration tests");

/** Applies the migrations up to and including `name`, as the release that brought it left the database. */
async function migratedTo(handle: DatabaseHandle, name: string) {
  const migrations = migrationsFor(handle.dialect);
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** A database as the first release left it: only 0001 applied, holding one submission and its emails. */
async function atFirstRelease(handle: DatabaseHandle) {
  await migratedTo(handle, "0001-submissions-and-outbox");
  await handle.db
    .insertInto("submissions")
    .values({
      id: "s1",
      reference: "CON-AAAAAA",
      form_type: "contact",
      data: "{}",
      status: "received",
      address_hash: "h",
      created_at: "2026-01-01T00:00:00.000Z",
    })
    .execute();
  const job = {
    submission_id: "s1",
    kind: "notification" as const,
    next_attempt_at: "2026-01-01T00:00:00.000Z",
  };
  await handle.db
    .insertInto("email_jobs")
    .values(
      (["pending", "sending", "sent", "failed"] as const).map((status, index) => ({
        ...job,
        id: `j${index}`,
        status,
        attempts: index,
        last_error: status === "failed" ? "ECONNREFUSED" : null,
        created_at: "2026-01-01T00:00:00.000Z",
        sent_at: status === "sent" ? "2026-01-01T00:01:00.000Z" : null,
      })),
    )
    .execute();
}

const allJobs = (db: Kysely<Database>) => db.selectFrom("email_jobs").selectAll().orderBy("id").execute();

async function indexNames(handle: DatabaseHandle) {
  const { rows } =
    handle.dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'email_jobs' and sql is not null`.execute(
          handle.db,
        )
      : await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = 'email_jobs' and indexname not like '%pkey'`.execute(
          handle.db,
        );
  return rows.map((row) => row.name).sort();
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0002-email-written-state on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("keeps every email job as it was, allows 'written', and still checks the status", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await atFirstRelease(handle);
        const before = await allJobs(handle.db);
        const indexesBefore = await indexNames(handle);
        await expect(
          handle.db.updateTable("email_jobs").set({ status: "written" }).where("id", "=", "j0").execute(),
        ).rejects.toThrow();

        expect(await migrateToLatest(handle)).toContain("0002-email-written-state");

        // 0004-donation-payments, 0009-staff-sign-in-secrets and 0013-payment-report-emails, applied
        // along with it, add payment_id, staff_user_id, link_origin and payment_report_id (empty for
        // these jobs) and their indexes.
        expect(await allJobs(handle.db)).toEqual(
          before.map((job) => ({
            ...job,
            payment_id: null,
            staff_user_id: null,
            link_origin: null,
            payment_report_id: null,
            payment_alert_id: null,
          })),
        );
        expect(await indexNames(handle)).toEqual(
          [
            ...indexesBefore,
            "email_jobs_payment_id",
            "email_jobs_staff_user_id",
            "email_jobs_payment_report_id",
          ].sort(),
        );
        await handle.db.updateTable("email_jobs").set({ status: "written" }).where("id", "=", "j0").execute();
        await expect(
          handle.db
            .updateTable("email_jobs")
            .set({ status: "delivered?" as "sent" })
            .where("id", "=", "j1")
            .execute(),
        ).rejects.toThrow(/check/i);
        // The rebuilt table still belongs to its submission: deleting that deletes its emails.
        await handle.db.deleteFrom("submissions").where("id", "=", "s1").execute();
        expect(await allJobs(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0009-staff-sign-in-secrets on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("ends the sessions stored in clear, keeps every email job, and lets a staff account own sign-in jobs", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await atFirstRelease(handle);
        await migratedTo(handle, "0007-donation-details-and-payment-reports");
        const db = withStaffTables(handle.db);
        const at = "2026-01-01T00:00:00.000Z";
        await db
          .insertInto("staff_users")
          .values({
            id: "u1",
            name: "Asha",
            email: "asha@example.org",
            email_verified: 1,
            image: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await db
          .insertInto("staff_sessions")
          .values({
            id: "s1",
            token: "a-token-in-clear",
            user_id: "u1",
            expires_at: "2099-01-01T00:00:00.000Z",
            ip_address: null,
            user_agent: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        const before = await allJobs(handle.db);

        expect(await migrateToLatest(handle)).toContain("0009-staff-sign-in-secrets");

        expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
        expect(await allJobs(handle.db)).toEqual(
          before.map((job) => ({
            ...job,
            staff_user_id: null,
            link_origin: null,
            payment_report_id: null,
            payment_alert_id: null,
          })),
        );
        const signIn = {
          kind: "sign_in" as const,
          status: "pending" as const,
          next_attempt_at: at,
          created_at: at,
          submission_id: null,
        };
        await db
          .insertInto("email_jobs")
          .values({ ...signIn, id: "k1", staff_user_id: "u1", link_origin: "https://dai.example" })
          .execute();
        // A sign-in job belongs to an account and says where its link points; nothing else is one.
        for (const refused of [
          { ...signIn, id: "k2", link_origin: "https://dai.example" },
          { ...signIn, id: "k3", staff_user_id: "u1" },
          {
            ...signIn,
            id: "k4",
            kind: "notification" as const,
            staff_user_id: "u1",
            link_origin: "https://dai.example",
          },
          {
            ...signIn,
            id: "k5",
            submission_id: "s1",
            staff_user_id: "u1",
            link_origin: "https://dai.example",
          },
        ])
          await expect(db.insertInto("email_jobs").values(refused).execute(), refused.id).rejects.toThrow(
            /check/i,
          );
        // Removing the account removes its sign-in emails.
        await db.deleteFrom("staff_users").where("id", "=", "u1").execute();
        expect((await allJobs(handle.db)).map((job) => job.id)).toEqual(before.map((job) => job.id));
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0011-submission-progress on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("reads a review marked handled as handled, one with a note as in progress, and refuses other states", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await atFirstRelease(handle);
        await migratedTo(handle, "0009-staff-sign-in-secrets");
        const db = withStaffTables(handle.db);
        const submission = (id: string) => ({
          id,
          reference: `CON-${id.toUpperCase().padStart(6, "0")}`,
          form_type: "contact",
          data: "{}",
          status: "received" as const,
          address_hash: "h",
          created_at: "2026-01-01T00:00:00.000Z",
        });
        await db.insertInto("submissions").values(["a", "b", "c"].map(submission)).execute();
        const review = {
          updated_at: "2026-01-02T00:00:00.000Z",
          handled_at: null,
          handled_by: null,
          note: "",
        };
        await db
          .insertInto("submission_reviews")
          .values([
            {
              ...review,
              submission_id: "a",
              handled_at: "2026-01-02T00:00:00.000Z",
              handled_by: "asha@example.org",
            },
            { ...review, submission_id: "b", note: "Called her" },
            { ...review, submission_id: "c" },
          ])
          .execute();

        expect(await migrateToLatest(handle)).toContain("0011-submission-progress");

        const progress = await db
          .selectFrom("submission_reviews")
          .select(["submission_id", "progress"])
          .orderBy("submission_id")
          .execute();
        expect(progress).toEqual([
          { submission_id: "a", progress: "handled" },
          { submission_id: "b", progress: "in_progress" },
          { submission_id: "c", progress: "new" },
        ]);
        await expect(
          sql`update submission_reviews set progress = 'done' where submission_id = 'c'`.execute(db),
        ).rejects.toThrow(/check/i);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0013-payment-report-emails on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("keeps every email job and lets a payment report own its two emails, deleted with it", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await atFirstRelease(handle);
        await migratedTo(handle, "0009-staff-sign-in-secrets");
        const before = await allJobs(handle.db);

        expect(await migrateToLatest(handle)).toContain("0013-payment-report-emails");

        expect(await allJobs(handle.db)).toEqual(
          before.map((job) => ({ ...job, payment_report_id: null, payment_alert_id: null })),
        );
        const db = withPaymentReports(handle.db);
        const at = "2026-01-01T00:00:00.000Z";
        await db
          .insertInto("payment_reports")
          .values({
            id: "r1",
            submission_id: "s1",
            paid_on: "2026-01-01",
            mode: "upi",
            payment_reference: "123456789012",
            status: "received",
            created_at: at,
          })
          .execute();
        const reportJob = {
          status: "pending" as const,
          next_attempt_at: at,
          created_at: at,
          submission_id: null,
          payment_report_id: "r1",
        };
        await db
          .insertInto("email_jobs")
          .values([
            { ...reportJob, id: "k1", kind: "report_confirmation" },
            { ...reportJob, id: "k2", kind: "report_notification" },
          ])
          .execute();
        // A report's emails belong to the report alone, and only a report has them.
        for (const refused of [
          { ...reportJob, id: "k3", kind: "notification" as const },
          { ...reportJob, id: "k4", kind: "report_confirmation" as const, submission_id: "s1" },
          { ...reportJob, id: "k5", kind: "report_notification" as const, payment_report_id: null },
        ])
          await expect(db.insertInto("email_jobs").values(refused).execute(), refused.id).rejects.toThrow(
            /check/i,
          );
        await db.deleteFrom("payment_reports").where("id", "=", "r1").execute();
        expect((await allJobs(handle.db)).map((job) => job.id)).toEqual(before.map((job) => job.id));
      } finally {
        await handle.close();
      }
    }, 60_000);
  });

  describe.skipIf(!backend.available)(
    `older code on a database a newer version migrated, on ${backend.name}`,
    () => {
      beforeAll(() => backend.setUp(), 120_000);
      afterAll(() => backend.tearDown(), 60_000);

      it("refuses to start, saying a newer version migrated it, and changes nothing", async () => {
        const handle = await backend.openUnmigrated();
        try {
          await migrateToLatest(handle);
          await sql`insert into kysely_migration (name, timestamp) values (${"9999-from-a-newer-version"}, ${new Date().toISOString()})`.execute(
            handle.db,
          );
          await expect(migrateToLatest(handle)).rejects.toThrow(
            "This database was brought up to date by a newer version of the site (it has migration 9999-from-a-newer-version, which this code does not know).",
          );
        } finally {
          await handle.close();
        }
      }, 60_000);
    },
  );

  describe.skipIf(!backend.available)(`0027-payment-detail-alerts on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("keeps every email job and lets an alert own its one email, deleted with it", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await atFirstRelease(handle);
        await migratedTo(handle, "0026-receipt-cancellation-emails");
        const before = await allJobs(handle.db);

        expect(await migrateToLatest(handle)).toContain("0027-payment-detail-alerts");

        expect(await allJobs(handle.db)).toEqual(before.map((job) => ({ ...job, payment_alert_id: null })));
        const db = withPaymentAlerts(handle.db);
        const at = "2026-11-30T06:00:00.000Z";
        await db
          .insertInto("payment_alerts")
          .values({
            id: "a1",
            settings_version: 2,
            changes: "[]",
            changed_by: "ravi@dai.example",
            action: "publish",
            created_at: at,
          })
          .execute();
        const alertJob = {
          status: "pending" as const,
          next_attempt_at: at,
          created_at: at,
          submission_id: null,
          payment_alert_id: "a1",
        };
        await db
          .insertInto("email_jobs")
          .values({ ...alertJob, id: "m1", kind: "payment_alert" })
          .execute();
        // An alert's email belongs to the alert alone, and only an alert has one.
        for (const refused of [
          { ...alertJob, id: "m2", kind: "notification" as const },
          { ...alertJob, id: "m3", kind: "payment_alert" as const, submission_id: "s1" },
          { ...alertJob, id: "m4", kind: "payment_alert" as const, payment_alert_id: null },
        ])
          await expect(db.insertInto("email_jobs").values(refused).execute(), refused.id).rejects.toThrow(
            /check/i,
          );
        await db.deleteFrom("payment_alerts").where("id", "=", "a1").execute();
        expect((await allJobs(handle.db)).map((job) => job.id)).toEqual(before.map((job) => job.id));
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0022-staff-roles on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("makes every account from before an administrator, and takes only the four roles", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await migratedTo(handle, "0021-published-documents");
        const at = "2026-01-01T00:00:00.000Z";
        const account = { name: "Asha", email_verified: 1, image: null, created_at: at, updated_at: at };
        await sql`insert into staff_users (id, name, email, email_verified, image, created_at, updated_at)
          values ('u1', ${account.name}, 'asha@example.org', 1, null, ${at}, ${at})`.execute(handle.db);

        expect(await migrateToLatest(handle)).toContain("0022-staff-roles");

        const db = withStaffTables(handle.db);
        expect(await db.selectFrom("staff_users").select(["email", "role"]).execute()).toEqual([
          { email: "asha@example.org", role: "administrator" },
        ]);
        await db
          .insertInto("staff_users")
          .values({ ...account, id: "u2", email: "ravi@example.org", role: "translator" })
          .execute();
        await expect(
          sql`insert into staff_users (id, name, email, email_verified, image, created_at, updated_at, role)
            values ('u3', 'X', 'x@example.org', 1, null, ${at}, ${at}, 'superuser')`.execute(handle.db),
        ).rejects.toThrow(/check/i);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0023-staff-passkeys on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("adds a passkey table whose rows go with their account and whose credentials are unique", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await migratedTo(handle, "0022-staff-roles");
        const at = "2026-01-01T00:00:00.000Z";
        await sql`insert into staff_users (id, name, email, email_verified, image, created_at, updated_at)
          values ('u1', 'Asha', 'asha@example.org', 1, null, ${at}, ${at})`.execute(handle.db);

        expect(await migrateToLatest(handle)).toContain("0023-staff-passkeys");

        const db = withStaffTables(handle.db);
        const passkey = {
          name: "Phone",
          public_key: "pQECAyYgASFYIA",
          user_id: "u1",
          counter: 0,
          device_type: "multiDevice",
          backed_up: 1,
          transports: "internal",
          aaguid: null,
          created_at: at,
          last_used_at: null,
        };
        await db
          .insertInto("staff_passkeys")
          .values({ ...passkey, id: "p1", credential_id: "c1" })
          .execute();
        await expect(
          db
            .insertInto("staff_passkeys")
            .values({ ...passkey, id: "p2", credential_id: "c1" })
            .execute(),
        ).rejects.toThrow(/unique/i);
        await db.deleteFrom("staff_users").where("id", "=", "u1").execute();
        expect(await db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0024-document-telugu-titles on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("gives every document from before an empty Telugu title, keeps its bytes, and stores Telugu from then on", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await migratedTo(handle, "0023-staff-passkeys");
        const at = "2026-01-01T00:00:00.000Z";
        const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
        const before = {
          title: "Annual report 2024-25",
          kind: "annualReport",
          financial_year: "2024-25",
          file_name: "annual-report-2024-25.pdf",
          size: bytes.byteLength,
          sha256: "0".repeat(64),
          uploaded_at: at,
          uploaded_by: "asha@example.org",
        };
        await sql`insert into published_documents
          (id, title, kind, financial_year, file_name, size, sha256, content, uploaded_at, uploaded_by)
          values ('d1', ${before.title}, ${before.kind}, ${before.financial_year}, ${before.file_name},
            ${before.size}, ${before.sha256}, ${bytes}, ${at}, ${before.uploaded_by})`.execute(handle.db);

        expect(await migrateToLatest(handle)).toContain("0024-document-telugu-titles");

        const db = withDocumentTables(handle.db);
        const [row] = await db.selectFrom("published_documents").selectAll().execute();
        expect(row).toMatchObject({ ...before, id: "d1", title_te: "" });
        expect(Buffer.from(row?.content ?? []).equals(Buffer.from(bytes))).toBe(true);
        await db
          .insertInto("published_documents")
          .values({ ...before, id: "d2", title_te: "వార్షిక నివేదిక 2024-25", content: bytes })
          .execute();
        expect(
          await db.selectFrom("published_documents").select(["id", "title_te"]).orderBy("id").execute(),
        ).toEqual([
          { id: "d1", title_te: "" },
          { id: "d2", title_te: "వార్షిక నివేదిక 2024-25" },
        ]);
        // Not null: "no Telugu title" is the empty text, as a news post's empty language is.
        await expect(
          sql`update published_documents set title_te = null where id = 'd1'`.execute(handle.db),
        ).rejects.toThrow(/null/i);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`0025-payment-amounts-in-bigint on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown(), 60_000);

    it("keeps every receipt's amount and then takes amounts past ₹2,14,74,836.47", async () => {
      const handle = await backend.openUnmigrated();
      try {
        await migratedTo(handle, "0024-document-telugu-titles");
        const payment = (amountPaise: number, paymentReference: string) =>
          receivePayment(
            { database: handle, now: () => new Date("2026-06-01T05:00:00Z"), emailReceipt: false },
            {
              donor: { name: "Gopal Reddy", email: "gopal@example.org" },
              amountPaise,
              paidOn: "2026-06-01",
              mode: "bank",
              paymentReference,
            },
          );
        expect(await payment(100_050, "NEFT000001")).toMatchObject({ status: "recorded" });

        expect(await migrateToLatest(handle)).toContain("0025-payment-amounts-in-bigint");

        expect(await payment(5_000_000_000, "NEFT000002")).toMatchObject({ status: "recorded" });
        const amounts = await withDonationTables(handle.db)
          .selectFrom("payments")
          .select(["receipt_number", "amount_paise"])
          .orderBy("receipt_number")
          .execute();
        expect(amounts).toEqual([
          { receipt_number: "2026-27/0001", amount_paise: 100_050 },
          { receipt_number: "2026-27/0002", amount_paise: 5_000_000_000 },
        ]);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}
