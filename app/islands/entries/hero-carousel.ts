import { startIsland } from "../start.ts";

startIsland("hero-carousel", () =>
  import("#app/components/home/hero-carousel.tsx").then((module) => module.HeroCarousel),
);
