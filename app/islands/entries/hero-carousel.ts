import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("hero-carousel", HeroCarousel);
