import { Link } from "react-router";
import { organisation } from "#app/content/organisation.ts";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <Link to="/" className="block px-5 py-4 font-bold text-forest-800">
        {organisation.name}
      </Link>
    </header>
  );
}
