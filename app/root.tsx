import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { PageAddress } from "#app/components/page-address.tsx";
import { RouteFocus } from "#app/components/route-focus.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { languageTags } from "#app/content/language.ts";
import { imageOf, siteContentContext } from "#app/content/site-content.ts";
import { usePageScripts } from "#app/utils/page-scripts.ts";
import { useLanguage } from "#app/utils/use-language.ts";
import type { RootData } from "#app/utils/use-settings.ts";
// With a precedence React writes the stylesheet near the top of the head: the one file the first
// paint waits for (no web font, and the scripts load after the paint: decision 008).
import stylesheet from "./app.css?url";

/** The element the first paint waits for: the page's last, after the footer (HTML link type "expect"). */
const pageEndId = "page-end";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The icons, share card and manifest are written by the build (scripts/site-files/generate.ts).
  // Raster icons only: Chromium decodes a page's SVG icon on the page's main thread as a whole SVG
  // document, twice, after the first paint (about 14 ms on the bench machine, more on a phone); these
  // PNGs decode in under 3 ms. The 48 px one is for screens of two and three device pixels per pixel.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // The first paint waits until the whole page is parsed (decision 056): one layout of the page,
  // not one of each piece the parser stops at, and nothing painted moves as the rest arrives. A
  // page is 7–14 KB as sent, so on a slow link it mostly arrives in one flight anyway.
  { rel: "expect", href: `#${pageEndId}`, blocking: "render" },
];

/**
 * The published settings every page reads (app/utils/use-settings.ts): the server passes them when
 * it renders the pages (server/content/pages.ts); the build, which has none, prerenders the defaults.
 * With them the logo's files (components/site-logo.tsx), when the settings name a ready picture.
 */
export function loader({ context }: Route.LoaderArgs): RootData {
  const { settings, images } = context.get(siteContentContext);
  const logo = imageOf(images, settings.logo ?? undefined);
  return {
    settings,
    logo: logo && {
      width: logo.width,
      height: logo.height,
      avif: logo.avif,
      webp: logo.webp,
      fallback: logo.fallback,
    },
  };
}

// The settings change only with a new render of every page: a client-side navigation keeps them.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const scripts = usePageScripts();
  const language = useLanguage();
  return (
    <html lang={languageTags[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5130" />
        <Meta />
        <PageAddress />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <span id={pageEndId} hidden />
        {/* A static page (app/utils/page-scripts.ts) leaves out everything that needs the runtime. */}
        {scripts ? (
          <>
            <RouteFocus />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
