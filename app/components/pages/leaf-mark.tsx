import { cn } from "#app/utils/cn.ts";

/** A small Gond-style leaf used as a bullet and card ornament. */
export function LeafMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn("size-6 shrink-0", className)}
    >
      <path
        d="M4 20C4 10 10 4 20 4C20 14 14 20 4 20Z"
        className="fill-turmeric-400 stroke-forest-800"
        strokeWidth="1.5"
      />
      <path
        d="M5 19L17 7M9 15V11M13 11H9M13 11V7"
        className="stroke-forest-800"
        strokeWidth="1.2"
        fill="none"
      />
    </svg>
  );
}
