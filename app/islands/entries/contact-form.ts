import { startIsland } from "../start.ts";

startIsland("contact-form", () =>
  import("#app/components/forms/contact-form.tsx").then((module) => module.ContactForm),
);
