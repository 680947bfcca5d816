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

const PatternPrefix = createContext("art");

/** The `fill` value that paints a shape with one of the canvas's patterns. */
export function usePattern(name: PatternName) {
  return `url(#${use(PatternPrefix)}-${name})`;
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
    </defs>
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
  // useId may contain characters that are awkward inside url(#…); keep letters and digits only.
  const prefix = `art${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn("h-auto w-full", className)}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <PatternDefs prefix={prefix} />
      <PatternPrefix value={prefix}>{children}</PatternPrefix>
    </svg>
  );
}
