import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { validSubmissions } from "../testing/submissions.ts";
import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { commandLine } from "../accounts/audit.ts";
import { storeValid } from "../staff/testing.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import type { InboxFilter } from "./inbox.ts";
import { formCsv, writeWorkbook } from "./spreadsheet.ts";
import { findSubmission, reviewSubmission } from "./submission.ts";

warnWhenPostgresMissing("the spreadsheet export tests");

/** The workbook as a spreadsheet program reads it: each sheet's rows as plain values. */
async function workbookOf(write: (output: PassThrough) => Promise<unknown>) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types predate Node's generic Buffer.
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet | undefined, row: number) =>
  ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);

async function csvOf(pieces: AsyncIterable<string>) {
  let text = "";
  for await (const piece of pieces) text += piece;
  return text;
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the spreadsheet export on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const source = (filter: InboxFilter) => ({
      db: withStaffTables(database.handle.db),
      dialect: database.handle.dialect,
      filter,
    });

    it("has a sheet per form headed in words in the form's order, with status, note, IST times and amounts as numbers", async () => {
      const db = withStaffTables(database.handle.db);
      const donation = await storeValid(
        database.handle,
        "donation",
        "received",
        new Date("2026-01-10T08:00:00Z"),
      );
      const internship = await storeValid(database.handle, "internship");
      // The donor asked for a tax receipt: her PAN is stored whole.
      await db
        .updateTable("submissions")
        .set({
          data: JSON.stringify({
            ...validSubmissions.donation.data,
            wants80G: true,
            panName: "Asha Devi",
            pan: "ABCDE1234F",
            address: "12-3 Gandhi Road, Adilabad",
            pinCode: "504001",
          }),
        })
        .where("reference", "=", donation.reference)
        .execute();
      const found = await findSubmission(db, donation.reference);
      if (!found) throw new Error("not stored");
      const context = { db, actor: commandLine, now: new Date() };
      await reviewSubmission(context, found, { note: "Receipt sent by post", progress: "handled" });

      const workbook = await workbookOf((output) => writeWorkbook(source({ status: "inbox" }), output));
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        "Donations",
        "Contact messages",
        "Volunteers",
        "Internships",
      ]);
      const donations = workbook.getWorksheet("Donations");
      expect(rowValues(donations, 1)).toEqual([
        "Reference",
        "Received (IST)",
        "Status",
        "Note",
        "Full Name",
        "Email Address",
        "Phone Number",
        "Donation Amount",
        "Message",
        "I want a receipt for a tax deduction",
        "Name as on PAN",
        "PAN",
        "Aadhaar number (only if you have no PAN)",
        "Address",
        "PIN code",
        "I am an Indian citizen",
        "Language of the form",
      ]);
      const [reference, received, status, note, name, , phone, amount] = rowValues(donations, 2);
      expect([reference, status, note, name, phone, amount]).toEqual([
        donation.reference,
        "Handled",
        "Receipt sent by post",
        "Asha Devi",
        "+91 98765 43210",
        2500,
      ]);
      // 08:00 UTC is 13:30 in India: the cell shows the Indian clock.
      expect(received).toEqual(new Date("2026-01-10T13:30:00Z"));
      expect(donations?.getRow(2).getCell(16).value).toBe("Yes");
      // The donor's PAN as every staff page shows it, never whole.
      const donationRow = rowValues(donations, 2).map(String);
      expect(donationRow).toContain("ABCDE****F");
      expect(donationRow.join(" ")).not.toContain("ABCDE1234F");

      const internships = workbook.getWorksheet("Internships");
      const header = rowValues(internships, 1);
      expect(header.slice(4, 7)).toEqual(["Full Name", "Date of Birth", "Gender"]);
      expect(header).toContain("Mobile");
      expect(header).not.toContain("Phone Number");
      expect(rowValues(internships, 2)[0]).toBe(internship.reference);
      expect(rowValues(internships, 2)).toContain("Rural Development, Education");
      expect(rowValues(internships, 2)[2]).toBe("New");
    });

    it("keeps what a visitor typed as text: a formula never runs, in the workbook or the CSV", async () => {
      const { id } = await storeValid(database.handle, "contact");
      await database.handle.db
        .updateTable("submissions")
        .set({
          data: JSON.stringify({
            name: '=HYPERLINK("http://x.example","Open")',
            email: "a@example.org",
            subject: "other",
            message: "@SUM(1)",
          }),
        })
        .where("id", "=", id)
        .execute();
      const workbook = await workbookOf((output) =>
        writeWorkbook(source({ status: "inbox", form: "contact" }), output),
      );
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Contact messages"]);
      const cell = workbook.getWorksheet("Contact messages")?.getRow(2).getCell(5);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe('=HYPERLINK("http://x.example","Open")');

      const csv = await csvOf(formCsv(source({ status: "inbox" }), "contact"));
      expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""Open"")"`);
      expect(csv).toContain(",'@SUM(1),");
    });

    it("holds exactly the inbox's rows under the filter, newest first, across batches", async () => {
      const db = withStaffTables(database.handle.db);
      const start = Date.parse("2026-02-01T00:00:00Z");
      const rows = Array.from({ length: 503 }, (_, index) => ({
        id: `row-${String(index).padStart(4, "0")}`,
        reference: `CON-${String(index).padStart(6, "0")}`,
        form_type: "contact",
        data: JSON.stringify({
          name: `Person ${index}`,
          email: `p${index}@example.org`,
          subject: "other",
          message: "Hi",
        }),
        status: index === 0 ? ("spam" as const) : ("received" as const),
        address_hash: "h",
        created_at: new Date(start + index * 60_000).toISOString(),
      }));
      for (let at = 0; at < rows.length; at += 100)
        await db
          .insertInto("submissions")
          .values(rows.slice(at, at + 100))
          .execute();
      const handled = await findSubmission(db, "CON-000001");
      if (!handled) throw new Error("not stored");
      await reviewSubmission({ db, actor: commandLine, now: new Date() }, handled, { progress: "handled" });

      const counted = { count: 0, skipped: 0 };
      const csv = await csvOf(formCsv(source({ status: "new" }), "contact", counted));
      const references = csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
      expect(counted).toEqual({ count: 501, skipped: 0 });
      expect(references[0]).toBe("CON-000502");
      expect(references.at(-1)).toBe("CON-000002");
      expect(references).not.toContain("CON-000000");
      expect(references).not.toContain("CON-000001");
      expect(new Set(references).size).toBe(501);
      expect(csv.split("\r\n")[1]).toContain(",2026-02-01 13:52,New,,Person 502,");
    });
  });
}
