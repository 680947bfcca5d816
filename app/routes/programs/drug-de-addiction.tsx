import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { drugDeAddiction } from "#app/content/programs/drug-de-addiction.ts";
import { drugDeAddiction as teluguDrugDeAddiction } from "#app/content/te/programs/drug-de-addiction.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(drugDeAddiction, teluguDrugDeAddiction, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function DrugDeAddictionPage() {
  return <ProgramPage program={useTexts(drugDeAddiction, teluguDrugDeAddiction)} />;
}
