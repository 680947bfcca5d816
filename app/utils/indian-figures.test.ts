import { describe, expect, it } from "vitest";
import { indianFigures } from "./indian-figures.ts";

describe("indianFigures", () => {
  it("groups whole numbers the Indian way: the last three digits, then pairs", () => {
    expect(indianFigures(0)).toBe("0");
    expect(indianFigures(70)).toBe("70");
    expect(indianFigures(999)).toBe("999");
    expect(indianFigures(1000)).toBe("1,000");
    expect(indianFigures(99999)).toBe("99,999");
    expect(indianFigures(100000)).toBe("1,00,000");
    expect(indianFigures(12345678)).toBe("1,23,45,678");
    expect(indianFigures(-1234567)).toBe("-12,34,567");
  });

  it("writes every whole number as the browser's en-IN format does", () => {
    const intl = new Intl.NumberFormat("en-IN");
    for (let digits = 1; digits <= 16; digits += 1) {
      for (const value of [10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** digits / 7)]) {
        if (!Number.isSafeInteger(value)) continue;
        expect(indianFigures(value)).toBe(intl.format(value));
        expect(indianFigures(-value)).toBe(intl.format(-value));
      }
    }
  });

  it("leaves fractions to the en-IN format", () => {
    expect(indianFigures(123456.5)).toBe("1,23,456.5");
  });
});
