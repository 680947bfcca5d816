import { Link, useLocation } from "react-router";
import { languageNames, languageOfPath, languageTags, pathIn } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";

/**
 * The same page in the other language, named in its own script ("English", "తెలుగు"). The link
 * says which language it leads to (hreflang) and is written in (lang), so a screen reader reads
 * "తెలుగు" with a Telugu voice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const other = languageOfPath(pathname) === "en" ? "te" : "en";
  return (
    <Link
      to={pathIn(other, pathname)}
      lang={languageTags[other]}
      hrefLang={languageTags[other]}
      className={cn("inline-flex min-h-11 items-center gap-1.5 rounded-full font-semibold", className)}
    >
      <GlobeIcon />
      {languageNames[other]}
    </Link>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4.5 shrink-0 fill-none stroke-current">
      <circle cx="10" cy="10" r="7.5" strokeWidth="1.6" />
      <path
        d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5s-1 5.2-3.2 7.5c-2.2-2.3-3.2-4.8-3.2-7.5s1-5.2 3.2-7.5Z"
        strokeWidth="1.6"
      />
    </svg>
  );
}
