import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approvalCovers,
  approvalCoversDate,
  deductionLawOn,
  deductionToday,
  indiaDateOf,
  yearNameOf,
} from "./tax-law.ts";

describe("the law of a donation's date, with the server's clock in UTC", () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "UTC";
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("puts 23:59 IST on 31 March 2026 under the 1961 Act, in assessment year 2026-27", () => {
    const day = indiaDateOf(new Date("2026-03-31T23:59:00+05:30"));
    expect(day).toBe("2026-03-31");
    const law = deductionLawOn(day);
    expect([law.act.en, law.section, law.statementForm, law.certificateForm]).toEqual([
      "Income-tax Act, 1961",
      "80G",
      "Form 10BD",
      "Form 10BE",
    ]);
    expect(yearNameOf(day).en).toBe("financial year 2025-26 (assessment year 2026-27)");
    expect(yearNameOf(day).te).toContain("అసెస్‌మెంట్ సంవత్సరం 2026-27");
  });

  it("puts 00:01 IST on 1 April 2026 (18:31 UTC the day before) under the 2025 Act, in tax year 2026-27", () => {
    const instant = new Date("2026-04-01T00:01:00+05:30");
    expect(instant.getUTCDate()).toBe(31);
    const day = indiaDateOf(instant);
    expect(day).toBe("2026-04-01");
    const law = deductionLawOn(day);
    expect([law.act.en, law.section, law.approvalSection, law.statementForm, law.certificateForm]).toEqual([
      "Income-tax Act, 2025",
      "133",
      "354",
      "Form 113",
      "Form 114",
    ]);
    expect(law.act.te).toBe("ఆదాయపు పన్ను చట్టం, 2025");
    expect(yearNameOf(day)).toEqual({
      financialYear: "2026-27",
      en: "tax year 2026-27",
      te: "పన్ను సంవత్సరం 2026-27",
    });
  });

  it("says today's deduction with the section it replaced, in both languages", () => {
    expect(deductionToday.en).toBe(
      "eligible for deduction under section 133 of the Income-tax Act, 2025 (formerly section 80G of the Income-tax Act, 1961)",
    );
    expect(deductionToday.te).toContain("సెక్షన్ 133");
  });
});

describe("an approval's validity, in the years its order names", () => {
  it("reads assessment years as the financial year before each", () => {
    expect(approvalCovers("AY 2022-23 to AY 2026-27")).toEqual({ first: 2021, last: 2025 });
    expect(approvalCoversDate("AY 2022-23 to AY 2026-27", "2026-03-31")).toBe(true);
    expect(approvalCoversDate("AY 2022-23 to AY 2026-27", "2026-04-01")).toBe(false);
  });

  it("reads tax years as the year itself, and a single year", () => {
    expect(approvalCoversDate("tax year 2026-27 to tax year 2030-31", "2026-04-01")).toBe(true);
    expect(approvalCoversDate("Tax Year 2026-27", "2027-03-31")).toBe(true);
    expect(approvalCoversDate("Tax Year 2026-27", "2027-04-01")).toBe(false);
  });

  it("refuses text that names no year as an order does", () => {
    for (const text of [
      "2022-23 to 2026-27",
      "AY 2022-24",
      "until further orders",
      "AY 2026-27 to AY 2022-23",
    ])
      expect(approvalCovers(text)).toBeUndefined();
  });
});
