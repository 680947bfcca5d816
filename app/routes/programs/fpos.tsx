import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { fpos } from "#app/content/programs/fpos.ts";
import { fpos as teluguFpos } from "#app/content/te/programs/fpos.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/fpos";

export const meta = localisedMeta(fpos, teluguFpos, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/fpos"),
  pictures: pagePictures(args, "programs/fpos"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FposPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), fpos, teluguFpos, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
