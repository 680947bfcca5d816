import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { nonFarmLivelihoods } from "#app/content/programs/non-farm-livelihoods.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(nonFarmLivelihoods.meta);

export default function NonFarmLivelihoodsPage() {
  return <ProgramPage programme={nonFarmLivelihoods} />;
}
