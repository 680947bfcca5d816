import { Link } from "react-router";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { StorySection } from "#app/components/pages/story-section.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink, buttonVariants } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/grow-plant.ts";
import * as telugu from "#app/content/te/grow-plant.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/grow-plant";

export const meta = localisedMeta(english, telugu, (growPlant) => growPlant.growPlantMeta);

/** The texts the society published for this page (server/content/texts.ts), in its language. */
export const loader = (args: Route.LoaderArgs) => ({ texts: pageTexts(args, "volunteer/grow-plant") });

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function GrowPlantPage({ loaderData }: Route.ComponentProps) {
  const {
    growPlantBanner: banner,
    growPlantFocus: focus,
    growPlantImpact: impact,
    growPlantProjects: projects,
    growPlantStory,
  } = textsWith(useLanguage(), english, telugu, loaderData.texts);
  return (
    <>
      <InfoBanner banner={banner}>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink to={banner.join.to} variant="accent" size="lg">
            {banner.join.label}
          </ButtonLink>
          <Link to={banner.learnMore.to} className={buttonVariants({ variant: "light", size: "lg" })}>
            {banner.learnMore.label}
            {banner.learnMore.context ? <span className="sr-only"> {banner.learnMore.context}</span> : null}
          </Link>
        </div>
      </InfoBanner>
      <StorySection story={growPlantStory} />
      <Section tone="white">
        <SectionHeading eyebrow={impact.eyebrow} title={impact.title} />
        <FigureGrid figures={impact.figures} />
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={focus.eyebrow} title={focus.title} />
        <FeatureGrid items={focus.items} className="lg:grid-cols-4" />
      </Section>
      <Section>
        <SectionHeading eyebrow={projects.eyebrow} title={projects.title} />
        <FeatureGrid items={projects.items} />
      </Section>
    </>
  );
}
