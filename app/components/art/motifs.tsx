import { type PatternName, usePattern } from "./canvas.tsx";

/*
 * The motifs of the Gond-inspired drawings. Each is drawn around its own origin (the middle of its
 * base) and placed with x, y and a scale, so a scene is a short list of motifs.
 */

type Placement = { x: number; y: number; s?: number; flip?: boolean };

function Place({ x, y, s = 1, flip = false, children }: Placement & { children: React.ReactNode }) {
  // Round ends and corners here too, for the hero's canvas, which does not set them for the whole drawing.
  return (
    <g
      transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </g>
  );
}

const outline = { className: "stroke-ink", strokeWidth: 1.6 } as const;

/** A patterned shape with a dark outline; `beads` adds the row of light dots of Gond painting. */
export function Shape({ d, fill, beads = false }: { d: string; fill: PatternName; beads?: boolean }) {
  const paint = usePattern(fill);
  return (
    <>
      <path d={d} fill={paint} {...outline} />
      {beads ? (
        <path d={d} fill="none" className="stroke-cream" strokeWidth="2.2" strokeDasharray="0 5" />
      ) : null}
    </>
  );
}

const leafPath = "M0 0C13-10 14-32 0-48C-14-32-13-10 0 0Z";

/** A pointed leaf with its midrib, pointing up from its stalk. */
export function Leaf({
  angle = 0,
  fill = "leaf",
  length = 1,
}: {
  angle?: number;
  fill?: PatternName;
  length?: number;
}) {
  return (
    <g transform={`rotate(${angle}) scale(${length})`}>
      <Shape d={leafPath} fill={fill} beads />
      <path d="M0-4V-40" className="stroke-ink" strokeWidth="1.2" fill="none" />
    </g>
  );
}

/** The fan-shaped tree of Gond painting: a striped trunk opening into a crown of leaves. */
export function Tree({ crown = "leaf", ...place }: Placement & { crown?: PatternName }) {
  const angles = [-80, -54, -27, 0, 27, 54, 80];
  const fills: readonly PatternName[] = [crown, "sun", "earth", crown, "earth", "sun", crown];
  return (
    <Place {...place}>
      <Shape d="M-10 0C-6-30-7-58-4-82H4C7-58 6-30 10 0Z" fill="bark" beads />
      <g transform="translate(0 -84)">
        {angles.map((angle, index) => (
          <Leaf key={angle} angle={angle} length={1.25} fill={fills[index] ?? crown} />
        ))}
        <circle r="9" fill={usePattern("sun")} {...outline} />
      </g>
    </Place>
  );
}

/** A young plant: a stem and two to four leaves. */
export function Sapling({ leaves = 2, ...place }: Placement & { leaves?: 2 | 4 }) {
  return (
    <Place {...place}>
      <path d="M0 0V-26" className="stroke-forest-800" strokeWidth="2.4" fill="none" />
      <g transform="translate(0 -26)">
        <Leaf angle={-55} length={0.42} />
        <Leaf angle={55} length={0.42} fill="moss" />
      </g>
      {leaves === 4 ? (
        <g transform="translate(0 -12)">
          <Leaf angle={-70} length={0.34} fill="moss" />
          <Leaf angle={70} length={0.34} />
        </g>
      ) : null}
    </Place>
  );
}

const arms = {
  down: "M-6-60L-15-34M6-60L15-34",
  up: "M-6-62L-20-90M6-62L20-90",
  out: "M-6-60L-30-52M6-60L30-52",
  hold: "M-6-60L-16-44L0-40M6-60L16-44L2-40",
  reach: "M-6-60L-15-34M6-60L34-70",
  carry: "M-6-62L-10-88M6-60L15-34",
} as const;

/**
 * A person: round head, a patterned garment, arms in one of a few poses; `limbs` is the stroke class
 * of arms and legs (light on a dark ground), `load` something carried on the head, drawn above it.
 */
