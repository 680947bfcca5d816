import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { naturalResource } from "#app/content/programs/natural-resource.ts";
import { naturalResource as teluguNaturalResource } from "#app/content/te/programs/natural-resource.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(naturalResource, teluguNaturalResource, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function NaturalResourcePage() {
  return <ProgramPage program={useTexts(naturalResource, teluguNaturalResource)} />;
}
