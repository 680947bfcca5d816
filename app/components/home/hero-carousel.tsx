import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { Picture } from "#app/components/picture.tsx";
import { srcSet } from "#app/utils/published-image.ts";
import { HeroArt } from "#app/components/art/hero-art.tsx";
import { buttonVariants } from "#app/components/ui/button-variants.ts";
import { Container } from "#app/components/ui/section.tsx";
import type { HeroSlide } from "#app/content/home.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { cn } from "#app/utils/cn.ts";
import { CarouselControls, type CarouselWords } from "./carousel-controls.tsx";
import { useReducedMotion } from "./use-reduced-motion.ts";

/** requirements 9: one slide every 5 s; the cross-fade between slides lasts 1 s. */
export const autoAdvanceMs = 5000;
/** The photo fills the slide's width at every breakpoint (the top half on phones, all of it from lg). */
const heroSizes = "100vw";
const fade = "transition-opacity duration-1000 ease-in-out motion-reduce:transition-none";

/**
 * The home page's full-screen hero, built on the WAI-ARIA carousel pattern: it rotates on its own,
 * stops while hovered or while keyboard focus is inside, and a visible button pauses it for good.
 * With reduced motion it starts paused and does not fade. An island (decision 043): everything it
 * shows comes in its props, and its links are plain links.
 */
export function HeroCarousel({
  slides,
  heading,
  words,
  language,
}: {
  slides: readonly HeroSlide[];
  heading: string;
  words: CarouselWords;
  language: Language;
}) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  // null until the visitor presses pause or play: until then, their motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !keyboardInside;

  // The script starts after the page has loaded (decision 047), so keyboard focus or the pointer may
  // be inside already, with no focus or enter event to come: the rotation stops for them as well.
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = region.current;
    const focused = document.activeElement;
    if (!section) return;
    if (focused && section.contains(focused)) setKeyboardInside(isKeyboardFocus(focused));
    if (section.matches(":hover")) setHovered(true);
  }, []);

  // The script starts after the page has loaded (decision 047): the first slide's 5 s count from
  // when the page opened, not from then, with a moment's notice at least.
  const firstTurn = useRef(true);
  useEffect(() => {
    if (!rotating) return;
    const wait = firstTurn.current ? Math.max(1000, autoAdvanceMs - performance.now()) : autoAdvanceMs;
    firstTurn.current = false;
    // Restarts with every slide change, so a slide chosen by hand also gets its full 5 s.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), wait);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  // While it rotates the slides' region is not live (the pattern's rule), so a slide chosen by hand
  // with no keyboard focus inside (a tap on a phone, a screen reader's double tap) is said here.
  const [chosenByHand, setChosenByHand] = useState("");
  const goTo = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    const slide = slides[next];
    if (rotating && slide)
      setChosenByHand(`${fillSlots(words.position, { number: next + 1, count })}: ${slide.title}`);
  };

  return (
    <section
      ref={region}
      aria-roledescription={words.roleCarousel}
      aria-label={words.region}
      className="relative isolate grid min-h-[max(34rem,calc(100svh-4.5rem))] overflow-hidden bg-forest-900 text-white on-dark"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardInside(isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
      }}
    >
      {/* On phones the art fills the top of the slide and the text sits below it; from lg the text sits over the art's open left side. */}
      <div className="absolute inset-x-0 top-0 -z-10 h-[46%] sm:h-[52%] lg:h-full">
        {slides.map((slide, index) => (
          // The artwork is decoration; a photo's alt text is read with its slide only.
          <div
            key={slide.id}
            aria-hidden={index !== current || !slide.photo}
            className={cn("absolute inset-0", fade, index === current ? "opacity-100" : "opacity-0")}
          >
            {/* The other slides' artwork is most of the page's HTML, and only the script shows those
                slides: it draws them once it runs, seconds before the first change of slide. */}
            {index === 0 || hydrated ? (
              <SlideVisual slide={slide} first={index === 0} language={language} />
            ) : null}
          </div>
        ))}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-b from-forest-900/0 from-55% to-forest-900 lg:bg-linear-to-r lg:from-forest-950 lg:from-5% lg:via-forest-950/85 lg:via-45% lg:to-forest-950/0 lg:to-75%"
        />
      </div>

      <Container className="flex flex-col justify-end pt-[44svh] pb-8 sm:pt-[50svh] sm:pb-12 lg:justify-center lg:py-20">
        <h1 className="mb-4 flex items-center gap-3 text-sm font-bold tracking-widest text-turmeric-200 uppercase">
          <span aria-hidden="true" className="h-0.5 w-8 rounded bg-turmeric-400" />
          {heading}
        </h1>
        {/* The slides' words are the society's: a long one wraps rather than widen a phone's page. */}
        <div aria-live={rotating ? "off" : "polite"} className="grid max-w-xl wrap-anywhere">
          {slides.map((slide, index) => {
            const active = index === current;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={words.roleSlide}
                aria-label={fillSlots(words.position, { number: index + 1, count })}
                aria-hidden={!active}
                inert={!active}
                className={cn("[grid-area:1/1]", fade, active ? "opacity-100" : "opacity-0")}
              >
                <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                  {slide.title}
                </h2>
                <p className="mt-4 max-w-lg text-lg text-pretty text-white/90 sm:mt-5 sm:text-xl">
                  {slide.subtitle}
                </p>
                <a
                  href={slide.cta.to}
                  className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-6 sm:mt-8")}
                >
                  {slide.cta.label}
                  {slide.cta.context ? <span className="sr-only"> {slide.cta.context}</span> : null}
                </a>
              </div>
            );
          })}
        </div>
        <p role="status" className="sr-only">
          {rotating ? chosenByHand : ""}
        </p>
        <CarouselControls
          count={count}
          current={current}
          words={words}
          playing={playing}
          bySetting={!hydrated && playChoice === null}
          onPrevious={() => goTo(current - 1)}
          onNext={() => goTo(current + 1)}
          onSelect={goTo}
          onTogglePlaying={() => setPlayChoice(!playing)}
        />
      </Container>
    </section>
  );
}

/**
 * The first slide's photo is the page's largest paint: preloaded from the page's <head> (its AVIF
 * set, which every browser that preloads by type also decodes). Called by the page, not by the
 * carousel: the island is rendered as a root of its own, which has no <head> to hoist a preload to.
 */
export function usePreloadFirstSlide(slides: readonly HeroSlide[]) {
  const photo = slides[0]?.photo;
  if (!photo) return;
  preload(photo.fallback.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(photo.avif),
    imageSizes: heroSizes,
    fetchPriority: "high",
  });
}

/**
 * A slide's photo, or its artwork when it has none. The first is fetched first; the others load
 * lazily, once the script draws them.
 */
function SlideVisual({ slide, first, language }: { slide: HeroSlide; first: boolean; language: Language }) {
  const { photo } = slide;
  if (!photo) return <HeroArt art={slide.art} className="h-full w-full" />;
  return (
    <Picture
      image={photo}
      language={language}
      aspect="wide"
      sizes={heroSizes}
      priority={first}
      className="absolute inset-0 size-full"
    />
  );
}

// Only keyboard focus stops the rotation: a mouse click leaves focus on a button, and the pointer
// leaving the carousel should still let it resume.
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}
