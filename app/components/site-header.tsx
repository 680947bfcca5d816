import { Link, useLocation } from "react-router";
import { pathIn } from "#app/content/language.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { useLanguage } from "#app/utils/use-language.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import { SiteLogo } from "./site-logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/** The sticky header: the society's mark and name linking home, the navigation, the other language. */
export function SiteHeader() {
  const language = useLanguage();
  // Keyed by path, the menus start closed again after every navigation, however it happened.
  const { pathname } = useLocation();
  const settings = useSettings();
  const organisation = {
    name: inLanguage(settings, "name", language),
    shortName: inLanguage(settings, "shortName", language),
  };
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center justify-between gap-3 px-5 sm:px-8">
        {/* Of a set height: the mark does not move when the name beside it arrives a moment later
            on a slow link (a link centred on its own height would: a layout shift). 64 px holds the
            short name and two lines of the rest, and the focus ring still fits in the header. */}
        <Link to={pathIn(language, "/")} className="flex h-16 min-w-0 items-center gap-3 rounded-lg">
          <SiteLogo height={44} className="size-11 shrink-0" />
          {/* A short name too long for a phone ends in "…" rather than running under the language link. */}
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-xl font-bold tracking-tight text-forest-800">
              {organisation.shortName}
            </span>{" "}
            {/* Two lines at most, which a 360 px phone fits in English ("Rural Development /
                Society"). Narrower, and between lg and xl where the navigation needs the room, the
                words are left out of sight; they stay in the link's name. */}
            <span className="line-clamp-2 text-xs font-bold tracking-wide text-ink-muted uppercase max-[22.5rem]:sr-only sm:tracking-wider lg:max-xl:sr-only">
              {nameWithoutShortName(organisation)}
            </span>
          </span>
        </Link>
        <DesktopNav key={`desktop-${pathname}`} className="hidden lg:block" />
        <div className="flex items-center gap-1">
          <LanguageSwitch className="px-2 text-forest-800 can-hover:transition-colors hover:bg-forest-50 sm:px-3" />
          <MobileMenu key={`mobile-${pathname}`} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

/** "Rural Development Society" under a large "Dai"; the link still reads as the full name. */
function nameWithoutShortName({ name, shortName }: { name: string; shortName: string }) {
  return name.startsWith(`${shortName} `) ? name.slice(shortName.length + 1) : name;
}
