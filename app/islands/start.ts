import type { ComponentType } from "react";
import {
  type IslandName,
  type IslandStart,
  islandAttribute,
  islandProps,
  islandReadyAttribute,
  islandStarts,
} from "./names.ts";
import { noteTouchBeforeStart } from "#app/utils/touched-before-start.ts";

/*
 * What each island's entry runs first: a few hundred bytes that wait for the island's start
 * (names.ts, decision 047), then load React DOM and the island's component and hydrate, or, for
 * an island that needs no React (decision 055), change the server's HTML in place. Until then the
 * island is the server's HTML, which works without a script. What a person does in the
 * moment between the start and the hydration is held and done again once React has taken over:
 * a form sent (else the browser would post it without the script's checks) and a button pressed.
 */

/** The DOM events that mean a person has started on an island. */
const touches = ["focusin", "pointerdown", "keydown", "touchstart", "input"] as const;

export function startIsland<Props extends object>(
  name: IslandName,
  loadComponent: () => Promise<ComponentType<Props>>,
): void {
  const elements = islandElements(name);
  if (elements.length === 0) return;
  // A form sent or a button pressed starts the island at once (events come after this returns).
  const held = holdActions(elements, () => startNow());
  const startNow = waitForStart(islandStarts[name], elements, () => {
    Promise.all([import("./hydrate.ts"), loadComponent()])
      .then(([{ hydrateIsland }, component]) => hydrateIsland(name, elements, component))
      .then(held.replay, held.release);
  });
}

/**
 * An island whose script changes the server's HTML in place, without React (the impact counters,
 * decision 055): at the island's start, `enhance` runs on each of its elements with the props the
 * server rendered it with, and the element is marked ready.
 */
export function enhanceIsland<Props extends object>(
  name: IslandName,
  enhance: (element: HTMLElement, props: Props) => void,
): void {
  const elements = islandElements(name);
  if (elements.length === 0) return;
  waitForStart(islandStarts[name], elements, () => {
    for (const element of elements) {
      enhance(element, islandProps<Props>(element));
      element.setAttribute(islandReadyAttribute, "");
    }
  });
}

function islandElements(name: IslandName) {
  return [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)];
}

/**
 * Calls `begin` once, at the island's start, and stops waiting; returns what starts the island now
 * (a person's action held meanwhile), which is also done once at most.
 */
function waitForStart(start: IslandStart, elements: readonly HTMLElement[], begin: () => void): () => void {
  const stops: (() => void)[] = [];
  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    begin();
  };
  if (start.when === "first-touch" || start.when === "first-touch-or-due") {
    // A person already at the island: in a field before this script arrived (a slow link), or on
    // the page of the form's answer, which opens at the answer (#form-outcome) for its script to focus.
    // One already in a field touched it at some moment since the page opened.
    const alreadyIn = elements.find((element) => element.contains(document.activeElement));
    if (alreadyIn) noteTouchBeforeStart(alreadyIn, 0);
    if (alreadyIn || elements.some((element) => element.querySelector(":target") !== null))
      queueMicrotask(startNow);
    for (const element of elements) {
      const onTouch = (event: Event) => {
        noteTouchBeforeStart(element, event.timeStamp);
        startNow();
      };
      for (const type of touches) {
        element.addEventListener(type, onTouch, { capture: true, passive: true });
        stops.push(() => element.removeEventListener(type, onTouch, { capture: true }));
      }
    }
  }
  if (start.when === "first-touch-or-due") {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(startNow, start.dueMs);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    stops.push(() => {
      window.removeEventListener("load", afterLoad);
      clearTimeout(timer);
    });
  }
  if (start.when === "near-view") {
    if (typeof IntersectionObserver === "undefined") {
      queueMicrotask(startNow);
    } else {
      // Half a screen ahead, so that what the island shows is ready as it scrolls in.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startNow();
        },
        { rootMargin: "50% 0px" },
      );
      // The island's own element has no box (display: contents): its children have.
      for (const element of elements) for (const child of element.children) observer.observe(child);
      stops.push(() => observer.disconnect());
    }
  }
  return startNow;
}

/**
 * Holds a form sent and the last button pressed inside the islands until they are hydrated. A
 * held form is sent again once React handles it (`replay`), or by the browser as without a script
 * if the island's code failed to load (`release`).
 */
function holdActions(elements: readonly HTMLElement[], begin: () => void) {
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let pressed: HTMLButtonElement | null = null;
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    sent = { form: event.target, submitter: (event as SubmitEvent).submitter };
    begin();
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.type === "button") pressed = button;
  };
  for (const element of elements) {
    element.addEventListener("submit", onSubmit, { capture: true });
    element.addEventListener("click", onClick, { capture: true });
  }
  const stopHolding = () => {
    for (const element of elements) {
      element.removeEventListener("submit", onSubmit, { capture: true });
      element.removeEventListener("click", onClick, { capture: true });
    }
  };
  const sendAgain = () => {
    if (!sent) return;
    const { form, submitter } = sent;
    sent = null;
    if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement)
      form.requestSubmit(submitter);
    else form.requestSubmit();
  };
  return {
    replay() {
      stopHolding();
      sendAgain();
      pressed?.click();
      pressed = null;
    },
    release(error: unknown) {
      stopHolding();
      sendAgain();
      console.error(error);
    },
  };
}
