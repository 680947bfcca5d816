import type { Banner, FeatureSection, FigureGroup, PageMetaText, Story } from "../page-blocks.ts";
import type { IllustrationId } from "../illustrations.ts";

/** Everything one programme page shows; app/components/pages/program-page.tsx lays it out. */
export type Program = {
  meta: PageMetaText;
  banner: Banner;
  story: Story;
  /** Absent where the specification gives the programme no figures (Rural Sports). */
  impact?: { eyebrow: string; title: string; intro?: string; groups: readonly FigureGroup[] };
  work: FeatureSection & { illustration: IllustrationId };
};
