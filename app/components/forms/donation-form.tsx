import { useEffect, useId, useState } from "react";
import { type UseFormRegisterReturn, useWatch } from "react-hook-form";
import { donationWording } from "#app/content/forms/donation.ts";
import type { DonationData, DonationDraft } from "#app/schemas/donation.ts";
import { fieldAnchorId } from "#app/schemas/form-post-fields.ts";
import {
  citizenshipRequired,
  donationPresetsIn,
  donationTotal,
  emptyDonationDraft,
} from "#app/schemas/donation-draft.ts";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/utils/cn.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import {
  CheckboxField,
  controlClass,
  FieldError,
  FieldLabel,
  SpecForm,
  RequiredGroupMark,
  RequiredNote,
  startingValue,
  TextAreaField,
  TextField,
} from "./fields.tsx";
import { useChoiceMadeBeforeStart } from "./entered-before-start.ts";
import { FormPostState } from "./form-post-state.tsx";
import type { PaymentDetails } from "./payment-details.ts";
import { type AcceptedPledge, ClosedPaymentPage, PledgePayment } from "./pledge-payment.tsx";
import { ReceiptDetails } from "./receipt-details.tsx";
import { Honeypot } from "./honeypot.tsx";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type SpecFormProps, useSpecForm } from "./use-spec-form.ts";

export function DonationForm({
  outcome = null,
  language = "en",
  token,
  required,
  payment,
}: SpecFormProps & {
  /** The published bank account and UPI payee a pledge's payment step shows (payment-details.ts). */
  payment?: PaymentDetails;
}) {
  const wording = donationWording[language];
  const { labels } = wording;
  const { form, sending, formProps, trapRef, ...post } = useSpecForm<DonationDraft, DonationData>({
    empty: emptyDonationDraft,
    loadRules: () => import("#app/schemas/donation.ts").then((module) => module.donationForm),
    required,
    language,
    toSubmission: (data: DonationData) => ({ formType: "donation", data }),
    messages: wording.messages,
    outcome,
    token,
    onSent: (data, reference) => {
      if (reference) setAccepted({ amount: data.amount, reference });
    },
  });
  const [accepted, setAccepted] = useState<AcceptedPledge | null>(() =>
    outcome?.status === "sent" && outcome.pledge ? { ...outcome.pledge, reference: outcome.reference } : null,
  );
  const { giving } = wording;
  const id = useId();
  const errorId = `${id}-amount-error`;
  const { errors } = form.formState;
  const amountError = errors.preset?.message ?? errors.customAmount?.message;
  const [preset, customAmount, wants80G] = useWatch({
    control: form.control,
    name: ["preset", "customAmount", "wants80G"],
  });
  const total = donationTotal({ preset, customAmount });

  // requirements 4: choosing a preset clears the custom amount, typing a custom amount clears the preset.
  const presetField = useChoiceMadeBeforeStart(
    form,
    form.register("preset", {
      onChange: () => {
        form.setValue("customAmount", "");
        form.clearErrors("customAmount");
      },
    }),
  );
  // A card chosen and an amount typed, both before the script took over (it clears one as the other
  // is chosen; the page without it cannot): the typed figure is the one sent (decision 059), so the
  // card is unticked and the total shows that figure. After useChoiceMadeBeforeStart's own effect.
  useEffect(() => {
    if (form.getValues("customAmount").trim() !== "" && form.getValues("preset") !== "")
      form.setValue("preset", "");
  }, [form]);
  const customField = form.register("customAmount", {
    onChange: () => {
      form.setValue("preset", "");
      form.clearErrors("preset");
    },
  });

  return (
    <Card className="p-5 sm:p-8">
      <SpecForm
        {...formProps}
        aria-label={wording.formName}
        className="group/form @container relative grid gap-7"
      >
        <FormPostState formType="donation" outcome={post.outcome} messages={wording.messages} />
        {post.outcome?.status === "closed" ? (
          <ClosedPaymentPage language={language} email={payment?.officeEmail ?? ""} />
        ) : null}
        {accepted ? (
          <PledgePayment key={accepted.reference} pledge={accepted} language={language} details={payment} />
        ) : null}
        <RequiredNote />
        <fieldset
          id={fieldAnchorId("preset")}
          className="scroll-mt-24"
          aria-describedby={amountError ? errorId : undefined}
        >
          <legend className="mb-3 text-lg font-bold text-forest-800">
            {labels.amount}
            {formProps.settings.required.has("preset") ? <RequiredGroupMark /> : null}
          </legend>
          <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2 @xl:grid-cols-3">
            {donationPresetsIn(language).map((option) => (
              <PresetChoice
                key={option.amount}
                id={`${id}-preset-${option.amount}`}
                amount={option.amount}
                impact={option.impact}
                errorId={amountError ? errorId : undefined}
                field={presetField}
                chosen={startingValue(form, "preset") === String(option.amount)}
              />
            ))}
            <div
              id={fieldAnchorId("customAmount")}
              className="flex scroll-mt-24 flex-col justify-center rounded-2xl border-2 border-dashed border-line p-4"
            >
              <FieldLabel htmlFor={`${id}-custom`} className="text-sm">
                {wording.customAmount}
              </FieldLabel>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="absolute start-4 top-1/2 -translate-y-1/2 font-bold text-ink-muted"
                >
                  ₹
                </span>
                <input
                  id={`${id}-custom`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  placeholder={wording.customAmountPlaceholder}
                  className={cn(controlClass, "ps-9")}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? errorId : undefined}
                  defaultValue={String(startingValue(form, "customAmount") ?? "")}
                  {...customField}
                />
              </div>
            </div>
          </div>
          <FieldError id={errorId} message={amountError} />
        </fieldset>

        {/*
          Without JavaScript nothing updates the total as an amount is chosen: it is left out
          (scripting: none) until an answer page shows the amount that was posted (issue 32). Before
          the script takes the form over, an amount may be chosen that the server's ₹0 does not show:
          the figure waits, in its place, for the script's total.
        */}
        <div
          className={cn(
            "flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-sand px-5 py-4",
            total > 0 ? undefined : "[@media(scripting:none)]:hidden",
          )}
        >
          <span className="font-bold text-ink">{wording.total}</span>
          <output
            className={cn(
              "text-3xl font-bold tracking-tight text-forest-800 tabular-nums",
              total > 0 ? undefined : "before-form-takeover:invisible",
            )}
          >
            {formatRupees(total)}
          </output>
        </div>

        <div className="grid gap-6 @lg:grid-cols-2">
          <TextField form={form} name="name" label={labels.name} autoComplete="name" />
          <TextField form={form} name="email" label={labels.email} type="email" autoComplete="email" />
          <TextField
            form={form}
            name="phone"
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            className="@lg:col-span-2"
          />
        </div>
        <TextAreaField form={form} name="message" label={labels.message} rows={4} />
        <ReceiptDetails form={form} language={language} wants80G={wants80G} />
        {citizenshipRequired ? (
          <div className="grid gap-2 rounded-2xl border-s-4 border-turmeric-500 bg-sand p-4 sm:p-5">
            <h3 className="font-bold text-forest-800">{giving.citizenship.title}</h3>
            <p className="text-sm leading-relaxed text-ink">{giving.citizenship.rule}</p>
            <CheckboxField form={form} name="indianCitizen" label={giving.citizenship.label} />
          </div>
        ) : null}
        <Honeypot ref={trapRef} />
        <p className="flex items-start gap-3 rounded-2xl bg-forest-50 p-4 text-sm leading-relaxed text-forest-800">
          <InfoMark />
          {giving.pledgeNote}
        </p>
        <div className="grid justify-items-start gap-4">
          <FormPrivacyNotice formType="donation" id="donation-privacy-notice" language={language} />
          <SubmitButton
            sending={sending}
            failure={post.failure}
            variant="accent"
            noticeId="donation-privacy-notice"
          >
            {wording.submit}
          </SubmitButton>
        </div>
      </SpecForm>
    </Card>
  );
}

