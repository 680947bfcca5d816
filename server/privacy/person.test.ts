import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { mailDirectory } from "./mail-files.ts";
import { erasePerson, exportPerson, findPerson, type PersonContext } from "./person.ts";
import { submissionSeeder } from "./testing.ts";

const asha = "asha@example.org";
const now = new Date("2026-11-23T06:00:00.000Z");
const day = (date: string) => new Date(`${date}T06:00:00.000Z`);

warnWhenPostgresMissing("the requests-about-a-person tests");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`requests about a person on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown());

    let handle: DatabaseHandle;
    let dataDir: string;
    let context: PersonContext;
    let seeded: Awaited<ReturnType<typeof seed>>;

    /**
     * Asha gave a donation, sent a message and a volunteer form the spam check set aside. Ravi's
     * message quotes her address; Sravani named her as referee; staff noted her address on Ravi's
     * message. Lakshmi has nothing to do with her.
     */
    async function seed() {
      const { submit, writeEmails } = await submissionSeeder(handle, dataDir);
      const own = {
        donation: await submit(validSubmissions.donation, day("2026-04-10")),
        contact: await submit(
          {
            formType: "contact",
            data: { ...validSubmissions.contact.data, email: "Asha@Example.org", name: "Asha Devi" },
          },
          day("2026-05-01"),
        ),
        spam: await submit(
          {
            formType: "volunteer",
            data: { ...validSubmissions.volunteer.data, email: asha, name: "Asha Devi" },
          },
          day("2026-06-01"),
          { spam: true },
        ),
      };
      const others = {
        ravi: await submit(
          {
            formType: "contact",
            data: {
              ...validSubmissions.contact.data,
              message: "Please also write to ASHA@example.org about the library.",
            },
          },
          day("2026-07-01"),
        ),
        sravani: await submit(
          {
            formType: "internship",
            data: {
              ...validSubmissions.internship.data,
              referenceEmail: "Asha@example.org",
              referenceName: "Asha Devi",
            },
          },
          day("2026-08-01"),
        ),
        lakshmi: await submit(validSubmissions.volunteer, day("2026-09-01")),
      };
      // A message purged from the database earlier (`submissions purge`) whose email files stayed.
      const purged = await submit(
        { formType: "contact", data: { ...validSubmissions.contact.data, email: asha } },
        day("2025-01-10"),
      );
      await writeEmails();
      await sql`delete from email_jobs where submission_id in (select id from submissions where reference = ${purged})`.execute(
        handle.db,
      );
      await handle.db.deleteFrom("submissions").where("reference", "=", purged).execute();
      const ravi = await handle.db
        .selectFrom("submissions")
        .select("id")
        .where("reference", "=", others.ravi)
        .executeTakeFirstOrThrow();
      await sql`insert into submission_reviews (submission_id, handled_at, handled_by, note, updated_at) values (${ravi.id}, null, null, ${"Forwarded to asha@example.org's programme team"}, ${now.toISOString()})`.execute(
        handle.db,
      );
      return { own, others, purged };
    }

    beforeEach(async () => {
      handle = await backend.open();
      dataDir = await mkdtemp(path.join(tmpdir(), "person-"));
      context = { db: handle.db, mailDirectory: mailDirectory(dataDir), donationYears: 10, now };
      seeded = await seed();
    });
    afterEach(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** Every row of every table, as text. */
    async function everyTable(): Promise<Record<string, string>> {
      const tables =
        handle.dialect === "sqlite"
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
              handle.db,
            )
          : await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
              handle.db,
            );
      const dump: Record<string, string> = {};
      for (const { name } of tables.rows) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(handle.db);
        dump[name] = JSON.stringify(rows.rows);
      }
      return dump;
    }

    /** Each email file, decoded (headers, text and HTML), keyed by file name. */
    async function mailFolder(): Promise<Record<string, string>> {
      const folder: Record<string, string> = {};
      for (const name of (await readdir(mailDirectory(dataDir))).sort()) {
        const parsed = await simpleParser(await readFile(path.join(mailDirectory(dataDir), name)));
        folder[name] = JSON.stringify([[...parsed.headers], parsed.text, parsed.html]);
      }
      return folder;
    }

    const submissionData = async (reference: string) => {
      const row = await handle.db
        .selectFrom("submissions")
        .select("data")
        .where("reference", "=", reference)
        .executeTakeFirst();
      return row ? JSON.parse(row.data) : undefined;
    };

    it("lists everything stored about the address, in any letter case", async () => {
      const record = await findPerson(context, "  ASHA@example.ORG ");
      expect(record.address).toBe(asha);
      expect(
        record.submissions.map((submission) => [
          submission.reference,
          submission.formType,
          submission.status,
        ]),
      ).toEqual([
        [seeded.own.donation, "donation", "received"],
        [seeded.own.contact, "contact", "received"],
        [seeded.own.spam, "volunteer", "spam"],
      ]);
      const [donation, contact] = record.submissions;
      // Financial year 2026-27, assessment year 2027-28, plus ten years.
      expect(donation?.keptByLawUntil).toBe("2038-03-31T18:30:00.000Z");
      expect(contact?.keptByLawUntil).toBeNull();
      expect(contact?.data).toMatchObject({ name: "Asha Devi", email: "Asha@Example.org" });
      expect(contact?.emails.map((email) => [email.kind, email.status])).toEqual([
        ["acknowledgement", "written"],
        ["notification", "written"],
      ]);
      expect(record.mentionedIn.map((mention) => [mention.reference, mention.fields])).toEqual([
        [seeded.others.ravi, ["message"]],
        [seeded.others.sravani, ["referenceEmail"]],
      ]);
      for (const reference of [seeded.own.donation, seeded.own.contact, seeded.purged])
        expect(record.emailFiles).toContain(`${reference}-acknowledgement.eml`);
      expect(record.emailFiles.some((name) => name.startsWith(seeded.others.lakshmi))).toBe(false);
    });

    it("exports it as JSON", async () => {
      const exported = JSON.parse(await exportPerson(context, asha));
      expect(exported.exportedAt).toBe(now.toISOString());
      expect(exported.submissions).toHaveLength(3);
      expect(exported.submissions[0].data).toEqual(validSubmissions.donation.data);
    });

    it("refuses to erase a donation record the law keeps, and changes nothing", async () => {
      const tablesBefore = await everyTable();
      const mailBefore = await mailFolder();
      const result = await erasePerson(context, asha, { donations: "refuse", requestedBy: "command line" });
      expect(result).toEqual({
        status: "refused",
        donations: [{ reference: seeded.own.donation, keptByLawUntil: "2038-03-31T18:30:00.000Z" }],
      });
      expect(await everyTable()).toEqual(tablesBefore);
      expect(await mailFolder()).toEqual(mailBefore);
    });

    it("erases every trace of the address from every table and the mail folder, keeping other people's data", async () => {
      const lakshmiBefore = await submissionData(seeded.others.lakshmi);
      const sravaniBefore = await submissionData(seeded.others.sravani);
      const lakshmiMail = Object.entries(await mailFolder()).filter(([name]) =>
        name.startsWith(seeded.others.lakshmi),
      );

      const result = await erasePerson(context, "Asha@Example.org", {
        donations: "include",
        requestedBy: "command line",
      });

      expect(result).toMatchObject({
        status: "erased",
        submissions: [seeded.own.donation, seeded.own.contact, seeded.own.spam],
        mentionsCleared: 2,
        donationsKept: [],
      });
      const tables = await everyTable();
      for (const [table, rows] of Object.entries(tables)) {
        expect(rows.toLowerCase(), table).not.toContain(asha);
        expect(rows, table).not.toContain("Asha Devi");
      }
      const mail = await mailFolder();
      for (const [name, text] of Object.entries(mail)) expect(text.toLowerCase(), name).not.toContain(asha);

      // Other people's data stays; only what named her is cleared.
      expect(await submissionData(seeded.others.lakshmi)).toEqual(lakshmiBefore);
      expect(Object.entries(mail).filter(([name]) => name.startsWith(seeded.others.lakshmi))).toEqual(
        lakshmiMail,
      );
      expect(await submissionData(seeded.others.ravi)).toMatchObject({
        name: "Ravi Kumar",
        message: "Please also write to [erased] about the library.",
      });
      expect(await submissionData(seeded.others.sravani)).toEqual({
        ...sravaniBefore,
        referenceName: "[erased]",
        referenceDesignation: "[erased]",
        referencePhone: "[erased]",
        referenceEmail: "[erased]",
      });
      expect(tables.submission_reviews).toContain("Forwarded to [erased]'s programme team");

      // The record says an erasure happened, and of what, without the data.
      const [erasure, ...more] = await sql<Record<string, unknown>>`select * from privacy_erasures`
        .execute(handle.db)
        .then((r) => r.rows);
      expect(more).toEqual([]);
      expect(erasure).toMatchObject({
        erased_at: now.toISOString(),
        requested_by: "command line",
        references_erased: JSON.stringify([seeded.own.donation, seeded.own.contact, seeded.own.spam]),
        donations_kept: "[]",
      });
      expect(Number(erasure?.submissions)).toBe(3);
      expect(Number(erasure?.mentions_cleared)).toBe(2);
      expect(Number(erasure?.email_files)).toBe(result.status === "erased" ? result.emailFiles : -1);
    });

    it("erases the rest and keeps the donation record when told to keep it", async () => {
      // The email that carried her receipt, named as receipt-email.ts names it: receipts stay.
      const receiptEmail = "receipt-2026-27_0001.eml";
      await writeFile(path.join(context.mailDirectory, receiptEmail), `To: ${asha}\r\n\r\nYour receipt.\r\n`);
      const result = await erasePerson(context, asha, {
        donations: "keep",
        requestedBy: "office@dai.example",
      });
      expect(result).toMatchObject({
        status: "erased",
        submissions: [seeded.own.contact, seeded.own.spam],
        donationsKept: [seeded.own.donation],
      });
      const left = await findPerson(context, asha);
      expect(left.submissions.map((submission) => submission.reference)).toEqual([seeded.own.donation]);
      expect(left.mentionedIn).toEqual([]);
      expect(
        left.emailFiles
          .filter((name) => name !== receiptEmail)
          .every((name) => name.startsWith(seeded.own.donation)),
      ).toBe(true);
      expect(left.emailFiles).toHaveLength(3);
      expect(left.emailFiles).toContain(receiptEmail);
    });
  });
}
