import { startIsland } from "../start.ts";

startIsland("impact-stats", () =>
  import("#app/components/home/impact-stats.tsx").then((module) => module.ImpactStats),
);
