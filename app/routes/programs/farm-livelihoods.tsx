import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { farmLivelihoods } from "#app/content/programs/farm-livelihoods.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(farmLivelihoods.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FarmLivelihoodsPage() {
  return <ProgramPage programme={farmLivelihoods} />;
}
