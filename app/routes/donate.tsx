import { Island } from "#app/islands/island.tsx";
import { donationForm } from "#app/schemas/donation.ts";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { DonationForm } from "#app/components/forms/donation-form.tsx";
import { paymentDetailsOf } from "#app/components/forms/payment-details.ts";
import { BankDetails } from "#app/components/pages/bank-details.tsx";
import { Illustration } from "#app/components/art/illustration.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { JumpLink } from "#app/components/pages/jump-link.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/donate.ts";
import * as telugu from "#app/content/te/donate.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import { formAnswerAction, useFormAnswer } from "#app/utils/form-answer.ts";
import { languageOfPath } from "#app/content/language.ts";
import { pledgeQrSvg } from "#app/utils/upi-qr.ts";
import { upiPayeeOf } from "#app/utils/upi.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import type { Route } from "./+types/donate";

/** The texts the society published for this page (server/content/texts.ts), in its language. */
export const loader = (args: Route.LoaderArgs) => ({ texts: pageTexts(args, "donate") });

// No React Router runtime: the form is an island with its own script (decision 043).
export const handle = staticPage;

export const meta = localisedMeta(english, telugu, (donate) => donate.donateMeta);

/**
 * The function answers a post of the form sent without JavaScript with this page; a pledge's answer
 * also shows the UPI QR code, drawn here on the server because the page may have no script.
 */
export async function action(args: Route.ActionArgs) {
  const outcome = await formAnswerAction(args);
  if (outcome.status !== "sent" || !outcome.pledge) return outcome;
  const language = languageOfPath(new URL(args.request.url).pathname);
  const payee = upiPayeeOf(args.context.get(siteContentContext).settings);
  const upiQrSvg = await pledgeQrSvg(outcome.pledge.amount, outcome.reference, language, payee);
  return { ...outcome, pledge: { ...outcome.pledge, upiQrSvg } };
}

export default function DonatePage({ loaderData }: Route.ComponentProps) {
  const outcome = useFormAnswer();
  const language = useLanguage();
  const payment = paymentDetailsOf(useSettings(), language);
  const { donateBanner, donationFormHeading, donationFormId, impactAreas, whyDonate } = textsWith(
    language,
    english,
    telugu,
    loaderData.texts,
  );
  return (
    <>
      <InfoBanner banner={donateBanner}>
        <JumpLink target={donationFormId} className="mt-8">
          {donateBanner.action}
        </JumpLink>
      </InfoBanner>
      <Section tone="white">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <div>
            <SectionHeading eyebrow={impactAreas.eyebrow} title={impactAreas.title} />
            <Illustration id="giving" className="mx-auto hidden max-w-xs lg:block" />
          </div>
          <FeatureGrid items={impactAreas.items} />
        </div>
      </Section>
      <Section id={donationFormId} aria-labelledby="donation-form-title">
        {/*
          The payment step holds the bank details with the reference to quote: the card beside the
          form steps aside while it is shown, however it came (the answer's page, a pledge made in
          place, a same-page link that cleared the answer), and the form takes the width.
        */}
        <div className="group/giving grid items-start gap-10 lg:grid-cols-[3fr_2fr] has-[#pledge-payment-title]:max-w-3xl has-[#pledge-payment-title]:lg:grid-cols-1">
          <div>
            <SectionHeading
              id="donation-form-title"
              eyebrow={donationFormHeading.eyebrow}
              title={donationFormHeading.title}
              intro={donationFormHeading.intro}
            />
            <Island
              name="donation-form"
              component={DonationForm}
              props={{
                outcome,
                language,
                token: postTokenPlaceholders,
                payment,
                required: [...requiredFields(donationForm, language)],
              }}
            />
          </div>
          <aside
            aria-labelledby="bank-transfer"
            className="group-has-[#pledge-payment-title]/giving:hidden lg:mt-36"
          >
            <BankDetails />
          </aside>
        </div>
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={whyDonate.eyebrow} title={whyDonate.title} />
        <FeatureGrid items={whyDonate.items} className="lg:grid-cols-4" />
      </Section>
    </>
  );
}
