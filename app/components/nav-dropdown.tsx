import { useId, useRef } from "react";
import { flushSync } from "react-dom";
import { NavLink, useLocation } from "react-router";
import type { NavGroup } from "#app/content/navigation.ts";
import { cn } from "#app/utils/cn.ts";
import { ChevronIcon } from "./icons.tsx";

export const navItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 text-[0.95rem] font-semibold whitespace-nowrap xl:px-3 text-ink transition-colors hover:bg-forest-50 hover:text-forest-800";

/**
 * One menu of the desktop navigation, on the WAI-ARIA disclosure navigation pattern: the button
 * opens it (Enter, Space, click or Arrow Down), Escape closes it and puts focus back on the button,
 * and moving focus out of it closes it. Whoever renders it owns which menu is open.
 */
export function NavDropdown({
  group,
  open,
  onOpenChange,
  align = "start",
}: {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  align?: "start" | "end";
}) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const holdsCurrentPage = group.links.some((link) => link.to === pathname);

  const links = () => Array.from(panel.current?.querySelectorAll("a") ?? []);
  const focusLink = (pick: (all: HTMLAnchorElement[], current: number) => number) => {
    const all = links();
    const current = all.findIndex((link) => link === document.activeElement);
    all[(pick(all, current) + all.length) % all.length]?.focus();
  };

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) flushSync(() => onOpenChange(true));
      const step = event.key === "ArrowDown" ? 1 : -1;
      focusLink((all, current) => (current === -1 ? (step === 1 ? 0 : all.length - 1) : current + step));
    } else if (open && (event.key === "Home" || event.key === "End") && event.target !== trigger.current) {
      event.preventDefault();
      focusLink((all) => (event.key === "Home" ? 0 : all.length - 1));
    }
  }

  return (
    <li
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
          onOpenChange(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={cn(navItemClass, (open || holdsCurrentPage) && "text-forest-700", open && "bg-forest-50")}
      >
        {group.label}
        <ChevronIcon
          direction="down"
          className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        className={cn(
          "absolute top-full z-50 mt-2 w-80 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-ink/10",
          align === "end" ? "right-0" : "left-0",
        )}
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => onOpenChange(false)}
              className="flex min-h-11 items-center rounded-xl px-4 py-2 font-medium text-ink transition-colors hover:bg-forest-50 hover:text-forest-800 aria-[current=page]:bg-forest-50 aria-[current=page]:font-semibold aria-[current=page]:text-forest-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