export function Figure({
  dress = "earth",
  pose = "down",
  size = 1,
  limbs = "stroke-terracotta-700",
  load,
  ...place
}: Placement & {
  dress?: PatternName;
  pose?: keyof typeof arms;
  size?: number;
  limbs?: string;
  load?: React.ReactNode;
}) {
  return (
    <Place {...place} s={(place.s ?? 1) * size}>
      <path d="M-7-12L-8 0M7-12L8 0" className={limbs} strokeWidth="4" fill="none" />
      <path d={arms[pose]} className={limbs} strokeWidth="4" fill="none" />
      <Shape d="M-7-66H7L19-10H-19Z" fill={dress} beads />
      <circle cy="-77" r="9" className="fill-terracotta-700 stroke-ink" strokeWidth="1.6" />
      <circle cx="-6" cy="-84" r="4.5" className="fill-ink" />
      {load}
    </Place>
  );
}

/** A bird in the manner of the Gond peacock, with a three-feather tail. */
export function Bird({ body = "sun", ...place }: Placement & { body?: PatternName }) {
  return (
    <Place {...place}>
      <path d="M-2 0V8M4 0V8" className="stroke-ink" strokeWidth="1.6" />
      <g transform="translate(-12 -8)">
        <Leaf angle={-110} length={0.6} fill="leaf" />
        <Leaf angle={-85} length={0.7} fill="gold" />
        <Leaf angle={-60} length={0.6} fill="leaf" />
      </g>
      <Shape d="M-16-8C-14-22 8-24 14-10C12 2-12 4-16-8Z" fill={body} beads />
      <Shape d="M10-14C10-24 22-28 24-18L32-16L23-12C20-6 12-8 10-14Z" fill={body} />
      <circle cx="19" cy="-19" r="1.8" className="fill-ink" />
    </Place>
  );
}

/** A fish, its body striped like a scale pattern. */
export function Fish({ body = "gold", ...place }: Placement & { body?: PatternName }) {
  return (
    <Place {...place}>
      <Shape d="M-22 0L-34-11V11Z" fill="earth" />
      <Shape d="M-24 0C-12-15 12-15 24 0C12 15-12 15-24 0Z" fill={body} beads />
      <circle cx="14" cy="-2" r="2" className="fill-ink" />
    </Place>
  );
}

/** A cow with curved horns, patterned in dots. */
export function Cow(place: Placement) {
  return (
    <Place {...place}>
      <path
        d="M-30-20V0M-18-20V0M14-20V0M24-20V0M-38-40C-46-34-46-24-44-16"
        className="stroke-ink"
        strokeWidth="3.2"
        fill="none"
      />
      <Shape d="M-40-44C-40-58 30-58 32-44C34-30 30-18 20-18H-30C-40-18-42-30-40-44Z" fill="cloth" beads />
      <Shape d="M26-50L46-62L54-46L40-36Z" fill="cloth" />
      <path
        d="M44-60C40-72 48-76 52-72M48-58C52-68 60-66 60-60"
        className="stroke-ink"
        strokeWidth="2.4"
        fill="none"
      />
      <circle cx="46" cy="-52" r="1.8" className="fill-ink" />
    </Place>
  );
}

/** A sun with triangular rays. */
export function Sun({ r = 22, ...place }: Placement & { r?: number }) {
  const rays = Array.from({ length: 12 }, (_, index) => index * 30);
  return (
    <Place {...place}>
      {rays.map((angle) => (
        <path
          key={angle}
          d={`M-4 ${-r - 2}L0 ${-r - 13}L4 ${-r - 2}Z`}
          transform={`rotate(${angle})`}
          className="fill-turmeric-500 stroke-ink"
          strokeWidth="1.2"
        />
      ))}
      <circle r={r} fill={usePattern("sun")} {...outline} />
    </Place>
  );
}

/** Ripples of water: rows of short waves. */
export function Waves({ rows = 3, width = 120, ...place }: Placement & { rows?: number; width?: number }) {
  const wave = `M0 0${" q7.5-6 15 0 t15 0".repeat(Math.round(width / 30))}`;
  return (
    <Place {...place}>
      {Array.from({ length: rows }, (_, row) => (
        <path
          key={row}
          d={wave}
          transform={`translate(${(row % 2) * 8 - width / 2} ${row * 10})`}
          className="stroke-forest-600"
          strokeWidth="2"
          fill="none"
        />
      ))}
    </Place>
  );
}

