import { type Language, languageOfPath, otherLanguage } from "#app/content/language.ts";
import { inLanguage, type PublishedSettings } from "#app/content/settings/published.ts";
import { loaderTexts } from "#app/content/texts/overlay.ts";
import { absoluteUrl } from "#app/utils/site-url.ts";
import { textsWith } from "#app/utils/use-language.ts";
import { settingsFromMatches } from "#app/utils/use-settings.ts";

type MetaArguments = {
  location: { pathname: string };
  loaderData?: unknown;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

export type PageMeta = { title: string; description: string };

// Made from the home page's artwork when the site is built (scripts/site-files/generate.ts).
const shareImage = {
  url: absoluteUrl("/social-card.png"),
  width: "1200",
  height: "630",
};

const perLanguage: Record<Language, { locale: string; imageAlt: string }> = {
  en: {
    locale: "en_IN",
    imageAlt: "A Gond-style painting of a tree of life above villagers dancing hand in hand.",
  },
  te: {
    locale: "te_IN",
    imageAlt: "చేయి చేయి కలిపి నాట్యం చేస్తున్న గ్రామస్థుల పైన జీవవృక్షం: గోండు శైలి చిత్రం.",
  },
};

/**
 * The title, description and share tags of the page at `pathname`, in its language; every route
 * passes its own. The canonical link, og:url and the hreflang alternates depend on the address, so
 * the document head adds them (app/components/page-address.tsx). `settings` are the root loader's
 * (settingsFromMatches).
 */
export function pageMeta({ title, description }: PageMeta, pathname: string, settings: PublishedSettings) {
  const language = languageOfPath(pathname);
  const { locale, imageAlt } = perLanguage[language];
  // The name the society published, as the header shows it.
  const siteName = inLanguage(settings, "name", language);
  const otherLocale = perLanguage[otherLanguage(language)].locale;
  const fullTitle = `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: locale },
    { property: "og:locale:alternate", content: otherLocale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: shareImage.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: shareImage.width },
    { property: "og:image:height", content: shareImage.height },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage.url },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/**
 * A route's meta function: its page meta, picked from an English content module or its Telugu twin
 * by the page's address, with the texts the society published (the loader's `texts`) laid over it.
 */
export function localisedMeta<English, Telugu>(
  english: English,
  telugu: Telugu,
  pick: (texts: English | Telugu) => PageMeta,
) {
  return ({ location, loaderData, matches }: MetaArguments) =>
    pageMeta(
      pick(textsWith(languageOfPath(location.pathname), english, telugu, loaderTexts(loaderData))),
      location.pathname,
      settingsFromMatches(matches),
    );
}
