import { describe, expect, it } from "vitest";
import { compareValues } from "./compare.ts";

describe("comparing two versions of an item", () => {
  it("names each field of a flat map that was set, changed or cleared", () => {
    expect(
      compareValues(
        { phone: "98765 43210", "upi.kind": "merchant", email: "a@example.org" },
        { phone: "91234 56789", "upi.kind": "merchant", "bank.ifsc": "SBIN0001234" },
      ),
    ).toEqual([
      { path: "bank.ifsc", before: undefined, after: "SBIN0001234" },
      { path: "email", before: "a@example.org", after: undefined },
      { path: "phone", before: "98765 43210", after: "91234 56789" },
    ]);
  });

  it("compares lists and nested records by path", () => {
    expect(
      compareValues(
        { members: [{ name: "Ravi", years: 3 }], title: "Team" },
        { members: [{ name: "Ravi", years: 4 }, { name: "Sita" }], title: "Team" },
      ),
    ).toEqual([
      { path: "members[0].years", before: "3", after: "4" },
      { path: "members[1].name", before: undefined, after: "Sita" },
    ]);
  });

  it("finds nothing between equal values", () => {
    expect(compareValues({ a: ["x", { b: 1 }] }, { a: ["x", { b: 1 }] })).toEqual([]);
  });
});
