import { describe, expect, it } from "vitest";
import { readAddressQuery } from "./find-address.ts";

describe("what a person gave to find their data", () => {
  it("reads an address, a reference, a phone number written any way, or else a name", () => {
    expect(readAddressQuery(" Ravi@Example.org ")).toEqual({ kind: "email", address: "ravi@example.org" });
    expect(readAddressQuery("don-7f3k2q")).toEqual({ kind: "reference", reference: "DON-7F3K2Q" });
    for (const phone of ["+91 98765 43210", "098765-43210", "(98765) 43210"])
      expect(readAddressQuery(phone), phone).toEqual({ kind: "phone", digits: "9876543210" });
    expect(readAddressQuery(" 2026-27/0001 ")).toEqual({ kind: "receipt", receiptNumber: "2026-27/0001" });
    expect(readAddressQuery("Asha Devi")).toEqual({ kind: "name", name: "asha devi" });
    expect(readAddressQuery("12345")).toEqual({ kind: "name", name: "12345" });
  });

  it("reads nothing from empty text, very long text, or text with control or bidi characters", () => {
    for (const text of ["", "   ", "x".repeat(255), "asha\u202Edevi", "asha\u0000"])
      expect(readAddressQuery(text), JSON.stringify(text)).toBeUndefined();
  });
});
