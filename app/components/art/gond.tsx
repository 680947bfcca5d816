import { cn } from "#app/utils/cn.ts";

/*
 * Building blocks for the illustrations, in the manner of Gond painting: a shape in a flat colour,
 * filled with fine parallel lines or dots, and edged with a row of beads. Colours come from the theme
 * through Tailwind's fill-* and stroke-* classes, so the art follows the palette.
 */

export type Texture = "lines" | "lines-light" | "cross" | "dots" | "dots-dark";

/** The fill patterns of one illustration; `id` keeps them apart from another drawing's on the page. */
export function GondPatterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-lines`}
        width="7"
        height="7"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(40)"
      >
        <path d="M0 0v7" strokeWidth="1.8" className="stroke-forest-950/45" />
      </pattern>
      <pattern
        id={`${id}-lines-light`}
        width="7"
        height="7"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(-35)"
      >
        <path d="M0 0v7" strokeWidth="1.5" className="stroke-cream/55" />
      </pattern>
      <pattern
        id={`${id}-cross`}
        width="9"
        height="9"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <path d="M0 0v9M0 0h9" strokeWidth="1.4" className="stroke-forest-950/35" />
      </pattern>
      <pattern id={`${id}-dots`} width="11" height="11" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.7" className="fill-cream/70" />
        <circle cx="8.5" cy="8.5" r="1.7" className="fill-cream/70" />
      </pattern>
      <pattern id={`${id}-dots-dark`} width="10" height="10" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.6" className="fill-forest-950/45" />
        <circle cx="8" cy="8" r="1.6" className="fill-forest-950/45" />
      </pattern>
      <pattern id={`${id}-field`} width="26" height="26" patternUnits="userSpaceOnUse">
        <circle cx="6" cy="6" r="1.3" className="fill-forest-500/35" />
        <circle cx="19" cy="19" r="1.3" className="fill-forest-500/35" />
      </pattern>
    </defs>
  );
}

/**
 * One Gond shape: flat colour, a texture over it and a beaded edge. `tone` is a fill class,
 * `bead` a stroke class for the row of dots along the edge.
 */
export function Motif({
  art,
  d,
  tone,
  texture = "lines",
  bead = "stroke-cream",
  outline = "stroke-forest-950",
  transform,
  evenOdd = false,
  weight = 1,
}: {
  art: string;
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
  return (
    <g transform={transform} fillRule={evenOdd ? "evenodd" : undefined}>
      <path d={d} className={cn(tone, outline)} strokeWidth={5 * weight} strokeLinejoin="round" />
      {texture ? <path d={d} fill={`url(#${art}-${texture})`} /> : null}
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

/** A coordinate rounded to one decimal, to keep the drawn paths short. */
export function n(value: number) {
  return Math.round(value * 10) / 10;
}

/** A leaf or feather shape of the given length, pointing right from the origin. */
export function leafPath(length: number, width = length * 0.36) {
  const half = width / 2;
  return `M0 0C${n(length * 0.25)} ${n(-half * 1.3)} ${n(length * 0.7)} ${n(-half * 1.2)} ${length} 0C${n(length * 0.7)} ${n(half * 1.2)} ${n(length * 0.25)} ${n(half * 1.3)} 0 0Z`;
}

/** A sun: a disc inside a ring of triangular rays. */
export function Sun({ art, x, y, r }: { art: string; x: number; y: number; r: number }) {
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const b = a + Math.PI / 14;
    const c = a - Math.PI / 14;
    const p = (angle: number, radius: number) =>
      `${n(x + Math.cos(angle) * radius)} ${n(y + Math.sin(angle) * radius)}`;
    return `M${p(b, r * 1.12)}L${p(a, r * 1.6)}L${p(c, r * 1.12)}Z`;
  }).join("");
  return (
    <g>
      <path d={rays} className="fill-turmeric-400 stroke-forest-950" strokeWidth="3" strokeLinejoin="round" />
      <Motif
        art={art}
        d={circlePath(x, y, r)}
        tone="fill-turmeric-500"
        texture="dots-dark"
        bead="stroke-terracotta-600"
      />
    </g>
  );
}

