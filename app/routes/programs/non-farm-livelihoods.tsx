import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { nonFarmLivelihoods } from "#app/content/programs/non-farm-livelihoods.ts";
import { nonFarmLivelihoods as teluguNonFarmLivelihoods } from "#app/content/te/programs/non-farm-livelihoods.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(nonFarmLivelihoods, teluguNonFarmLivelihoods, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NonFarmLivelihoodsPage() {
  return <ProgramPage program={useTexts(nonFarmLivelihoods, teluguNonFarmLivelihoods)} />;
}
