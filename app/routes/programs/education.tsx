import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { education } from "#app/content/programs/education.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(education.meta);

export default function EducationPage() {
  return <ProgramPage programme={education} />;
}
