import { Link } from "react-router";
import { Island } from "#app/islands/island.tsx";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { volunteerForm } from "#app/schemas/volunteer.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { VolunteerForm } from "#app/components/forms/volunteer-form.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { JumpLink } from "#app/components/pages/jump-link.tsx";
import { LeafMark } from "#app/components/pages/leaf-mark.tsx";
import { Steps } from "#app/components/pages/steps.tsx";
import { StorySection } from "#app/components/pages/story-section.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/gram-library.ts";
import * as telugu from "#app/content/te/gram-library.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/gram-library";
import { formAnswerAction, useFormAnswer } from "#app/utils/form-answer.ts";

// No React Router runtime: the form is an island with its own script (decision 043).
export const handle = staticPage;

export const meta = localisedMeta(english, telugu, (gramLibrary) => gramLibrary.gramLibraryMeta);

/** The texts the society published for this page (server/content/texts.ts), in its language. */
export const loader = (args: Route.LoaderArgs) => ({ texts: pageTexts(args, "volunteer/gram-library") });

// The function answers a post of the form sent without JavaScript with this page.
export const action = formAnswerAction;

export default function GramLibraryPage({ loaderData }: Route.ComponentProps) {
  const outcome = useFormAnswer();
  const language = useLanguage();
  const {
    gramLibraryBanner: banner,
    gramLibraryGoals: goals,
    gramLibraryImpact: impact,
    volunteerFormHeading,
    volunteerFormId,
    volunteerSteps,
  } = textsWith(language, english, telugu, loaderData.texts);
  return (
    <>
      <InfoBanner banner={banner}>
        <div className="mt-8 flex flex-wrap gap-4">
          <JumpLink target={volunteerFormId}>{banner.apply}</JumpLink>
          <Link to={banner.learnMore.to} className={buttonVariants({ variant: "light", size: "lg" })}>
            {banner.learnMore.label}
            {banner.learnMore.context ? <span className="sr-only"> {banner.learnMore.context}</span> : null}
          </Link>
        </div>
      </InfoBanner>
      <StorySection story={goals}>
        <ul className="mt-6 grid gap-3">
          {goals.goals.map((goal) => (
            <li key={goal} className="flex items-start gap-3 text-lg">
              <LeafMark className="mt-0.5" />
              {goal}
            </li>
          ))}
        </ul>
      </StorySection>
      <Section tone="white">
        <SectionHeading eyebrow={impact.eyebrow} title={impact.title} intro={impact.intro} />
        <FigureGrid figures={impact.figures} />
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={volunteerSteps.eyebrow} title={volunteerSteps.title} align="center" />
        <Steps items={volunteerSteps.items} />
      </Section>
      <Section id={volunteerFormId} aria-labelledby="volunteer-form-title">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="volunteer-form-title"
            eyebrow={volunteerFormHeading.eyebrow}
            title={volunteerFormHeading.title}
            intro={volunteerFormHeading.intro}
          />
          <Island
            name="volunteer-form"
            component={VolunteerForm}
            props={{
              outcome,
              language,
              token: postTokenPlaceholders,
              required: [...requiredFields(volunteerForm, language)],
            }}
          />
        </div>
      </Section>
    </>
  );
}
