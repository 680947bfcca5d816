import type { UseFormReturn } from "react-hook-form";
import { donationWording } from "#app/content/forms/donation.ts";
import type { Language } from "#app/content/language.ts";
import type { DonationData, DonationDraft } from "#app/schemas/donation.ts";
import { CheckboxField, TextAreaField, TextField } from "./fields.tsx";
import { Revealed } from "./revealed.tsx";

/**
 * "I want a receipt for a tax deduction" and, once ticked, what the receipt and Form 10BD need: the name as on PAN,
 * PAN (or Aadhaar without one), the address and PIN code, under a note on what qualifies.
 */
export function ReceiptDetails({
  form,
  language,
  wants80G,
}: {
  form: UseFormReturn<DonationDraft, unknown, DonationData>;
  language: Language;
  wants80G: boolean;
}) {
  const words = donationWording[language].giving.receipt80G;
  return (
    <div className="grid gap-4 rounded-2xl border border-line p-4 sm:p-5">
      <CheckboxField form={form} name="wants80G" label={words.label} description={words.description} />
      <Revealed shown={wants80G} byCss="group-has-[input[name=wants80G]:checked]/form:contents">
        <div className="grid gap-5 @lg:grid-cols-2">
          <p className="rounded-xl bg-turmeric-100 p-3 text-sm leading-relaxed text-ink @lg:col-span-2">
            {words.note}
          </p>
          <TextField
            form={form}
            name="panName"
            label={words.labels.panName}
            description={words.descriptions.panName}
            autoComplete="name"
            className="@lg:col-span-2"
          />
          <TextField
            form={form}
            name="pan"
            label={words.labels.pan}
            description={words.descriptions.pan}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
          />
          <TextField
            form={form}
            name="aadhaar"
            label={words.labels.aadhaar}
            description={words.descriptions.aadhaar}
            inputMode="numeric"
            maxLength={14}
          />
          <TextAreaField
            form={form}
            name="address"
            label={words.labels.address}
            rows={3}
            autoComplete="street-address"
            className="@lg:col-span-2"
          />
          <TextField
            form={form}
            name="pinCode"
            label={words.labels.pinCode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        </div>
      </Revealed>
    </div>
  );
}
