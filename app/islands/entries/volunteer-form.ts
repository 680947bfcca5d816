import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("volunteer-form", () =>
  import("#app/components/forms/volunteer-form.tsx").then((module) => module.VolunteerForm),
);
