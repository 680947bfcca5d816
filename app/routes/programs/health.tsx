import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { health } from "#app/content/programs/health.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(health.meta);

export default function HealthPage() {
  return <ProgramPage programme={health} />;
}
