import { useLocation } from "react-router";
import { type Language, languageOfPath } from "#app/content/language.ts";
import { type TextValues, withTexts } from "#app/content/texts/overlay.ts";

/** The language of the page being shown, from its address (/te/… is Telugu). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** The texts in `language`, from an English content module and its Telugu twin (app/content/te/). */
export function textsIn<English, Telugu>(language: Language, english: English, telugu: Telugu) {
  return language === "te" ? telugu : english;
}

/**
 * The texts in `language` with the society's published changes (a route loader's `pageTexts`)
 * laid over the code's: what a page that the staff area edits shows.
 */
export function textsWith<English, Telugu>(
  language: Language,
  english: English,
  telugu: Telugu,
  values: TextValues | undefined,
) {
  return withTexts(textsIn(language, english, telugu), values);
}

/** The texts of the page's language, from an English content module and its Telugu twin. */
export function useTexts<English, Telugu>(english: English, telugu: Telugu) {
  return textsIn(useLanguage(), english, telugu);
}
