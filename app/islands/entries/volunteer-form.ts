import { VolunteerForm } from "#app/components/forms/volunteer-form.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("volunteer-form", VolunteerForm);
