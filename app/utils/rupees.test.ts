import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees, rupeeFigures } from "./rupees.ts";

describe("formatRupees", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(500)).toBe("₹500");
    expect(formatRupees(2500)).toBe("₹2,500");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });
});

describe("amounts in paise", () => {
  it("show paise only when there are any, always two digits of them", () => {
    expect(formatPaise(1_00_000_00)).toBe("₹1,00,000");
    expect(formatPaise(1_23_456_50)).toBe("₹1,23,456.50");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(rupeeFigures(12_345_678)).toBe("1,23,456.78");
    expect(rupeeFigures(2_500_00)).toBe("2,500");
  });
});
