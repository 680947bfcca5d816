import type { PaymentField } from "../../donations/receipts.ts";
import type { PaymentFormErrors, PaymentFormValues } from "../../donations/payment-form.ts";
import { donationTypeNames, donationTypes, paymentModeNames, paymentModes } from "../../donations/schema.ts";
import { Button, inputStyles, Notice } from "../ui/ui.tsx";

/*
 * The form that records a payment, posted as a plain form. After a refusal the server shows it again
 * with what was typed and each message beside its field; nothing was recorded.
 */

export type PaymentFormProps = {
  action: string;
  /** "required" without a pledge; "optional" when the pledge names the donor. */
  donor: "required" | "optional";
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  /** Today in India (yyyy-mm-dd): the default and latest date of payment. */
  today: string;
};

type FieldProps = {
  name: keyof PaymentFormValues & PaymentField;
  label: string;
  hint?: string;
  required?: boolean;
  values: PaymentFormValues;
  errors: PaymentFormErrors;
};

function described(name: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

function FieldText({ name, label, hint, required, errors }: Omit<FieldProps, "values">) {
  const error = errors[name];
  return (
    <>
      <label htmlFor={name} className="block font-semibold">
        {label}
        {!required && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      )}
    </>
  );
}

const invalidStyles = (error: string | undefined) => (error ? "border-2 border-terracotta-700" : "");

function Field({
  type = "text",
  inputMode,
  autoComplete,
  max,
  className = "",
  ...props
}: FieldProps & {
  type?: "text" | "email" | "date";
  inputMode?: "decimal";
  autoComplete?: string;
  max?: string;
  className?: string;
}) {
  const { name, hint, required, values, errors } = props;
  return (
    <div className={className}>
      <FieldText {...props} />
      <input
        id={name}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        max={max}
        required={required}
        defaultValue={values[name] ?? ""}
        {...described(name, hint, errors[name])}
        className={`${inputStyles} ${invalidStyles(errors[name])}`}
      />
    </div>
  );
}

function ErrorSummary({ errors }: { errors: PaymentFormErrors }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Notice tone="error">
      <p className="font-semibold">Nothing was recorded. Correct this and send again:</p>
      <ul className="list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {field === "pledge" ? (
              message
            ) : (
              <a href={`#${field}`} className="underline">
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Notice>
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
          <Field name="name" label="Donor’s name" required autoComplete="off" {...shared} />
          <Field
            name="email"
            label="Email address"
            type="email"
            required
            hint="The receipt goes here."
            {...shared}
          />
        </>
      ) : (
        <p className="text-sm text-ink-muted sm:col-span-2">
          The receipt carries the name and email of the pledge. Give a PAN, Aadhaar or address only where the
          pledge lacks it or it has changed.
        </p>
      )}
      <Field name="pan" label="PAN" hint="Like ABCDE1234F." {...shared} />
      <Field name="aadhaar" label="Aadhaar" hint="Where the donor has no PAN: 12 digits." {...shared} />
      <div className="sm:col-span-2">
        <FieldText name="address" label="Address" hint={addressHint} errors={errors} />
        <textarea
          id="address"
          name="address"
          rows={2}
          defaultValue={values.address ?? ""}
          {...described("address", addressHint, errors.address)}
          className={`${inputStyles} ${invalidStyles(errors.address)}`}
        />
      </div>
    </fieldset>
  );
}

function ModeField({ values, errors }: Pick<PaymentFormProps, "values" | "errors">) {
  return (
    <fieldset {...described("mode", undefined, errors.mode)} className="sm:col-span-2">
      <legend className="font-semibold">How the money came</legend>
      {errors.mode && (
        <p id="mode-error" className="mt-1 text-sm font-semibold text-terracotta-700">
          {errors.mode}
        </p>
      )}
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

export function PaymentForm({ action, donor, values, errors, today }: PaymentFormProps) {
  const shared = { values: { date: today, ...values }, errors };
  return (
    <form method="post" action={action} noValidate className="grid gap-6">
      <ErrorSummary errors={errors} />
      <DonorFields donor={donor} values={values} errors={errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <legend className="mb-2 text-lg font-semibold text-forest-800">The payment</legend>
        <Field
          name="amount"
          label="Amount in rupees"
          hint="Like 2500 or 2500.50, without commas."
          inputMode="decimal"
          required
          {...shared}
        />
        <Field name="date" label="Day the money arrived" type="date" max={today} required {...shared} />
        <ModeField {...shared} />
        <div>
          <label htmlFor="reference" className="block font-semibold">
            UTR or cheque number <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <input
            id="reference"
            name="reference"
            defaultValue={values.reference ?? ""}
            className={inputStyles}
          />
        </div>
        <div>
          <FieldText name="kind" label="Kind of donation (Form 10BD)" required errors={errors} />
          <select
            id="kind"
            name="kind"
            defaultValue={values.kind ?? "others"}
            {...described("kind", undefined, errors.kind)}
            className={`${inputStyles} ${invalidStyles(errors.kind)}`}
          >
            {donationTypes.map((type) => (
              <option key={type} value={type}>
                {donationTypeNames[type]}
              </option>
            ))}
          </select>
        </div>
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
        <Button>Record the payment and issue a receipt</Button>
      </div>
    </form>
  );
}
