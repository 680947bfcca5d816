import { cn } from "#app/utils/cn.ts";
import { type Texture, useTexture } from "./canvas.tsx";

/*
 * Building blocks for the large shapes of the hero drawings, in the manner of Gond painting: a shape
 * in a flat colour, covered with fine parallel lines or dots, and edged with a row of beads. Colours
 * come from the theme through Tailwind's fill-* and stroke-* classes, so the art follows the palette.
 * Figures, birds, fish and the sun come from motifs.tsx, as on every other page.
 */

/**
 * One Gond shape: flat colour, a texture over it and a beaded edge. `tone` is a fill class,
 * `bead` a stroke class for the row of dots along the edge.
 */
export function Motif({
  d,
  tone,
  texture = "lines",
  bead = "stroke-cream",
  outline = "stroke-forest-950",
  transform,
  evenOdd = false,
  weight = 1,
}: {
  d: string;
  tone: string;
  texture?: Texture | null;
  bead?: string | null;
  outline?: string;
  transform?: string;
  /** For a ring or a shape with holes: fill only what an odd number of outlines encloses. */
  evenOdd?: boolean;
  /** Scales the outline and the beads, for a motif drawn small and then enlarged. */
  weight?: number;
}) {
  const textureFill = useTexture(texture ?? "lines");
  return (
    <g transform={transform} fillRule={evenOdd ? "evenodd" : undefined}>
      <path d={d} className={cn(tone, outline)} strokeWidth={5 * weight} strokeLinejoin="round" />
      {texture ? <path d={d} fill={textureFill} /> : null}
      {bead ? (
        <path
          d={d}
          fill="none"
          className={bead}
          strokeWidth={4.5 * weight}
          strokeLinecap="round"
          strokeDasharray={`0 ${11 * weight}`}
        />
      ) : null}
    </g>
  );
}

/** The green hill a hero's scene stands on, its edge beaded in turmeric; `d` is its outline. */
export function HeroHill({ d }: { d: string }) {
  return <Motif d={d} tone="fill-forest-700" texture="lines-light" bead="stroke-turmeric-400" />;
}

/** A coordinate rounded to one decimal, to keep the drawn paths short. */
export function n(value: number) {
  return Math.round(value * 10) / 10;
}

/** A leaf or feather shape of the given length, pointing right from the origin. */
export function leafPath(length: number, width = length * 0.36) {
  const half = width / 2;
  return `M0 0C${n(length * 0.25)} ${n(-half * 1.3)} ${n(length * 0.7)} ${n(-half * 1.2)} ${length} 0C${n(length * 0.7)} ${n(half * 1.2)} ${n(length * 0.25)} ${n(half * 1.3)} 0 0Z`;
}

export function circlePath(x: number, y: number, r: number) {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`;
}

/** A wavy line from x0 to x1 at height y, in waves `wave` units long. */
export function waveLine(x0: number, x1: number, y: number, wave = 60, height = 16) {
  const waves = Math.ceil((x1 - x0) / wave);
  return `M${x0} ${y}q${wave / 2} ${-height} ${wave} 0${` t${wave} 0`.repeat(waves - 1)}`;
}
