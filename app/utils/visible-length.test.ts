import { describe, expect, it } from "vitest";
import { visibleLength } from "./visible-length.ts";

describe("a text's length as a reader counts it", () => {
  it("counts a Telugu syllable once, with its vowel sign, its anusvara or as a conjunct", () => {
    expect(visibleLength("గ్రామం")).toBe(2);
    expect(visibleLength("క్షేత్రం")).toBe(2);
    expect("క్షేత్రం".length).toBe(8);
  });

  it("counts Latin letters, accents and emoji as they are seen", () => {
    expect(visibleLength("Seed fair")).toBe(9);
    expect(visibleLength("cafe\u0301")).toBe(4);
    expect(visibleLength("👍🏽")).toBe(1);
    expect(visibleLength("")).toBe(0);
  });
});
