import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { farmLivelihoods } from "#app/content/programs/farm-livelihoods.ts";
import { farmLivelihoods as teluguFarmLivelihoods } from "#app/content/te/programs/farm-livelihoods.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(farmLivelihoods, teluguFarmLivelihoods, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FarmLivelihoodsPage() {
  return <ProgramPage program={useTexts(farmLivelihoods, teluguFarmLivelihoods)} />;
}
