import { describe, expect, it } from "vitest";
import { payeeFrom, pledgeUpiPayment, type UpiPayee, upiLink } from "./upi.ts";

const personal: UpiPayee = {
  kind: "personal",
  upiId: "dai.society@sbi",
  name: "Dai Rural Development Society",
};
const merchant: UpiPayee = { ...personal, kind: "merchant", upiId: "daisociety@sbi", merchantCode: "8398" };
const payment = { amount: 2500, note: "Donation DON-7F3K2Q", reference: "DON-7F3K2Q" };

function parameters(link: string) {
  expect(link.startsWith("upi://pay?")).toBe(true);
  return new URLSearchParams(link.slice("upi://pay?".length));
}

describe("the UPI payment link", () => {
  it("to a personal UPI ID carries the payee, name, amount, currency and the note, and no merchant parameters", () => {
    const link = upiLink({ ...payment, payee: personal });
    expect(link).toBe(
      "upi://pay?pa=dai.society%40sbi&pn=Dai%20Rural%20Development%20Society&am=2500.00&cu=INR&tn=Donation%20DON-7F3K2Q",
    );
    expect([...parameters(link).keys()]).toEqual(["pa", "pn", "am", "cu", "tn"]);
  });

  it("to a merchant UPI ID also carries the merchant code and the reference as transaction reference", () => {
    const link = upiLink({ ...payment, payee: merchant });
    expect(Object.fromEntries(parameters(link))).toEqual({
      pa: "daisociety@sbi",
      pn: "Dai Rural Development Society",
      mc: "8398",
      tr: "DON-7F3K2Q",
      am: "2500.00",
      cu: "INR",
      tn: "Donation DON-7F3K2Q",
    });
  });

  it("encodes every value", () => {
    const link = upiLink({
      ...payment,
      payee: { ...personal, name: "Dai & Sons / Society" },
      note: "Gift for Rāma's school #1",
    });
    expect(link).toContain("pn=Dai%20%26%20Sons%20%2F%20Society");
    expect(parameters(link).get("tn")).toBe("Gift for Rāma's school #1");
  });

  it("writes the amount with two decimals, rounded to the paisa", () => {
    for (const payee of [personal, merchant]) {
      expect(parameters(upiLink({ ...payment, payee, amount: 1 })).get("am")).toBe("1.00");
      expect(parameters(upiLink({ ...payment, payee, amount: 1000.5 })).get("am")).toBe("1000.50");
      expect(parameters(upiLink({ ...payment, payee, amount: 99.999 })).get("am")).toBe("100.00");
    }
    expect(() => upiLink({ ...payment, payee: personal, amount: 0 })).toThrow(RangeError);
  });

  it("cuts the note to 50 characters", () => {
    const note = parameters(upiLink({ ...payment, payee: personal, note: "x".repeat(80) })).get("tn");
    expect(note).toBe("x".repeat(50));
  });
});

describe("the society's UPI settings", () => {
  const settings = {
    upiId: "daisociety@sbi",
    upiPayeeName: "Dai Rural Development Society",
    upiMerchantCode: "",
  };

  it("read as a personal or a merchant payee", () => {
    expect(payeeFrom({ ...settings, upiKind: "personal" }).kind).toBe("personal");
    expect(payeeFrom({ ...settings, upiKind: "merchant", upiMerchantCode: "8398" })).toEqual({
      kind: "merchant",
      upiId: "daisociety@sbi",
      name: "Dai Rural Development Society",
      merchantCode: "8398",
    });
  });

  it("refuse a merchant ID without a four-digit merchant code, and an unknown kind", () => {
    expect(() => payeeFrom({ ...settings, upiKind: "merchant" })).toThrow(/four-digit merchant code/);
    expect(() => payeeFrom({ ...settings, upiKind: "merchant", upiMerchantCode: "83A8" })).toThrow();
    expect(() => payeeFrom({ ...settings, upiKind: "business" })).toThrow(/"merchant" or "personal"/);
  });
});

describe("a pledge's UPI payment", () => {
  it("is offered up to ₹1,00,000, the most one UPI payment may carry, and not above", () => {
    expect(pledgeUpiPayment(1_00_000, "DON-7F3K2Q", personal)?.amount).toBe(1_00_000);
    expect(pledgeUpiPayment(1_00_001, "DON-7F3K2Q", personal)).toBeNull();
    expect(pledgeUpiPayment(1_50_000, "DON-7F3K2Q", merchant)).toBeNull();
  });
});
