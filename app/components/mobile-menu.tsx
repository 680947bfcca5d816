import { useId } from "react";
import { NavLink } from "react-router";
import * as english from "#app/content/navigation.ts";
import { isNavGroup, type NavGroup } from "#app/content/navigation.ts";
import * as englishSite from "#app/content/site.ts";
import * as telugu from "#app/content/te/navigation.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { useTexts } from "#app/utils/use-language.ts";
import { cn } from "#app/utils/cn.ts";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons.tsx";
import { buttonVariants } from "./ui/button.tsx";

const rowClass =
  "flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-lg font-bold text-ink can-hover:transition-colors hover:bg-forest-50 aria-[current=page]:text-forest-700";

/**
 * The small-screen menu, native HTML so that it works before and without JavaScript: the toggle
 * opens a popover (Escape or a tap elsewhere closes it and focus returns to the toggle), and its
 * three groups are an exclusive accordion of <details name=…>, so one is open at a time and
 * choosing the open group closes it (requirements 4).
 */
export function MobileMenu({ className }: { className?: string }) {
  const menuId = useId();
  const { headerNavigation, donateLink } = useTexts(english, telugu);
  const { siteText } = useTexts(englishSite, teluguSite);

  return (
    <div className={cn("group/menu", className)}>
      <button
        type="button"
        aria-label={siteText.menuButton}
        popoverTarget={menuId}
        className="inline-flex size-11 items-center justify-center rounded-full text-forest-800 can-hover:transition-colors hover:bg-forest-50"
      >
        <MenuIcon className="size-6 group-has-[:popover-open]/menu:hidden" />
        <CloseIcon className="hidden size-6 group-has-[:popover-open]/menu:block" />
      </button>
      <nav
        id={menuId}
        popover="auto"
        data-site-menu=""
        aria-label={siteText.mainNavigation}
        className="inset-x-0 top-18 bottom-0 m-0 h-auto w-full max-w-none overflow-y-auto overscroll-contain border-t border-line bg-cream px-5 pt-4 pb-10 text-ink"
      >
        <ul className="mx-auto flex max-w-xl flex-col gap-1">
          {headerNavigation.map((item) =>
            isNavGroup(item) ? (
              <MenuGroup key={item.id} group={item} accordion={`${menuId}-groups`} />
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end className={rowClass}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
          <li className="mt-4">
            <NavLink
              to={donateLink.to}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
            >
              {donateLink.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function MenuGroup({ group, accordion }: { group: NavGroup; accordion: string }) {
  return (
    <li>
      <details name={accordion} className="group/group">
        <summary
          className={cn(
            rowClass,
            "cursor-pointer list-none group-open/group:bg-forest-50 group-open/group:text-forest-800 [&::-webkit-details-marker]:hidden",
          )}
        >
          {group.label}
          <ChevronIcon
            direction="down"
            className="size-5 transition-transform group-open/group:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ul className="mt-1 mb-2 ml-4 border-l-2 border-turmeric-400 pl-2">
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className="flex min-h-11 items-center rounded-lg px-3 text-base text-ink-muted can-hover:transition-colors hover:bg-forest-50 hover:text-forest-800 aria-[current=page]:font-bold aria-[current=page]:text-forest-700"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
