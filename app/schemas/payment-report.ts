import * as z from "zod/mini";
import { builtPerLanguage, type Language } from "#app/content/language.ts";
import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import type { FormRules } from "./form-definition.ts";
import { type Draft, fieldRules } from "./fields.ts";
import {
  emptyPaymentReport,
  paymentReferencePatterns,
  PLEDGE_REFERENCE_PATTERN,
  type ReportedPaymentMode,
  reportedPaymentModes,
} from "./payment-report-draft.ts";

/*
 * "I have paid" (/donate/paid): the donor's own account of a payment against a pledge, which staff
 * match against the bank's credits before they record the payment (`npm run donations -- receive`).
 * One schema for the page's script and the function (docs/decisions/012-paying-a-pledge-and-i-have-paid.md).
 */

/** Today in India, where the donor paid: a date after it is a typing mistake. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

function paymentReportSchemaIn(language: Language) {
  const { labels, hints } = paymentReportWording[language];
  const rules = fieldRules(language);
  const paymentReferenceHints: Record<ReportedPaymentMode, string> = {
    upi: hints.upiReference,
    bank: hints.bankReference,
    cheque: hints.chequeNumber,
  };
  return (
    z
      .strictObject({
        reference: z
          .string()
          .check(z.trim(), z.toUpperCase(), z.regex(PLEDGE_REFERENCE_PATTERN, hints.reference)),
        paidOn: rules
          .requiredIsoDate(labels.paidOn)
          .check(z.refine((value) => value === "" || value <= todayInIndia(), hints.paidInFuture)),
        mode: z.enum(reportedPaymentModes, rules.messages.choice),
        // People copy references with spaces ("1234 5678 9012") and in lower case.
        paymentReference: z.pipe(
          z.string(),
          z.transform((value) => value.replace(/[\s-]+/g, "").toUpperCase()),
        ),
      })
      // Checked even when another field is wrong, so that every hint shows at once and the reference
      // is found required (requiredFields) with the other fields empty; it needs a mode to be read by.
      .check(
        z.superRefine(
          (report, context) => {
            // With the mode refused, `report.mode` is whatever was sent.
            if (!reportedPaymentModes.includes(report.mode)) return;
            if (!paymentReferencePatterns[report.mode].test(String(report.paymentReference))) {
              context.addIssue({
                code: "custom",
                path: ["paymentReference"],
                message: paymentReferenceHints[report.mode],
              });
            }
          },
          { when: ({ value }) => typeof value === "object" && value !== null },
        ),
      )
  );
}

/** The same rules in each language; only the hints differ. */
// Pure: the pages that only link to the report (the pledge's payment step) leave the rules out.
export const paymentReportSchemas = /* @__PURE__ */ builtPerLanguage(paymentReportSchemaIn);

export type PaymentReport = z.infer<(typeof paymentReportSchemas)["en"]>;

export type PaymentReportDraft = Draft<z.input<(typeof paymentReportSchemas)["en"]>>;

/** The form's rules: its fields are its data's fields. */
export const paymentReportRules: FormRules<PaymentReportDraft> = {
  schemas: paymentReportSchemas,
  empty: emptyPaymentReport satisfies PaymentReportDraft,
  // A chosen mode is what makes the payment's reference required (the schema's last check).
  everythingRevealed: { ...emptyPaymentReport, mode: "upi" },
  toData: (draft) => draft,
  fieldFor: (field) => field,
};
