import { type Language, languageTags } from "#app/content/language.ts";

const formats = {
  en: new Intl.DateTimeFormat(languageTags.en, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
  te: new Intl.DateTimeFormat(languageTags.te, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
};

/** A calendar day (2026-11-20: a post's date, the privacy notice's) as a page's language writes it: "20 November 2026". */
export const calendarDate = (day: string, language: Language) =>
  formats[language].format(new Date(`${day}T00:00:00Z`));

/** A day that exists, written yyyy-mm-dd (not 2026-02-30 or 2026-13-45). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
