import { describe, expect, it } from "vitest";
import { organisation } from "./organisation.ts";
import { flaggedPlaceholders } from "./placeholder.ts";

describe("flagged placeholders", () => {
  it("lists the redacted organisation details so they cannot ship unnoticed", () => {
    const flaggedValues = flaggedPlaceholders().map((entry) => entry.value);
    expect(flaggedValues).toContain(organisation.phone.display);
    expect(flaggedValues).toContain(organisation.email);
    expect(flaggedValues).toContain(organisation.bank.accountNumber);
  });
});
