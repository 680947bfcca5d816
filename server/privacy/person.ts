import { randomUUID } from "node:crypto";
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Language } from "#app/content/language.ts";
import type { Database, SubmissionStatus } from "../db/database.ts";
import { submitterEmailExpression } from "../accounts/schema.ts";
import {
  type EmailRecord,
  emailsOf,
  type PaymentRecord,
  type PaymentReportRecord,
  paymentReportsOf,
  paymentsOf,
} from "./person-donations.ts";
import { deleteEmailFiles, deleteFiles, emailFilesMentioning } from "./mail-files.ts";
import { donationKeptUntil } from "./retention.ts";
import { type PrivacyDatabase, withPrivacyTables } from "./schema.ts";
import { escapeRegExp } from "#app/utils/reg-exp.ts";

/*
 * Requests about a person, by email address (DPDP Act sections 11 and 12): what is stored about
 * them, a copy of it, and erasure. Used by `npm run submissions -- person` and the staff area.
 * Their own submissions are those sent with the address as the submitter's email; other people's
 * submissions may name it too (an intern's referee, an address quoted in a message), and erasure
 * clears it there while keeping the rest of that person's data.
 */

export type OwnSubmission = {
  id: string;
  reference: string;
  formType: string;
  status: SubmissionStatus;
  createdAt: string;
  /** The language of the form they filled in. */
  language: Language;
  data: unknown;
  emails: EmailRecord[];
  /** Donations only: what the donor reported paying against it ("I have paid"). */
  paymentReports: PaymentReportRecord[];
  /** The privacy notice the form showed and when it was sent with it (decision 015); none before. */
  consent: { noticeVersion: string; at: string } | null;
  staffNote: { note: string; handledAt: string | null; handledBy: string | null } | null;
  /** Donations only: the record must be kept until then (decision 016). */
  keptByLawUntil: string | null;
};

export type Mention = {
  id: string;
  reference: string;
  formType: string;
  createdAt: string;
  fields: string[];
};

export type PersonRecord = {
  address: string;
  /** The language of their newest form, for the copy they read; English without one. */
  language: Language;
  submissions: OwnSubmission[];
  /** Payments with their receipts: against their pledges, or recorded under their address. */
  payments: PaymentRecord[];
  mentionedIn: Mention[];
  emailFiles: string[];
};

export type PersonContext = {
  db: Kysely<Database>;
  /** DATA_DIR/mail, where emails are written as .eml files without SMTP. */
  mailDirectory: string;
  /** Years donation records are kept after their assessment year (RETENTION_DONATION_YEARS). */
  donationYears: number;
  now: Date;
};

export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}

function dialectOf<Tables>(db: Kysely<Tables>) {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

/** A text column holding the (lower-case) address, in any letter case. */
function holdsAddress<Tables>(db: Kysely<Tables>, column: "data" | "note", address: string) {
  return dialectOf(db) === "sqlite"
    ? sql<boolean>`instr(lower(${sql.ref(column)}), ${address}) > 0`
    : sql<boolean>`strpos(lower(${sql.ref(column)}), ${address}) > 0`;
}

/** Replaces the address, in any letter case, inside a text. */
function withoutAddress(text: string, address: string): string {
  return text.replace(new RegExp(escapeRegExp(address), "gi"), erasedText);
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The names of the string fields of `data` that hold the address, in any letter case. */
function fieldsNaming(data: unknown, address: string): string[] {
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([name, value]) => {
    const texts = Array.isArray(value) ? value : [value];
    return texts.some((text) => typeof text === "string" && text.toLowerCase().includes(address))
      ? [name]
      : [];
  });
}

async function ownRows(db: Kysely<PrivacyDatabase>, address: string) {
  return db
    .selectFrom("submissions")
    .leftJoin("submission_reviews", "submission_reviews.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.reference",
      "submissions.form_type",
      "submissions.status",
      "submissions.created_at",
      "submissions.language",
      "submissions.data",
      "submissions.privacy_notice_version",
      "submissions.consented_at",
      "submission_reviews.note",
      "submission_reviews.handled_at",
      "submission_reviews.handled_by",
    ])
    .where(submitterEmailExpression(dialectOf(db)), "=", address)
    .orderBy("submissions.created_at")
    .execute();
}

/** Other people's submissions whose stored text holds the address anywhere. */
async function mentionRows(db: Kysely<PrivacyDatabase>, address: string, ownIds: readonly string[]) {
  let query = db
    .selectFrom("submissions")
    .select(["id", "reference", "form_type", "created_at", "data"])
    .where(holdsAddress(db, "data", address))
    .orderBy("created_at");
  if (ownIds.length > 0) query = query.where("id", "not in", ownIds);
  return query.execute();
}

