import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { seniorCitizens } from "#app/content/programs/senior-citizens.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(seniorCitizens.meta);

export default function SeniorCitizensPage() {
  return <ProgramPage programme={seniorCitizens} />;
}
