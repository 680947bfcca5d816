import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { health } from "#app/content/programs/health.ts";
import { health as teluguHealth } from "#app/content/te/programs/health.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/health";

export const meta = localisedMeta(health, teluguHealth, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/health"),
  pictures: pagePictures(args, "programs/health"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function HealthPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), health, teluguHealth, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