/** An open book. */
export function Book({ cover = "sun", ...place }: Placement & { cover?: PatternName }) {
  return (
    <Place {...place}>
      <Shape d="M0-4C-10-12-24-12-34-6V-34C-24-40-10-40 0-32Z" fill={cover} />
      <Shape d="M0-4C10-12 24-12 34-6V-34C24-40 10-40 0-32Z" fill={cover} />
    </Place>
  );
}

/** A village hut with a patterned thatch roof. */
export function Hut({ wall = "cloth", ...place }: Placement & { wall?: PatternName }) {
  return (
    <Place {...place}>
      <Shape d="M-26 0V-32H26V0Z" fill={wall} />
      <Shape d="M-34-30L0-58L34-30Z" fill="gold" />
      <path d="M-6 0V-18H6V0" className="fill-terracotta-700 stroke-ink" strokeWidth="1.6" />
    </Place>
  );
}

/** A clay pot. */
export function Pot({ fill = "earth", ...place }: Placement & { fill?: PatternName }) {
  return (
    <Place {...place}>
      <Shape d="M-14-40H14L12-34C30-28 30-4 14 0H-14C-30-4-30-28-12-34Z" fill={fill} beads />
    </Place>
  );
}

/** A patterned ground strip along the bottom of a scene. */
export function Ground({ y = 262, fill = "earth" }: { y?: number; fill?: PatternName }) {
  return (
    <Shape
      d={`M8 ${y + 6}C90 ${y - 10} 160 ${y + 4} 220 ${y - 2}S340 ${y - 8} 392 ${y + 4}V${y + 22}H8Z`}
      fill={fill}
    />
  );
}

/** Rolling hills behind a scene. */
export function Hills({ y = 230 }: { y?: number }) {
  return (
    <>
      <Shape d={`M20 ${y}C70 ${y - 70} 150 ${y - 70} 210 ${y}Z`} fill="moss" />
      <Shape d={`M170 ${y}C230 ${y - 90} 320 ${y - 90} 380 ${y}Z`} fill="leaf" />
    </>
  );
}

/** A round ball. */
export function Ball(place: Placement) {
  return (
    <Place {...place}>
      <circle r="11" fill={usePattern("sun")} {...outline} />
      <path d="M-11 0H11M0-11C6-4 6 4 0 11" className="stroke-ink" strokeWidth="1.2" fill="none" />
    </Place>
  );
}

/** A small four-rotor drone. */
export function Drone(place: Placement) {
  return (
    <Place {...place}>
      <path d="M-26-10H26M-18-10V-4M18-10V-4" className="stroke-ink" strokeWidth="2" />
      <path d="M-36-12H-16M16-12H36" className="stroke-ink" strokeWidth="2.4" />
      <Shape d="M-12-8H12L8 4H-8Z" fill="deep" />
    </Place>
  );
}

/** A folded letter. */
export function Letter(place: Placement) {
  return (
    <Place {...place}>
      <Shape d="M-22-30H22V0H-22Z" fill="field" />
      <path d="M-22-30L0-12L22-30" className="stroke-ink" strokeWidth="1.6" fill="none" />
    </Place>
  );
}

/** A length of handloom cloth with woven stripes. */
export function Cloth(place: Placement) {
  return (
    <Place {...place}>
      <Shape d="M-30-60H30V0H-30Z" fill="gold" />
      <path d="M-30-44H30M-30-16H30" className="stroke-terracotta-700" strokeWidth="4" />
      <path d="M-24-30h48" className="stroke-forest-700" strokeWidth="2" strokeDasharray="4 4" />
    </Place>
  );
}

/** A soft disc behind a scene, so every drawing sits on the same light ground. */
export function Backdrop({ cx = 200, cy = 150, r = 138 }: { cx?: number; cy?: number; r?: number }) {
  return <circle cx={cx} cy={cy} r={r} className="fill-sand" />;
}

/** A low beaded mound for a scene set on a dark ground, where a strip of earth would be too heavy. */
export function Mound({
  y = 262,
  width = 300,
  fill = "leaf",
}: {
  y?: number;
  width?: number;
  fill?: PatternName;
}) {
  return (
    <Shape d={`M0 ${y}C${width * 0.2} ${y - 34} ${width * 0.8} ${y - 34} ${width} ${y}Z`} fill={fill} beads />
  );
}
