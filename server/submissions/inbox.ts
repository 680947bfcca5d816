import { type Kysely, type RawBuilder, sql } from "kysely";
import { z } from "zod";
import { type FormType, formTypes } from "#app/schemas/form-types.ts";
import type { Dialect, EmailJobStatus } from "../db/database.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import { istDayStart } from "../india-time.ts";
import { submitterEmailExpression, submitterNameExpression } from "../accounts/schema.ts";
import { isProgress, progressIs, type SubmissionState, stateOf } from "./progress.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * The inbox's queries: pages of submissions newest first under a filter, walked by keyset (the last
 * row's time and id), so that page 500 costs what page 1 costs. Indexes in schema.ts.
 */

/** "inbox" is every state but spam; "all" includes spam. */
export const inboxStatuses = ["inbox", "new", "in_progress", "handled", "spam", "all"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

const REFERENCE = /^[A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = z
  .string()
  .regex(DAY, "Dates look like 2026-03-01.")
  .refine(isCalendarDate, "That date does not exist.");
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

export const inboxFilterSchema = z.object({
  form: z.preprocess(blankAsUnset, z.enum(formTypes, "Choose a form from the list.").optional()),
  status: z.preprocess(
    blankAsUnset,
    z.enum(inboxStatuses, "Choose a status from the list.").default("inbox"),
  ),
  from: z.preprocess(blankAsUnset, day.optional()),
  to: z.preprocess(blankAsUnset, day.optional()),
  /** Search inside names and addresses too, not only at their start: reads every filtered row. */
  anywhere: z.preprocess(blankAsUnset, z.literal("1", "Choose where to search from the page.").optional()),
  q: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string().max(200, "Search for at most 200 characters.").optional(),
  ),
});

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** A filter from a form's or a URL's fields; bad values come back as messages, with the filter left out. */
export function parseInboxFilter(
  fields: Record<string, unknown>,
): { status: "ok"; filter: InboxFilter } | { status: "error"; errors: string[] } {
  const parsed = inboxFilterSchema.safeParse(fields);
  if (parsed.success) {
    const { from, to } = parsed.data;
    if (from && to && from > to)
      return { status: "error", errors: ["The “from” date is after the “to” date."] };
    return { status: "ok", filter: parsed.data };
  }
  return { status: "error", errors: parsed.error.issues.map((issue) => issue.message) };
}

/** The parts of a filter that name nobody, the only ones a URL carries: never the search text. */
const addressableKeys = ["form", "status", "from", "to"] as const;

/**
 * The filter's addressable parts as a query string, for links that keep it (paging, export), with
 * extras such as the id of a kept search or a cursor; the default status is left out.
 */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}) {
  const entries = [
    ...addressableKeys.map((key) => [key, key === "status" && filter.status === "inbox" ? "" : filter[key]]),
    ...Object.entries(extra),
  ].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  return new URLSearchParams(entries).toString();
}

export type Cursor = { createdAt: string; id: string };

