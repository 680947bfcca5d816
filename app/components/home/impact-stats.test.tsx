import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { impactStatistics } from "#app/content/home.ts";
import { ImpactStats, formatStatistic } from "./impact-stats.tsx";

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
  /** Reports the observed element as `ratio` visible, as the browser would while scrolling. */
  reveal(ratio: number) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({
      target,
      intersectionRatio: ratio,
      isIntersecting: ratio > 0,
    }));
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

function observer() {
  const instance = FakeIntersectionObserver.instances.at(-1);
  if (!instance) throw new Error("The band created no IntersectionObserver");
  return instance;
}

function renderBand() {
  render(<ImpactStats statistics={impactStatistics} eyebrow="Our impact" title="Change you can count" />);
}

function shownFigures() {
  return screen.getAllByRole("listitem").map((item) => item.firstElementChild?.textContent);
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
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
    expect(observer().options?.threshold).toBe(0.3);
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
      const { unmount } = render(
        <ImpactStats statistics={impactStatistics} eyebrow="Our impact" title="Change you can count" />,
      );
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
});

describe("formatStatistic", () => {
  it("groups thousands the Indian way and appends the suffix", () => {
    expect(formatStatistic(3000, "+")).toBe("3,000+");
    expect(formatStatistic(70, "")).toBe("70");
    expect(formatStatistic(150000, "+")).toBe("1,50,000+");
  });
});
