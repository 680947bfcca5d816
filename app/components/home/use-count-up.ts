import { useEffect, useState } from "react";

/** §9: the counters run for about 2000 ms in 16 ms steps, once the band is 30% visible. */
export const countUp = { durationMs: 2000, stepMs: 16, visibleRatio: 0.3 } as const;
const steps = Math.round(countUp.durationMs / countUp.stepMs);

/**
 * How far the count-up has run, from 0 to 1. It starts the first time the element is at least 30%
 * visible and runs once; `enabled` false leaves it at 0 and watches nothing.
 */
export function useCountUpProgress(element: React.RefObject<Element | null>, enabled: boolean) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= countUp.visibleRatio)) return;
        observer.disconnect();
        let done = 0;
        timer = window.setInterval(() => {
          done += 1;
          setStep(done);
          if (done >= steps) window.clearInterval(timer);
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

  return step / steps;
}
