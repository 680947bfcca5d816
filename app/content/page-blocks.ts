import type { IllustrationId } from "./illustrations.ts";

/*
 * The building blocks the information pages share. Content modules fill them with the society's
 * words and figures; components under app/components/pages/ lay them out.
 */

export type PageMetaText = { title: string; description: string };

export type Banner = { eyebrow: string; title: string; intro: string };

/** A number from the specification with the few words that say what it counts. */
export type ImpactFigure = { value: string; label: string };

export type FigureGroup = { title: string; intro?: string; figures: readonly ImpactFigure[] };

/** `context` is read to screen readers and search engines after a generic label such as "Learn More". */
export type Link = { label: string; to: string; context?: string };

/** A short titled point: a card in a grid or an item in a list. */
export type Feature = { title: string; text: string; link?: Link };

/** A passage of prose beside an illustration. */
export type Story = {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  illustration: IllustrationId;
};

export type FeatureSection = {
  eyebrow: string;
  title: string;
  intro?: string;
  items: readonly Feature[];
};
