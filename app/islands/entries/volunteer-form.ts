import { startIsland } from "../start.ts";

startIsland("volunteer-form", () =>
  import("#app/components/forms/volunteer-form.tsx").then((module) => module.VolunteerForm),
);
