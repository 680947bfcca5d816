import { describe, expect, it } from "vitest";
import { upiLink } from "#app/utils/upi.ts";
import { upiQrSvg } from "#app/utils/upi-qr.ts";
import { readQrPng, readQrSvg as readQr } from "../testing/qr.ts";
import { upiQrPng } from "./upi.ts";

const payment = {
  upiId: "dai.society@sbi",
  payeeName: "Dai Rural Development Society",
  amount: 2500,
  note: "Donation DON-7F3K2Q",
  transactionReference: "DON-7F3K2Q",
};

function parameters(link: string) {
  expect(link.startsWith("upi://pay?")).toBe(true);
  return new URLSearchParams(link.slice("upi://pay?".length));
}

describe("the UPI payment link", () => {
  it("carries the payee, amount, currency, note and reference, every value encoded", () => {
    const link = upiLink({
      ...payment,
      payeeName: "Dai & Sons / Society",
      note: "Gift for Rāma's school #1",
    });
    expect(link).toBe(
      "upi://pay?pa=dai.society%40sbi&pn=Dai%20%26%20Sons%20%2F%20Society&am=2500&cu=INR&tn=Gift%20for%20R%C4%81ma's%20school%20%231&tr=DON-7F3K2Q",
    );
    expect(Object.fromEntries(parameters(link))).toEqual({
      pa: "dai.society@sbi",
      pn: "Dai & Sons / Society",
      am: "2500",
      cu: "INR",
      tn: "Gift for Rāma's school #1",
      tr: "DON-7F3K2Q",
    });
  });

  it("writes the amount with two decimals at most", () => {
    expect(parameters(upiLink({ ...payment, amount: 1000.5 })).get("am")).toBe("1000.50");
    expect(parameters(upiLink({ ...payment, amount: 99.999 })).get("am")).toBe("100.00");
    expect(parameters(upiLink({ ...payment, amount: 1 })).get("am")).toBe("1");
    expect(() => upiLink({ ...payment, amount: 0 })).toThrow(RangeError);
  });

  it("cuts the note to 50 characters", () => {
    const note = parameters(upiLink({ ...payment, note: "x".repeat(80) })).get("tn");
    expect(note).toBe("x".repeat(50));
  });
});

describe("the UPI QR code", () => {
  const link = upiLink({
    ...payment,
    payeeName: "Dai Rural Development Society",
    note: "Pledge DON-7F3K2Q · ₹2,500",
  });

  it("is an SVG, labelled for screen readers, that reads back as the same link", async () => {
    const svg = await upiQrSvg(link, "QR code to pay ₹2,500 by UPI");
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code to pay ₹2,500 by UPI" /);
    expect(readQr(svg)).toBe(link);
  });

  it("as the PNG an email carries, reads back as the same link", async () => {
    expect(readQrPng(await upiQrPng(link))).toBe(link);
  });
});
