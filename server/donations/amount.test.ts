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

  it("goes no higher than crore, saying the number of crores in the Indian system", () => {
    expect(rupeesInWords(1_23_45_67_890_12)).toBe(
      "One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Rupees And Twelve Paise Only",
    );
    expect(rupeesInWords(99_00_00_000_00)).toBe("Ninety Nine Crore Rupees Only");
    expect(rupeesInWords(100_00_00_000_00)).toBe("One Hundred Crore Rupees Only");
    expect(rupeesInWords(1_000_00_00_000_00)).toBe("One Thousand Crore Rupees Only");
    expect(rupeesInWords(12_345_00_00_000_00)).toBe(
      "Twelve Thousand Three Hundred Forty Five Crore Rupees Only",
    );
    expect(rupeesInWords(1_00_000_00_00_000_00)).toBe("One Lakh Crore Rupees Only");
    // The most a payment can be: ten digits of rupees (paiseFromRupees).
    const most = paiseFromRupees("9,99,99,99,999.99");
    expect(most).toBe(9_99_99_99_999_99);
    expect(rupeesInWords(most ?? 0)).toBe(
      "Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only",
    );
    for (const paise of [1_00_00_000_00, 1_00_00_00_000_00, 9_99_99_99_999_99, 12_345_67_89_012_34])
      expect(rupeesInWords(paise), String(paise)).not.toMatch(/Arab|Kharab|Neel|Padma|Shankh/);
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
