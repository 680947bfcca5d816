import { useLocation, useMatches } from "react-router";
import { canonicalUrl } from "#app/utils/site-url.ts";

/**
 * The page's one address for search engines and share previews. The 404 page, which answers any
 * unknown URL, has none and asks not to be indexed.
 */
export function PageAddress() {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => match.id === "routes/not-found");
  if (notFound) return <meta name="robots" content="noindex" />;
  const url = canonicalUrl(pathname);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
