import { describe, expect, it } from "vitest";
import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import { requiredFields } from "./form-definition.ts";
import { paymentReportRules, paymentReportSchemas } from "./payment-report.ts";
import { emptyPaymentReport } from "./payment-report-draft.ts";

/* "I have paid": which fields the page marks required, and which hints a refusal shows at once. */

const { hints } = paymentReportWording.en;

describe("the payment report's rules", () => {
  it("mark all four fields required, the payment's reference included", () => {
    expect([...requiredFields(paymentReportRules, "en")].sort()).toEqual([
      "mode",
      "paidOn",
      "paymentReference",
      "reference",
    ]);
  });

  it("give the reference's hint for its mode even when another field is wrong", () => {
    const result = paymentReportSchemas.en.safeParse({
      ...emptyPaymentReport,
      reference: "DON-7F3K2Q",
      mode: "cheque",
      paymentReference: "12",
    });
    expect(result.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["paidOn", expect.any(String)],
      ["paymentReference", hints.chequeNumber],
    ]);
  });

  it("refuse an unknown mode with the choice's message alone", () => {
    for (const mode of ["cash", "constructor", ""]) {
      const result = paymentReportSchemas.en.safeParse({
        reference: "DON-7F3K2Q",
        paidOn: "2026-11-20",
        mode,
        paymentReference: "123456",
      });
      expect(result.error?.issues.map(({ path }) => path.join("."))).toEqual(["mode"]);
    }
  });
});
