/*
 * A page's texts with the society's published changes laid over the code's defaults. Kept free of
 * zod and of every other content module: a page that hydrates (the home page) ships this code.
 * (docs/decisions/034-page-texts-by-path.md)
 */

/** The changed texts and figures of one page in one language, by path ("story.paragraphs.0"). */
export type TextValues = Readonly<Record<string, string>>;

const WHOLE_NUMBER = /^\d{1,9}$/;

function replaced(current: unknown, value: string): unknown {
  if (typeof current === "string") return value;
  if (typeof current === "number") return WHOLE_NUMBER.test(value) ? Number(value) : current;
  return current;
}

function setAt(node: unknown, parts: readonly string[], value: string): unknown {
  const [part, ...rest] = parts;
  if (part === undefined) return replaced(node, value);
  if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return node;
  const child = (node as Record<string, unknown>)[part];
  const next = setAt(child, rest, value);
  if (next === child) return node;
  if (Array.isArray(node)) return node.map((item, index) => (String(index) === part ? next : item));
  return { ...node, [part]: next };
}

/**
 * `source` with each text or figure at a path in `values` replaced: a text only where the code has
 * a text, a figure only where it has a number or a figure, and an unknown path ignored. The code's
 * modules are never changed; what changes is copied along its path.
 */
export function withTexts<T>(source: T, values: TextValues | undefined): T {
  let result: unknown = source;
  for (const [path, value] of Object.entries(values ?? {})) result = setAt(result, path.split("."), value);
  return result as T;
}

/** The texts a route's loader returned (`{ texts }`), for its meta function. */
export function loaderTexts(loaderData: unknown, name = "texts"): TextValues | undefined {
  if (typeof loaderData !== "object" || loaderData === null) return undefined;
  const texts: unknown = (loaderData as Record<string, unknown>)[name];
  return typeof texts === "object" && texts !== null ? (texts as TextValues) : undefined;
}
