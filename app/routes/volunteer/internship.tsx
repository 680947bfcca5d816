import { Island } from "#app/islands/island.tsx";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { internshipForm } from "#app/schemas/internship.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { InternshipForm } from "#app/components/forms/internship-form.tsx";
import { StorySection } from "#app/components/pages/story-section.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/internship.ts";
import * as telugu from "#app/content/te/internship.ts";
import { internshipOptionsIn } from "#app/schemas/internship-draft.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/internship";
import { formAnswerAction, useFormAnswer } from "#app/utils/form-answer.ts";

// No React Router runtime: the form is an island with its own script (decision 043).
export const handle = staticPage;

export const meta = localisedMeta(english, telugu, (internship) => internship.internshipMeta);

/** The texts the society published for this page (server/content/texts.ts), in its language. */
export const loader = (args: Route.LoaderArgs) => ({ texts: pageTexts(args, "volunteer/internship") });

// The function answers a post of the form sent without JavaScript with this page.
export const action = formAnswerAction;

export default function InternshipPage({ loaderData }: Route.ComponentProps) {
  const outcome = useFormAnswer();
  const language = useLanguage();
  const { internshipBanner, internshipFormId, internshipFormRegion, internshipIntro } = textsWith(
    language,
    english,
    telugu,
    loaderData.texts,
  );
  const { areasOfInterest } = internshipOptionsIn(language);
  return (
    <>
      <InfoBanner banner={internshipBanner} />
      <StorySection story={internshipIntro}>
        <h3 className="mt-8 font-bold text-forest-800">{internshipIntro.areasTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {areasOfInterest.map((area) => (
            <li
              key={area.value}
              className="rounded-full bg-turmeric-100 px-3 py-1 text-sm font-bold text-terracotta-700"
            >
              {area.label}
            </li>
          ))}
        </ul>
      </StorySection>
      {/* The form carries its own title, 'JOIN US AS AN INTERN – APPLICATION FORM' (requirements 2). */}
      <Section id={internshipFormId} tone="sand" aria-label={internshipFormRegion}>
        <div className="mx-auto max-w-4xl">
          <Island
            name="internship-form"
            component={InternshipForm}
            props={{
              outcome,
              language,
              token: postTokenPlaceholders,
              required: [...requiredFields(internshipForm, language)],
            }}
          />
        </div>
      </Section>
    </>
  );
}
