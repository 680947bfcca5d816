import { CallToAction } from "#app/components/home/call-to-action.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { ImpactStats } from "#app/components/home/impact-stats.tsx";
import { Introduction } from "#app/components/home/introduction.tsx";
import { ProgrammeGrid } from "#app/components/home/programme-grid.tsx";
import { VisionMission } from "#app/components/home/vision-mission.tsx";
import {
  callToAction,
  heroSlides,
  impactBand,
  impactStatistics,
  introduction,
  mission,
  programmeCards,
  programmesHeading,
  programmesSectionId,
  vision,
  visionMissionHeading,
} from "#app/content/home.ts";
import { organisation } from "#app/content/organisation.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { organisationJsonLd } from "#app/utils/organisation-schema.ts";

export const meta = () => [
  ...pageMeta({
    title: "Home",
    description:
      "A rural-development society empowering women and youth and strengthening livelihoods in the tribal regions of Telangana.",
  }),
  organisationJsonLd(),
];

export default function HomePage() {
  return (
    <>
      <HeroCarousel slides={heroSlides} heading={organisation.name} />
      <ImpactStats statistics={impactStatistics} eyebrow={impactBand.eyebrow} title={impactBand.title} />
      <Introduction content={introduction} />
      <VisionMission heading={visionMissionHeading} vision={vision} mission={mission} />
      <ProgrammeGrid id={programmesSectionId} heading={programmesHeading} cards={programmeCards} />
      <CallToAction content={callToAction} />
    </>
  );
}
