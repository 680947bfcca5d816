import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { seniorCitizens } from "#app/content/programs/senior-citizens.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(seniorCitizens.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SeniorCitizensPage() {
  return <ProgramPage programme={seniorCitizens} />;
}
