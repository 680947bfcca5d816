import { pathIn } from "#app/content/language.ts";
import { textsItemKey } from "#app/content/texts/published.ts";
import { publishesContent, type Role } from "../../accounts/roles.ts";
import type { TextPage } from "../../content/text-pages.ts";

/**
 * Where "Preview the draft" of a page's texts opens: the page with every draft applied, in Telugu
 * for a translator, whose changes are all there, in English for everyone else.
 */
export function textsPreviewPath(page: Pick<TextPage, "name" | "path">, role: Role): string {
  const shown = publishesContent(role) ? page.path : pathIn("te", page.path);
  return `/staff/preview${shown}?from=${encodeURIComponent(textsItemKey(page.name))}`;
}
