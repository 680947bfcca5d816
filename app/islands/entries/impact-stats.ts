import { ImpactStats } from "#app/components/home/impact-stats.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("impact-stats", ImpactStats);
