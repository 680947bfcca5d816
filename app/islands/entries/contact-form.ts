import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("contact-form", ContactForm);
