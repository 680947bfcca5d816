import { describe, expect, it } from "vitest";
import { checkFigures, publishedFigures } from "./yearly-figures.ts";

describe("the yearly figures", () => {
  it("reads rupees and a percentage as staff type them, leaves empty rows out, latest year first", () => {
    expect(
      checkFigures({
        years: [
          { year: "2024-25", income: "₹12,50,000", expenditure: "11,80,000", programmeShare: "82.5%" },
          { year: "", income: "", expenditure: "", programmeShare: "" },
          { year: "2025-26", income: "1500000", expenditure: "1400000", programmeShare: "85" },
        ],
      }),
    ).toEqual({
      ok: true,
      values: {
        years: [
          { year: "2025-26", income: 1500000, expenditure: 1400000, programmeShare: 85 },
          { year: "2024-25", income: 1250000, expenditure: 1180000, programmeShare: 82.5 },
        ],
      },
    });
  });

  it("names every wrong field by its row, and a value that no longer passes reads as none", () => {
    const checked = checkFigures({
      years: [
        { year: "2025-27", income: "lots", expenditure: "-5", programmeShare: "120" },
        { year: "2024-25", income: "1", expenditure: "1", programmeShare: "1" },
        { year: "2024-25", income: "1", expenditure: "1", programmeShare: "1" },
      ],
    });
    expect(checked.ok ? {} : Object.keys(checked.errors).sort()).toEqual([
      "expenditure.0",
      "income.0",
      "programmeShare.0",
      "year.0",
      "year.2",
    ]);
    expect(publishedFigures({ years: [{ year: "x" }] })).toEqual([]);
    expect(publishedFigures(undefined)).toEqual([]);
  });
});
