import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { health } from "#app/content/programs/health.ts";
import { health as teluguHealth } from "#app/content/te/programs/health.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(health, teluguHealth, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function HealthPage() {
  return <ProgramPage program={useTexts(health, teluguHealth)} />;
}
