import { cn } from "#app/utils/cn.ts";

/**
 * Letters in a round Gond-style seal: a beaded ring around a coloured disc. Used for team
 * members without a photo, partners without a logo and credential badges.
 */
export function MonogramBadge({
  letters,
  tone = "forest",
  className,
}: {
  letters: string;
  tone?: "forest" | "terracotta" | "turmeric";
  className?: string;
}) {
  const disc = {
    forest: "fill-forest-700",
    terracotta: "fill-terracotta-700",
    turmeric: "fill-turmeric-500",
  }[tone];
  const ink = tone === "turmeric" ? "fill-ink" : "fill-white";
  const ring = tone === "turmeric" ? "stroke-forest-800" : "stroke-turmeric-400";
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn("size-16 shrink-0", className)}
    >
      <circle cx="32" cy="32" r="31" className={disc} />
      <circle
        cx="32"
        cy="32"
        r="27"
        fill="none"
        className={ring}
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeDasharray="0 5.65"
      />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        className={cn("font-sans font-bold", ink)}
        fontSize={letters.length > 2 ? 16 : 21}
        letterSpacing="0.5"
      >
        {letters}
      </text>
    </svg>
  );
}
