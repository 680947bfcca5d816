import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import { directionControlMessage, hasDirectionControl, isSingleLine } from "#app/schemas/fields.ts";
import { isPan, normalisePan } from "#app/utils/tax-identifiers.ts";
import { isPictureReference, pictureMessage } from "../lists/entry-schema.ts";
import { approvalCovers, indiaDateOf } from "../tax-law.ts";
import { formatPhone, indianDigits } from "./phone.ts";
import { type SettingKey, type SettingKind, settingFields, settingKeys } from "./fields.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * The one schema of the organisation settings: the staff editor shows its messages next to the
 * fields, the server refuses a save it does not pass, and the pages render only what it let
 * through. Each value is optional: a setting left empty is not set, and the code's default shows.
 */

const maxLength = 300;

type Rule = { check: (value: string) => boolean; message: string; normalise?: (value: string) => string };

/** As printed on a cheque, however it was typed: "sbin 0001234" → "SBIN0001234", as a PAN is. */
const normaliseIfsc = (value: string) => value.replace(/\s+/g, "").toUpperCase();

const rules: Record<SettingKind, Rule> = {
  text: { check: () => true, message: "" },
  phone: {
    check: (value) => indianDigits(value) !== null,
    message: "Enter an Indian phone number: a 10-digit mobile, or a landline with its STD code.",
    normalise: formatPhone,
  },
  email: {
    check: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254,
    message: "Enter an email address such as office@example.org.",
    normalise: (value) => value.toLowerCase(),
  },
  https: {
    check: (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    message: "Enter the full address starting with https://, such as https://www.instagram.com/yourpage.",
  },
  pin: { check: (value) => /^[1-9][0-9]{5}$/.test(value), message: "Enter the six-digit PIN code." },
  ifsc: {
    check: (value) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normaliseIfsc(value)),
    message:
      "Enter the IFSC as on a cheque: 11 characters, four letters, a zero, then six letters or digits (SBIN0001234).",
    normalise: normaliseIfsc,
  },
  account: {
    check: (value) => /^[0-9]{9,18}$/.test(value.replace(/\s/g, "")),
    message: "Enter the account number: 9 to 18 digits.",
    normalise: (value) => value.replace(/\s/g, ""),
  },
  pan: {
    check: (value) => isPan(normalisePan(value)),
    message: "Enter the society's PAN: five letters, four digits, a letter (AAATD1234K).",
    normalise: normalisePan,
  },
  upi: {
    check: (value) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(value),
    message: "Enter a UPI ID in the form name@bank, such as daisociety@sbi.",
  },
  upiKind: {
    check: (value) => value === "merchant" || value === "personal",
    message: "Choose merchant or personal.",
  },
  merchantCode: {
    check: (value) => /^[0-9]{4}$/.test(value),
    message: "Enter the four-digit merchant category code the bank gave.",
  },
  yesNo: { check: (value) => value === "yes" || value === "no", message: "Choose yes or no." },
  // Every date setting is the date of a registration or an approval already given.
  date: {
    check: (value) => isCalendarDate(value) && value <= indiaDateOf(new Date()),
    message:
      "Enter the date on the certificate or order, as yyyy-mm-dd (such as 2021-04-01); it cannot be later than today.",
  },
  validity: {
    check: (value) => approvalCovers(value) !== undefined,
    message:
      "Write the years as the order does: tax year 2026-27 to tax year 2030-31, or AY 2027-28 to AY 2031-32.",
  },
  // That the picture is in the library and ready for pages is the server's check (it needs the database).
  picture: { check: isPictureReference, message: pictureMessage },
  days: {
    check: (value) => /^[1-9][0-9]{0,2}$/.test(value) && Number(value) <= 90,
    message: "Enter a whole number of days, at most 90.",
  },
};

function settingSchema(kind: SettingKind) {
  const rule = rules[kind];
  return z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(maxLength, `Keep it under ${maxLength} characters.`),
      z.refine(isSingleLine, "Use one line, without tabs or line breaks."),
      z.refine((value) => !hasDirectionControl(value), directionControlMessage),
      z.refine((value) => value === "" || rule.check(value), rule.message),
    ),
    z.transform((value) => (value === "" || !rule.normalise ? value : rule.normalise(value))),
  );
}

/** What the society has set: only the keys it set, each checked and normalised. */
export type SettingValues = Partial<Record<SettingKey, string>>;

const shape = Object.fromEntries(
  settingKeys.map((key) => [key, z.optional(settingSchema(settingFields[key].kind))]),
) as Record<SettingKey, z.ZodMiniOptional<ReturnType<typeof settingSchema>>>;

export const settingsSchema = z.pipe(
  z.object(shape),
  // An empty value means "not set": it is left out, so the code's default shows again.
  z.transform((values) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== "")),
  ),
);

export type SettingsCheck =
  { ok: true; values: SettingValues } | { ok: false; errors: Partial<Record<SettingKey, string>> };

/** Checks a whole set of settings; one message per field that fails, and nothing if any does. */
export function checkSettings(input: unknown): SettingsCheck {
  const result = settingsSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data as SettingValues };
  const errors: Partial<Record<SettingKey, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in settingFields && !errors[key as SettingKey])
      errors[key as SettingKey] = issue.message;
  }
  return { ok: false, errors };
}
