import { z } from "zod";
import { rupeeFigures } from "#app/utils/rupees.ts";
import { paiseFromRupees } from "./amount.ts";
import { cautionKinds } from "./cautions.ts";
import type { StoredReport } from "./payment-reports.ts";
import type { NewPayment, PaymentField } from "./receipts.ts";

/*
 * What the staff area's donation pages read from their forms, handed to server/donations/ as the
 * command line hands it its options: the rules (amount, date, mode, PAN…) are that module's.
 */

const formText = z.string().trim().catch("");

/** The payment form's fields; anything missing or not text reads as blank. */
export const paymentFormSchema = z.object({
  name: formText,
  email: formText,
  pan: formText,
  aadhaar: formText,
  address: formText,
  amount: formText,
  date: formText,
  mode: formText,
  reference: formText,
  kind: formText,
  noEmail: formText,
  /** "yes" when staff confirm the donor paid more than the pledge still needs. */
  moreThanPledged: formText,
  // "yes" for each caution (cautions.ts) staff confirmed: its box is named `caution-<kind>`.
  ...Object.fromEntries(cautionKinds.map((kind) => [cautionField(kind), formText])),
});

/** The tick box that confirms a caution of that kind. */
export function cautionField(kind: string) {
  return `caution-${kind}`;
}

export type PaymentFormValues = Partial<z.infer<typeof paymentFormSchema>>;
export type PaymentFormErrors = Partial<Record<PaymentField, string>>;

/** The payment the form describes; text that is not an amount is passed on as NaN, which is refused. */
export function newPaymentFrom(
  form: z.infer<typeof paymentFormSchema>,
  pledgeReference?: string,
): NewPayment {
  return {
    pledgeReference,
    donor: {
      name: form.name,
      email: form.email,
      pan: form.pan,
      aadhaar: form.aadhaar,
      address: form.address,
    },
    amountPaise: paiseFromRupees(form.amount) ?? Number.NaN,
    paidOn: form.date,
    mode: form.mode,
    paymentReference: form.reference,
    donationType: form.kind || undefined,
    moreThanPledged: form.moreThanPledged === "yes",
    confirmedCautions: cautionKinds.filter(
      (kind) => (form as Record<string, string>)[cautionField(kind)] === "yes",
    ),
  };
}

/**
 * The payment form filled in from the donor's report, for staff to check against the bank
 * statement rather than retype: the day, mode and reference the donor gave, and as the amount
 * what the pledge still needs (the report does not say how much).
 */
export function valuesFromReport(
  report: Pick<StoredReport, "paid_on" | "mode" | "payment_reference">,
  unpaidPaise: number | null,
): PaymentFormValues {
  return {
    amount: unpaidPaise ? rupeeFigures(unpaidPaise) : "",
    date: report.paid_on,
    mode: report.mode,
    reference: report.payment_reference,
  };
}

/** A receipt's page: its number (2026-27/0001) is the path, year then sequence. */
export const receiptHref = (receiptNumber: string) => `/staff/donations/receipts/${receiptNumber}`;

/** The longest reason for a cancellation: the receipt's PDF prints it. */
export const cancellationReasonMaxLength = 300;
