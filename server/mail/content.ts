import { acknowledgementFrame } from "#app/content/forms/acknowledgement.ts";
import { type Bilingual, type Language, languageTags } from "#app/content/language.ts";
import type { PaymentDetails } from "#app/components/forms/payment-details.ts";

/*
 * What an email says, apart from how it is laid out: render.ts turns this into HTML and plain text,
 * so both parts always carry the same words. Every string here is plain text, never markup.
 */

/** One answer on the form; an empty value means the person left the field empty. */
export type FieldRow = { label: string; value: string };

export type Block =
  { type: "paragraph"; text: string } | { type: "fields"; title?: string; rows: FieldRow[] };

/** What an email may hold besides a form's answers. */
export type EmailBlock =
  | Block
  /** A link shown as a button; the plain-text part writes the address out. */
  | { type: "link"; text: string; href: string }
  /** A QR code of `data`, attached as an inline image by `cid`; the plain text has only the link. */
  | { type: "qr"; data: string; alt: string; cid: string };

export type EmailContent = { subject: string; heading: string; blocks: EmailBlock[] };

/** Who sent a submission, as they wrote it on the form. */
export type Submitter = { name: string; email: string };

/** What an acknowledgement's next steps may link to. */
export type NextStepContext = {
  reference: string;
  language: Language;
  /** The site's public origin (SITE_URL), which every link of an email is built on. */
  siteUrl: string | undefined;
  /** The key of the submission's own page (`?sent=`, decisions 021 and 027); none for a key-less post. */
  sentKey: string | null;
  /** How a pledge is paid, from the settings published when the email is composed, as the page shows it. */
  payment: PaymentDetails;
  /** The society's published email address; none while production withholds it. */
  officeEmail: string | null;
};

/** What the acknowledgement takes from a form's wording module (app/content/forms/*), in each language. */
export type AcknowledgementWording = { acknowledgementSubject: string; messages: { success: string } };

/**
 * The per-form words of the two emails; messages.ts adds the reference, time and sign-off. The
 * notification is for staff and English; the acknowledgement is in the language of the form.
 */
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
  /** The acknowledgement's subject and its thanks: the words the form shows on success (requirements 8). */
  wording: Bilingual<AcknowledgementWording>;
  /** Anything the submitter needs to do next, such as paying a pledge; siteUrl (SITE_URL) when it is known. */
  nextSteps?(data: T, next: NextStepContext): EmailBlock[];
  /** Every field, labelled as on the form, grouped as on the form, in the language given. */
  fields(data: T, language: Language): Block[];
};

const NOT_GIVEN = "Not given";

export function shownValue(value: string): string {
  return value === "" ? NOT_GIVEN : value;
}

export function isNotGiven(row: FieldRow): boolean {
  return row.value === "";
}

const calendarDate = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const calendarDates: Bilingual<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(languageTags.en, calendarDate),
  te: new Intl.DateTimeFormat(languageTags.te, calendarDate),
};

/** A yyyy-mm-dd date from a date input, written out so no one misreads day and month. */
export function longDate(isoDate: string, language: Language = "en"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return calendarDates[language].format(new Date(Date.UTC(year, month - 1, day)));
}

export function yesNo(value: boolean, language: Language): string {
  return value ? acknowledgementFrame[language].yes : acknowledgementFrame[language].no;
}

/** The label of a chosen option; "" (nothing chosen) stays "". */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
