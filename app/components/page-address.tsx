import { useLocation } from "react-router";
import { languages, languageTags } from "#app/content/language.ts";
import { useNotFoundPage } from "#app/utils/not-found-page.ts";
import { canonicalUrl } from "#app/utils/site-url.ts";

/**
 * The page's one address for search engines and share previews, and the same page in each language
 * (hreflang, with the English page as the default for other languages). The 404 page, which answers
 * any unknown URL, has none and asks not to be indexed.
 */
export function PageAddress() {
  const { pathname } = useLocation();
  const notFound = useNotFoundPage();
  if (notFound) return <meta name="robots" content="noindex" />;
  const url = canonicalUrl(pathname);
  return (
    <>
      <link rel="canonical" href={url} />
      {languages.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={languageTags[language]}
          href={canonicalUrl(pathname, language)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(pathname, "en")} />
      <meta property="og:url" content={url} />
    </>
  );
}
