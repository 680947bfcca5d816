import { Link, useLocation } from "react-router";
import { languageNames, languageOfPath, languageTags, otherLanguage, pathIn } from "#app/content/language.ts";
import { sentPageAddress, sentParameter } from "#app/schemas/form-post-fields.ts";
import { cn } from "#app/utils/cn.ts";

/** A stored post's page opens at its outcome, as it did in the first language (sentPageAddress). */
function inOtherLanguage(path: string, search: string) {
  const sent = new URLSearchParams(search).get(sentParameter);
  return sent === null ? path + search : sentPageAddress(path, sent);
}

/**
 * The same page in the other language, named in its own script ("English", "తెలుగు"). The link
 * says which language it leads to (hreflang) and is written in (lang), so a screen reader reads
 * "తెలుగు" with a Telugu voice. A page rendered for its address keeps the address's query: a
 * pledge's payment page (`?sent=…`) is the same pledge in the other language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = otherLanguage(languageOfPath(pathname));
  return (
    <Link
      to={inOtherLanguage(pathIn(other, pathname), search)}
      lang={languageTags[other]}
      hrefLang={languageTags[other]}
      className={cn("inline-flex min-h-11 items-center rounded-full font-bold", className)}
    >
      {languageNames[other]}
    </Link>
  );
}
