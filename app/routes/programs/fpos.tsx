import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { fpos } from "#app/content/programs/fpos.ts";
import { fpos as teluguFpos } from "#app/content/te/programs/fpos.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(fpos, teluguFpos, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function FposPage() {
  return <ProgramPage program={useTexts(fpos, teluguFpos)} />;
}
