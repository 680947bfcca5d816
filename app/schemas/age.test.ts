import { describe, expect, it } from "vitest";
import { hasTurned, indiaToday } from "./age.ts";

describe("age", () => {
  it("counts today as the date in India", () => {
    // 19:00 UTC on 22 November is 00:30 on 23 November in India.
    expect(indiaToday(new Date("2026-11-22T19:00:00.000Z"))).toBe("2026-11-23");
    expect(indiaToday(new Date("2026-11-22T18:29:00.000Z"))).toBe("2026-11-22");
  });

  it("turns 18 on the 18th birthday, not the day before", () => {
    expect(hasTurned(18, "2008-11-23", "2026-11-23")).toBe(true);
    expect(hasTurned(18, "2008-11-24", "2026-11-23")).toBe(false);
    expect(hasTurned(18, "1990-01-01", "2026-11-23")).toBe(true);
    expect(hasTurned(18, "2015-06-01", "2026-11-23")).toBe(false);
  });

  it("has someone born on 29 February turn 18 on 1 March of a common year", () => {
    expect(hasTurned(18, "2008-02-29", "2026-02-28")).toBe(false);
    expect(hasTurned(18, "2008-02-29", "2026-03-01")).toBe(true);
    expect(hasTurned(18, "2012-02-29", "2030-02-28")).toBe(false);
  });
});
