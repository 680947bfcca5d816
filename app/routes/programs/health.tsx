import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { health } from "#app/content/programs/health.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(health.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function HealthPage() {
  return <ProgramPage programme={health} />;
}
