import { describe, expect, it } from "vitest";
import {
  isPlainMultiline,
  isSingleLine,
  optionalLongText,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredIsoDate,
  requiredText,
} from "./fields.ts";

describe("control characters", () => {
  it("single-line text rejects every control character, tabs and line breaks included", () => {
    expect(isSingleLine("Asha Devi, Nirmal")).toBe(true);
    for (const control of ["\n", "\t", "\r", "\u0000", "\u001b", "\u007f", "\u0085"]) {
      expect(isSingleLine(`a${control}b`)).toBe(false);
    }
  });

  it("long text keeps line breaks and tabs but rejects other control characters", () => {
    expect(isPlainMultiline("line one\nline two\r\n\tindented")).toBe(true);
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u009b"]) {
      expect(isPlainMultiline(`a${control}b`)).toBe(false);
    }
  });

  it("refuses hidden direction characters, which make a name or an amount read reversed in the inbox", () => {
    const reversed = "Invoice\u202egpj.exe";
    expect(optionalText().safeParse(reversed).error?.issues[0]?.message).toBe(
      "Please remove the special (control) characters from this field.",
    );
    expect(optionalLongText().safeParse("Pay ₹\u2067500\u2069 now").success).toBe(false);
    // The joiners Telugu needs are no direction controls.
    expect(optionalText().safeParse("శ్\u200cరీ").success).toBe(true);
  });

  it("text outside the control ranges, Telugu included, is accepted", () => {
    expect(optionalText().safeParse("రైతు సంఘం – ₹500").success).toBe(true);
    expect(optionalLongText().safeParse("నమస్కారం\nధన్యవాదాలు").success).toBe(true);
  });
});

describe("text fields", () => {
  it("trims, and treats an empty or blank value as not given", () => {
    expect(optionalText().parse("  Nirmal  ")).toBe("Nirmal");
    expect(optionalText().parse("   ")).toBe("");
    expect(requiredText("Full Name").safeParse("   ").error?.issues[0]?.message).toBe(
      "Full Name is required.",
    );
  });

  it("rejects text over its limit, counted after trimming", () => {
    expect(requiredText("Full Name", 5).safeParse(" abcde ").success).toBe(true);
    expect(requiredText("Full Name", 5).safeParse("abcdef").success).toBe(false);
  });
});

describe("email", () => {
  const email = requiredEmail("Email");

  it("accepts an address and trims it", () => {
    expect(email.parse(" asha@example.org ")).toBe("asha@example.org");
  });

  it("rejects an empty value with the required hint only", () => {
    expect(email.safeParse("").error?.issues.map((issue) => issue.message)).toEqual(["Email is required."]);
  });

  it.each(["asha", "asha@", "@example.org", "asha@example", "a b@example.org"])("rejects %s", (value) => {
    expect(email.safeParse(value).success).toBe(false);
  });

  it("rejects an address longer than 254 characters", () => {
    expect(email.safeParse(`${"a".repeat(64)}@${"b".repeat(190)}.org`).success).toBe(false);
  });
});

describe("phone", () => {
  it.each(["", "+91 98765 43210", "(08734) 123-456", "9876543210"])("accepts %j", (value) => {
    expect(optionalPhone().safeParse(value).success).toBe(true);
  });

  it.each(["call me", "98765#43210", "1".repeat(31)])("rejects %j", (value) => {
    expect(optionalPhone().safeParse(value).success).toBe(false);
  });
});

describe("dates", () => {
  const date = requiredIsoDate("Date of Birth");

  it.each(["2004-02-29", "2025-12-31"])("accepts the real date %s", (value) => {
    expect(date.safeParse(value).success).toBe(true);
  });

  it.each(["2023-02-29", "2025-04-31", "2025-13-01", "31-12-2025", "2025-1-5"])("rejects %s", (value) => {
    expect(date.safeParse(value).success).toBe(false);
  });
});
