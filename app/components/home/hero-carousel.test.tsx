import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroSlides } from "#app/content/home.ts";
import { siteText } from "#app/content/site.ts";
import { HeroCarousel } from "./hero-carousel.tsx";

const titles = heroSlides.map((slide) => slide.title);

function renderCarousel() {
  return render(
    <MemoryRouter>
      <HeroCarousel
        slides={heroSlides}
        heading="Dai Rural Development Society"
        words={siteText.carousel}
        language="en"
      />
    </MemoryRouter>,
  );
}

/** The title of the slide on show: the other slides are hidden from assistive technology. */
function currentTitle() {
  return screen.getByRole("heading", { level: 2 }).textContent;
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function preferReducedMotion() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("hero carousel", () => {
  it("follows the WAI-ARIA carousel pattern with four slides", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: "Highlights of our work" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(screen.getByRole("group", { name: "1 of 4" })).toHaveAttribute("aria-roledescription", "slide");
    expect(
      screen.getByRole("heading", { level: 1, name: "Dai Rural Development Society" }),
    ).toBeInTheDocument();
    for (const name of [
      "Previous slide",
      "Next slide",
      "Go to slide 1",
      "Go to slide 2",
      "Go to slide 3",
      "Go to slide 4",
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("advances after exactly 5000 ms and wraps from the last slide to the first", () => {
    renderCarousel();
    expect(currentTitle()).toBe(titles[0]);
    wait(4999);
    expect(currentTitle()).toBe(titles[0]);
    wait(1);
    expect(currentTitle()).toBe(titles[1]);
    wait(5000);
    wait(5000);
    expect(currentTitle()).toBe(titles[3]);
    wait(5000);
    expect(currentTitle()).toBe(titles[0]);
  });

  it("moves back and forth with the arrows, wrapping at both ends", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentTitle()).toBe(titles[3]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentTitle()).toBe(titles[1]);
  });

  it("jumps to the slide a dot names and marks that dot current", () => {
    renderCarousel();
    const third = screen.getByRole("button", { name: "Go to slide 3" });
    fireEvent.click(third);
    expect(currentTitle()).toBe(titles[2]);
    expect(third).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 1" }));
    expect(currentTitle()).toBe(titles[0]);
  });

  it("gives a slide chosen by hand its full 5000 ms", () => {
    renderCarousel();
    wait(3000);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    wait(4999);
    expect(currentTitle()).toBe(titles[2]);
    wait(1);
    expect(currentTitle()).toBe(titles[3]);
  });

  it("stops for good when paused and resumes when played", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    wait(20000);
    expect(currentTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slide show" }));
    wait(5000);
    expect(currentTitle()).toBe(titles[1]);
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Highlights of our work" });
    fireEvent.mouseEnter(carousel);
    wait(12000);
    expect(currentTitle()).toBe(titles[0]);
    fireEvent.mouseLeave(carousel);
    wait(5000);
    expect(currentTitle()).toBe(titles[1]);
  });

  it("pauses while keyboard focus is inside and announces slides politely meanwhile", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    wait(12000);
    expect(currentTitle()).toBe(titles[0]);
    expect(screen.getByRole("group", { name: "1 of 4" }).parentElement).toHaveAttribute(
      "aria-live",
      "polite",
    );
    act(() => next.blur());
    wait(5000);
    expect(currentTitle()).toBe(titles[1]);
  });

  it("says a slide chosen by a tap while it rotates, where its region is not live", () => {
    renderCarousel();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    wait(5000);
    expect(status, "a slide the rotation brings").toHaveTextContent("");
    // A tap: the button is pressed without keyboard focus.
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentTitle()).toBe(titles[2]);
    expect(status).toHaveTextContent(`3 of 4: ${titles[2]}`);
    // With keyboard focus inside the slides' region is live and says it itself.
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(status).toHaveTextContent("");
  });

  it("does not rotate for visitors who prefer reduced motion, but lets them start it", () => {
    preferReducedMotion();
    renderCarousel();
    wait(20000);
    expect(currentTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slide show" }));
    wait(5000);
    expect(currentTitle()).toBe(titles[1]);
  });

  it("links each slide's call to action to its target", () => {
    renderCarousel();
    const targets = heroSlides.map((slide) => slide.cta);
    expect(targets.map((cta) => cta.label)).toEqual([
      "Learn More",
      "Our Programs",
      "Get Involved",
      "Support Us",
    ]);
    targets.forEach((cta, index) => {
      fireEvent.click(screen.getByRole("button", { name: `Go to slide ${index + 1}` }));
      // The visible label starts the accessible name; a generic one ("Learn More") is followed by context.
      expect(screen.getByRole("link", { name: new RegExp(`^${cta.label}`) })).toHaveAttribute("href", cta.to);
    });
  });
});
