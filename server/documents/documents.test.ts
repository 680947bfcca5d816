import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { contentRevision } from "../content/items.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import {
  documentFile,
  listDocuments,
  maxDocumentBytes,
  removeDocument,
  uploadDocument,
} from "./documents.ts";

warnWhenPostgresMissing("the published documents tests");

const meena = { id: null, email: "meena@example.org" };
const now = new Date("2026-11-20T06:00:00.000Z");
// Bytes that are not text: a PDF's binary comment line, and every byte value once.
const pdf = new Uint8Array([
  ...Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
  ...Array.from({ length: 256 }, (_, i) => i),
]);
const upload = { title: "Annual report 2025-26", kind: "annualReport", financialYear: "2025-26", file: pdf };

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`published documents on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("stores a PDF byte for byte, lists it, moves the site's revision on and audits the upload and removal", async () => {
      const result = await uploadDocument(db(), { actor: meena, upload, now });
      if (result.status !== "saved") throw new Error("refused");
      const [listed] = await listDocuments(db());
      expect(listed).toMatchObject({
        title: "Annual report 2025-26",
        kind: "annualReport",
        financialYear: "2025-26",
        size: pdf.byteLength,
        href: `/documents/${result.id}/annual-report-2025-26.pdf`,
      });
      const file = await documentFile(db(), result.id, "annual-report-2025-26.pdf");
      expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true);
      expect(await documentFile(db(), result.id, "other-name.pdf")).toBeNull();
      expect(await contentRevision(db())).toBe(1);

      expect(await removeDocument(db(), { actor: meena, id: result.id, now })).toBe(true);
      expect(await listDocuments(db())).toEqual([]);
      expect(await contentRevision(db())).toBe(2);
      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .execute();
      expect(audit).toEqual([
        { action: "documents.upload", subject: result.id },
        { action: "documents.remove", subject: result.id },
      ]);
    });

    it("refuses a text file named .pdf, a file over 25 MB, a bad year and kind, storing nothing", async () => {
      const text = new TextEncoder().encode("Just some text, renamed to .pdf");
      const refused = await uploadDocument(db(), {
        actor: meena,
        upload: { title: " ", kind: "poster", financialYear: "2025-27", file: text },
        now,
      });
      expect(refused).toEqual({
        status: "invalid",
        errors: {
          title: expect.any(String),
          kind: expect.any(String),
          financialYear: expect.any(String),
          file: "This file is not a PDF. Save or export it as PDF, then upload that.",
        },
      });
      const large = new Uint8Array(maxDocumentBytes + 1);
      large.set(pdf);
      expect(
        await uploadDocument(db(), { actor: meena, upload: { ...upload, file: large }, now }),
      ).toMatchObject({
        status: "invalid",
        errors: { file: expect.stringContaining("25 MB") },
      });
      expect(await listDocuments(db())).toEqual([]);
      expect(await contentRevision(db())).toBe(0);
    });
  });
}
