// Serves both /programs/sports (header link) and /programs/rural-sports (footer link); see app/routes.ts.
import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { ruralSports } from "#app/content/programs/sports.ts";
import { ruralSports as teluguRuralSports } from "#app/content/te/programs/sports.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/sports";

export const meta = localisedMeta(ruralSports, teluguRuralSports, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/sports"),
  pictures: pagePictures(args, "programs/sports"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), ruralSports, teluguRuralSports, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
