import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { naturalResource } from "#app/content/programs/natural-resource.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(naturalResource.meta);

export default function NaturalResourcePage() {
  return <ProgramPage programme={naturalResource} />;
}
