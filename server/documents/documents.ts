import { visibleLength } from "#app/utils/visible-length.ts";
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type DocumentKind,
  documentKinds,
  isFinancialYear,
  type PublishedDocument,
} from "#app/content/published-documents.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import { withContentTables } from "../content/schema.ts";
import type { Database } from "../db/database.ts";
import { withDocumentTables } from "./schema.ts";

/*
 * The society's published documents: a PDF staff upload with a title (in English, and in Telugu
 * when they give one), a kind and a financial year, checked by its bytes (a PDF starts with "%PDF-")
 * and its size, stored in the database and listed on /transparency. An upload, a change of titles or
 * a removal moves the site's content revision on in the same transaction, so that every instance
 * renders /transparency and /te/transparency again (server/content/live.ts).
 */

export const maxDocumentBytes = 25 * 1024 * 1024;

export const documentKindLabels: Record<DocumentKind, string> = {
  annualReport: "Annual report",
  auditedAccounts: "Audited accounts",
  fcraReturn: "FCRA return",
  certificateRegistration: "Society registration certificate",
  certificate12a: "12A certificate",
  certificate80g: "80G certificate",
  certificateDarpan: "NGO Darpan certificate",
  certificateCsr1: "CSR-1 registration",
  other: "Other document",
};

export type DocumentField = "title" | "titleTe" | "kind" | "financialYear" | "file";

export type TitleField = Extract<DocumentField, "title" | "titleTe">;

/** A document's titles as typed: the Telugu one may be empty (the Telugu pages then show the English). */
export type DocumentTitles = { title: string; titleTe: string };

export type DocumentUpload = {
  title: string;
  /** Absent or empty: no Telugu title. */
  titleTe?: string;
  kind: string;
  financialYear: string;
  file: Uint8Array | null;
};

/** Characters in a title, in each language (a Telugu letter with its vowel sign counts as two). */
export const maxTitleLength = 150;

const isKind = (value: string): value is DocumentKind => (documentKinds as readonly string[]).includes(value);

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

const tooLong = (which: string, length: number) =>
  `Keep the ${which} to ${maxTitleLength} characters or fewer; this one has ${length}.`;

/** The titles as stored: trimmed, the Telugu one empty when not given. */
const titlesOf = (titles: { title: string; titleTe?: string }): DocumentTitles => ({
  title: titles.title.trim(),
  titleTe: (titles.titleTe ?? "").trim(),
});

/** The checks of a document's titles: the English one is needed, the Telugu one optional. */
export function checkTitles(titles: {
  title: string;
  titleTe?: string;
}): Partial<Record<TitleField, string>> {
  const { title, titleTe } = titlesOf(titles);
  const errors: Partial<Record<TitleField, string>> = {};
  if (!title) errors.title = "Give the document a title, such as Annual report 2025-26.";
  else if (visibleLength(title) > maxTitleLength) errors.title = tooLong("title", visibleLength(title));
  if (visibleLength(titleTe) > maxTitleLength)
    errors.titleTe = tooLong("Telugu title", visibleLength(titleTe));
  return errors;
}

/** The checks of an upload; every problem at once, by field. */
export function checkDocument(upload: DocumentUpload): Partial<Record<DocumentField, string>> {
  const errors: Partial<Record<DocumentField, string>> = checkTitles(upload);
  if (!isKind(upload.kind)) errors.kind = "Choose what kind of document this is.";
  if (!isFinancialYear(upload.financialYear.trim()))
    errors.financialYear = "Enter the financial year as 2025-26 (April 2025 to March 2026).";
  if (!upload.file) errors.file = "Choose the PDF file to upload.";
  else if (upload.file.byteLength === 0)
    errors.file =
      "The file is empty (0 bytes). Choose it again; if it is still empty, save the PDF again and upload that.";
  else if (upload.file.byteLength > maxDocumentBytes)
    errors.file = "The file is larger than 25 MB; make it smaller and try again.";
  else if (!isPdf(upload.file))
    errors.file = "This file is not a PDF. Save or export it as PDF, then upload that.";
  return errors;
}

/**
 * The download's name: the English title in lower-case Latin letters and digits, hyphenated, then
 * .pdf. Made once, at upload: a later change of titles keeps the address that may have been shared.
 */
