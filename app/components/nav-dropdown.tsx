import { useId } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavGroup } from "#app/content/navigation.ts";
import { cn } from "#app/utils/cn.ts";
import { ChevronIcon } from "./icons.tsx";

export const navItemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 text-[0.95rem] font-bold whitespace-nowrap xl:px-3 text-ink can-hover:transition-colors hover:bg-forest-50 hover:text-forest-800";

/**
 * One menu of the desktop navigation, built on the browser's own popover so that it works before
 * and without JavaScript: the button opens and closes it (Enter, Space or click) and the browser
 * reports it expanded; Escape or a click elsewhere closes it and focus returns to the button; the
 * links follow the button in the Tab order; opening one menu closes any other. Placed under its
 * button by CSS anchor positioning (app.css, `.nav-menu`).
 */
export function NavDropdown({ group, align = "start" }: { group: NavGroup; align?: "start" | "end" }) {
  const panelId = useId();
  const { pathname } = useLocation();
  const holdsCurrentPage = group.links.some((link) => link.to === pathname);

  return (
    <li className={cn("nav-menu group", align === "end" && "nav-menu-end")}>
      <button
        type="button"
        popoverTarget={panelId}
        className={cn(
          navItemClass,
          holdsCurrentPage && "text-forest-700",
          "group-has-[:popover-open]:bg-forest-50 group-has-[:popover-open]:text-forest-700",
        )}
      >
        {group.label}
        <ChevronIcon
          direction="down"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <ul
        id={panelId}
        popover="auto"
        className="m-0 mt-2 w-80 rounded-2xl border border-line bg-white p-2 text-ink shadow-xl shadow-ink/10"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="flex min-h-11 items-center rounded-xl px-4 py-2 text-ink can-hover:transition-colors hover:bg-forest-50 hover:text-forest-800 aria-[current=page]:bg-forest-50 aria-[current=page]:font-bold aria-[current=page]:text-forest-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
