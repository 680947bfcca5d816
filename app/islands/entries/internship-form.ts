import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("internship-form", () =>
  import("#app/components/forms/internship-form.tsx").then((module) => module.InternshipForm),
);
