import { Island } from "#app/islands/island.tsx";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { contactForm } from "#app/schemas/contact.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { ContactDetails } from "#app/components/pages/contact-details.tsx";
import { CredentialBadges } from "#app/components/pages/credential-badges.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/contact.ts";
import * as telugu from "#app/content/te/contact.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { formAnswerAction, useFormAnswer } from "#app/utils/form-answer.ts";

// No React Router runtime: the form is an island with its own script (decision 043).
export const handle = staticPage;

export const meta = localisedMeta(english, telugu, (contact) => contact.contactMeta);

// The function answers a post of the form sent without JavaScript with this page.
export const action = formAnswerAction;

export default function ContactPage() {
  const outcome = useFormAnswer();
  const language = useLanguage();
  const {
    contactBanner,
    contactCta,
    contactDetails,
    contactFormHeading,
    contactFormId,
    registrationDetails,
  } = useTexts(english, telugu);
  return (
    <>
      <InfoBanner banner={contactBanner} />
      <Section>
        {/* On a phone the form follows the contact details; the registration details come last. */}
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-x-14">
          <div className="lg:col-start-1 lg:row-start-1">
            <SectionHeading eyebrow={contactDetails.eyebrow} title={contactDetails.title} />
            <ContactDetails />
          </div>
          <section
            id={contactFormId}
            aria-labelledby="contact-form-title"
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <SectionHeading
              id="contact-form-title"
              eyebrow={contactFormHeading.eyebrow}
              title={contactFormHeading.title}
              intro={contactFormHeading.intro}
            />
            <Island
              name="contact-form"
              component={ContactForm}
              props={{
                outcome,
                language,
                token: postTokenPlaceholders,
                required: [...requiredFields(contactForm, language)],
              }}
            />
          </section>
          <div className="lg:col-start-1 lg:row-start-2">
            <h2 className="text-2xl font-bold text-forest-800">{registrationDetails.title}</h2>
            <p className="mt-2 mb-5 text-ink-muted">{registrationDetails.text}</p>
            <CredentialBadges compact className="sm:grid-cols-1" />
          </div>
        </div>
      </Section>
      <CtaBand eyebrow={contactCta.eyebrow} title={contactCta.title} text={contactCta.text}>
        <ButtonLink to={contactCta.volunteer.to} variant="accent" size="lg">
          {contactCta.volunteer.label}
        </ButtonLink>
        <ButtonLink to={contactCta.donate.to} variant="light" size="lg">
          {contactCta.donate.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
