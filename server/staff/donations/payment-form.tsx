import { cashLimitPaise } from "#app/content/tax-law.ts";
import type { Role } from "../../accounts/roles.ts";
import type { Caution } from "../../donations/cautions.ts";
import type { ApprovalOnDay } from "../../donations/receipt-terms.ts";
import type { PaymentField } from "../../donations/receipts.ts";
import {
  cautionField,
  type PaymentFormErrors,
  type PaymentFormValues,
  receiptHref,
} from "../../donations/payment-form.ts";
import { donationTypeNames, donationTypes, paymentModeNames, paymentModes } from "../../donations/schema.ts";
import { describedBy, Field, FieldError, FieldHint } from "../ui/field.tsx";
import { Button, ErrorSummary, inputStyles, guardsLeaving } from "../ui/ui.tsx";
import { deductibleDaysHint, PaymentNotDeductible } from "./deduction-notices.tsx";
import { rupees } from "./donation-parts.tsx";

/*
 * The form that records a payment, posted as a plain form. After a refusal the server shows it again
 * with what was typed, an error summary at the top linking to each field (the GOV.UK pattern),
 * focused when the page loads so it is in view without JavaScript, and each message beside its
 * field; nothing was recorded.
 */

/** What the form shows: what was typed (or filled in), and the refusals of the last post. */
export type PaymentFormState = {
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  /** The receipt that already has this payment's mode and reference. */
  existingReceipt?: string | undefined;
  /** The payment is more than the pledge needs: the form asks staff to confirm it. */
  moreThanPledged?: boolean | undefined;
  /** What the payment raises (server/donations/cautions.ts), each to tick before the receipt is issued. */
  cautions?: readonly Caution[] | undefined;
  /** The approvals in the settings on the day the form shows: a receipt not deductible is warned of. */
  approval: ApprovalOnDay;
};

export type PaymentFormProps = {
  action: string;
  /** "required" without a pledge; "optional" when the pledge names the donor. */
  donor: "required" | "optional";
  /** Today in India (yyyy-mm-dd): the default and latest date of payment. */
  today: string;
  /** The signed-in person's role: the warning links to the settings only for a role that may open them. */
  role: Role;
} & PaymentFormState;

type FieldProps = {
  name: keyof PaymentFormValues & PaymentField;
  label: string;
  hint?: string;
  required?: boolean;
  values: PaymentFormValues;
  errors: PaymentFormErrors;
};

function TextInput({
  type = "text",
  inputMode,
  autoComplete,
  max,
  className,
  name,
  label,
  hint,
  required,
  values,
  errors,
}: FieldProps & {
  type?: "text" | "email" | "date";
  inputMode?: "decimal";
  autoComplete?: string;
  max?: string;
  className?: string;
}) {
  return (
    <Field
      id={name}
      label={label}
      optional={!required}
      hint={hint}
      error={errors[name]}
      look="form"
      className={className}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? "off"}
          max={max}
          required={required}
          defaultValue={values[name] ?? ""}
          className={inputStyles}
        />
      )}
    </Field>
  );
}

/** The summary's order: what concerns the whole form, then the fields as the page shows them. */
const fieldOrder = [
  "pledge",
  "settings",
  "name",
  "email",
  "pan",
  "aadhaar",
  "address",
  "amount",
  "date",
  "mode",
  "reference",
  "kind",
];
const placeOf = (field: string) =>
  fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length;

function PaymentErrors({ errors }: { errors: PaymentFormErrors }) {
  const entries = Object.entries(errors).sort(([a], [b]) => placeOf(a) - placeOf(b));
  if (entries.length === 0) return null;
  return (
    <ErrorSummary intro="Nothing was recorded. Correct this and send again:">
      {entries.map(([field, message]) => (
        <li key={field}>
          {field === "pledge" ? (
            message
          ) : field === "settings" ? (
            <>
              {message}{" "}
              <a href="/staff/content/settings" className="underline">
                Open the settings
              </a>
            </>
          ) : (
            <a href={`#${field}`} className="underline">
              {message}
            </a>
          )}
        </li>
      ))}
    </ErrorSummary>
  );
}

const addressHint = "With the PIN code, as the receipt should print it.";

function DonorFields({ donor, values, errors }: Pick<PaymentFormProps, "donor" | "values" | "errors">) {
  const shared = { values, errors };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-forest-800">
        {donor === "required" ? "Who paid" : "For the 80G receipt"}
      </legend>
      {donor === "required" ? (
        <>
          <TextInput name="name" label="Donor’s name" required autoComplete="off" {...shared} />
          <TextInput
            name="email"
            label="Email address"
            type="email"
            hint="The receipt goes here. Leave it empty only for a donor who has none, and do not email the receipt (below)."
            {...shared}
          />
        </>
      ) : (
        <p className="text-sm text-ink-muted sm:col-span-2">
          The receipt carries the name and email of the pledge. Give a PAN, Aadhaar or address only where the
          pledge lacks it or it has changed.
        </p>
      )}
      <TextInput name="pan" label="PAN" hint="Like ABCDE1234F." {...shared} />
      <TextInput name="aadhaar" label="Aadhaar" hint="Where the donor has no PAN: 12 digits." {...shared} />
      <Field
        id="address"
        label="Address"
        optional
        hint={addressHint}
        error={errors.address}
        look="form"
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            name="address"
            rows={2}
            defaultValue={values.address ?? ""}
            className={inputStyles}
          />
        )}
      </Field>
    </fieldset>
  );
}

