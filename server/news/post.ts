import { visibleLength } from "#app/utils/visible-length.ts";
import type { ContentKind, FieldErrors } from "../content/items.ts";
import { istOffsetMs, istToday } from "../india-time.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * A news post as staff write it and as each version is stored (a content item "news:<id>",
 * server/content/items.ts): its address, its date (left empty: the day it appears, postDay), a cover
 * photo from the media library, its English and Telugu title, summary and Markdown body, and once
 * published the instant it appears (publishAt, UTC; in the future for a scheduled post). One
 * language may be left empty.
 */

export const postFields = [
  "slug",
  "date",
  "cover",
  "titleEn",
  "summaryEn",
  "bodyEn",
  "titleTe",
  "summaryTe",
  "bodyTe",
] as const;

export type PostField = (typeof postFields)[number] | "publishAt";

export type PostValues = Record<(typeof postFields)[number], string> & { publishAt: string };

export const emptyPost: PostValues = {
  slug: "",
  date: "",
  cover: "",
  titleEn: "",
  summaryEn: "",
  bodyEn: "",
  titleTe: "",
  summaryTe: "",
  bodyTe: "",
  publishAt: "",
};

/** Each field as staff read it: the editor's labels, and the history's comparison. */
export const postFieldLabels: Record<PostField, string> = {
  slug: "Address",
  date: "Date",
  cover: "Cover photo",
  titleEn: "Title (English)",
  summaryEn: "Summary (English)",
  bodyEn: "Text (English)",
  titleTe: "Title (Telugu)",
  summaryTe: "Summary (Telugu)",
  bodyTe: "Text (Telugu)",
  publishAt: "Publication time",
};

const limits: Record<(typeof postFields)[number], number> = {
  slug: 80,
  date: 10,
  cover: 80,
  titleEn: 150,
  summaryEn: 400,
  bodyEn: 40_000,
  titleTe: 150,
  summaryTe: 400,
  bodyTe: 40_000,
};

/** The longest address a post may have. */
export const slugMaxLength = limits.slug;

/** What a refusal for length calls each field. */
const limitNames: Record<(typeof postFields)[number], string> = {
  slug: "address",
  date: "date",
  cover: "cover",
  titleEn: "title",
  summaryEn: "summary",
  bodyEn: "text",
  titleTe: "title",
  summaryTe: "summary",
  bodyTe: "text",
};

const figure = (count: number) => count.toLocaleString("en-IN");

// Worded as the documents' titles are (server/documents/documents.ts): the limit and the length typed.
const tooLong = (key: (typeof postFields)[number], length: number) =>
  `Keep the ${limitNames[key]} to ${figure(limits[key])} characters or fewer; this one has ${figure(length)}.`;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower-case Latin letters and digits joined by hyphens (Telugu titles give none). */
export function slugFrom(title: string): string {
  const whole = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= limits.slug) return whole;
  // Cut at a word's end, not inside one ("…-adilabad-distri"); one very long word is cut.
  const cut = whole.slice(0, limits.slug + 1);
  const lastBreak = cut.lastIndexOf("-");
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, limits.slug)).replace(/-+$/, "");
}

function text(input: Record<string, unknown>, key: string) {
  const value = input[key];
  // Line endings as a browser posts them (CRLF) or as typed: stored with \n only.
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
}

/** The one check of a post, for the editor's save and publish and for every stored version read back. */
export function checkPost(
  input: unknown,
): { ok: true; values: PostValues } | { ok: false; errors: FieldErrors<PostField> } {
  const record = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const values = { ...emptyPost };
  for (const key of postFields) values[key] = text(record, key);
  const publishAt = text(record, "publishAt");
  values.publishAt =
    publishAt && !Number.isNaN(Date.parse(publishAt)) ? new Date(publishAt).toISOString() : "";
  values.slug = values.slug.toLowerCase();
  if (!values.slug) values.slug = slugFrom(values.titleEn);

  const errors: Partial<Record<PostField, string>> = {};
  for (const key of postFields) {
    // Characters as a reader counts them: a Telugu letter is one, whatever its code units.
    const length = visibleLength(values[key]);
    if (length > limits[key]) errors[key] = tooLong(key, length);
  }
  if (values.slug && !slugPattern.test(values.slug))
    errors.slug =
      "Use only lower-case letters a–z, digits and single hyphens, such as village-library-opens.";
  if (values.date && !isCalendarDate(values.date))
    errors.date = "Enter the post's date, such as 2026-11-20, or leave it empty for the day it appears.";
  if (values.cover && !/^media:[A-Za-z0-9_-]+$/.test(values.cover))
    errors.cover = "Choose a photo from the media library.";
  for (const [language, suffix] of [
    ["English", "En"],
    ["Telugu", "Te"],
  ] as const) {
    const title = values[`title${suffix}`];
    const body = values[`body${suffix}`];
    const summary = values[`summary${suffix}`];
    if ((body || summary) && !title)
      errors[`title${suffix}`] ??= `Give the ${language} version a title, or empty its fields.`;
    if ((title || summary) && !body)
      errors[`body${suffix}`] ??= `Write the ${language} text, or empty its fields.`;
  }
  if (!values.titleEn && !values.titleTe && !errors.titleEn)
    errors.titleEn = "Write the post in English or Telugu (or both): a title and its text.";
  // An address left empty is made from the English title (the editor's hint says so). Without that
  // title, the title's own error says what to do; asking for an address too would contradict the
  // hint. A title that makes no address (a Telugu one, or only signs) needs one typed.
  if (!values.slug && (values.titleEn || !errors.titleEn))
    errors.slug = "Give the post an address: lower-case letters, digits and hyphens (village-library-opens).";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

export const postKind: ContentKind<PostValues, PostField> = { check: checkPost, empty: emptyPost };

/**
 * The day a post is dated on the site and listed by, an India-time calendar day: the date staff
 * gave, or, left empty, the day it appears (a post scheduled for 25 December is dated 25 December,
 * whenever it was written); "" for a post with neither (never published).
 */
export const postDay = ({ date, publishAt }: Pick<PostValues, "date" | "publishAt">) =>
  date || (publishAt ? istToday(new Date(publishAt)) : "");

export const postKeyPrefix = "news:";

export const postKey = (id: string) => `${postKeyPrefix}${id}`;

/** "2026-12-01T09:30" as typed in the editor, read as India time; null when it is not a time. */
export function istInstant(local: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match || !isCalendarDate(match[1] ?? "")) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  return new Date(Date.parse(`${match[1]}T${match[2]}:${match[3]}:00Z`) - istOffsetMs);
}

/** An instant as the editor's datetime-local field shows it, in India time. */
export const istLocal = (iso: string) => new Date(Date.parse(iso) + istOffsetMs).toISOString().slice(0, 16);
