import { indianFigures } from "#app/utils/indian-figures.ts";

/** requirements 9: the counters run for about 2000 ms in 16 ms steps, once the band is 30% visible. */
export const countUp = { durationMs: 2000, stepMs: 16, visibleRatio: 0.3 } as const;

/** The attribute on each figure of the impact band, in the order of its statistics. */
export const impactFigureAttribute = "data-impact-figure";

export function formatStatistic(value: number, suffix: string) {
  return `${indianFigures(value)}${suffix}`;
}

/**
 * The impact band's count-up, as the band's script (decision 055): no React, which would cost a
 * slow phone a quarter of a second of script evaluation while the home page loads, for four
 * numbers. The server's HTML holds the final figures, which stay for visitors who prefer reduced
 * motion, whose browser cannot observe visibility, or who already have the band in view (or
 * scrolled past it) when the script runs: figures never run backwards. A band still below the
 * screen shows 0 and counts up once, from the first time it is at least 30% visible.
 */
export function countUpFigures(band: HTMLElement, statistics: readonly { value: number; suffix: string }[]) {
  const figures = [...band.querySelectorAll<HTMLElement>(`[${impactFigureAttribute}]`)];
  const list = figures[0]?.closest("ul");
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  if (!list || typeof IntersectionObserver !== "function" || reducedMotion?.matches) return;
  if (list.getBoundingClientRect().top < window.innerHeight) return;

  const show = (progress: number) => {
    figures.forEach((figure, index) => {
      const statistic = statistics[index];
      if (statistic)
        figure.textContent = formatStatistic(Math.round(statistic.value * progress), statistic.suffix);
    });
  };
  show(0);
  let timer: number | undefined;
  // 30% of the band, or half the screen where the band is taller than the screen (a phone zoomed
  // to 400%), whose 30% may never be in view at once.
  const inView = (entry: IntersectionObserverEntry) =>
    entry.intersectionRatio >= countUp.visibleRatio ||
    entry.intersectionRect.height >= (entry.rootBounds?.height ?? window.innerHeight) / 2;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some(inView)) return;
      observer.disconnect();
      // Progress follows the clock, not the number of ticks, so a busy device that skips ticks
      // still finishes in about 2 s instead of dragging on.
      const start = performance.now();
      timer = window.setInterval(() => {
        const progress = Math.min((performance.now() - start) / countUp.durationMs, 1);
        show(progress);
        if (progress === 1) window.clearInterval(timer);
      }, countUp.stepMs);
    },
    { threshold: [0, 0.1, 0.2, countUp.visibleRatio] },
  );
  observer.observe(list);
  // A visitor who turns on reduced motion meanwhile gets the final figures at once.
  reducedMotion?.addEventListener("change", () => {
    if (!reducedMotion.matches) return;
    observer.disconnect();
    window.clearInterval(timer);
    show(1);
  });
}
