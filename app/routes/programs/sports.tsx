// Serves both /programs/sports (header link) and /programs/rural-sports (footer link); see app/routes.ts.
import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { ruralSports } from "#app/content/programs/sports.ts";
import { ruralSports as teluguRuralSports } from "#app/content/te/programs/sports.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(ruralSports, teluguRuralSports, (program) => program.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SportsPage() {
  return <ProgramPage program={useTexts(ruralSports, teluguRuralSports)} />;
}
