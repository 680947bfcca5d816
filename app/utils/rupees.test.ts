import { describe, expect, it } from "vitest";
import { formatRupees } from "./rupees.ts";

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(500)).toBe("₹500");
    expect(formatRupees(2500)).toBe("₹2,500");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });
});
