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

  it("refuses a hidden direction character, which could show a name reversed, and keeps Telugu's joiners", () => {
    expect(checkSettings({ "bank.bankName": "State Bank \u202eof India" })).toEqual({
      ok: false,
      errors: { "bank.bankName": "Remove the hidden direction characters (pasted from another program?)." },
    });
    expect(checkSettings({ "name.te": "దాయి రూరల్ డెవలప్\u200cమెంట్ సొసైటీ" })).toEqual({
      ok: true,
      values: { "name.te": "దాయి రూరల్ డెవలప్\u200cమెంట్ సొసైటీ" },
    });
  });

  it("refuses a registration date later than today, which no certificate has", () => {
    const checked = checkSettings({
      "registration12A.date": "2099-01-01",
      "registration80G.approvedOn": "2021-04-01",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        "registration12A.date":
          "Enter the date on the certificate or order, as yyyy-mm-dd (such as 2021-04-01); it cannot be later than today.",
      },
    });
  });
});
