import type { RouterContextProvider } from "react-router";
import { languageOfPath } from "#app/content/language.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import type { TextValues } from "#app/content/texts/overlay.ts";
import { publishedPageTexts, textValuesIn } from "#app/content/texts/published.ts";

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
