import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { naturalResource } from "#app/content/programs/natural-resource.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(naturalResource.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NaturalResourcePage() {
  return <ProgramPage programme={naturalResource} />;
}
