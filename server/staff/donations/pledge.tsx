import { formatIst } from "../../india-time.ts";
import { type Pledge, unpaidPaise } from "../../donations/pledges.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { BackLink, Details, ReceiptLine, rupees } from "./donation-parts.tsx";
import type { PaymentFormErrors, PaymentFormValues } from "../../donations/payment-form.ts";
import { PaymentForm } from "./payment-form.tsx";
import { Card } from "../ui/ui.tsx";

type FormState = { values: PaymentFormValues; errors: PaymentFormErrors; today: string };

export type PledgeProps = {
  stylesheet: string;
  signedIn: SignedIn;
  pledge: Pledge;
  /** The donor's "I have paid" reports, as staff read them. */
  reports: string[];
} & FormState;

/** One pledge: what was pledged and paid, its receipts, and the form that records a payment. */
export function PledgePage({ stylesheet, signedIn, pledge, reports, ...form }: PledgeProps) {
  return (
    <Document
      title={`Pledge ${pledge.reference}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="donations"
    >
      <BackLink href="/staff/donations" text="Back to donations" />
      <h1 className="font-mono text-2xl font-bold text-forest-800">{pledge.reference}</h1>
      <p className="mb-6 text-ink-muted">
        Pledge by {pledge.name ? <bdi>{pledge.name}</bdi> : "(no name)"} · made {formatIst(pledge.createdAt)}
      </p>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="grid min-w-0 content-start gap-6">
          <Card title="Pledge">
            <Details
              narrow
              rows={[
                ["Donor", pledge.name || "(no name)"],
                ["Email", pledge.email],
                ["Pledged", rupees(pledge.pledgedPaise)],
                ["Paid", rupees(pledge.paidPaise)],
                ["Unpaid", rupees(unpaidPaise(pledge))],
                ["State", pledge.state],
              ]}
            />
            <p className="mt-3">
              <a
                href={`/staff/submissions/${pledge.reference}`}
                className="font-semibold text-forest-700 underline"
              >
                Open the submission
              </a>
            </p>
          </Card>
          <Card title="Payment reported by the donor">
            {reports.length === 0 ? (
              <p className="text-ink-muted">None yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {reports.map((report) => (
                  <li key={report} className="py-2 font-mono break-words first:pt-0 last:pb-0">
                    <bdi>{report}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Receipts">
            {pledge.payments.length === 0 ? (
              <p className="text-ink-muted">No payment recorded yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {pledge.payments.map((payment) => (
                  <ReceiptLine key={payment.id} payment={payment} />
                ))}
              </ul>
            )}
          </Card>
        </div>
        <Card title="Record a payment" className="min-w-0">
          <PaymentForm
            action={`/staff/donations/pledges/${pledge.reference}/payments`}
            donor="optional"
            {...form}
          />
        </Card>
      </div>
    </Document>
  );
}

export type NewPaymentProps = { stylesheet: string; signedIn: SignedIn } & FormState;

/** A payment that came without a pledge on the website: who paid, and the payment. */
export function NewPaymentPage({ stylesheet, signedIn, ...form }: NewPaymentProps) {
  return (
    <Document title="Record a payment" stylesheet={stylesheet} signedIn={signedIn} current="donations">
      <BackLink href="/staff/donations" text="Back to donations" />
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Record a payment with no pledge</h1>
      <p className="mb-6 max-w-3xl text-ink-muted">
        For money that arrived without a pledge on the website. It gets the next receipt number of its
        financial year, and the receipt is emailed to the donor.
      </p>
      <Card className="max-w-3xl">
        <PaymentForm action="/staff/donations/payments" donor="required" {...form} />
      </Card>
    </Document>
  );
}
