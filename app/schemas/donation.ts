import { z } from "zod";
import {
  type Draft,
  limits,
  optionalLongText,
  optionalPhone,
  requiredEmail,
  requiredText,
} from "./fields.ts";

/** The preset amounts in rupees with what each one pays for (spec §9). */
export const donationPresets = [
  { amount: 500, impact: "Educational materials for 5 children" },
  { amount: 1000, impact: "A farming family with seeds and tools" },
  { amount: 2500, impact: "A month of nutrition for 10 children" },
  { amount: 5000, impact: "Skill training for 20 women" },
  { amount: 10000, impact: "A community water conservation project" },
] as const;

const labels = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  amount: "Donation Amount",
  message: "Message",
} as const;

export const donationAmountHint = `Please choose an amount or enter a whole number of rupees from 1 to ${limits.maxDonationRupees.toLocaleString("en-IN")}.`;

export const donationSchema = z.strictObject({
  name: requiredText(labels.name, limits.name),
  email: requiredEmail(labels.email),
  phone: optionalPhone(),
  amount: z
    .number(donationAmountHint)
    .int(donationAmountHint)
    .positive(donationAmountHint)
    .max(limits.maxDonationRupees, donationAmountHint),
  message: optionalLongText(limits.message),
});

export type DonationData = z.infer<typeof donationSchema>;

export const donationFieldLabels: Record<keyof DonationData, string> = labels;

/** The §3 data with no amount chosen (0 is not a valid amount). */
export const emptyDonation: DonationData = { name: "", email: "", phone: "", amount: 0, message: "" };

/**
 * What the donation form holds while being edited (§4): the amount is either a preset, kept as the
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

/** The total shown to the person (§4): the preset, else the custom value parsed as an integer, else 0. */
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

/** The §3 data the form sends, before validation. */
export function donationFromDraft({ preset, customAmount, ...rest }: DonationDraft) {
  return { ...rest, amount: donationAmount({ preset, customAmount }) };
}
