import { useEffect, useState } from "react";

/** requirements 9: the counters run for about 2000 ms in 16 ms steps, once the band is 30% visible. */
export const countUp = { durationMs: 2000, stepMs: 16, visibleRatio: 0.3 } as const;

/**
 * How far the count-up has run, from 0 to 1. It starts the first time the element is at least 30%
 * visible and runs once; `enabled` false leaves it at 0 and watches nothing.
 */
export function useCountUpProgress(element: React.RefObject<Element | null>, enabled: boolean) {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= countUp.visibleRatio)) return;
        observer.disconnect();
        // Progress follows the clock, not the number of ticks, so a busy device that skips ticks
        // still finishes in about 2 s instead of dragging on.
        const start = performance.now();
        timer = window.setInterval(() => {
          const elapsed = Math.min((performance.now() - start) / countUp.durationMs, 1);
          setProgress(elapsed);
          if (elapsed === 1) window.clearInterval(timer);
        }, countUp.stepMs);
      },
      { threshold: countUp.visibleRatio },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [element, enabled]);

  return progress;
}
