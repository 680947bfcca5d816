import { describe, expect, it } from "vitest";
import { paiseFromRupees, plainRupees, rupeesInWords } from "./amount.ts";
import { financialYearDates, financialYearOf, receiptNumber } from "./financial-year.ts";

describe("amounts", () => {
  it("reads rupees as people write them, with at most two decimals, and nothing else", () => {
    expect(paiseFromRupees("2500")).toBe(250_000);
    expect(paiseFromRupees("2500.5")).toBe(250_050);
    expect(paiseFromRupees("2,500")).toBe(250_000);
    expect(paiseFromRupees("1,00,000")).toBe(1_00_000_00);
    expect(paiseFromRupees("100,000.50")).toBe(1_00_000_50);
    expect(paiseFromRupees("₹ 2,500")).toBe(250_000);
    expect(paiseFromRupees("₹2,500.50")).toBe(250_050);
    expect(paiseFromRupees("Rs. 12,34,567")).toBe(12_34_567_00);
    for (const wrong of [
      "0",
      "₹ 0",
      "-5",
      "1.234",
      "2,50",
      "25,00",
      "1,0000",
      ",500",
      "",
      "₹",
      "1e3",
      "12345678901",
    ])
      expect(paiseFromRupees(wrong), wrong).toBeUndefined();
  });

  it("writes plain numbers and words in lakh and crore", () => {
    expect(plainRupees(250_050)).toBe("2500.50");
    expect(rupeesInWords(1_00_000_00)).toBe("One Lakh Rupees Only");
    expect(rupeesInWords(2_50_00_000_00)).toBe("Two Crore Fifty Lakh Rupees Only");
    expect(rupeesInWords(250_050)).toBe("Two Thousand Five Hundred Rupees And Fifty Paise Only");
  });
});

describe("financial years", () => {
  it("run from April to March", () => {
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    expect(financialYearDates("2026-27")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(financialYearDates("2026-28")).toBeUndefined();
    expect(receiptNumber("2026-27", 7)).toBe("2026-27/0007");
  });
});
