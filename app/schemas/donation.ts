import { z } from "zod";
import { donationWording } from "#app/content/forms/donation.ts";
import { type Bilingual, fillSlots, type Language } from "#app/content/language.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";

const presetAmounts = [500, 1000, 2500, 5000, 10000] as const;

/** The preset amounts in rupees with what each one pays for (requirements 9), in one language. */
export function donationPresetsIn(language: Language) {
  const impacts = donationWording[language].presetImpacts;
  return presetAmounts.map((amount, index) => ({ amount, impact: impacts[index] ?? "" }));
}

export function donationAmountHintIn(language: Language) {
  return fillSlots(donationWording[language].amountHint, {
    max: limits.maxDonationRupees.toLocaleString("en-IN"),
  });
}

function donationSchemaIn(language: Language) {
  const { labels } = donationWording[language];
  const rules = fieldRules(language);
  const amountHint = donationAmountHintIn(language);
  return z.strictObject({
    name: rules.requiredText(labels.name, limits.name),
    email: rules.requiredEmail(labels.email),
    phone: rules.optionalPhone(),
    amount: z
      .number(amountHint)
      .int(amountHint)
      .positive(amountHint)
      .max(limits.maxDonationRupees, amountHint),
    message: rules.optionalLongText(limits.message),
  });
}

/** The same rules in each language; only the hints differ. */
export const donationSchemas: Bilingual<ReturnType<typeof donationSchemaIn>> = {
  en: donationSchemaIn("en"),
  te: donationSchemaIn("te"),
};

export const donationSchema = donationSchemas.en;

export const donationPresets = donationPresetsIn("en");

export const donationAmountHint = donationAmountHintIn("en");

export type DonationData = z.infer<typeof donationSchema>;

export const donationFieldLabels: Record<keyof DonationData, string> = donationWording.en.labels;

/**
 * What the donation form holds while being edited (requirements 4): the amount is either a preset, kept as the
 * radio button's value ("500"), or a typed custom amount; choosing one clears the other.
 */
export type DonationDraft = Draft<Omit<DonationData, "amount">> & { preset: string; customAmount: string };

export const emptyDonationDraft: DonationDraft = {
  name: "",
  email: "",
  phone: "",
  message: "",
  preset: "",
  customAmount: "",
};

/** The total shown to the person (requirements 4): the preset, else the custom value parsed as an integer, else 0. */
export function donationTotal(draft: Pick<DonationDraft, "preset" | "customAmount">): number {
  const preset = Number.parseInt(draft.preset, 10);
  if (preset > 0) return preset;
  const custom = Number.parseInt(draft.customAmount, 10);
  return custom > 0 ? custom : 0;
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * The amount to send: the preset, else the custom amount when it is written as a whole number
 * ("12.5" or "1e3" give NaN, which the schema rejects, rather than a silently different sum).
 */
export function donationAmount(draft: Pick<DonationDraft, "preset" | "customAmount">): number {
  if (draft.preset !== "") return Number(draft.preset);
  const custom = draft.customAmount.trim();
  return WHOLE_NUMBER.test(custom) ? Number(custom) : Number.NaN;
}

/** The data (requirements 3) the form sends, before validation. */
export function donationFromDraft({ preset, customAmount, ...rest }: DonationDraft) {
  return { ...rest, amount: donationAmount({ preset, customAmount }) };
}

/**
 * The form field that shows an issue about a data field: a missing amount is shown on the preset
 * group, a custom amount that is not a whole number on its box.
 */
export function donationFieldFor(dataField: string, draft: Pick<DonationDraft, "customAmount">): string {
  if (dataField !== "amount") return dataField;
  return draft.customAmount.trim() === "" ? "preset" : "customAmount";
}
