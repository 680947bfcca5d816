import { describe, expect, it } from "vitest";
import { newReference, referenceAlphabet } from "./reference.ts";

describe("newReference", () => {
  it("is the form's prefix and six characters that cannot be misread", () => {
    expect(newReference("donation")).toMatch(/^DON-[2-9A-HJ-NP-Z]{6}$/);
    expect(newReference("contact")).toMatch(/^CON-/);
    expect(newReference("volunteer")).toMatch(/^VOL-/);
    expect(newReference("internship")).toMatch(/^INT-/);
    expect(referenceAlphabet).not.toMatch(/[01OI]/);
  });

  it("draws from the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 500 }, () => newReference("donation").slice(4)).join(""));
    expect(seen.size).toBe(referenceAlphabet.length);
  });
});
