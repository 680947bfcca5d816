import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { nonFarmLivelihoods } from "#app/content/programs/non-farm-livelihoods.ts";
import { nonFarmLivelihoods as teluguNonFarmLivelihoods } from "#app/content/te/programs/non-farm-livelihoods.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/non-farm-livelihoods";

export const meta = localisedMeta(nonFarmLivelihoods, teluguNonFarmLivelihoods, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/non-farm-livelihoods"),
  pictures: pagePictures(args, "programs/non-farm-livelihoods"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NonFarmLivelihoodsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), nonFarmLivelihoods, teluguNonFarmLivelihoods, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
