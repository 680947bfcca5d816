import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import { languageNamesInEnglish } from "#app/content/language.ts";
import { contactFieldLabels } from "#app/schemas/contact.ts";
import { donationFieldLabels } from "#app/schemas/donation.ts";
import { type FormType, formTypes } from "#app/schemas/form-types.ts";
import { internshipFieldLabels } from "#app/schemas/internship.ts";
import { volunteerFieldLabels } from "#app/schemas/volunteer.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import type { Dialect } from "../db/database.ts";
import { indiaTime, istOffsetMs } from "../india-time.ts";
import { byteOrderMark, csvRow } from "./csv.ts";
import { type Cursor, filteredSubmissions, type InboxFilter } from "./inbox.ts";
import { stateLabels, stateOf } from "./progress.ts";
import { labelledFields } from "./submission.ts";

/*
 * The export staff open in a spreadsheet: one sheet (or one CSV) per form, its columns headed in
 * words as on the form and in its order, one column per meaning, the office's status and note
 * beside what was sent. The rows are exactly the inbox's under the same filter and in its order
 * (newest first), read in batches so that a large export never holds the whole table.
 */

const fieldLabels: Record<FormType, Record<string, string>> = {
  donation: donationFieldLabels,
  contact: contactFieldLabels,
  volunteer: volunteerFieldLabels,
  internship: internshipFieldLabels,
};

/** The sheet names, and the words for a form in the file names. */
export const formSheetNames: Record<FormType, string> = {
  donation: "Donations",
  contact: "Contact messages",
  volunteer: "Volunteers",
  internship: "Internships",
};

type Cell = string | number | Date;

/** One submission as a row reads it. */
export type ExportRow = {
  reference: string;
  createdAt: string;
  language: string;
  state: keyof typeof stateLabels;
  note: string;
  /** The form's fields as staff read them (labels to shown values). */
  shown: Map<string, string>;
  data: Record<string, unknown>;
};

type Column = { header: string; width: number; value: (row: ExportRow, forCsv: boolean) => Cell };

/** The hour and minute an IST clock showed, as a spreadsheet date (which has no time zone). */
const istWallClock = (iso: string) => new Date(Date.parse(iso) + istOffsetMs);

const recordColumns: Column[] = [
  { header: "Reference", width: 13, value: (row) => row.reference },
  {
    header: "Received (IST)",
    width: 18,
    value: (row, forCsv) =>
      forCsv ? indiaTime(row.createdAt).replace(/ IST$/, "") : istWallClock(row.createdAt),
  },
  { header: "Status", width: 12, value: (row) => stateLabels[row.state] },
  { header: "Note", width: 40, value: (row) => row.note },
];

/** Amounts as numbers, for the spreadsheet to add up; every other field as the staff page shows it. */
const numericFields = new Set(["amount"]);

/** The columns of a form's sheet: the record's, the form's fields, and the language of the form. */
export function formColumns(form: FormType): Column[] {
  const fields = Object.entries(fieldLabels[form]).map(([key, label]): Column => ({
    header: label,
    width: Math.min(40, Math.max(12, label.length + 2)),
    value: (row) => {
      if (numericFields.has(key) && typeof row.data[key] === "number") return row.data[key];
      return row.shown.get(label) ?? shownRaw(row.data[key]);
    },
  }));
  return [
    ...recordColumns,
    ...fields,
    { header: "Language of the form", width: 12, value: (row) => row.language },
  ];
}