/** Everything stored about the address: their submissions with emails and staff notes, mentions, email files. */
export async function findPerson(context: PersonContext, rawAddress: string): Promise<PersonRecord> {
  const address = normaliseAddress(rawAddress);
  const db = withPrivacyTables(context.db);
  const own = await ownRows(db, address);
  const ids = own.map((row) => row.id);
  const emails = await emailsOf(db, "submission_id", ids);
  const reports = await paymentReportsOf(db, ids);
  const submissions = own.map((row) => ({
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    status: row.status,
    createdAt: row.created_at,
    language: row.language,
    data: parseData(row.data),
    emails: emails.get(row.id) ?? [],
    paymentReports: reports.filter((report) => report.submissionId === row.id),
    consent:
      row.privacy_notice_version && row.consented_at
        ? { noticeVersion: row.privacy_notice_version, at: row.consented_at }
        : null,
    staffNote:
      row.note === null
        ? null
        : { note: row.note, handledAt: row.handled_at ?? null, handledBy: row.handled_by ?? null },
    keptByLawUntil:
      row.form_type === "donation" && row.status === "received"
        ? donationKeptUntil(new Date(row.created_at), context.donationYears).toISOString()
        : null,
  }));
  const mentionedIn = (await mentionRows(db, address, ids))
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      formType: row.form_type,
      createdAt: row.created_at,
      fields: fieldsNaming(parseData(row.data), address),
    }))
    .filter((mention) => mention.fields.length > 0);
  const emailFiles = await emailFilesMentioning(context.mailDirectory, address);
  const payments = await paymentsOf(db, address, ids);
  const language = submissions.at(-1)?.language ?? "en";
  return { address, language, submissions, payments, mentionedIn, emailFiles };
}

/** A copy of what is stored about the address, for the person who asked (JSON, UTF-8). */
export async function exportPerson(context: PersonContext, address: string): Promise<string> {
  const record = await findPerson(context, address);
  return `${JSON.stringify({ exportedAt: context.now.toISOString(), ...record }, null, 2)}\n`;
}

/** Donation records: refused unless staff say to erase them too, or to erase the rest and keep them. */
export type DonationChoice = "refuse" | "include" | "keep";

export type ErasureOptions = { donations: DonationChoice; requestedBy: string };

export type ErasureResult =
  | {
      status: "erased";
      erasureId: string;
      submissions: string[];
      mentionsCleared: number;
      emailFiles: number;
      /** The donation pledges kept by law, then the receipts (always kept). */
      donationsKept: string[];
    }
  | { status: "refused"; donations: { reference: string; keptByLawUntil: string }[] };

/** What an erased value reads as, where a field must keep a value. */
export const erasedText = "[erased]";

// An intern's referee is one person across these fields: naming them by email names all of them.
const refereeFields = ["referenceName", "referenceDesignation", "referencePhone", "referenceEmail"];

/** The other person's data with every trace of the address, and of the referee it names, replaced. */
function clearMention(dataText: string, address: string): string {
  const data = parseData(dataText);
  if (typeof data !== "object" || data === null || Array.isArray(data)) return JSON.stringify(erasedText);
  const clear = (value: unknown): unknown =>
    typeof value === "string"
      ? withoutAddress(value, address)
      : Array.isArray(value)
        ? value.map(clear)
        : value;
  const cleared = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, clear(value)]));
  const namesReferee =
    typeof cleared.referenceEmail === "string" && cleared.referenceEmail.includes(erasedText);
  if (namesReferee) for (const field of refereeFields) if (field in cleared) cleared[field] = erasedText;
  return JSON.stringify(cleared);
}

/**
 * Erases the personal data of the address: deletes their submissions with their email records and
 * staff notes, clears the address from other people's submissions and staff notes, deletes the
 * email files of those submissions and any other that names it, and records that an erasure
 * happened, without the data. A donation record still within its legal period is not erased
 * without `donations: "include"` ("keep" erases the rest and keeps it); refused, nothing changes.
 */
