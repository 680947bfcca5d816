import { leafPath } from "./gond.tsx";

const leaves = [
  { angle: -90, length: 19, tone: "fill-turmeric-400" },
  { angle: -142, length: 16, tone: "fill-cream" },
  { angle: -38, length: 16, tone: "fill-cream" },
  { angle: -178, length: 11, tone: "fill-terracotta-200" },
  { angle: -2, length: 11, tone: "fill-terracotta-200" },
];

/**
 * The society's mark: a Gond tree of life, the mother ("dai") that shelters, in a beaded circle.
 * Decorative unless given a `label`, since it usually sits beside the society's name.
 */
export function LogoMark({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <circle cx="32" cy="32" r="31" className="fill-forest-700" />
      <circle
        cx="32"
        cy="32"
        r="27"
        fill="none"
        className="stroke-turmeric-400"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeDasharray="0 5.65"
      />
      {leaves.map(({ angle, length, tone }) => (
        <path
          key={angle}
          d={leafPath(length, length * 0.42)}
          transform={`translate(32 33) rotate(${angle})`}
          className={`${tone} stroke-forest-900`}
          strokeWidth="1.2"
        />
      ))}
      <path d="M29.5 52C30.5 45 31 39 31.2 33h1.6c.2 6 .7 12 1.7 19z" className="fill-terracotta-200" />
      <path
        d="M17 52.5c5-2.4 10-3.4 15-3.4s10 1 15 3.4"
        fill="none"
        className="stroke-cream"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
