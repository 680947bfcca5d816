import { describe, expect, it } from "vitest";
import { upiLink } from "#app/utils/upi.ts";
import { upiQrSvg } from "#app/utils/upi-qr.ts";
import { readQrPng, readQrSvg as readQr } from "../testing/qr.ts";
import { upiQrPng } from "./upi.ts";

const payment = {
  payee: { kind: "personal", upiId: "dai.society@sbi", name: "Dai Rural Development Society" },
  amount: 2500,
  note: "Pledge DON-7F3K2Q · ₹2,500",
  reference: "DON-7F3K2Q",
} as const;

describe("the UPI QR code", () => {
  const link = upiLink(payment);

  it("is an SVG, labelled for screen readers, that reads back as the same link", async () => {
    const svg = await upiQrSvg(link, "QR code to pay ₹2,500 by UPI");
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code to pay ₹2,500 by UPI" /);
    expect(readQr(svg)).toBe(link);
  });

  it("as the PNG an email carries, reads back as the same link", async () => {
    expect(readQrPng(await upiQrPng(link))).toBe(link);
  });
});
