import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { drugDeAddiction } from "#app/content/programs/drug-de-addiction.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(drugDeAddiction.meta);

export default function DrugDeAddictionPage() {
  return <ProgramPage programme={drugDeAddiction} />;
}