export function fileNameOf(title: string, financialYear: string) {
  const base = `${title}`
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || `document-${financialYear}`}.pdf`;
}

export const documentHref = (id: string, fileName: string) => `/documents/${id}/${fileName}`;

export async function uploadDocument(
  db: Kysely<Database>,
  { actor, upload, now }: { actor: Actor; upload: DocumentUpload; now: Date },
): Promise<
  { status: "saved"; id: string } | { status: "invalid"; errors: Partial<Record<DocumentField, string>> }
> {
  const errors = checkDocument(upload);
  if (Object.keys(errors).length > 0 || !upload.file) return { status: "invalid", errors };
  const bytes = upload.file;
  const { title, titleTe } = titlesOf(upload);
  const id = randomUUID().replaceAll("-", "").slice(0, 16);
  await db.transaction().execute(async (trx) => {
    await withDocumentTables(trx)
      .insertInto("published_documents")
      .values({
        id,
        title,
        title_te: titleTe,
        kind: upload.kind,
        financial_year: upload.financialYear.trim(),
        file_name: fileNameOf(title, upload.financialYear.trim()),
        size: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        content: bytes,
        uploaded_at: now.toISOString(),
        uploaded_by: actor.email,
      })
      .execute();
    await moveRevisionOn(trx, now);
    await recordAudit(withStaffTables(trx), actor, "documents.upload", id, now);
  });
  return { status: "saved", id };
}

/**
 * Changes a document's titles, English and Telugu, keeping its file and its address. Titles as they
 * already are change nothing: no new revision and no audit line, so a form posted twice does
 * nothing twice.
 */
export async function retitleDocument(
  db: Kysely<Database>,
  { actor, id, titles, now }: { actor: Actor; id: string; titles: DocumentTitles; now: Date },
): Promise<
  | { status: "saved" | "unchanged" | "missing" }
  | { status: "invalid"; errors: Partial<Record<TitleField, string>> }
> {
  const errors = checkTitles(titles);
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  const { title, titleTe } = titlesOf(titles);
  return db.transaction().execute(async (trx) => {
    const changed = await withDocumentTables(trx)
      .updateTable("published_documents")
      .set({ title, title_te: titleTe })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("title", "<>", title), eb("title_te", "<>", titleTe)]))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      const exists = await withDocumentTables(trx)
        .selectFrom("published_documents")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return { status: exists ? "unchanged" : "missing" };
    }
    await moveRevisionOn(trx, now);
    await recordAudit(withStaffTables(trx), actor, "documents.edit_title", id, now);
    return { status: "saved" };
  });
}

/** Takes a document off the site; false when there is none with this id. */
export async function removeDocument(
  db: Kysely<Database>,
  { actor, id, now }: { actor: Actor; id: string; now: Date },
) {
  return db.transaction().execute(async (trx) => {
    const removed = await withDocumentTables(trx)
      .deleteFrom("published_documents")
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await moveRevisionOn(trx, now);
    await recordAudit(withStaffTables(trx), actor, "documents.remove", id, now);
    return true;
  });
}

async function moveRevisionOn(db: Kysely<Database>, now: Date) {
  await withContentTables(db)
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now.toISOString() }))
    .where("id", "=", 1)
    .execute();
}

export type DocumentListing = PublishedDocument & {
  fileName: string;
  uploadedAt: string;
  uploadedBy: string;
};

/** Every document without its bytes, the latest financial year first. */
export async function listDocuments(db: Kysely<Database>): Promise<DocumentListing[]> {
  const rows = await withDocumentTables(db)
    .selectFrom("published_documents")
    .select([
      "id",
      "title",
      "title_te",
      "kind",
      "financial_year",
      "file_name",
      "size",
      "uploaded_at",
      "uploaded_by",
    ])
    .orderBy("financial_year", "desc")
    .orderBy("uploaded_at", "desc")
    .execute();
  return rows.flatMap((row) =>
    isKind(row.kind)
      ? [
          {
            id: row.id,
            title: row.title,
            titleTe: row.title_te,
            kind: row.kind,
            financialYear: row.financial_year,
            size: Number(row.size),
            href: documentHref(row.id, row.file_name),
            fileName: row.file_name,
            uploadedAt: row.uploaded_at,
            uploadedBy: row.uploaded_by,
          },
        ]
      : [],
  );
}

/**
 * The documents as the public pages are given them (the site's content): no staff member's name or
 * time of upload, since a page's data (/transparency.data) is public too.
 */
export async function publishedDocuments(db: Kysely<Database>): Promise<PublishedDocument[]> {
  return (await listDocuments(db)).map(({ id, title, titleTe, kind, financialYear, size, href }) => ({
    id,
    title,
    titleTe,
    kind,
    financialYear,
    size,
    href,
  }));
}

/** A document's file, when the id and the name both match one. */
export async function documentFile(db: Kysely<Database>, id: string, fileName: string) {
  const row = await withDocumentTables(db)
    .selectFrom("published_documents")
    .select(["content", "file_name", "sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && row.file_name === fileName
    ? { bytes: new Uint8Array(row.content), fileName: row.file_name, sha256: row.sha256 }
    : null;
}
