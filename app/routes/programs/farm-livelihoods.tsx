import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { farmLivelihoods } from "#app/content/programs/farm-livelihoods.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(farmLivelihoods.meta);

export default function FarmLivelihoodsPage() {
  return <ProgramPage programme={farmLivelihoods} />;
}
