import { useEffect, useRef } from "react";

/**
 * While `active` (the form holds what a person typed and has not sent), leaving the page asks
 * first, with the browser's own "Leave site?": the language switch, a link, Back or closing the tab
 * would otherwise drop what was typed. Gives back `letGo`, for a navigation the form makes itself
 * (a pledge's payment page), which must not ask.
 */
export function useLeaveGuard(active: boolean) {
  const free = useRef(false);
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!free.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [active]);
  return () => {
    free.current = true;
  };
}
