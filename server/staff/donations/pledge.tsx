import { formatIst } from "../../india-time.ts";
import { describeReport, type StoredReport } from "../../donations/payment-reports.ts";
import { paidInFull, type Pledge, unpaidPaise } from "../../donations/pledges.ts";
import { longDate } from "../../mail/content.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { BackLink, Details, ReceiptLine, rupees, ToConfirmBadge } from "./donation-parts.tsx";
import { PaymentForm, type PaymentFormState } from "./payment-form.tsx";
import { Button, ButtonLink, Card, Notice } from "../ui/ui.tsx";

type FormState = PaymentFormState & { today: string };

export type PledgeProps = {
  stylesheet: string;
  signedIn: SignedIn;
  pledge: Pledge;
  /** The donor's report the form was filled in from, on first sight of the page. */
  prefilledFrom?: StoredReport | undefined;
  /** What was just done on the page, by the code in the URL; the words are the page's own. */
  done?: "report-not-spam" | undefined;
} & FormState;

function Reports({ pledge }: { pledge: Pledge }) {
  if (pledge.reports.length === 0) return <p className="text-ink-muted">None yet.</p>;
  return (
    <ul className="divide-y divide-line">
      {pledge.reports.map((report) => (
        <li key={`${report.mode} ${report.payment_reference}`} className="py-2 first:pt-0 last:pb-0">
          <span className="block font-mono">
            <bdi>{describeReport(report, longDate)}</bdi>
          </span>
          {pledge.toConfirm.includes(report) && <ToConfirmBadge />}
          <span className="block text-sm text-ink-muted">Sent {formatIst(report.created_at)}</span>
          {report.status === "spam" && <NotSpamForm pledge={pledge} report={report} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A report the spam rule set aside, which a person may still have sent (a browser that filled the
 * form in for them): "Not spam" makes it one to confirm and sends the donor their confirmation.
 */
function NotSpamForm({ pledge, report }: { pledge: Pledge; report: StoredReport }) {
  return (
    <form
      method="post"
      action={`/staff/donations/pledges/${pledge.reference}/reports/${report.id}/not-spam`}
      className="mt-2 grid justify-items-start gap-2"
    >
      <p className="text-sm text-ink-muted">
        Set aside as if a script sent it, so the donor was sent nothing. If the donor sent it, choose “Not
        spam”: they are sent the usual confirmation, and it waits here to be checked against the bank.
      </p>
      <Button type="submit" variant="secondary">
        Not spam
      </Button>
    </form>
  );
}

/** A pledge whose receipts reach its amount: no payment form, and where other money goes. */
function PaidInFull({ pledge }: { pledge: Pledge }) {
  return (
    <Card title="Paid in full" className="min-w-0">
      <p className="mb-4">
        The receipts reach the pledge of {rupees(pledge.pledgedPaise)}: nothing more is due on it.
      </p>
      <p className="mb-4 text-sm text-ink-muted">
        If this donor gave again, record it as a payment of its own; it gets its own receipt.
      </p>
      <ButtonLink href="/staff/donations/payments/new" variant="secondary">
        Record a payment with no pledge
      </ButtonLink>
    </Card>
  );
}

/** One pledge: what was pledged and paid, its receipts, and the form that records a payment. */
export function PledgePage({ stylesheet, signedIn, pledge, prefilledFrom, done, ...form }: PledgeProps) {
  // A refused post shows its form again, with its errors, even on a pledge paid in full.
  const full = paidInFull(pledge) && Object.keys(form.errors).length === 0;
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
      {done === "report-not-spam" && (
        <Notice announce>
          The donor&rsquo;s report is out of spam: their confirmation email is queued and goes out within
          seconds. Check the payment against the bank statement, then record it.
        </Notice>
      )}
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
          <Card title="For the 80G receipt">
            {pledge.receiptDetails ? (
              <Details
                narrow
                rows={[
                  ["Name as on PAN", pledge.receiptDetails.panName || "(not given)"],
                  ["PAN", pledge.receiptDetails.pan || "(not given)"],
                  ["Aadhaar", pledge.receiptDetails.aadhaar || "(not given)"],
                  ["Address", pledge.receiptDetails.address || "(not given)"],
                ]}
              />
            ) : (
              <p className="text-ink-muted">The donor did not ask for an 80G receipt.</p>
            )}
          </Card>
          <Card title="Payment reported by the donor">
            <Reports pledge={pledge} />
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
        {full ? (
          <PaidInFull pledge={pledge} />
        ) : (
          <Card title="Record a payment" className="min-w-0">
            {prefilledFrom && (
              <Notice>
                Filled in from the donor&rsquo;s report of {longDate(prefilledFrom.paid_on)}; the amount is
                what the pledge still needs. Check each against the bank statement before you record it.
              </Notice>
            )}
            <PaymentForm
              action={`/staff/donations/pledges/${pledge.reference}/payments`}
              donor="optional"
              role={signedIn.role}
              {...form}
            />
          </Card>
        )}
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
        <PaymentForm action="/staff/donations/payments" donor="required" role={signedIn.role} {...form} />
      </Card>
    </Document>
  );
}
