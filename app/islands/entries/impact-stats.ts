import { countUpFigures } from "#app/components/home/count-up.ts";
import type { ImpactStatistic } from "#app/content/home.ts";
import { enhanceIsland } from "../start.ts";

enhanceIsland<{ statistics: readonly ImpactStatistic[] }>("impact-stats", (element, { statistics }) =>
  countUpFigures(element, statistics),
);