export async function erasePerson(
  context: PersonContext,
  rawAddress: string,
  options: ErasureOptions,
): Promise<ErasureResult> {
  const record = await findPerson(context, rawAddress);
  const { address } = record;
  const mustKeep = record.submissions.filter(
    (submission) =>
      submission.keptByLawUntil !== null && submission.keptByLawUntil > context.now.toISOString(),
  );
  if (mustKeep.length > 0 && options.donations === "refuse")
    return {
      status: "refused",
      donations: mustKeep.map(({ reference, keptByLawUntil }) => ({
        reference,
        keptByLawUntil: keptByLawUntil ?? "",
      })),
    };
  const kept = options.donations === "keep" ? mustKeep : [];
  // Receipts are never erased: the tax law has the society keep every receipt it issued. They are
  // named with what was kept, so that the notice does not read as if everything went.
  const receiptsKept = record.payments.map((payment) => payment.receiptNumber);
  const keptByLaw = [...kept.map((submission) => submission.reference), ...receiptsKept];
  const erased = record.submissions.filter((submission) => !kept.includes(submission));
  const erasedIds = erased.map((submission) => submission.id);
  const db = withPrivacyTables(context.db);
  const erasureId = randomUUID();
  // Other people's submissions that named the address in their data or in a staff note.
  let mentionsCleared = 0;

  await db.transaction().execute(async (transaction) => {
    if (erasedIds.length > 0) {
      await transaction.deleteFrom("email_jobs").where("submission_id", "in", erasedIds).execute();
      await transaction.deleteFrom("submission_reviews").where("submission_id", "in", erasedIds).execute();
      await transaction.deleteFrom("submissions").where("id", "in", erasedIds).execute();
    }
    for (const mention of record.mentionedIn) {
      const row = await transaction
        .selectFrom("submissions")
        .select("data")
        .where("id", "=", mention.id)
        .executeTakeFirst();
      if (row)
        await transaction
          .updateTable("submissions")
          .set({ data: clearMention(row.data, address) })
          .where("id", "=", mention.id)
          .execute();
    }
    const notesCleared = await clearStaffNotes(transaction, address);
    mentionsCleared = new Set([...record.mentionedIn.map((mention) => mention.id), ...notesCleared]).size;
    await transaction
      .insertInto("privacy_erasures")
      .values({
        id: erasureId,
        erased_at: context.now.toISOString(),
        requested_by: options.requestedBy,
        submissions: erased.length,
        references_erased: JSON.stringify(erased.map((submission) => submission.reference)),
        mentions_cleared: mentionsCleared,
        email_files: 0,
        donations_kept: JSON.stringify(keptByLaw),
      })
      .execute();
  });

  // Files after the commit: a failed transaction leaves the mail folder as it was.
  const byReference = await deleteEmailFiles(context.mailDirectory, [
    ...erased.map((submission) => submission.reference),
    ...record.mentionedIn.map((mention) => mention.reference),
  ]);
  // The person's receipts stay whatever is erased (the tax law), and so do the emails that carried
  // them and their certificates (receipt-email.ts, certificate-email.ts name their files so).
  const keptPrefixes = [...kept.map((submission) => `${submission.reference}-`), "receipt-", "certificate-"];
  const stray = (await emailFilesMentioning(context.mailDirectory, address)).filter(
    (name) => !keptPrefixes.some((prefix) => name.startsWith(prefix)),
  );
  await deleteFiles(context.mailDirectory, stray);
  const emailFiles = byReference + stray.length;
  await db
    .updateTable("privacy_erasures")
    .set({ email_files: emailFiles })
    .where("id", "=", erasureId)
    .execute();

  return {
    status: "erased",
    erasureId,
    submissions: erased.map((submission) => submission.reference),
    mentionsCleared,
    emailFiles,
    donationsKept: keptByLaw,
  };
}

/** Staff notes on other submissions that quote the address keep the note without it; gives their submissions. */
async function clearStaffNotes(db: Kysely<PrivacyDatabase>, address: string): Promise<string[]> {
  const notes = await db
    .selectFrom("submission_reviews")
    .select(["submission_id", "note"])
    .where(holdsAddress(db, "note", address))
    .execute();
  for (const { submission_id, note } of notes)
    await db
      .updateTable("submission_reviews")
      .set({ note: withoutAddress(note, address) })
      .where("submission_id", "=", submission_id)
      .execute();
  return notes.map((row) => row.submission_id);
}

/** The references a record keeps as a JSON list; anything else reads as none. */
function referencesOf(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** What an erasure did, from its record, for the staff member who asked for it only. */
export async function erasureDone(db: Kysely<Database>, erasureId: string, requestedBy: string) {
  const erasure = await withPrivacyTables(db)
    .selectFrom("privacy_erasures")
    .select(["submissions", "mentions_cleared", "email_files", "donations_kept"])
    .where("id", "=", erasureId)
    .where("requested_by", "=", requestedBy)
    .executeTakeFirst();
  return (
    erasure && {
      submissions: erasure.submissions,
      mentionsCleared: erasure.mentions_cleared,
      emailFiles: erasure.email_files,
      donationsKept: referencesOf(erasure.donations_kept),
    }
  );
}
