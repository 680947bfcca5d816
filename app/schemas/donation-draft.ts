import { donationWording } from "#app/content/forms/donation.ts";
import type { Language } from "#app/content/language.ts";
import { fcraRegistered } from "#app/content/organisation.ts";

/*
 * What the donation form shows and holds before any check, without zod: the page's script loads
 * this with the form and the rules (donation.ts) only on the first check (decision 043).
 */

const presetAmounts = [500, 1000, 2500, 5000, 10000] as const;

/** The preset amounts in rupees with what each one pays for (requirements 9), in one language. */
export function donationPresetsIn(language: Language) {
  const impacts = donationWording[language].presetImpacts;
  return presetAmounts.map((amount, index) => ({ amount, impact: impacts[index] ?? "" }));
}

/**
 * Whether the society may accept foreign contributions (organisation content, a flagged
 * placeholder): until it holds FCRA registration every donor confirms being an Indian citizen.
 */
export const citizenshipRequired = !fcraRegistered;

/** What an 80G receipt needs, blank when the donor does not ask for one. */
export const receiptDetailsNotAsked = {
  panName: "",
  pan: "",
  aadhaar: "",
  address: "",
  pinCode: "",
} as const;

/** In the form's order: a refused post's answer lists its refused fields in this order. */
export const emptyDonationDraft = {
  preset: "",
  customAmount: "",
  name: "",
  email: "",
  phone: "",
  message: "",
  wants80G: false,
  ...receiptDetailsNotAsked,
  indianCitizen: false,
};

/** The total shown to the person (requirements 4): the preset, else the custom value parsed as an integer, else 0. */
export function donationTotal(draft: { preset: string; customAmount: string }): number {
  const preset = Number.parseInt(draft.preset, 10);
  if (preset > 0) return preset;
  const custom = Number.parseInt(draft.customAmount, 10);
  return custom > 0 ? custom : 0;
}
