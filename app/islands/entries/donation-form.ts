import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("donation-form", () =>
  import("#app/components/forms/donation-form.tsx").then((module) => module.DonationForm),
);
