import { Link, useLocation } from "react-router";
import { languageNames, languageOfPath, languageTags, pathIn } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";

/**
 * The same page in the other language, named in its own script ("English", "తెలుగు"). The link
 * says which language it leads to (hreflang) and is written in (lang), so a screen reader reads
 * "తెలుగు" with a Telugu voice. A page rendered for its address keeps the address's query and
 * fragment: a pledge's payment page (`?sent=…#form-outcome`) is the same pledge, at its payment
 * step, in the other language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = languageOfPath(pathname) === "en" ? "te" : "en";
  return (
    <Link
      to={pathIn(other, pathname) + search + hash}
      lang={languageTags[other]}
      hrefLang={languageTags[other]}
      className={cn("inline-flex min-h-11 items-center rounded-full font-bold", className)}
    >
      {languageNames[other]}
    </Link>
  );
}
