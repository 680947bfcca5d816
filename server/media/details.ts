import { z } from "zod";

/*
 * The details staff give an image. Saving is allowed with alt text or consent still missing (a field
 * officer uploads from a phone, the office adds the Telugu later); an image is only ready for a
 * public page once they are there (`readiness`), which the content that uses it checks.
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((value) => value.replace(/\s+/g, " "));

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "1");

export const detailsSchema = z.object({
  altEn: text(250, "The English alt text"),
  altTe: text(250, "The Telugu alt text"),
  caption: text(300, "The caption"),
  credit: text(120, "The credit"),
  decorative: checkbox,
  showsPeople: checkbox,
  peopleAgreed: checkbox,
});

export type MediaDetails = z.output<typeof detailsSchema>;
export type DetailsField = keyof MediaDetails;

export type DetailsCheck =
  { ok: true; details: MediaDetails } | { ok: false; errors: Partial<Record<DetailsField, string>> };

/** The posted details, or a message per field; a missing text field counts as empty. */
export function checkDetails(input: Record<string, unknown>): DetailsCheck {
  const withDefaults = { altEn: "", altTe: "", caption: "", credit: "", ...input };
  const result = detailsSchema.safeParse(withDefaults);
  if (result.success) return { ok: true, details: result.data };
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in detailsSchema.shape && !errors[field as DetailsField])
      errors[field as DetailsField] = issue.message;
  }
  return { ok: false, errors };
}

export type Readiness = "alt" | "consent";

export const readinessLabels: Record<Readiness, string> = {
  alt: "Needs alt text (English and Telugu)",
  consent: "Needs the agreement of the people shown",
};

/** What still keeps an image off public pages; empty when it may be used. */
export function readiness(image: {
  alt_en: string;
  alt_te: string;
  decorative: number;
  shows_people: number;
  people_agreed: number;
}): Readiness[] {
  const missing: Readiness[] = [];
  if (!image.decorative && (!image.alt_en || !image.alt_te)) missing.push("alt");
  if (image.shows_people && !image.people_agreed) missing.push("consent");
  return missing;
}

/**
 * Where the focal point can be put without a pointer: the keyboard's way, as a tap is the pointer's.
 * Each is a position in fractions of the picture's width and height.
 */
export const focalPositions = {
  "top-left": { label: "Top left", x: 0.25, y: 0.25 },
  top: { label: "Top", x: 0.5, y: 0.25 },
  "top-right": { label: "Top right", x: 0.75, y: 0.25 },
  left: { label: "Left", x: 0.25, y: 0.5 },
  centre: { label: "Centre", x: 0.5, y: 0.5 },
  right: { label: "Right", x: 0.75, y: 0.5 },
  "bottom-left": { label: "Bottom left", x: 0.25, y: 0.75 },
  bottom: { label: "Bottom", x: 0.5, y: 0.75 },
  "bottom-right": { label: "Bottom right", x: 0.75, y: 0.75 },
} as const;

/** A chosen position's point, or undefined for anything not in the list. */
export function focalPosition(posted: unknown): { x: number; y: number } | undefined {
  if (typeof posted !== "string" || !Object.hasOwn(focalPositions, posted)) return undefined;
  const { x, y } = focalPositions[posted as keyof typeof focalPositions];
  return { x, y };
}

/**
 * A tap on the picture, as `<input type="image">` posts it, turned into fractions of its size. Enter
 * or Space on the picture posts 0, 0 with no tap at all: that is no point, not the top-left corner.
 */
export function focalPoint(posted: {
  x: unknown;
  y: unknown;
  shownWidth: unknown;
  shownHeight: unknown;
}): { x: number; y: number } | undefined {
  const number = (value: unknown) =>
    typeof value === "string" && /^\d{1,5}(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  const [x, y, width, height] = [
    number(posted.x),
    number(posted.y),
    number(posted.shownWidth),
    number(posted.shownHeight),
  ];
  if (![x, y].every(Number.isFinite) || !(width > 0) || !(height > 0)) return undefined;
  if (x === 0 && y === 0) return undefined;
  const fraction = (value: number, size: number) =>
    Math.round(Math.min(1, Math.max(0, value / size)) * 1000) / 1000;
  return { x: fraction(x, width), y: fraction(y, height) };
}
