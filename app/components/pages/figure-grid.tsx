import { StatTile } from "#app/components/ui/card.tsx";
import type { ImpactFigure } from "#app/content/page-blocks.ts";
import { cn } from "#app/utils/cn.ts";

// Few figures sit in a narrower grid, so that two or three tiles do not stretch across the page.
const columns: Record<number, string> = {
  1: "max-w-xs grid-cols-1",
  2: "max-w-2xl",
  3: "max-w-5xl sm:grid-cols-3",
};

/**
 * A grid of statistic tiles, as a list so that each figure stays with its label. Two columns even
 * on a phone keep a long list of figures short; an odd last tile takes the full width there.
 */
export function FigureGrid({ figures, className }: { figures: readonly ImpactFigure[]; className?: string }) {
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-5 max-sm:[&>li:last-child:nth-child(odd)]:col-span-2",
        columns[figures.length] ?? "lg:grid-cols-4",
        className,
      )}
    >
      {figures.map((figure) => (
        <li key={`${figure.value} ${figure.label}`}>
          <StatTile
            value={figure.value}
            label={figure.label}
            className="h-full px-3 py-5 sm:p-6 [&>p:first-child]:text-3xl sm:[&>p:first-child]:text-4xl"
          />
        </li>
      ))}
    </ul>
  );
}
