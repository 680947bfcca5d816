import { startIsland } from "../start.ts";

startIsland("internship-form", () =>
  import("#app/components/forms/internship-form.tsx").then((module) => module.InternshipForm),
);
