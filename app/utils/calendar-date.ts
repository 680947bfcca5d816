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
