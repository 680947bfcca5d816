import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { fpos } from "#app/content/programs/fpos.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(fpos.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FposPage() {
  return <ProgramPage programme={fpos} />;
}