/**
 * One preset as a card holding a radio button: named by its amount, described by its impact text
 * (and the error hint, if any), marked with a tick and a border when chosen.
 */
function PresetChoice({
  id,
  amount,
  impact,
  errorId,
  field,
  chosen,
}: {
  id: string;
  amount: number;
  impact: string;
  errorId?: string;
  field: UseFormRegisterReturn<"preset">;
  /** Chosen when the page is first shown (a page answering a post). */
  chosen: boolean;
}) {
  return (
    <label
      className={cn(
        "relative flex cursor-pointer items-baseline gap-x-4 gap-y-1 rounded-2xl border-2 border-line bg-cream/60 p-4 pe-10 can-hover:transition-colors hover:border-forest-500 @sm:min-h-24 @sm:flex-col @sm:items-start",
        "has-checked:border-forest-700 has-checked:bg-forest-50 has-checked:shadow-sm has-focus:border-forest-600",
        // High contrast draws every border in one colour: the chosen card's is thicker.
        "forced-colors:has-checked:border-[6px]",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
      )}
    >
      <input
        type="radio"
        value={String(amount)}
        className="peer sr-only"
        aria-labelledby={`${id}-amount`}
        aria-describedby={[`${id}-impact`, errorId].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
        defaultChecked={chosen}
        {...field}
      />
      <span id={`${id}-amount`} className="text-xl font-bold tracking-tight text-forest-800 tabular-nums">
        {formatRupees(amount)}
      </span>
      <span id={`${id}-impact`} className="text-sm leading-snug text-ink-muted">
        {impact}
      </span>
      <CheckedMark />
    </label>
  );
}

/** The tick that shows which preset is chosen, besides the border colour. */
function CheckedMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="absolute end-3 top-1/2 size-5 -translate-y-1/2 @sm:top-3 @sm:translate-y-0 rounded-full bg-forest-700 fill-white p-0.5 opacity-0 can-hover:transition-opacity peer-checked:opacity-100"
    >
      <path d="M8.1 13.6 4.6 10l1.2-1.2 2.3 2.3 6-6 1.2 1.2-7.2 7.3Z" />
    </svg>
  );
}

function InfoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-forest-700">
      <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 13.3H9.1V8.9h1.8v5.9ZM10 7.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
    </svg>
  );
}
