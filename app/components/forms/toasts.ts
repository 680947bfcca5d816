import type * as sonnerModule from "sonner";

/*
 * The toast library (sonner) is loaded on first use (decision 043): the form starts the import on
 * the first focus or keystroke in it, so the toaster's live region is on the page, empty, well
 * before a message is put in it, which is what makes screen readers announce the message.
 */

export type Sonner = typeof sonnerModule;

let loading: Promise<Sonner> | undefined;
const toasterListeners = new Set<(sonner: Sonner) => void>();
let markToasterShown: () => void = () => undefined;
const toasterShown = new Promise<void>((resolve) => (markToasterShown = resolve));

/** Starts the import (once) and gives the library. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then((sonner) => {
    for (const listener of toasterListeners) listener(sonner);
    return sonner;
  });
  return loading;
}

/** Tells `listener` of the library once someone has loaded it; returns the unsubscribe. */
export function whenToastsLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loading) void loading.then(listener);
  else toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** The form's toaster calls this once its region is on the page. */
export function toasterIsShown() {
  markToasterShown();
}

/**
 * The library, once the toaster's region is on the page: a message put in a region that appears
 * with it is not announced.
 */
export async function toastsReady(): Promise<Sonner> {
  const sonner = await loadToasts();
  await toasterShown;
  return sonner;
}
