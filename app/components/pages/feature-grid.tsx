import { Link } from "react-router";
import { LeafMark } from "#app/components/pages/leaf-mark.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { Feature } from "#app/content/page-blocks.ts";
import { cn } from "#app/utils/cn.ts";

/**
 * Short titled points as a grid of cards. `pairs` keeps two columns on wide screens too, and lets
 * an odd last card take the whole row rather than leave a hole.
 */
export function FeatureGrid({
  items,
  pairs = false,
  className,
}: {
  items: readonly Feature[];
  pairs?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "grid gap-5 sm:grid-cols-2",
        pairs ? "sm:[&>li:last-child:nth-child(odd)]:col-span-2" : items.length === 3 && "lg:grid-cols-3",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.title}>
          <Card className="flex h-full flex-col gap-3">
            <LeafMark />
            <h3 className="text-xl font-bold text-forest-800">{item.title}</h3>
            <p className="text-ink-muted">{item.text}</p>
            {item.link ? (
              <Link
                to={item.link.to}
                className="mt-auto pt-1 font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900"
              >
                {item.link.label}
              </Link>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
