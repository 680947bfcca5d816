import { Island } from "#app/islands/island.tsx";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { paymentReportRules } from "#app/schemas/payment-report.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { PaymentReportForm } from "#app/components/forms/payment-report-form.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/donate-paid.ts";
import * as telugu from "#app/content/te/donate-paid.ts";
import { formAnswerAction, useFormAnswer } from "#app/utils/form-answer.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";

// No React Router runtime: the form is an island with its own script (decision 043).
export const handle = staticPage;

export const meta = localisedMeta(english, telugu, (paid) => paid.paidMeta);

// POST /api/payment-report answers a report sent without JavaScript with this page.
export const action = formAnswerAction;

/** "I have paid" (issue 13): a donor tells the society the reference of a payment against a pledge. */
export default function DonatePaidPage() {
  const outcome = useFormAnswer();
  const language = useLanguage();
  const { paidBanner, whatHappensNext } = useTexts(english, telugu);
  return (
    <>
      <InfoBanner banner={paidBanner} />
      <Section>
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <Island
            name="payment-report-form"
            component={PaymentReportForm}
            props={{
              outcome,
              language,
              token: postTokenPlaceholders,
              required: [...requiredFields(paymentReportRules, language)],
            }}
          />
          <aside aria-labelledby="what-happens-next" className="rounded-2xl bg-sand p-6 sm:p-8">
            <h2 id="what-happens-next" className="text-xl font-bold text-forest-800">
              {whatHappensNext.title}
            </h2>
            <ol className="mt-4 grid list-decimal gap-3 ps-5 text-ink marker:font-bold marker:text-forest-700">
              {whatHappensNext.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </aside>
        </div>
      </Section>
    </>
  );
}
