import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/*
 * The fonts every PDF the society sends embeds (receipts now; certificates and statements later):
 * Noto Sans and Noto Sans Telugu (SIL Open Font License), read from the installed @fontsource
 * packages, never fetched while running. @fontsource splits each family by script, so the page's
 * font is a list: react-pdf takes each character from the first font of the list that has it —
 * Latin letters and figures from Noto Sans, ₹ from its Latin Extended part, Telugu from Noto Sans
 * Telugu, which fontkit shapes (conjuncts, vowel signs) from the font's own tables.
 */

const require = createRequire(import.meta.url);

const weights = [400, 700] as const;

/** The families, each with the @fontsource file of each weight. */
const families = {
  "Noto Sans": (weight: number) => `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  "Noto Sans Latin Extended": (weight: number) =>
    `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
  "Noto Sans Telugu": (weight: number) =>
    `@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff`,
};

/** The style's fontFamily for any text in a PDF; fontWeight 700 for bold. */
export const pdfFontFamily = Object.keys(families);

let registered: Promise<void> | undefined;

/** Registers the fonts once per process; every PDF renderer awaits it before rendering. */
export function registerPdfFonts(): Promise<void> {
  registered ??= (async () => {
    for (const [family, file] of Object.entries(families))
      Font.register({
        family,
        fonts: weights.map((fontWeight) => ({ src: require.resolve(file(fontWeight)), fontWeight })),
      });
    const telugu = Font.getFont({ fontFamily: "Noto Sans Telugu" });
    await telugu.load();
    skipEmptyAnchors(telugu.data);
  })();
  return registered;
}

/** `value[key]` when value is an object that has it; undefined otherwise. */
function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

type ApplyAnchor = (this: unknown, markRecord: unknown, baseAnchor: unknown, baseIndex: number) => void;

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on a mark anchor
 * the font leaves empty, which the OpenType specification allows and Noto Sans Telugu has (శ్రీ
 * fails: foliojs/fontkit#367, unfixed). Until a fixed fontkit ships, an empty anchor positions
 * nothing, as in HarfBuzz and the fix proposed upstream (foliojs/fontkit#374). fontkit does not
 * export its GPOS processor, so it is reached through a font's layout engine; if a later fontkit
 * has moved it, nothing is changed here, and the receipt tests (శ్రీ) tell whether it still fails.
 */
function skipEmptyAnchors(font: unknown) {
  const layout = field(font, "layout");
  if (typeof layout !== "function") return;
  layout.call(font, "కి");
  const processor = field(field(field(font, "_layoutEngine"), "engine"), "GPOSProcessor");
  const prototype: unknown = processor === undefined ? undefined : Object.getPrototypeOf(processor);
  const applyAnchor = field(prototype, "applyAnchor");
  if (typeof applyAnchor !== "function" || field(applyAnchor, "skipsEmptyAnchors")) return;
  const original = applyAnchor as ApplyAnchor;
  const guarded: ApplyAnchor = function (this: unknown, markRecord, baseAnchor, baseIndex) {
    if (baseAnchor == null || field(markRecord, "markAnchor") == null) return;
    original.call(this, markRecord, baseAnchor, baseIndex);
  };
  Object.assign(prototype as object, { applyAnchor: Object.assign(guarded, { skipsEmptyAnchors: true }) });
}
