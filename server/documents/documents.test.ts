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
  publishedDocuments,
  removeDocument,
  retitleDocument,
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
      // The public pages are given it without who uploaded it or when (their .data is public).
      expect(await publishedDocuments(db())).toEqual([
        {
          id: result.id,
          title: "Annual report 2025-26",
          titleTe: "",
          kind: "annualReport",
          financialYear: "2025-26",
          size: pdf.byteLength,
          href: `/documents/${result.id}/annual-report-2025-26.pdf`,
        },
      ]);
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

    it("keeps a Telugu title beside the English one; the download's name stays made from the English", async () => {
      const result = await uploadDocument(db(), {
        actor: meena,
        upload: { ...upload, title: "  Annual report 2025-26 ", titleTe: " వార్షిక నివేదిక 2025-26  " },
        now,
      });
      if (result.status !== "saved") throw new Error("refused");
      const [listed] = await listDocuments(db());
      expect(listed).toMatchObject({
        title: "Annual report 2025-26",
        titleTe: "వార్షిక నివేదిక 2025-26",
        href: `/documents/${result.id}/annual-report-2025-26.pdf`,
      });
      // Without a Telugu title (the upload from before, or an empty field): none, not the English.
      await uploadDocument(db(), {
        actor: meena,
        upload: { ...upload, title: "Audited accounts 2025-26", kind: "auditedAccounts" },
        now,
      });
      expect((await listDocuments(db())).map((document) => [document.title, document.titleTe])).toEqual([
        ["Annual report 2025-26", "వార్షిక నివేదిక 2025-26"],
        ["Audited accounts 2025-26", ""],
      ]);
    });

    it("takes titles of 150 characters in either language and refuses one longer, saying how long it is, storing nothing", async () => {
      // 150 Telugu letters, each with its vowel sign: one character each as a reader counts them,
      // though 300 code units.
      const telugu150 = "వా".repeat(150);
      expect(telugu150).toHaveLength(300);
      expect(
        await uploadDocument(db(), {
          actor: meena,
          upload: { ...upload, title: "A".repeat(150), titleTe: telugu150 },
          now,
        }),
      ).toMatchObject({ status: "saved" });
      const refused = await uploadDocument(db(), {
        actor: meena,
        upload: { ...upload, titleTe: `${telugu150}లు` },
        now,
      });
      expect(refused).toEqual({
        status: "invalid",
        errors: { titleTe: "Keep the Telugu title to 150 characters or fewer; this one has 151." },
      });
      expect(await listDocuments(db())).toHaveLength(1);
      expect(await contentRevision(db())).toBe(1);
    });

    it("changes a document's titles without its file or address, moves the revision on and audits it; the same titles again change nothing", async () => {
      const result = await uploadDocument(db(), { actor: meena, upload, now });
      if (result.status !== "saved") throw new Error("refused");
      const later = new Date("2026-11-21T06:00:00.000Z");
      const titles = { title: "Annual report 2025-26 (revised)", titleTe: " వార్షిక నివేదిక 2025-26 " };
      expect(await retitleDocument(db(), { actor: meena, id: result.id, titles, now: later })).toEqual({
        status: "saved",
      });
      const [listed] = await listDocuments(db());
      expect(listed).toMatchObject({
        title: "Annual report 2025-26 (revised)",
        titleTe: "వార్షిక నివేదిక 2025-26",
        href: `/documents/${result.id}/annual-report-2025-26.pdf`,
        uploadedAt: now.toISOString(),
      });
      const file = await documentFile(db(), result.id, "annual-report-2025-26.pdf");
      expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true);
      expect(await contentRevision(db())).toBe(2);

      expect(await retitleDocument(db(), { actor: meena, id: result.id, titles, now: later })).toEqual({
        status: "unchanged",
      });
      expect(await contentRevision(db())).toBe(2);
      // Taking the Telugu title away leaves the English one for the Telugu pages.
      expect(
        await retitleDocument(db(), {
          actor: meena,
          id: result.id,
          titles: { title: titles.title, titleTe: "" },
          now: later,
        }),
      ).toEqual({ status: "saved" });
      expect((await listDocuments(db()))[0]?.titleTe).toBe("");
      expect(await contentRevision(db())).toBe(3);
      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject", "staff_email"])
        .orderBy("created_at")
        .execute();
      expect(audit).toEqual([
        { action: "documents.upload", subject: result.id, staff_email: meena.email },
        { action: "documents.edit_title", subject: result.id, staff_email: meena.email },
        { action: "documents.edit_title", subject: result.id, staff_email: meena.email },
      ]);
    });

    it("refuses titles it would refuse at upload, and a document that is not there, changing nothing", async () => {
      const result = await uploadDocument(db(), { actor: meena, upload, now });
      if (result.status !== "saved") throw new Error("refused");
      expect(
        await retitleDocument(db(), {
          actor: meena,
          id: result.id,
          titles: { title: "  ", titleTe: "వా".repeat(151) },
          now,
        }),
      ).toEqual({
        status: "invalid",
        errors: {
          title: "Give the document a title, such as Annual report 2025-26.",
          titleTe: "Keep the Telugu title to 150 characters or fewer; this one has 151.",
        },
      });
      expect(
        await retitleDocument(db(), {
          actor: meena,
          id: "no-such-document",
          titles: { title: "Annual report", titleTe: "" },
          now,
        }),
      ).toEqual({ status: "missing" });
      expect(await listDocuments(db())).toMatchObject([{ title: upload.title, titleTe: "" }]);
      expect(await contentRevision(db())).toBe(1);
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