export function circlePath(x: number, y: number, r: number) {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`;
}

/**
 * A standing Gond figure, drawn 100 units tall with its feet at the origin and placed by `x`, `y`
 * and `h`. `arms` are the two hands' positions relative to the feet.
 */
export function Figure({
  art,
  x,
  y,
  h,
  tone,
  arms = [
    [-24, -44],
    [24, -44],
  ],
  load,
}: {
  art: string;
  x: number;
  y: number;
  h: number;
  tone: string;
  arms?: readonly (readonly [number, number])[];
  /** Something carried on the head, such as a water pot or a basket, drawn above it. */
  load?: React.ReactNode;
}) {
  const [left, right] = arms;
  // Beads as big on a tall figure as on a short one.
  const weight = Math.round((140 / h) * 100) / 100;
  const limbs = `M-7 -20L-10 0M7 -20L10 0M-4 -68L${left?.[0] ?? -24} ${left?.[1] ?? -44}M4 -68L${right?.[0] ?? 24} ${right?.[1] ?? -44}`;
  return (
    <g transform={`translate(${x} ${y}) scale(${h / 100})`}>
      <path d={limbs} className="stroke-cream" strokeWidth="3.4" strokeLinecap="round" fill="none" />
      <Motif
        art={art}
        d="M0 -76L23 -18Q0 -12 -23 -18Z"
        tone={tone}
        texture="lines"
        bead="stroke-cream"
        weight={weight}
      />
      <path d={circlePath(0, -87, 10)} className="fill-terracotta-200 stroke-cream" strokeWidth="2" />
      <path
        d="M-3.5 -88h.01M3.5 -88h.01"
        className="stroke-forest-950"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      {load}
    </g>
  );
}

/** A Gond bird facing left, its feet at (x, y); `s` scales it and `flip` turns it to face right. */
export function Bird({
  art,
  x,
  y,
  s = 1,
  tone,
  wing = "fill-turmeric-500",
  flip = false,
}: {
  art: string;
  x: number;
  y: number;
  s?: number;
  tone: string;
  wing?: string;
  flip?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <path d="M-6 -18v18M8 -18v18" className="stroke-cream" strokeWidth="3" strokeLinecap="round" />
      {[-28, -6, 16].map((angle) => (
        <Motif
          key={angle}
          art={art}
          d={leafPath(58, 20)}
          tone={wing}
          texture="lines"
          transform={`translate(46 -40) rotate(${angle})`}
        />
      ))}
      <path d="M-38 -54l-22 8 22 4z" className="fill-turmeric-400" />
      <Motif
        art={art}
        d="M-44 -46C-44 -70 -10 -70 4 -56C24 -40 40 -40 56 -40C40 -18 10 -14 -8 -20C-30 -26 -44 -32 -44 -46Z"
        tone={tone}
        texture="dots-dark"
      />
      <Motif
        art={art}
        d={leafPath(46, 22)}
        tone={wing}
        texture="lines"
        transform="translate(-6 -40) rotate(8)"
      />
      <circle cx="-30" cy="-52" r="4" className="fill-forest-950" />
    </g>
  );
}

/** A Gond fish facing left, centred on (x, y), `length` long; `flip` turns it to face right. */
export function Fish({
  art,
  x,
  y,
  length,
  tone,
  fin = "fill-cream",
  flip = false,
}: {
  art: string;
  x: number;
  y: number;
  length: number;
  tone: string;
  fin?: string;
  flip?: boolean;
}) {
  const s = Math.round((length / 220) * 1000) / 1000;
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <Motif art={art} d="M70 0L116 -40Q104 0 116 40Z" tone={fin} texture="lines" />
      <Motif art={art} d="M-100 0C-60 -70 30 -60 80 0C30 60 -60 70 -100 0Z" tone={tone} texture="cross" />
      <path d="M-40 -44C-52 -14 -52 14 -40 44" fill="none" className="stroke-forest-950" strokeWidth="5" />
      <Motif
        art={art}
        d={leafPath(50, 20)}
        tone={fin}
        texture={null}
        transform="translate(-10 30) rotate(150)"
      />
      <circle cx="-66" cy="-8" r="9" className="fill-cream" />
      <circle cx="-66" cy="-8" r="4" className="fill-forest-950" />
    </g>
  );
}

/** The frame every hero illustration shares: a 1440 × 900 canvas that covers its box, anchored right. */
export function HeroCanvas({
  art,
  className,
  children,
}: {
  art: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <GondPatterns id={art} />
      <rect width="1440" height="900" fill={`url(#${art}-field)`} />
      {children}
    </svg>
  );
}

/** A wavy line from x0 to x1 at height y, in waves `wave` units long. */
export function waveLine(x0: number, x1: number, y: number, wave = 60, height = 16) {
  const waves = Math.ceil((x1 - x0) / wave);
  return `M${x0} ${y}q${wave / 2} ${-height} ${wave} 0${` t${wave} 0`.repeat(waves - 1)}`;
}
