import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import { fieldMessages } from "#app/content/forms/common.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import { tooLongMessage, visibleLength } from "#app/utils/visible-length.ts";

/**
 * Field builders shared by the four form schemas, so that every form trims, limits and rejects
 * control characters the same way. The limits are explained in docs/decisions/002-form-limits.md.
 */
export const limits = {
  name: 200,
  email: 254,
  phone: 30,
  shortText: 200,
  address: 1000,
  message: 5000,
  statementOfPurpose: 10000,
  maxDonationRupees: 10_000_000,
} as const;

/**
 * The UTF-16 code units a form's text may use per character of its limit: Telugu averages about two
 * a letter (a consonant with its vowel sign), and a conjunct such as స్త్రీ is six in one letter.
 */
const codeUnitsPerLetter = 4;

/**
 * At most `max` characters as the person counts them (a Telugu letter with its vowel sign is one),
 * and at most four code units a character, so that storage and a posted body stay bounded whatever
 * is typed (decision 002). The forms' texts and a staff note are held to it.
 */
export const fitsLetters = (value: string, max: number) =>
  value.length <= max || (value.length <= max * codeUnitsPerLetter && visibleLength(value) <= max);

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControlCharacter(codePoint: number): boolean {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0);
}

/**
 * Whether a text holds a bidirectional embedding, override or isolate control (U+202A–U+202E,
 * U+2066–U+2069): in a text the public pages show, one could make it read other than it is (an
 * account number shown reversed). Joiners (U+200C, U+200D), which Telugu needs, are not among them.
 */
export const hasDirectionControl = (value: string) => /[\u202a-\u202e\u2066-\u2069]/.test(value);

/** What a staff editor is told when a pasted text holds one. */
export const directionControlMessage =
  "Remove the hidden direction characters (pasted from another program?).";

/** A check: at most `max` characters as a reader counts them (a Telugu letter is one, not two to four). */
export const atMostLetters = (max: number) =>
  z.refine<string>((text) => visibleLength(text) <= max, {
    error: (issue) => tooLongMessage(max, String(issue.input)),
  });

/** True when the text holds no control character at all (single-line fields). */
export function isSingleLine(value: string): boolean {
  for (const character of value) {
    if (isControlCharacter(character.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/** True when the only control characters are line breaks and tabs (long text fields). */
export function isPlainMultiline(value: string): boolean {
  for (const character of value) {
    const codePoint = character.codePointAt(0) ?? 0;
    const isLineBreakOrTab = codePoint === TAB || codePoint === LINE_FEED || codePoint === CARRIAGE_RETURN;
    if (isControlCharacter(codePoint) && !isLineBreakOrTab) return false;
  }
  return true;
}

/*
 * A form's text as the office will read it: no control characters (line breaks and tabs in long
 * text only), and no hidden direction characters, which would make "Invoice‮gpj.exe" read as
 * "Invoiceexe.jpg" in the inbox, or an amount or address read reversed.
 */
const isPlainLine = (value: string) => isSingleLine(value) && !hasDirectionControl(value);
const isPlainText = (value: string) => isPlainMultiline(value) && !hasDirectionControl(value);

// Digits with the separators people write in phone numbers ("+91 98765 43210", "(08734) 123-456").
const PHONE_CHARACTERS = /^[0-9+()\-.\s]*$/;

/**
 * A number the society can call back: a mobile's ten digits, a landline's with its STD code
 * (08734 123456), with +91 or another country's code, up to E.164's fifteen. "12345" is not one.
 */
const isCallableNumber = (value: string) => {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
};

/**
 * The field builders in one language: the rules are the same in every language, only the hints
 * differ (app/content/forms/common.ts). Each form's schema module builds its schema once per language.
 */
export function fieldRules(language: Language) {
  const messages = fieldMessages[language];
  /** At most `max` letters (fitsLetters), refused with how many the text has. */
  const withinLength = (max: number) =>
    z.refine<string>((value) => fitsLetters(value, max), {
      error: (issue) =>
        fillSlots(messages.tooLong, {
          max: indianFigures(max),
          count: indianFigures(visibleLength(String(issue.input))),
        }),
    });
  const required = (label: string) => fillSlots(messages.required, { label });

  /** Single-line text; "" means not given. */
  function optionalText(max: number = limits.shortText) {
    return z.string().check(z.trim(), withinLength(max), z.refine(isPlainLine, messages.controlCharacters));
  }

  function requiredText(label: string, max: number = limits.shortText) {
    return optionalText(max).check(z.refine((value) => value !== "", required(label)));
  }

  /** Text that may span lines (textareas); "" means not given. */
  function optionalLongText(max: number = limits.message) {
    return z.string().check(z.trim(), withinLength(max), z.refine(isPlainText, messages.controlCharacters));
  }

  function requiredLongText(label: string, max: number = limits.message) {
    return optionalLongText(max).check(z.refine((value) => value !== "", required(label)));
  }

  function requiredEmail(label: string) {
    return requiredText(label, limits.email).check(
      z.refine((value) => value === "" || z.regexes.email.test(value), messages.invalidEmail),
    );
  }

  function optionalPhone() {
    return optionalText(limits.phone).check(
      z.refine((value) => value === "" || isCallableNumber(value), messages.invalidPhone),
    );
  }

  function requiredPhone(label: string) {
    return optionalPhone().check(z.refine((value) => value !== "", required(label)));
  }

  /** A calendar date as the browser's date input gives it: yyyy-mm-dd, and a day that exists. */
  function requiredIsoDate(label: string) {
    return requiredText(label, 10).check(
      z.refine((value) => value === "" || z.regexes.date.test(value), messages.invalidDate),
    );
  }

  return {
    messages,
    optionalText,
    requiredText,
    optionalLongText,
    requiredLongText,
    requiredEmail,
    optionalPhone,
    requiredPhone,
    requiredIsoDate,
  };
}

/** The English builders, for code that checks data whatever language it came in. */
export const {
  optionalText,
  requiredText,
  optionalLongText,
  requiredLongText,
  requiredEmail,
  optionalPhone,
  requiredPhone,
  requiredIsoDate,
} = fieldRules("en");

/**
 * What a form holds while being edited: a choice field may still be "" (nothing chosen yet),
 * which the schema rejects on submit when the field is required.
 */
export type Draft<T> = { [K in keyof T]: T[K] extends string ? T[K] | "" : T[K] };
