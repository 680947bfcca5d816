import { useLayoutEffect, useRef, useState } from "react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { ImpactStatistic } from "#app/content/home.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import { useCountUpProgress } from "./use-count-up.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

/** The band's heading, the first element after the hero on the home page (app/routes/home.tsx). */
export const impactHeadingId = "impact-heading";

export function formatStatistic(value: number, suffix: string) {
  return `${indianFigures(value)}${suffix}`;
}

/**
 * The impact band (requirements 3, 4): the figures count up from 0 once, when the band is 30% visible. The
 * prerendered HTML and visitors who prefer reduced motion get the final figures straight away, so
 * the page never shows zeros to someone whose browser does not run the script. Nor do the figures
 * run backwards: a visitor who has already had the band in view (or scrolled past it) before the
 * script took over keeps the final figures; only a band still below the screen counts up.
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
  const band = useRef<HTMLUListElement>(null);
  const [belowScreenAtStart, setBelowScreenAtStart] = useState(false);
  const reducedMotion = useReducedMotion();
  const animated = belowScreenAtStart && !reducedMotion && typeof IntersectionObserver === "function";
  const progress = useCountUpProgress(band, animated);

  // Decided once, as the script takes over and before the browser paints again.
  useLayoutEffect(() => {
    const top = band.current?.getBoundingClientRect().top;
    if (top !== undefined && top >= window.innerHeight) setBelowScreenAtStart(true);
  }, []);

  return (
    <Section tone="forest" aria-labelledby={impactHeadingId} className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.1] [background-image:radial-gradient(currentColor_1.2px,transparent_1.3px)] [background-size:16px_16px]"
      />
      <div className="relative">
        <SectionHeading id={impactHeadingId} eyebrow={eyebrow} title={title} align="center" onDark />
        <ul ref={band} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {statistics.map((statistic) => (
            <li key={statistic.id} className="flex flex-col items-center text-center">
              <span className="text-4xl font-extrabold tracking-tight text-turmeric-400 tabular-nums sm:text-6xl">
                {formatStatistic(
                  animated ? Math.round(statistic.value * progress) : statistic.value,
                  statistic.suffix,
                )}
              </span>
              <span aria-hidden="true" className="mt-3 flex gap-1.5">
                <span className="size-1.5 rounded-full bg-terracotta-200" />
                <span className="size-1.5 rounded-full bg-turmeric-400" />
                <span className="size-1.5 rounded-full bg-terracotta-200" />
              </span>
              <span className="mt-3 text-base font-semibold text-white/90 sm:text-lg">{statistic.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
