import { describe, expect, it } from "vitest";
import { teluguNeedsReview } from "./text-review.ts";

const field = { path: "banner.intro", kind: "text", en: "We plant trees.", te: "మేము చెట్లు నాటుతాం." } as const;

describe("when a Telugu text needs review", () => {
  it("always, in a module the code flags draft, until someone marks it reviewed", () => {
    expect(teluguNeedsReview(field, undefined, true)).toBe(true);
    expect(teluguNeedsReview(field, { te: "మేము మొక్కలు నాటుతాం." }, true)).toBe(true);
    expect(teluguNeedsReview(field, { reviewed: "We plant trees." }, true)).toBe(false);
  });

  it("in a reviewed module, only once its English has changed from the code's", () => {
    expect(teluguNeedsReview(field, undefined, false)).toBe(false);
    expect(teluguNeedsReview(field, { en: "We plant and water trees." }, false)).toBe(true);
  });

  it("again when the English changed after it was last reviewed", () => {
    const reviewed = { reviewed: "We plant trees." };
    expect(teluguNeedsReview(field, { ...reviewed, en: "We plant and water trees." }, false)).toBe(true);
    expect(teluguNeedsReview(field, { ...reviewed, en: "We plant and water trees." }, true)).toBe(true);
    expect(
      teluguNeedsReview(
        field,
        { en: "We plant and water trees.", reviewed: "We plant and water trees." },
        true,
      ),
    ).toBe(false);
  });

  it("again when a release changed the code's English the review was made against", () => {
    const changedInCode = { ...field, en: "We plant trees with the village." };
    expect(teluguNeedsReview(changedInCode, { reviewed: "We plant trees." }, false)).toBe(true);
  });
});
