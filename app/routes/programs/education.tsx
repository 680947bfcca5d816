import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { education } from "#app/content/programs/education.ts";
import { education as teluguEducation } from "#app/content/te/programs/education.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(education, teluguEducation, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function EducationPage() {
  return <ProgramPage program={useTexts(education, teluguEducation)} />;
}
