import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { education } from "#app/content/programs/education.ts";
import { education as teluguEducation } from "#app/content/te/programs/education.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/education";

export const meta = localisedMeta(education, teluguEducation, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/education"),
  pictures: pagePictures(args, "programs/education"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function EducationPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), education, teluguEducation, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
