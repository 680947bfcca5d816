import { CallToAction } from "#app/components/home/call-to-action.tsx";
import { HeroCarousel, usePreloadFirstSlide } from "#app/components/home/hero-carousel.tsx";
import { ImpactStats } from "#app/components/home/impact-stats.tsx";
import { Introduction } from "#app/components/home/introduction.tsx";
import { LatestNews } from "#app/components/home/latest-news.tsx";
import { ProgramGrid } from "#app/components/home/program-grid.tsx";
import { VisionMission } from "#app/components/home/vision-mission.tsx";
import * as english from "#app/content/home.ts";
import { languageOfPath } from "#app/content/language.ts";
import * as englishSite from "#app/content/site.ts";
import * as telugu from "#app/content/te/home.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { Island } from "#app/islands/island.tsx";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { organisationJsonLd } from "#app/utils/organisation-schema.ts";
import { withoutBodies } from "#app/content/news-posts.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { loaderTexts } from "#app/content/texts/overlay.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { slidesIn, slidesList } from "#app/content/lists/slides.ts";
import { publishedItem, siteContentContext } from "#app/content/site-content.ts";
import { textsIn, textsWith, useLanguage } from "#app/utils/use-language.ts";
import { settingsFromMatches, useSettings } from "#app/utils/use-settings.ts";
import type { Route } from "./+types/home";

/**
 * The texts the society published for this page (server/content/texts.ts), the hero slides (the
 * code's until it publishes a list) and the latest news, in the page's language only: the home page hydrates, and its
 * loader data is part of what a phone downloads.
 */
export function loader(args: Route.LoaderArgs) {
  const language = languageOfPath(new URL(args.request.url).pathname);
  const content = args.context.get(siteContentContext);
  const slides = slidesIn(publishedItem(content, slidesList.key), language, content.images);
  // The three latest posts, summaries only (server/news/public.ts hands the pages every visible post).
  const latest = content.news.slice(0, 3).map(withoutBodies);
  return { texts: pageTexts(args, "home"), slides, latest };
}

// No React Router runtime: the carousel and the counters are islands with their own scripts (decision 043).
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => [
  ...pageMeta(
    textsWith(languageOfPath(location.pathname), english, telugu, loaderTexts(loaderData)).homeMeta,
    location.pathname,
    settingsFromMatches(matches),
  ),
  organisationJsonLd(settingsFromMatches(matches)),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const home = textsWith(language, english, telugu, loaderData.texts);
  const { siteText } = textsIn(language, englishSite, teluguSite);
  const organisation = { name: inLanguage(useSettings(), "name", language) };
  usePreloadFirstSlide(loaderData.slides);
  return (
    <>
      <Island
        name="hero-carousel"
        component={HeroCarousel}
        props={{ slides: loaderData.slides, heading: organisation.name, words: siteText.carousel, language }}
      />
      <Island
        name="impact-stats"
        component={ImpactStats}
        props={{
          statistics: home.impactStatistics,
          eyebrow: home.impactBand.eyebrow,
          title: home.impactBand.title,
        }}
      />
      <Introduction content={home.introduction} />
      <VisionMission heading={home.visionMissionHeading} vision={home.vision} mission={home.mission} />
      <ProgramGrid
        id={home.programsSectionId}
        heading={home.programsHeading}
        cards={home.programCards}
        words={siteText.programCard}
      />
      <LatestNews posts={loaderData.latest} />
      <CallToAction content={home.callToAction} />
    </>
  );
}
