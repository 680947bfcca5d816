import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { farmLivelihoods } from "#app/content/programs/farm-livelihoods.ts";
import { farmLivelihoods as teluguFarmLivelihoods } from "#app/content/te/programs/farm-livelihoods.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pagePictures, pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/farm-livelihoods";

export const meta = localisedMeta(farmLivelihoods, teluguFarmLivelihoods, (program) => program.meta);

/** The texts the society published for this page (server/content/texts.ts), in its language, and its photos. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "programs/farm-livelihoods"),
  pictures: pagePictures(args, "programs/farm-livelihoods"),
});

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FarmLivelihoodsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramPage
      program={textsWith(useLanguage(), farmLivelihoods, teluguFarmLivelihoods, loaderData.texts)}
      pictures={loaderData.pictures}
    />
  );
}
