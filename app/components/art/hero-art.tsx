import type { HeroArt as HeroArtId } from "#app/content/home.ts";
import { HeroCommunity } from "./hero-community.tsx";
import { HeroFarm } from "./hero-farm.tsx";
import { HeroWater } from "./hero-water.tsx";
import { HeroWomen } from "./hero-women.tsx";

const illustrations = {
  community: HeroCommunity,
  water: HeroWater,
  farm: HeroFarm,
  women: HeroWomen,
} satisfies Record<HeroArtId, unknown>;

/** The illustration of one hero slide; decorative, since the slide's own text says what it shows. */
export function HeroArt({ art, className }: { art: HeroArtId; className?: string }) {
  const Illustration = illustrations[art];
  return <Illustration className={className} />;
}
