import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { seniorCitizens } from "#app/content/programs/senior-citizens.ts";
import { seniorCitizens as teluguSeniorCitizens } from "#app/content/te/programs/senior-citizens.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/senior-citizens";

export const meta = localisedMeta(seniorCitizens, teluguSeniorCitizens, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/senior-citizens"),
  pictures: pagePictures(args, "programs/senior-citizens"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SeniorCitizensPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), seniorCitizens, teluguSeniorCitizens, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
