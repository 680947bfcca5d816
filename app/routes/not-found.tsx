import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/section.tsx";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";

export const meta = () =>
  pageMeta({ title: "Page not found", description: "The page you were looking for does not exist." });

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

  useEffect(() => {
    console.error(missingRouteMessage, pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
      <p className="text-7xl font-extrabold text-terracotta-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-forest-800">Oops! Page not found</h1>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  );
}
