import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { impactStatistics } from "#app/content/home.ts";
import { countUpFigures, formatStatistic } from "./count-up.ts";
import { ImpactStats } from "./impact-stats.tsx";

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /**
   * Reports the observed element as `ratio` visible, as the browser would while scrolling: a band
   * 600 px tall on an 800 px screen, or `bandHeight` tall.
   */
  reveal(ratio: number, bandHeight = 600) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({
      target,
      intersectionRatio: ratio,
      isIntersecting: ratio > 0,
      intersectionRect: { height: ratio * bandHeight },
      rootBounds: { height: 800 },
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function observer() {
  const instance = FakeIntersectionObserver.instances.at(-1);
  if (!instance) throw new Error("The band created no IntersectionObserver");
  return instance;
}

/** The band as the server renders it, and its script run on it (the island's start). */
function renderBand() {
  const rendered = render(
    <ImpactStats statistics={impactStatistics} eyebrow="Our impact" title="Change you can count" />,
  );
  countUpFigures(rendered.container, impactStatistics);
  return rendered;
}

function shownFigures() {
  return screen.getAllByRole("listitem").map((item) => item.firstElementChild?.textContent);
}

function wait(ms: number) {
  vi.advanceTimersByTime(ms);
}

/** Where the band's top is when the script takes over, in px from the top of the screen. */
function bandTopAt(top: number) {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

beforeEach(() => {
  vi.useFakeTimers();
  bandTopAt(window.innerHeight + 400);
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("impact statistics band", () => {
  it("shows the four statistics of the specification with their labels", () => {
    renderBand();
    for (const label of ["Farmers Supported", "Women Empowered", "Children Educated", "Villages Reached"]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("stays at 0 until at least 30% of the band is visible", () => {
    renderBand();
    expect(observer().options?.threshold).toContain(0.3);
    expect(shownFigures()).toEqual(["0+", "0+", "0+", "0"]);
    observer().reveal(0.29);
    wait(3000);
    expect(shownFigures()).toEqual(["0+", "0+", "0+", "0"]);
  });

  it("counts up in 16 ms steps to the final values over about 2000 ms", () => {
    renderBand();
    observer().reveal(0.3);
    wait(15);
    expect(shownFigures()).toEqual(["0+", "0+", "0+", "0"]);
    wait(1);
    expect(shownFigures()).toEqual(["8+", "24+", "5+", "1"]);
    wait(984);
    expect(shownFigures()).toEqual(["496+", "1,488+", "298+", "35"]);
    wait(1000);
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
  });

  it("counts once half the screen shows a band too tall to be 30% in view (a phone zoomed to 400%)", () => {
    renderBand();
    observer().reveal(0.2, 2400);
    wait(2500);
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
  });

  it("gives a screen reader the final figures while the eye sees them count", () => {
    renderBand();
    const figures = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(figures[0]).toContain("1,000+");
    expect(screen.getAllByRole("listitem")[0]?.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("counts only once", () => {
    renderBand();
    observer().reveal(0.5);
    wait(2500);
    expect(observer().disconnected).toBe(true);
    observer().reveal(1);
    wait(100);
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it("never runs backwards: a band already in view or scrolled past keeps the final figures", () => {
    for (const top of [window.innerHeight - 50, -900]) {
      bandTopAt(top);
      const { unmount } = renderBand();
      expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      unmount();
    }
  });

  it("shows the final values at once to visitors who prefer reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderBand();
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("shows the final values at once when a visitor turns on reduced motion while the figures count", () => {
    const reducedMotion = new (class extends EventTarget {
      matches = false;
    })();
    vi.stubGlobal("matchMedia", () => reducedMotion);
    renderBand();
    observer().reveal(1);
    wait(500);
    expect(shownFigures()).not.toEqual(["1,000+", "3,000+", "600+", "70"]);
    reducedMotion.matches = true;
    reducedMotion.dispatchEvent(new Event("change"));
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
    wait(100);
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
  });

  it("shows the final figures, and counts nothing, where the browser cannot observe visibility", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderBand();
    wait(3000);
    expect(shownFigures()).toEqual(["1,000+", "3,000+", "600+", "70"]);
  });
});

describe("formatStatistic", () => {
  it("groups thousands the Indian way and appends the suffix", () => {
    expect(formatStatistic(3000, "+")).toBe("3,000+");
    expect(formatStatistic(70, "")).toBe("70");
    expect(formatStatistic(150000, "+")).toBe("1,50,000+");
  });
});
