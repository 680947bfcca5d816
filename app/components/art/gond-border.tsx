import { useId } from "react";
import { cn } from "#app/utils/cn.ts";

/** A decorative band of triangles and dots, like the borders round a Gond painting. */
export function GondBorder({
  className,
  tone = "fill-turmeric-500",
  dot = "fill-forest-950",
}: {
  className?: string;
  tone?: string;
  dot?: string;
}) {
  const id = useId();
  return (
    <svg aria-hidden="true" focusable="false" className={cn("block h-3.5 w-full", className)}>
      <defs>
        <pattern id={id} width="28" height="14" patternUnits="userSpaceOnUse">
          <path d="M0 14L14 1 28 14Z" className={tone} />
          <circle cx="14" cy="9.5" r="2" className={dot} />
        </pattern>
      </defs>
      <rect width="100%" height="14" fill={`url(#${id})`} />
    </svg>
  );
}
