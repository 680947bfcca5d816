import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { fpos } from "#app/content/programs/fpos.ts";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () => pageMeta(fpos.meta);

export default function FposPage() {
  return <ProgramPage programme={fpos} />;
}
