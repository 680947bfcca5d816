import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, what a full page load would give a keyboard or screen-reader user:
 * focus at the start of the new page (its h1, else the main area) and the new title read out. The
 * first load and moves within a page (#fragments) are left to the browser.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      // Scroll restoration owns the scroll position; focus only.
      target.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
