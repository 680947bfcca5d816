import { Link, useLocation } from "react-router";
import { languageNames, languageOfPath, languageTags, otherLanguage, pathIn } from "#app/content/language.ts";
import { sentPageAddress, sentParameter } from "#app/schemas/form-post-fields.ts";
import { cn } from "#app/utils/cn.ts";
import { useNotFoundPage } from "#app/utils/not-found-page.ts";

/** A stored post's page opens at its outcome, as it did in the first language (sentPageAddress). */
function inOtherLanguage(path: string, search: string) {
  const sent = new URLSearchParams(search).get(sentParameter);
  return sent === null ? path + search : sentPageAddress(path, sent);
}

/**
 * The same page in the other language, named in its own script ("English", "తెలుగు"). The link
 * says which language it leads to (hreflang) and is written in (lang), so a screen reader reads
 * "తెలుగు" with a Telugu voice. A page rendered for its address keeps the address's query: a
 * pledge's payment page (`?sent=…`) is the same pledge in the other language. The 404 page, one
 * prerendered file for every unknown address, cannot know the address it answers: it leads to the
 * other language's home page, not to its own file's address (/404).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = otherLanguage(languageOfPath(pathname));
  const to = useNotFoundPage() ? pathIn(other, "/") : inOtherLanguage(pathIn(other, pathname), search);
  return (
    <Link
      to={to}
      lang={languageTags[other]}
      hrefLang={languageTags[other]}
      className={cn("inline-flex min-h-11 items-center rounded-full font-bold", className)}
    >
      {languageNames[other]}
    </Link>
  );
}
