import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { nonFarmLivelihoods } from "#app/content/programs/non-farm-livelihoods.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(nonFarmLivelihoods.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NonFarmLivelihoodsPage() {
  return <ProgramPage programme={nonFarmLivelihoods} />;
}
