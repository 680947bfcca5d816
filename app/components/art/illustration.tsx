import type { IllustrationId } from "#app/content/illustrations.ts";
import {
  CollectiveScene,
  DairyScene,
  ForestScene,
  HarvestScene,
  SaplingsScene,
  VillageScene,
  WaterScene,
} from "./scenes-land.tsx";
import {
  CareScene,
  CircleScene,
  CraftScene,
  EldersScene,
  GivingScene,
  LearningScene,
  LetterScene,
  MentorScene,
  PartnersScene,
  SportScene,
} from "./scenes-people.tsx";

const scenes = {
  forest: ForestScene,
  saplings: SaplingsScene,
  water: WaterScene,
  learning: LearningScene,
  dairy: DairyScene,
  harvest: HarvestScene,
  craft: CraftScene,
  care: CareScene,
  sport: SportScene,
  collective: CollectiveScene,
  circle: CircleScene,
  elders: EldersScene,
  partners: PartnersScene,
  giving: GivingScene,
  letter: LetterScene,
  mentor: MentorScene,
  village: VillageScene,
} satisfies Record<IllustrationId, () => React.ReactNode>;

/** Draws the illustration a content module names by id. */
export function Illustration({ id, className }: { id: IllustrationId; className?: string }) {
  const Scene = scenes[id];
  return (
    <div className={className}>
      <Scene />
    </div>
  );
}
