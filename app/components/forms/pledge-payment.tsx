import { useEffect, useState } from "react";
import { donationWording } from "#app/content/forms/donation.ts";
import { fillSlots, type Language, pathIn } from "#app/content/language.ts";
import { formOutcomeId } from "#app/schemas/form-post-fields.ts";
import { BankRows } from "#app/components/pages/bank-rows.tsx";
import { buttonVariants } from "#app/components/ui/button-variants.ts";
import { withUnbroken } from "#app/components/ui/unbroken.tsx";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import { cn } from "#app/utils/cn.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import { overUpiLimit, pledgeUpiPayment, type UpiPayee, upiLimitRupees, upiLink } from "#app/utils/upi.ts";
import type { PaymentDetails } from "./payment-details.ts";

export type AcceptedPledge = {
  amount: number;
  reference: string;
  /** The donor's name, on the pledge's own payment page: the only personal data it shows. */
  name?: string | undefined;
  /** The QR code drawn on the server (the answer to a post without JavaScript); else drawn here. */
  upiQrSvg?: string | undefined;
};

/**
 * How to pay a pledge just recorded (issue 13): a UPI link for the phone, its QR code for a computer,
 * the UPI ID written out, the bank details with the reference to quote, and "I have paid".
 */
export function PledgePayment({
  pledge,
  language,
  details,
}: {
  pledge: AcceptedPledge;
  language: Language;
  /** The bank account and UPI payee as published (payment-details.ts); none shown without them. */
  details: PaymentDetails | undefined;
}) {
  const words = donationWording[language].giving.payment;
  const bankRows = details?.bankRows ?? null;
  const amount = formatRupees(pledge.amount);
  // From the island's props, so the same object across renders, as the QR code's effect depends on it.
  const payee = details?.payee ?? null;
  const upi = pledgeUpiPayment(pledge.amount, pledge.reference, payee);
  const link = upi ? upiLink(upi) : null;
  const [upiIdBefore = "", upiIdAfter = ""] = words.upiIdLine.split("{upiId}");
  return (
    <section
      aria-labelledby="pledge-payment-title"
      className="grid gap-5 rounded-2xl border-2 border-forest-200 bg-white p-5 sm:p-6"
    >
      <h3 id="pledge-payment-title" className="text-xl font-bold text-forest-800">
        {words.title}
      </h3>
      {pledge.name ? (
        // The name as the donor typed it may be one long word: it wraps rather than widen the page.
        <p className="-mt-3 font-bold text-ink wrap-anywhere">
          {fillSlots(words.pledgedBy, { name: pledge.name, amount })}
        </p>
      ) : null}
      {upi && link ? (
        <div className="grid items-center gap-5 sm:grid-cols-[auto_1fr]">
          <UpiQrCode pledge={pledge} language={language} payee={payee} />
          <div className="grid justify-items-start gap-3">
            <a href={link} className={buttonVariants({ variant: "primary", size: "lg" })}>
              {fillSlots(words.upiLink, { amount })}
            </a>
            <p className="text-sm text-ink-muted">{words.qrCaption}</p>
            <p className="text-ink">
              {upiIdBefore}
              <span className="block font-mono font-bold break-all select-all">{upi.payee.upiId}</span>
              {upiIdAfter}
            </p>
          </div>
        </div>
      ) : null}
      {overUpiLimit(pledge.amount, payee) ? (
        <p className="rounded-xl border border-turmeric-500 bg-sand p-3 text-ink">
          {fillSlots(words.overUpiLimit, { limit: formatRupees(upiLimitRupees), amount })}
        </p>
      ) : null}
      {bankRows ? (
        <div className="grid gap-2">
          <p className="font-bold text-ink">{link ? words.bankTransfer : words.bankTransferOnly}</p>
          <BankRows rows={bankRows} />
          <p className="text-ink">{withUnbroken(words.quoteReference, "reference", pledge.reference)}</p>
        </div>
      ) : null}
      <div className="grid justify-items-start gap-2 border-t border-line pt-4">
        <p className="text-ink-muted">{words.paid}</p>
        <a
          href={`${pathIn(language, paymentReportPage)}?ref=${encodeURIComponent(pledge.reference)}`}
          className={cn(buttonVariants({ variant: "outline" }))}
        >
          {words.paidLink}
        </a>
      </div>
    </section>
  );
}

/** The QR code as inline SVG: given by the server, or drawn in the browser by a module loaded now. */
function UpiQrCode({
  pledge,
  language,
  payee,
}: {
  pledge: AcceptedPledge;
  language: Language;
  payee: UpiPayee | null;
}) {
  const [svg, setSvg] = useState(pledge.upiQrSvg);
  const { amount, reference, upiQrSvg: drawn } = pledge;
  useEffect(() => {
    if (drawn) return;
    let current = true;
    void import("#app/utils/upi-qr.ts").then(async ({ pledgeQrSvg }) => {
      const drawnHere = await pledgeQrSvg(amount, reference, language, payee);
      if (current) setSvg(drawnHere);
    });
    return () => {
      current = false;
    };
  }, [amount, reference, language, drawn, payee]);
  return (
    <div
      data-testid="upi-qr"
      // On a phone the button comes first (the QR code is for paying from a computer).
      className="order-last size-44 shrink-0 rounded-xl border border-line bg-white p-1 sm:order-first [&>svg]:size-full"
      // qrcode's own SVG, drawn from the payment link alone: nothing the donor typed is in it.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

/**
 * A pledge's payment page once there is nothing to pay (paid, no longer open, or an address that
 * names no pledge): said plainly where the payment step would be, and focused like a success.
 */
export function ClosedPaymentPage({ language, email }: { language: Language; email: string }) {
  const { title, text } = donationWording[language].giving.closedPaymentPage;
  return (
    <div
      id={formOutcomeId}
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-turmeric-500 bg-sand p-4 text-ink"
    >
      <p className="leading-snug font-bold text-forest-800">{title}</p>
      <p className="mt-1 leading-snug">{fillSlots(text, { email })}</p>
    </div>
  );
}
