import * as z from "zod/mini";
import { donationWording } from "#app/content/forms/donation.ts";
import { builtPerLanguage, fillSlots, type Language } from "#app/content/language.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import {
  isAadhaar,
  isNameInEnglishLetters,
  isPan,
  normaliseAadhaar,
  normalisePan,
  PIN_CODE_PATTERN,
} from "#app/utils/tax-identifiers.ts";
import { defineForm } from "./form-definition.ts";
import {
  citizenshipRequired,
  donationPresetsIn,
  emptyDonationDraft,
  receiptDetailsNotAsked,
} from "./donation-draft.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";

export function donationAmountHintIn(language: Language) {
  return fillSlots(donationWording[language].amountHint, {
    max: indianFigures(limits.maxDonationRupees),
  });
}

function donationSchemaIn(language: Language) {
  const { labels, giving } = donationWording[language];
  const { labels: receiptLabels, hints } = giving.receipt80G;
  const rules = fieldRules(language);
  const amountHint = donationAmountHintIn(language);
  const required = (label: string) => fillSlots(rules.messages.required, { label });
  return z.pipe(
    z
      .strictObject({
        name: rules.requiredText(labels.name, limits.name),
        email: rules.requiredEmail(labels.email),
        phone: rules.optionalPhone(),
        amount: z
          .number(amountHint)
          .check(z.int(amountHint), z.positive(amountHint), z.maximum(limits.maxDonationRupees, amountHint)),
        message: rules.optionalLongText(limits.message),
        // Issue 13. Absent in pledges stored before these fields existed, so each has a default.
        wants80G: z._default(z.boolean(), false),
        panName: z._default(rules.optionalText(limits.name), ""),
        pan: z._default(z.pipe(rules.optionalText(20), z.transform(normalisePan)), ""),
        aadhaar: z._default(z.pipe(rules.optionalText(20), z.transform(normaliseAadhaar)), ""),
        address: z._default(rules.optionalLongText(limits.address), ""),
        pinCode: z._default(rules.optionalText(10), ""),
        indianCitizen: z
          ._default(z.boolean(), false)
          .check(z.refine((confirmed) => confirmed || !citizenshipRequired, giving.citizenship.hint)),
      })
      // Checked even when another field (the amount) is wrong, so every hint shows at once.
      .check(
        z.superRefine(
          (data, context) => {
            const problem = (path: string, message: string) =>
              context.addIssue({ code: "custom", path: [path], message });
            if (data.wants80G !== true) return;
            if (data.panName === "") problem("panName", required(receiptLabels.panName));
            else if (!isNameInEnglishLetters(data.panName)) problem("panName", hints.panNameLetters);
            if (data.pan !== "" && !isPan(data.pan)) problem("pan", hints.pan);
            if (data.aadhaar !== "" && !isAadhaar(data.aadhaar)) problem("aadhaar", hints.aadhaar);
            if (data.pan === "" && data.aadhaar === "") problem("pan", hints.panOrAadhaar);
            if (data.address === "") problem("address", required(receiptLabels.address));
            if (!PIN_CODE_PATTERN.test(data.pinCode)) problem("pinCode", hints.pinCode);
          },
          { when: ({ value }) => typeof value === "object" && value !== null },
        ),
      ),
    // Unticked, nothing more is asked: what was typed before unticking is not kept.
    z.transform((data) => (data.wants80G ? data : { ...data, ...receiptDetailsNotAsked })),
  );
}

/** The same rules in each language; only the hints differ. */
export const donationSchemas = builtPerLanguage(donationSchemaIn);

export const donationPresets = donationPresetsIn("en");

export type DonationData = z.infer<(typeof donationSchemas)["en"]>;

export const donationFieldLabels: Record<keyof DonationData, string> = {
  ...donationWording.en.labels,
  wants80G: donationWording.en.giving.receipt80G.label,
  ...donationWording.en.giving.receipt80G.labels,
  indianCitizen: donationWording.en.giving.citizenship.label,
};

/**
 * What the donation form holds while being edited (requirements 4): the amount is either a preset, kept as the
 * radio button's value ("500"), or a typed custom amount; choosing one clears the other.
 */
export type DonationDraft = Draft<Omit<DonationData, "amount">> & { preset: string; customAmount: string };

const WHOLE_NUMBER = /^\d+$/;

/**
 * The amount to send: the custom amount when one is typed, written as a whole number ("12.5" or
 * "1e3" give NaN, which the schema rejects, rather than a silently different sum), else the preset.
 * With the script choosing one clears the other; without it a chosen preset cannot be unchosen, so a
 * donor who changes their mind can only type their own figure, and that figure is the one they mean
 * (decision 059).
 */
export function donationAmount(draft: Pick<DonationDraft, "preset" | "customAmount">): number {
  const custom = draft.customAmount.trim();
  if (custom === "") return draft.preset === "" ? Number.NaN : Number(draft.preset);
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

export const donationForm = defineForm({
  formType: "donation",
  page: "/donate",
  schemas: donationSchemas,
  empty: emptyDonationDraft satisfies DonationDraft,
  everythingRevealed: { ...emptyDonationDraft, wants80G: true },
  toData: donationFromDraft,
  fieldFor: donationFieldFor,
});
