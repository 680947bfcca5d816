import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { education } from "#app/content/programs/education.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(education.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function EducationPage() {
  return <ProgramPage programme={education} />;
}
