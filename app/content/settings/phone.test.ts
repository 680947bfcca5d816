import { describe, expect, it } from "vitest";
import { formatPhone, telAddress } from "./phone.ts";

describe("a phone number as the settings store it", () => {
  it("groups a mobile 5 and 5, however it was typed", () => {
    for (const typed of ["9876543210", "+91 98765 43210", "098765 43210", "91-98765-43210"])
      expect(formatPhone(typed), typed).toBe("+91 98765 43210");
  });

  it("keeps a landline's STD code apart, even one that starts as a mobile does", () => {
    expect(formatPhone("08734-123456")).toBe("+91 8734-123456");
    expect(formatPhone("040 2345 6789")).toBe("+91 40 2345 6789");
    expect(telAddress(formatPhone("08734-123456"))).toBe("+918734123456");
  });
});
