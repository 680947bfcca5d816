import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { drugDeAddiction } from "#app/content/programs/drug-de-addiction.ts";
import { drugDeAddiction as teluguDrugDeAddiction } from "#app/content/te/programs/drug-de-addiction.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/drug-de-addiction";

export const meta = localisedMeta(drugDeAddiction, teluguDrugDeAddiction, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/drug-de-addiction"),
  pictures: pagePictures(args, "programs/drug-de-addiction"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function DrugDeAddictionPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), drugDeAddiction, teluguDrugDeAddiction, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