function shownRaw(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(shownRaw).join("; ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const batchSize = 500;

/**
 * The rows of one form under the filter, newest first, a batch at a time (keyset, as the inbox
 * pages). A row whose stored data does not read is counted in `skipped` and left out.
 */
export async function* exportRows(
  db: Kysely<StaffDatabase>,
  dialect: Dialect,
  filter: InboxFilter,
  form: FormType,
  skipped: { count: number },
): AsyncGenerator<ExportRow> {
  let cursor: Cursor | undefined;
  for (;;) {
    let query = filteredSubmissions(db, dialect, { ...filter, form }).select([
      "submissions.id",
      "submissions.reference",
      "submissions.created_at",
      "submissions.language",
      "submissions.status",
      "submissions.data",
      "submission_reviews.progress",
      "submission_reviews.note",
    ]);
    if (cursor) {
      const after = cursor;
      query = query.where((where) =>
        where(
          where.refTuple("submissions.created_at", "submissions.id"),
          "<",
          where.tuple(after.createdAt, after.id),
        ),
      );
    }
    const batch = await query
      .orderBy("submissions.created_at", "desc")
      .orderBy("submissions.id", "desc")
      .limit(batchSize)
      .execute();
    for (const row of batch) {
      const data = readData(row.data);
      if (!data) {
        skipped.count += 1;
        continue;
      }
      const shown = new Map<string, string>();
      // PAN and Aadhaar masked, as on every staff page: a spreadsheet is passed around and kept; the
      // whole numbers are in the Form 10BD statement and behind the audited "Show" (decision 042).
      for (const block of labelledFields(form, data, "masked"))
        if (block.type === "fields") for (const { label, value } of block.rows) shown.set(label, value);
      yield {
        reference: row.reference,
        createdAt: row.created_at,
        language: languageNamesInEnglish[row.language],
        state: stateOf(row.status, row.progress),
        note: row.note ?? "",
        shown,
        data,
      };
    }
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

function readData(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" && !Array.isArray(data)
      ? Object.fromEntries(Object.entries(data))
      : undefined;
  } catch {
    return undefined;
  }
}

export type ExportSource = { db: Kysely<StaffDatabase>; dialect: Dialect; filter: InboxFilter };
export type ExportCount = { count: number; skipped: number };

/** The forms an export covers: the filter's one, or every form. */
export const exportedForms = (filter: InboxFilter): readonly FormType[] =>
  filter.form ? [filter.form] : formTypes;

/**
 * One form's CSV, piece by piece: a byte order mark and the header, then a row at a time; text a
 * spreadsheet would run as a formula is neutralised (csv.ts). `counted` holds the totals once done.
 */
export async function* formCsv(
  { db, dialect, filter }: ExportSource,
  form: FormType,
  counted: ExportCount = { count: 0, skipped: 0 },
): AsyncGenerator<string> {
  const columns = formColumns(form);
  yield `${byteOrderMark}${csvRow(columns.map((column) => column.header))}`;
  const skipped = { count: 0 };
  for await (const row of exportRows(db, dialect, filter, form, skipped)) {
    counted.count += 1;
    yield csvRow(
      columns.map((column) => {
        const value = column.value(row, true);
        return value instanceof Date ? value.toISOString() : value;
      }),
    );
  }
  counted.skipped = skipped.count;
}

/**
 * The .xlsx workbook, one sheet per form (only the filter's form when it names one), written to
 * `output` as it is read: ExcelJS's streaming writer commits each row, so memory holds a batch,
 * not the table. Text cells are strings, never formulas, whatever they start with.
 */
export async function writeWorkbook(
  { db, dialect, filter }: ExportSource,
  output: Writable,
): Promise<ExportCount> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Staff area";
  const counted: ExportCount = { count: 0, skipped: 0 };
  for (const form of exportedForms(filter)) {
    const columns = formColumns(form);
    const sheet = workbook.addWorksheet(formSheetNames[form], {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width,
      style: column.header === "Received (IST)" ? { numFmt: "dd mmm yyyy hh:mm" } : {},
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: "top" };
    header.commit();
    const skipped = { count: 0 };
    for await (const row of exportRows(db, dialect, filter, form, skipped)) {
      counted.count += 1;
      const added = sheet.addRow(columns.map((column) => column.value(row, false)));
      added.alignment = { vertical: "top" };
      added.commit();
    }
    counted.skipped += skipped.count;
    sheet.commit();
  }
  await workbook.commit();
  return counted;
}
