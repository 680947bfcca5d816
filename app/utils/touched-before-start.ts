/*
 * A person's first touch of an interactive part of a page that started its script (a form, which
 * starts at a first touch: decision 047), kept on that part's element: when, on the page's clock
 * (`performance.now()`). A form counts the time a person spent on it from then (the spam check's
 * time since first touch), not from the moment its script took over, which on a slow link can be
 * seconds later.
 */

const touchedAtAttribute = "data-touched-at";

/** Notes the first touch at `time`; 0 when the person was already there before the script arrived. */
export function noteTouchBeforeStart(element: Element, time: number) {
  if (!element.hasAttribute(touchedAtAttribute))
    element.setAttribute(touchedAtAttribute, String(Math.floor(time)));
}

/**
 * When a person first touched the part around `element` before its script took over, if known;
 * taken once, so that the next submission after one sent counts from its own first touch.
 */
export function takeTouchBeforeStart(element: Element): number | null {
  const part = element.closest(`[${touchedAtAttribute}]`);
  const touchedAt = part?.getAttribute(touchedAtAttribute);
  part?.removeAttribute(touchedAtAttribute);
  return touchedAt ? Number(touchedAt) : null;
}
