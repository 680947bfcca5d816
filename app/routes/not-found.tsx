import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/section.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({ title: "Page not found", description: "The page you were looking for does not exist." });

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center">
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
