import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("impact-stats", () =>
  import("#app/components/home/impact-stats.tsx").then((module) => module.ImpactStats),
);
