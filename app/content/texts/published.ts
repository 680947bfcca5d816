import type { Language } from "../language.ts";
import { publishedItem, type SiteContent } from "../site-content.ts";
import type { TextValues } from "./overlay.ts";
import { noTexts, type PageTexts, pageTextsSchema } from "./schema.ts";

/** The content item holding a page's texts: "texts:home", "texts:programs/health"… */
export const textsItemKey = (page: string) => `texts:${page}`;

/** A page's published texts read through their schema; what does not pass reads as none set. */
export function publishedPageTexts(content: SiteContent, page: string): PageTexts {
  const parsed = pageTextsSchema.safeParse(publishedItem(content, textsItemKey(page)));
  return parsed.success ? parsed.data : noTexts;
}

/** The texts and figures a page shows in `language` instead of the code's, by path. */
export function textValuesIn(texts: PageTexts, language: Language): TextValues {
  const values: Record<string, string> = { ...texts.figures };
  for (const [path, text] of Object.entries(texts.texts)) {
    const value = text[language];
    if (value !== undefined) values[path] = value;
  }
  return values;
}
