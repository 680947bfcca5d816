import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { seniorCitizens } from "#app/content/programs/senior-citizens.ts";
import { seniorCitizens as teluguSeniorCitizens } from "#app/content/te/programs/senior-citizens.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(seniorCitizens, teluguSeniorCitizens, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SeniorCitizensPage() {
  return <ProgramPage program={useTexts(seniorCitizens, teluguSeniorCitizens)} />;
}
