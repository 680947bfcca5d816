import { Link, useLocation } from "react-router";
import { organisation } from "#app/content/organisation.ts";
import { LogoMark } from "./art/logo-mark.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/** The sticky header: the society's mark and name linking home, then the navigation. */
export function SiteHeader() {
  // Keyed by path, the menus start closed again after every navigation, however it happened.
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" className="flex items-center gap-3 rounded-full">
          <LogoMark className="size-11 shrink-0" />
          <span className="leading-tight">
            <span className="block text-xl font-extrabold tracking-tight text-forest-800">
              {organisation.shortName}
            </span>{" "}
            {/* Between lg and xl the navigation needs the room; the words stay in the link's name. */}
            <span className="block text-xs font-semibold tracking-wider text-ink-muted uppercase lg:max-xl:sr-only">
              {nameWithoutShortName()}
            </span>
          </span>
        </Link>
        <DesktopNav key={`desktop-${pathname}`} className="hidden lg:block" />
        <MobileMenu key={`mobile-${pathname}`} className="lg:hidden" />
      </div>
    </header>
  );
}

/** "Rural Development Society" under a large "Dai"; the link still reads as the full name. */
function nameWithoutShortName() {
  const { name, shortName } = organisation;
  return name.startsWith(`${shortName} `) ? name.slice(shortName.length + 1) : name;
}
