import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { ImpactStatistic } from "#app/content/home.ts";
import { formatStatistic, impactFigureAttribute } from "./count-up.ts";

/** The band's heading, the first element after the hero on the home page (app/routes/home.tsx). */
const impactHeadingId = "impact-heading";

/**
 * The impact band (requirements 3, 4), with its final figures. Its island's script counts them up
 * from 0 once, when the band is 30% visible (./count-up.ts); without it the figures stand as they are.
 */
export function ImpactStats({
  statistics,
  eyebrow,
  title,
}: {
  statistics: readonly ImpactStatistic[];
  eyebrow: string;
  title: string;
}) {
  return (
    <Section tone="forest" aria-labelledby={impactHeadingId} className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.1] [background-image:radial-gradient(currentColor_1.2px,transparent_1.3px)] [background-size:16px_16px]"
      />
      <div className="relative">
        <SectionHeading id={impactHeadingId} eyebrow={eyebrow} title={title} align="center" onDark />
        <ul className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {statistics.map((statistic) => (
            <li key={statistic.id} className="flex flex-col items-center text-center">
              {/* The counting figure is for the eye; a screen reader reads the true one, whenever it reads it. */}
              <span
                {...{ [impactFigureAttribute]: "" }}
                aria-hidden="true"
                className="text-4xl font-bold tracking-tight text-turmeric-400 tabular-nums sm:text-6xl"
              >
                {formatStatistic(statistic.value, statistic.suffix)}
              </span>
              <span className="sr-only">{formatStatistic(statistic.value, statistic.suffix)}</span>
              <span aria-hidden="true" className="mt-3 flex gap-1.5">
                <span className="size-1.5 rounded-full bg-terracotta-200" />
                <span className="size-1.5 rounded-full bg-turmeric-400" />
                <span className="size-1.5 rounded-full bg-terracotta-200" />
              </span>
              <span className="mt-3 text-base font-bold text-white/90 sm:text-lg">{statistic.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
