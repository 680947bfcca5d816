import { DonationForm } from "#app/components/forms/donation-form.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("donation-form", DonationForm);