function ModeField({ values, errors }: Pick<PaymentFormProps, "values" | "errors">) {
  return (
    // Radio buttons under a legend: Field's parts, not Field (which labels one control).
    <fieldset
      {...describedBy("mode", { hint: true, error: errors.mode, look: "form" })}
      className="sm:col-span-2"
    >
      <legend className="font-semibold">How the money came</legend>
      {/* Said before recording, not only on the receipt page after (the Act's cash limit). */}
      <FieldHint id="mode" look="form">
        Cash above {rupees(cashLimitPaise)} cannot be deducted: the receipt will say so.
      </FieldHint>
      <FieldError id="mode" error={errors.mode} look="form" />
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {paymentModes.map((mode, index) => (
          <label
            key={mode}
            className="flex min-h-11 items-center gap-2 rounded-md border border-ink-muted bg-white px-3 has-[:checked]:border-2 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
          >
            <input
              type="radio"
              name="mode"
              value={mode}
              id={index === 0 ? "mode" : undefined}
              defaultChecked={values.mode === mode}
              className="size-5 accent-forest-700"
            />
            {paymentModeNames[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Asked only when the amount is more than the pledge needs: staff say the donor did pay it. */
function MoreThanPledged({ values }: { values: PaymentFormValues }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-md border-2 border-turmeric-500 bg-turmeric-100 px-3 py-2 sm:col-span-2">
      <input
        type="checkbox"
        name="moreThanPledged"
        value="yes"
        defaultChecked={values.moreThanPledged === "yes"}
        className="size-5 shrink-0 accent-forest-700"
      />
      The donor did pay more than the pledge: record this amount
    </label>
  );
}

/**
 * The cautions the last post raised, at the top of the form and focused, as a refusal's summary is:
 * each ticked to issue the receipt as it is, or the form corrected. Nothing was recorded yet.
 */
function Cautions({ cautions, values }: { cautions: readonly Caution[]; values: PaymentFormValues }) {
  return (
    <fieldset
      tabIndex={-1}
      autoFocus
      className="grid gap-2 rounded-md border-2 border-turmeric-500 bg-turmeric-100 px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-focus"
    >
      <legend className="float-left mb-1 font-semibold">
        Nothing is recorded yet. Tick each to issue the receipt as it is, or correct the form:
      </legend>
      {cautions.map((caution) => (
        <label key={caution.kind} className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            name={cautionField(caution.kind)}
            value="yes"
            defaultChecked={
              (values as Record<string, string | undefined>)[cautionField(caution.kind)] === "yes"
            }
            className="mt-1 size-5 shrink-0 accent-forest-700"
          />
          <span>{caution.message}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ReferenceField({
  values,
  errors,
  existingReceipt,
}: Pick<PaymentFormProps, "values" | "errors" | "existingReceipt">) {
  return (
    <div>
      <TextInput
        name="reference"
        label="UTR, UPI reference or cheque number"
        hint="UPI: the 12-digit UTR; cheque: its 6-digit number; bank transfer: the reference on the statement. Spaces and dashes do not matter. None for cash."
        values={values}
        errors={errors}
      />
      {existingReceipt && (
        <p className="mt-1 text-sm">
          <a href={receiptHref(existingReceipt)} className="font-semibold text-forest-700 underline">
            Open receipt {existingReceipt}
          </a>
        </p>
      )}
    </div>
  );
}

export function PaymentForm({
  action,
  donor,
  values,
  errors,
  today,
  existingReceipt,
  moreThanPledged,
  cautions,
  approval,
  role,
}: PaymentFormProps) {
  const shared = { values: { date: today, ...values }, errors };
  return (
    <form
      method="post"
      action={action}
      noValidate
      className="grid gap-6"
      {...guardsLeaving(Object.values(errors).some(Boolean) || Boolean(cautions?.length))}
    >
      <PaymentErrors errors={errors} />
      {cautions && cautions.length > 0 && <Cautions cautions={cautions} values={values} />}
      <DonorFields donor={donor} values={values} errors={errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <legend className="mb-2 text-lg font-semibold text-forest-800">The payment</legend>
        <TextInput
          name="amount"
          label="Amount in rupees"
          hint="As on the bank statement: 2500, 2,500 or 1,00,000.50."
          inputMode="decimal"
          required
          {...shared}
        />
        {moreThanPledged && <MoreThanPledged values={values} />}
        <TextInput
          name="date"
          label="Day the money arrived"
          type="date"
          max={today}
          required
          hint={deductibleDaysHint(approval)}
          {...shared}
        />
        <ModeField {...shared} />
        <ReferenceField values={values} errors={errors} existingReceipt={existingReceipt} />
        <Field
          id="kind"
          label="Kind of donation (for the statement of donations)"
          error={errors.kind}
          look="form"
        >
          {(control) => (
            <select {...control} name="kind" defaultValue={values.kind ?? "others"} className={inputStyles}>
              {donationTypes.map((type) => (
                <option key={type} value={type}>
                  {donationTypeNames[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name="noEmail"
          value="yes"
          defaultChecked={values.noEmail === "yes"}
          className="size-5 accent-forest-700"
        />
        Do not email the receipt (I will give it to the donor myself)
      </label>
      <div>
        <PaymentNotDeductible approval={approval} role={role} />
        <Button>Record the payment and issue a receipt</Button>
      </div>
    </form>
  );
}
