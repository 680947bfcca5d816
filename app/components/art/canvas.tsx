import { createContext, use, useId } from "react";
import { cn } from "#app/utils/cn.ts";

/**
 * The fills of the Gond-inspired art: a ground colour covered in dots or fine parallel lines.
 * Each canvas defines them once under its own id prefix, so several drawings can share a page.
 */
const patterns = {
  leaf: { ground: "fill-forest-600", mark: "stroke-forest-200", kind: "lines", angle: 45 },
  moss: { ground: "fill-forest-500", mark: "fill-turmeric-200", kind: "dots", angle: 0 },
  deep: { ground: "fill-forest-800", mark: "fill-turmeric-400", kind: "dots", angle: 0 },
  earth: { ground: "fill-terracotta-600", mark: "fill-cream", kind: "dots", angle: 0 },
  bark: { ground: "fill-terracotta-700", mark: "stroke-turmeric-200", kind: "lines", angle: 90 },
  sun: { ground: "fill-turmeric-500", mark: "fill-terracotta-700", kind: "dots", angle: 0 },
  gold: { ground: "fill-turmeric-400", mark: "stroke-terracotta-600", kind: "lines", angle: -45 },
  water: { ground: "fill-forest-200", mark: "stroke-forest-600", kind: "lines", angle: 0 },
  cloth: { ground: "fill-terracotta-200", mark: "fill-terracotta-700", kind: "dots", angle: 0 },
  field: { ground: "fill-turmeric-100", mark: "fill-turmeric-600", kind: "dots", angle: 0 },
} as const;

export type PatternName = keyof typeof patterns;

/** Textures laid over a flat colour by the large shapes of the hero drawings (see Motif in gond.tsx). */
export type Texture = "lines" | "lines-light" | "cross" | "dots" | "dots-dark";

const PatternPrefix = createContext("art");

/** The `fill` value that paints a shape with one of the canvas's patterns. */
export function usePattern(name: PatternName) {
  return `url(#${use(PatternPrefix)}-${name})`;
}

/** The `fill` value that lays one of the canvas's textures over a shape. */
export function useTexture(name: Texture | "field") {
  return `url(#${use(PatternPrefix)}-texture-${name})`;
}

function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {Object.entries(patterns).map(([name, { ground, mark, kind, angle }]) => (
        <pattern
          key={name}
          id={`${prefix}-${name}`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform={angle ? `rotate(${angle})` : undefined}
        >
          <rect width="6" height="6" className={ground} />
          {kind === "dots" ? (
            <circle cx="3" cy="3" r="1.1" className={mark} />
          ) : (
            <path d="M0 3h6" strokeWidth="1.2" className={mark} />
          )}
        </pattern>
      ))}
      <TextureDefs prefix={`${prefix}-texture`} />
    </defs>
  );
}

const textures: Record<Texture | "field", { size: number; angle?: number; marks: React.ReactNode }> = {
  lines: {
    size: 7,
    angle: 40,
    marks: <path d="M0 0v7" strokeWidth="1.8" className="stroke-forest-950/45" />,
  },
  "lines-light": {
    size: 7,
    angle: -35,
    marks: <path d="M0 0v7" strokeWidth="1.5" className="stroke-cream/55" />,
  },
  cross: {
    size: 9,
    angle: 45,
    marks: <path d="M0 0v9M0 0h9" strokeWidth="1.4" className="stroke-forest-950/35" />,
  },
  dots: { size: 11, marks: <TwoDots at={[3, 8.5]} r={1.7} className="fill-cream/70" /> },
  "dots-dark": { size: 10, marks: <TwoDots at={[3, 8]} r={1.6} className="fill-forest-950/45" /> },
  // The faint dots of the hero's background.
  field: { size: 26, marks: <TwoDots at={[6, 19]} r={1.3} className="fill-forest-500/35" /> },
};

function TwoDots({
  at: [first, second],
  r,
  className,
}: {
  at: [number, number];
  r: number;
  className: string;
}) {
  return (
    <>
      <circle cx={first} cy={first} r={r} className={className} />
      <circle cx={second} cy={second} r={r} className={className} />
    </>
  );
}

function TextureDefs({ prefix }: { prefix: string }) {
  return Object.entries(textures).map(([name, { size, angle, marks }]) => (
    <pattern
      key={name}
      id={`${prefix}-${name}`}
      width={size}
      height={size}
      patternUnits="userSpaceOnUse"
      patternTransform={angle ? `rotate(${angle})` : undefined}
    >
      {marks}
    </pattern>
  ));
}

/** The patterns under a prefix of this drawing's own, for the shapes inside it. */
function Paints({ children }: { children: React.ReactNode }) {
  // useId may contain characters that are awkward inside url(#…); keep letters and digits only.
  const prefix = `art${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <>
      <PatternDefs prefix={prefix} />
      <PatternPrefix value={prefix}>{children}</PatternPrefix>
    </>
  );
}

/** A decorative drawing: hidden from assistive technology, scaled to its box. */
export function ArtCanvas({
  viewBox = "0 0 400 300",
  className,
  children,
}: {
  viewBox?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn("h-auto w-full", className)}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <Paints>{children}</Paints>
    </svg>
  );
}

/** The frame every hero illustration shares: a 1440 × 900 canvas that covers its box, anchored right. */
export function HeroCanvas({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <Paints>
        <HeroField />
        {children}
      </Paints>
    </svg>
  );
}

function HeroField() {
  return <rect width="1440" height="900" fill={useTexture("field")} />;
}
