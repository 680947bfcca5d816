import { describe, expect, it } from "vitest";
import { checkSettings } from "./schema.ts";

const ifscMessage =
  "Enter the IFSC as on a cheque: 11 characters, four letters, a zero, then six letters or digits (SBIN0001234).";

describe("the settings schema", () => {
  it("takes an IFSC as it takes a PAN: trimmed and in capitals before it is checked and stored", () => {
    expect(checkSettings({ "bank.ifsc": "sbin0001234", pan: "aaatd1234k" })).toEqual({
      ok: true,
      values: { "bank.ifsc": "SBIN0001234", pan: "AAATD1234K" },
    });
    for (const typed of ["  sbin0001234 ", "Sbin0001234", "SBIN 000 1234"])
      expect(checkSettings({ "bank.ifsc": typed }), typed).toEqual({
        ok: true,
        values: { "bank.ifsc": "SBIN0001234" },
      });
    for (const wrong of ["sbin1001234", "sbin000123", "sbin00012345", "sbi00001234"])
      expect(checkSettings({ "bank.ifsc": wrong }), wrong).toEqual({
        ok: false,
        errors: { "bank.ifsc": ifscMessage },
      });
  });
});
