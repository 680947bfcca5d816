import { cn } from "#app/utils/cn.ts";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-2xl border border-line bg-white p-6 shadow-sm shadow-ink/5", className)}
      {...props}
    />
  );
}

/** A statistic tile: a big number and a short label. */
export function StatTile({
  value,
  label,
  className,
}: {
  value: React.ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-line bg-white p-6 text-center shadow-sm shadow-ink/5",
        className,
      )}
    >
      <p className="text-4xl font-bold tracking-tight text-forest-700 tabular-nums">{value}</p>
      <p className="mt-2 text-base text-ink-muted">{label}</p>
    </div>
  );
}
