import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { drugDeAddiction } from "#app/content/programs/drug-de-addiction.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(drugDeAddiction.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function DrugDeAddictionPage() {
  return <ProgramPage programme={drugDeAddiction} />;
}
