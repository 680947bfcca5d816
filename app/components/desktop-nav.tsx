import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { donateLink, headerNavigation, isNavGroup } from "#app/content/navigation.ts";
import { cn } from "#app/utils/cn.ts";
import { NavDropdown, navItemClass } from "./nav-dropdown.tsx";
import { buttonVariants } from "./ui/button.tsx";

/** The header's navigation on wide screens; at most one of its menus is open at a time. */
export function DesktopNav({ className }: { className?: string }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openMenu === null) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpenMenu(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [openMenu]);

  return (
    <nav ref={nav} aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {headerNavigation.map((item, index) =>
          isNavGroup(item) ? (
            <NavDropdown
              key={item.id}
              group={item}
              open={openMenu === item.id}
              onOpenChange={(open) => setOpenMenu(open ? item.id : null)}
              align={index === headerNavigation.length - 2 ? "end" : "start"}
            />
          ) : (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={cn(
                  navItemClass,
                  "aria-[current=page]:text-forest-700 aria-[current=page]:underline decoration-turmeric-500 decoration-2 underline-offset-8",
                )}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
        <li className="ml-2">
          <NavLink to={donateLink.to} className={buttonVariants({ variant: "accent", size: "sm" })}>
            {donateLink.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
