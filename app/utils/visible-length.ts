import { indianFigures } from "./indian-figures.ts";

/*
 * How long a text is as a reader counts it: user-perceived characters (extended grapheme clusters),
 * not JavaScript's UTF-16 code units. A Telugu letter with its vowel sign, or a conjunct such as
 * క్ష, is one character on the screen but two to four code units, so a limit on `length` refused a
 * Telugu headline of 89 letters as longer than 150. The staff area's checks and the browser's count
 * with this one function, so both give the same answer.
 */

// Made on first use: the form pages' scripts import this module with the field builders, and a
// segmenter made as they load would cost a slow phone's first task for nothing (decision 043).
let graphemes: Intl.Segmenter | undefined;

/** The characters a reader sees in `text`: "గ్రామం" (grā-maṁ) is 2, "café" 4, an emoji with its skin tone 1. */
export function visibleLength(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(graphemes.segment(text)).length;
}

/** The refusal of a text longer than `max` characters as a reader counts them, with how long it is. */
export const tooLongMessage = (max: number, text: string) =>
  `Keep it to ${indianFigures(max)} characters or fewer; this one has ${indianFigures(visibleLength(text))}.`;
