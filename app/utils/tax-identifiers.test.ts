import { describe, expect, it } from "vitest";
import { isAadhaar, isPan, maskPan, normaliseAadhaar, normalisePan } from "./tax-identifiers.ts";

describe("PAN", () => {
  it("takes five letters, four digits and a letter, upper-cased without spaces", () => {
    expect(normalisePan(" abcde 1234 f ")).toBe("ABCDE1234F");
    expect(isPan("ABCDE1234F")).toBe(true);
    for (const wrong of ["ABCD1234F", "ABCDE12345", "ABCDE1234FF", "1BCDE1234F", "abcde1234f"])
      expect(isPan(wrong)).toBe(false);
  });

  it("is masked to the first five and the last character", () => {
    expect(maskPan("ABCDE1234F")).toBe("ABCDE****F");
    expect(maskPan("not a pan")).toBe("****");
  });
});

describe("Aadhaar", () => {
  it("takes 12 digits with a valid Verhoeff check digit", () => {
    expect(isAadhaar(normaliseAadhaar("2341 2341 2346"))).toBe(true);
    expect(isAadhaar("234123412347")).toBe(false); // last digit changed
    expect(isAadhaar("243123412346")).toBe(false); // two neighbours swapped
    expect(isAadhaar("23412341234")).toBe(false); // 11 digits
    expect(isAadhaar("134123412346")).toBe(false); // UIDAI never starts with 0 or 1
  });
});
