import { describe, expect, it } from "vitest";
import { withTexts } from "./overlay.ts";

const page = {
  banner: { title: "Our work", intro: "We plant trees." },
  statistics: [
    { id: "farmers", value: 1000, label: "Farmers" },
    { id: "women", value: 3000, label: "Women" },
  ],
} as const;

describe("the society's texts laid over the code's", () => {
  it("replaces a text and a figure by path and leaves the code's module as it was", () => {
    const shown = withTexts(page, {
      "banner.intro": "We plant and water trees.",
      "statistics.1.value": "3200",
    });
    expect(shown.banner).toEqual({ title: "Our work", intro: "We plant and water trees." });
    expect(shown.statistics[1]).toEqual({ id: "women", value: 3200, label: "Women" });
    expect(shown.statistics[0]).toBe(page.statistics[0]);
    expect(page.banner.intro).toBe("We plant trees.");
    expect(page.statistics[1].value).toBe(3000);
  });

  it("ignores a path the page does not have, a figure that is not a number, and structure", () => {
    const shown = withTexts(page, {
      "banner.subtitle": "New",
      "statistics.0.value": "many",
      "statistics.0": "flat",
      "__proto__.polluted": "yes",
    });
    expect(shown).toEqual(page);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("is the code's texts when nothing is published", () => {
    expect(withTexts(page, undefined)).toBe(page);
    expect(withTexts(page, {})).toBe(page);
  });
});
