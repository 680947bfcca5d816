import { InternshipForm } from "#app/components/forms/internship-form.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("internship-form", InternshipForm);
