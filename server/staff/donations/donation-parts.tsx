import type { ReactNode } from "react";
import { formatPaise } from "#app/utils/rupees.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import { paymentModeNames, type PaymentsTable } from "../../donations/schema.ts";
import { longDate } from "../../mail/content.ts";
import { receiptHref } from "../../donations/payment-form.ts";

/* Small parts the donation pages share. */

/** ₹1,00,000; a dash where there is no figure (a payment with no pledge has no pledged amount). */
export const rupees = (paise: number | null) => (paise === null ? "—" : formatPaise(paise));

/** Labelled values; `narrow` for a side column, where the labels take less room. */
export function Details({
  rows,
  narrow = false,
}: {
  rows: [label: string, value: ReactNode][];
  narrow?: boolean;
}) {
  const columns = narrow ? "grid-cols-[6.5rem_minmax(0,1fr)]" : "sm:grid-cols-[11rem_minmax(0,1fr)]";
  return (
    <dl className="divide-y divide-line">
      {rows.map(([label, value]) => (
        <div key={label} className={`grid gap-x-4 py-2 ${columns}`}>
          <dt className="text-sm text-ink-muted">{label}</dt>
          {/* Names, addresses and references as people typed them, isolated from the page around them. */}
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CancelledBadge() {
  return (
    <span className="inline-block rounded-full bg-terracotta-100 px-2.5 py-0.5 text-xs font-semibold text-terracotta-700">
      Cancelled
    </span>
  );
}

/** One receipt in a list: its number, amount, day and mode. */
export function ReceiptLine({ payment }: { payment: PaymentsTable }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="flex items-center gap-2">
        <a
          href={receiptHref(payment.receipt_number)}
          className="font-mono font-semibold text-forest-700 underline"
        >
          {payment.receipt_number}
        </a>
        {payment.cancelled_at && <CancelledBadge />}
      </span>
      <span className={`tabular-nums ${payment.cancelled_at ? "text-ink-muted line-through" : ""}`}>
        {rupees(payment.amount_paise)}
      </span>
      <span className="w-full text-sm text-ink-muted">
        {longDate(payment.paid_on)} · {paymentModeNames[payment.mode]}
        {payment.payment_reference && (
          <>
            {" · "}
            <bdi>{payment.payment_reference}</bdi>
          </>
        )}
      </span>
    </li>
  );
}

export function BackLink({ href, text }: { href: string; text: string }) {
  return (
    <p className="mb-3">
      <a href={href} className="font-semibold text-forest-700 underline">
        ← {text}
      </a>
    </p>
  );
}

/** A donor said they paid and no receipt answers it yet: the office's next piece of work. */
export function SetAsideBadge() {
  return (
    <span className="inline-block rounded-full border border-turmeric-500 bg-turmeric-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
      report set aside as spam
    </span>
  );
}

export function ToConfirmBadge() {
  return (
    <span className="inline-block rounded-full border border-terracotta-700 bg-terracotta-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-terracotta-700">
      reported paid — to confirm
    </span>
  );
}

/**
 * Donors' "I have paid" reports the spam rule set aside live with their pledges, not in the spam
 * folder: this line leads to those pledges from the inbox, the spam folder and the donations list.
 * It counts pledges, as the list shows them (a pledge with two such reports is one line).
 */
export function SetAsideReportsLine({ count, href }: { count: number; href: string }) {
  if (count === 0) return null;
  return (
    <p className="mb-4 rounded-md border-l-4 border-turmeric-500 bg-turmeric-100 px-4 py-3">
      <a href={href} className="font-semibold text-ink underline">
        {count === 1
          ? "1 pledge has a payment report set aside as spam"
          : `${indianFigures(count)} pledges have a payment report set aside as spam`}
      </a>
      : open each and choose “Not spam” if the donor sent it.
    </p>
  );
}
