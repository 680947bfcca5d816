import type { RouterContextProvider } from "react-router";
import { languageOfPath } from "#app/content/language.ts";
import { imageOf, siteContentContext } from "#app/content/site-content.ts";
import type { TextValues } from "#app/content/texts/overlay.ts";
import { publishedPageTexts, textValuesIn } from "#app/content/texts/published.ts";
import type { PublishedImage } from "./published-image.ts";

/**
 * In a route's loader: the texts the society published for `page`, in the language of the page
 * asked for, as the server renders it (the build, with no database, gets none: the code's texts).
 * Only loaders call it, so the schema it reads with stays out of the pages' scripts.
 */
export function pageTexts(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  page: string,
): TextValues {
  const language = languageOfPath(new URL(request.url).pathname);
  return textValuesIn(publishedPageTexts(context.get(siteContentContext), page), language);
}

/**
 * In a route's loader: the pictures the society published with `page`'s texts (a programme page's
 * banner and photos), by slot, each one ready for pages; a slot whose picture is not is left out.
 */
export function pagePictures(
  { context }: { context: Readonly<RouterContextProvider> },
  page: string,
): Record<string, PublishedImage> {
  const content = context.get(siteContentContext);
  return Object.fromEntries(
    Object.entries(publishedPageTexts(content, page).pictures ?? {}).flatMap(([slot, reference]) => {
      const image = imageOf(content.images, reference);
      return image ? [[slot, image]] : [];
    }),
  );
}
