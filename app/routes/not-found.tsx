import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/section.tsx";
import * as english from "#app/content/site.ts";
import * as telugu from "#app/content/te/site.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(english, telugu, (site) => site.siteText.notFound.meta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

const missingRouteMessage = "404 Error: User attempted to access non-existent route:";

/**
 * requirements 2 asks for the attempted path in the console. The static page has no application to run an
 * effect, so one inline line does it (allowed by its hash in the page's policy); React never runs
 * a script it inserts, so after a client-side navigation the effect logs instead.
 */
const logMissingPath = `console.error(${JSON.stringify(missingRouteMessage)},location.pathname)`;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { notFound } = useTexts(english, telugu).siteText;

  useEffect(() => {
    console.error(missingRouteMessage, pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
      <p className="text-7xl font-bold text-terracotta-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-forest-800">{notFound.heading}</h1>
      <ButtonLink to={notFound.home.to} className="mt-8">
        {notFound.home.label}
      </ButtonLink>
    </Container>
  );
}
