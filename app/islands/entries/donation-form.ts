import { startIsland } from "../start.ts";

startIsland("donation-form", () =>
  import("#app/components/forms/donation-form.tsx").then((module) => module.DonationForm),
);
