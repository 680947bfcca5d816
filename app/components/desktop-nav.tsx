import { NavLink } from "react-router";
import * as english from "#app/content/navigation.ts";
import { isNavGroup } from "#app/content/navigation.ts";
import * as englishSite from "#app/content/site.ts";
import * as telugu from "#app/content/te/navigation.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { useTexts } from "#app/utils/use-language.ts";
import { cn } from "#app/utils/cn.ts";
import { NavDropdown, navItemClass } from "./nav-dropdown.tsx";
import { buttonVariants } from "./ui/button.tsx";

/**
 * The header's navigation on wide screens. Its menus are popovers: the browser keeps at most one
 * open, with or without JavaScript.
 */
export function DesktopNav({ className }: { className?: string }) {
  const { headerNavigation, donateLink } = useTexts(english, telugu);
  const { siteText } = useTexts(englishSite, teluguSite);
  return (
    <nav aria-label={siteText.mainNavigation} className={className}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {headerNavigation.map((item, index) =>
          isNavGroup(item) ? (
            <NavDropdown
              key={item.id}
              group={item}
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
          <NavLink
            to={donateLink.to}
            className={cn(buttonVariants({ variant: "accent", size: "sm" }), "whitespace-nowrap")}
          >
            {donateLink.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
