import { useEffect } from "react";
import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import { pathIn } from "#app/content/language.ts";
import { Card } from "#app/components/ui/card.tsx";
import type { PaymentReport, PaymentReportDraft } from "#app/schemas/payment-report.ts";
import {
  emptyPaymentReport,
  PLEDGE_REFERENCE_PATTERN,
  paymentReportPath,
  pledgeReferencePlaceholder,
  reportedPaymentModes,
} from "#app/schemas/payment-report-draft.ts";
import { RequiredNote, SelectField, SpecForm, TextField } from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type SpecFormProps, useSpecForm } from "./use-spec-form.ts";

/** The prerendered page's form: the reference the server fills in from the address (see the placeholder). */
const prerenderedEmpty = { ...emptyPaymentReport, reference: pledgeReferencePlaceholder };

/** "I have paid": the donor's pledge reference, the day, the mode and the bank's reference of the payment. */
export function PaymentReportForm({ outcome = null, language = "en", token, required }: SpecFormProps) {
  const wording = paymentReportWording[language];
  const { labels } = wording;
  const { form, sending, formProps, trapRef, ...post } = useSpecForm<PaymentReportDraft, PaymentReport>({
    empty: outcome ? emptyPaymentReport : prerenderedEmpty,
    loadRules: () => import("#app/schemas/payment-report.ts").then((module) => module.paymentReportRules),
    required,
    endpoint: paymentReportPath,
    language,
    toSubmission: (data: PaymentReport) => ({ language, data }),
    messages: wording.messages,
    outcome,
    token,
    // Another payment for the same pledge is reported against the same reference.
    keptAfterSent: (data) => ({ reference: data.reference }),
  });
  // The form's state starts at the prerendered placeholder: with the script, the address's ?ref=
  // takes its place (the server did so in the HTML). A reference the person typed before the script
  // took over stays as they typed it.
  useEffect(() => {
    if (outcome) return;
    const entered = form.getValues("reference");
    if (entered !== pledgeReferencePlaceholder && entered !== "") return;
    const reference = new URLSearchParams(window.location.search).get("ref")?.trim().toUpperCase() ?? "";
    form.setValue("reference", PLEDGE_REFERENCE_PATTERN.test(reference) ? reference : "");
  }, [form, outcome]);
  return (
    <Card className="p-5 sm:p-8">
      <SpecForm {...formProps} aria-label={wording.formName} className="relative grid gap-6">
        <FormPostState outcome={post.outcome} messages={wording.messages} />
        <RequiredNote />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            form={form}
            name="reference"
            label={labels.reference}
            description={wording.descriptions.reference}
            autoCapitalize="characters"
            spellCheck={false}
            suppressHydrationWarning
          />
          <TextField form={form} name="paidOn" label={labels.paidOn} type="date" />
          <SelectField
            form={form}
            name="mode"
            label={labels.mode}
            placeholder={wording.choose}
            choices={reportedPaymentModes.map((mode) => ({ value: mode, label: wording.modes[mode] }))}
          />
          <TextField
            form={form}
            name="paymentReference"
            label={labels.paymentReference}
            description={wording.descriptions.paymentReference}
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2"
          />
        </div>
        <Honeypot ref={trapRef} />
        <div className="grid justify-items-start gap-4">
          <p id="payment-report-privacy" className="text-sm text-ink-muted">
            {wording.privacy}{" "}
            {/* A plain link: the form is an island, outside React Router (decision 043). */}
            <a
              href={pathIn(language, "/privacy")}
              className="font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4"
            >
              {wording.privacyLink}
            </a>
          </p>
          <SubmitButton sending={sending} failure={post.failure} noticeId="payment-report-privacy">
            {wording.submit}
          </SubmitButton>
        </div>
      </SpecForm>
    </Card>
  );
}
