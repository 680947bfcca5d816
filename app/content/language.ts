/*
 * The site's two languages. English pages keep the specification's addresses; each Telugu page is
 * the same address under /te (/te, /te/about, …). The language of a page is read from its path only,
 * so a prerendered page never depends on the browser that asks for it.
 */

export const languages = ["en", "te"] as const;

export type Language = (typeof languages)[number];

/** The value of `<html lang>` and of `hreflang`: the language as written in India. */
export const languageTags: Record<Language, string> = { en: "en-IN", te: "te-IN" };

/** Each language named in its own script, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: "English", te: "తెలుగు" };

/** Each language named in English, for staff (the notification email, the staff area). */
export const languageNamesInEnglish: Record<Language, string> = { en: "English", te: "Telugu" };

const TELUGU_PREFIX = "/te";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language of the page at `pathname`: Telugu under /te, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === TELUGU_PREFIX || pathname.startsWith(`${TELUGU_PREFIX}/`) ? "te" : "en";
}

/** The site's other language: the one a page's language switch leads to. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "te" : "en");

/** The English address of a page in either language: /te/about → /about, /te → /. */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(TELUGU_PREFIX.length) || "/";
}

/**
 * The address of a page in `language`, from its address in either language, without a trailing
 * slash; a fragment or query stays as it is: ("/contact#contact-form", "te") →
 * "/te/contact#contact-form", ("/", "te") → "/te", ("/te/about/", "en") → "/about".
 */
export function pathIn(language: Language, path: string): string {
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const english = englishPath(pathname.replace(/(.)\/+$/, "$1") || "/");
  if (language === "en") return `${english}${rest}`;
  return `${english === "/" ? TELUGU_PREFIX : `${TELUGU_PREFIX}${english}`}${rest}`;
}

/**
 * The shape a translation of an `as const` text must fill: every string free to differ, every
 * number, id and the structure the same.
 */
export type Texts<T> = T extends string
  ? string
  : T extends object
    ? { readonly [K in keyof T]: K extends "id" ? T[K] : Texts<T[K]> }
    : T;

/** One text in every language; a language left out is a type error. */
export type Bilingual<T> = Readonly<Record<Language, T>>;

/**
 * One value per language, each built the first time it is read. A page needs only its own
 * language's form schema, and building zod schemas is start-up work a slow phone feels.
 */
export function builtPerLanguage<T>(build: (language: Language) => T): Bilingual<T> {
  let english: T | undefined;
  let telugu: T | undefined;
  return {
    get en() {
      english ??= build("en");
      return english;
    },
    get te() {
      telugu ??= build("te");
      return telugu;
    },
  };
}

/**
 * Fills the `{slot}`s of a text whose word order differs between languages:
 * fillSlots("Go to slide {number}", { number: 2 }) → "Go to slide 2".
 */
export function fillSlots(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
}
