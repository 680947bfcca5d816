// Serves both /programs/sports (header link) and /programs/rural-sports (footer link); see app/routes.ts.
import { ProgramPage } from "#app/components/pages/program-page.tsx";
import { ruralSports } from "#app/content/programs/sports.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () => pageMeta(ruralSports.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function SportsPage() {
  return <ProgramPage programme={ruralSports} />;
}
