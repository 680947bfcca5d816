import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("hero-carousel", () =>
  import("#app/components/home/hero-carousel.tsx").then((module) => module.HeroCarousel),
);
