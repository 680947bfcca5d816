import { organisation } from "#app/content/organisation.ts";

export function SiteFooter() {
  return (
    <footer className="bg-forest-900 px-5 py-8 text-white">
      © {organisation.copyrightYear} {organisation.name}
    </footer>
  );
}
