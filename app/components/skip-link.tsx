import * as english from "#app/content/site.ts";
import * as telugu from "#app/content/te/site.ts";
import { useTexts } from "#app/utils/use-language.ts";

export function SkipLink() {
  const { siteText } = useTexts(english, telugu);
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-forest-800 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {siteText.skipLink}
    </a>
  );
}
