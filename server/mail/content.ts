/*
 * What an email says, apart from how it is laid out: render.ts turns this into HTML and plain text,
 * so both parts always carry the same words. Every string here is plain text, never markup.
 */

/** One answer on the form; an empty value means the person left the field empty. */
export type FieldRow = { label: string; value: string };

export type Block =
  { type: "paragraph"; text: string } | { type: "fields"; title?: string; rows: FieldRow[] };

export type EmailContent = { subject: string; heading: string; blocks: Block[] };

/** Who sent a submission, as they wrote it on the form. */
export type Submitter = { name: string; email: string };

/** The per-form words of the two emails; messages.ts adds the reference, time and sign-off. */
export type FormEmailSpec<T> = {
  submitter(data: T): Submitter;
  /** What came in, e.g. "Donation pledge: ₹1,000 from Asha" (the reference is added after it). */
  notificationSubject(data: T): string;
  notificationHeading: string;
  /**
   * What this submission asks of staff, and what the submitter has been told: only what is known
   * when the notification is composed (an acknowledgement queued, or none at all).
   */
  notificationIntro(data: T, acknowledgementQueued: boolean): string;
  acknowledgementSubject: string;
  /** The thanks, in the words the form shows on success (requirements 8). */
  thanks: string;
  /** Anything the submitter needs to do next, such as the bank-transfer details. */
  nextSteps?(data: T, reference: string): Block[];
  /** Every field, labelled as on the form, grouped as on the form. */
  fields(data: T): Block[];
};

const NOT_GIVEN = "Not given";

export function shownValue(value: string): string {
  return value === "" ? NOT_GIVEN : value;
}

export function isNotGiven(row: FieldRow): boolean {
  return row.value === "";
}

const calendarDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A yyyy-mm-dd date from a date input, written out so no one misreads day and month. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return calendarDate.format(new Date(Date.UTC(year, month - 1, day)));
}

export function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** The label of a chosen option; "" (nothing chosen) stays "". */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
