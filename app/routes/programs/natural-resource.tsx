import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { naturalResource } from "#app/content/programs/natural-resource.ts";
import { naturalResource as teluguNaturalResource } from "#app/content/te/programs/natural-resource.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/natural-resource";

export const meta = localisedMeta(naturalResource, teluguNaturalResource, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/natural-resource"),
  pictures: pagePictures(args, "programs/natural-resource"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NaturalResourcePage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), naturalResource, teluguNaturalResource, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
