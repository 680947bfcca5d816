import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("contact-form", () =>
  import("#app/components/forms/contact-form.tsx").then((module) => module.ContactForm),
);