export function encodeCursor({ createdAt, id }: Cursor) {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

export function decodeCursor(value: string | null | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  return createdAt && id && !Number.isNaN(Date.parse(createdAt)) ? { createdAt, id } : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Text at the start of an indexed expression (schema.ts), answered from its index. */
function startsWith(dialect: Dialect, expression: RawBuilder<string>, text: string) {
  // SQLite orders the index bytewise, so a prefix is a range; U+10FFFF sorts after every character.
  if (dialect === "sqlite")
    return sql<boolean>`(${expression} >= ${text} and ${expression} < ${`${text}\u{10FFFF}`})`;
  return sql<boolean>`${expression} like ${`${escapeLike(text)}%`} escape '\\'`;
}

/** The submissions matching a filter; callers add order, limits and columns. */
export function filteredSubmissions(db: Kysely<StaffDatabase>, dialect: Dialect, filter: InboxFilter) {
  const { form, status, from, to, q } = filter;
  let query = db
    .selectFrom("submissions")
    .leftJoin("submission_reviews", "submission_reviews.submission_id", "submissions.id");
  if (form) query = query.where("submissions.form_type", "=", form);
  if (status === "spam") query = query.where("submissions.status", "=", "spam");
  if (status !== "spam" && status !== "all") query = query.where("submissions.status", "=", "received");
  if (isProgress(status)) query = query.where((where) => progressIs(where, status));
  if (from) query = query.where("submissions.created_at", ">=", istDayStart(from).toISOString());
  if (to) query = query.where("submissions.created_at", "<", istDayStart(to, 1).toISOString());
  if (q) {
    const upper = q.toUpperCase();
    if (REFERENCE.test(upper)) query = query.where("submissions.reference", "=", upper);
    else if (q.includes("@") && !filter.anywhere)
      query = query.where(startsWith(dialect, submitterEmailExpression(dialect), q.toLowerCase()));
    else {
      const name = submitterNameExpression(dialect);
      const email = submitterEmailExpression(dialect);
      const text = q.toLowerCase();
      if (filter.anywhere) {
        // Inside names and addresses: every filtered row is read, so only when asked for.
        const pattern = `%${escapeLike(text)}%`;
        query = query.where(
          sql<boolean>`(${name} like ${pattern} escape '\\' or ${email} like ${pattern} escape '\\')`,
        );
      } else {
        query = query.where(
          sql<boolean>`(${startsWith(dialect, name, text)} or ${startsWith(dialect, email, text)})`,
        );
      }
    }
  }
  return query;
}

export type InboxRow = {
  id: string;
  reference: string;
  formType: string;
  status: SubmissionState;
  createdAt: string;
  name: string;
  email: string;
  emails: EmailJobStatus[];
};

export const pageSize = 50;

/** One page of the inbox, newest first, and the cursor of the next (older) page if there is one. */
export async function inboxPage(
  db: Kysely<StaffDatabase>,
  dialect: Dialect,
  filter: InboxFilter,
  cursor: Cursor | undefined,
): Promise<{ rows: InboxRow[]; next?: Cursor }> {
  let query = filteredSubmissions(db, dialect, filter).select([
    "submissions.id",
    "submissions.reference",
    "submissions.form_type",
    "submissions.status",
    "submissions.created_at",
    "submissions.data",
    "submission_reviews.progress",
  ]);
  if (cursor) {
    // A row-value comparison, which both databases answer from the (…, created_at, id) indexes.
    query = query.where((where) =>
      where(
        where.refTuple("submissions.created_at", "submissions.id"),
        "<",
        where.tuple(cursor.createdAt, cursor.id),
      ),
    );
  }
  const found = await query
    .orderBy("submissions.created_at", "desc")
    .orderBy("submissions.id", "desc")
    .limit(pageSize + 1)
    .execute();
  const shown = found.slice(0, pageSize);
  const jobs = shown.length
    ? await db
        .selectFrom("email_jobs")
        .select(["submission_id", "status"])
        .where(
          "submission_id",
          "in",
          shown.map((row) => row.id),
        )
        .orderBy("kind")
        .execute()
    : [];
  const rows = shown.map((row): InboxRow => {
    const data = dataOf(row.data);
    return {
      id: row.id,
      reference: row.reference,
      formType: row.form_type,
      status: stateOf(row.status, row.progress),
      createdAt: row.created_at,
      name: submitterName(data),
      email: String(data.email ?? ""),
      emails: jobs.filter((job) => job.submission_id === row.id).map((job) => job.status),
    };
  });
  const last = shown.at(-1);
  return {
    rows,
    next: found.length > pageSize && last ? { createdAt: last.created_at, id: last.id } : undefined,
  };
}

/** How many new (received, not yet started) submissions each form has, for the inbox's heading. */
export async function newCounts(db: Kysely<StaffDatabase>): Promise<Partial<Record<FormType, number>>> {
  const rows = await db
    .selectFrom("submissions")
    .select((select) => ["submissions.form_type", select.fn.countAll<number | string>().as("count")])
    .where("submissions.status", "=", "received")
    .where((where) => progressIs(where, "new"))
    .groupBy("submissions.form_type")
    .execute();
  return Object.fromEntries(
    rows.filter((row) => isFormType(row.form_type)).map((row) => [row.form_type, Number(row.count)]),
  );
}

/** How many submissions wait in the spam folder. */
export async function spamCount(db: Kysely<StaffDatabase>): Promise<number> {
  const { count } = await db
    .selectFrom("submissions")
    .select((select) => select.fn.countAll<number | string>().as("count"))
    .where("status", "=", "spam")
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Who wrote: the contact, volunteer and donation forms ask a "name", the internship a "fullName". */
export const submitterName = (data: Readonly<Record<string, unknown>>) =>
  String(data.name ?? data.fullName ?? "");

export function dataOf(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" && !Array.isArray(data)
      ? Object.fromEntries(Object.entries(data))
      : {};
  } catch {
    return {};
  }
}

export const isFormType = (value: string): value is FormType => formTypes.some((type) => type === value);
