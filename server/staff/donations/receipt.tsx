import { rupeesInWords } from "../../donations/amount.ts";
import { donationTypeNames, paymentModeNames, type PaymentsTable } from "../../donations/schema.ts";
import { formatIst } from "../../india-time.ts";
import { deductionLawOn } from "#app/content/tax-law.ts";
import { longDate } from "../../mail/content.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { cancellationReasonMaxLength, receiptHref } from "../../donations/payment-form.ts";
import { BackLink, CancelledBadge, Details, rupees } from "./donation-parts.tsx";
import { type ReceiptDeduction, ReceiptNotDeductible } from "./deduction-notices.tsx";
import { MaskedIdentifier } from "./identity.tsx";
import { masked } from "../../donations/identity.ts";
import { emailKindLabels, emailStateLabels } from "../ui/labels.ts";
import { ActionForm, Button, ButtonLink, Card, inputStyles, Notice } from "../ui/ui.tsx";

export type ReceiptEmail = {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
};

export type ReceiptProps = {
  stylesheet: string;
  signedIn: SignedIn;
  payment: PaymentsTable;
  /** The pledge it pays, when there was one. */
  pledgeReference: string | null;
  emails: ReceiptEmail[];
  /** What was just done to it, by the code in the URL; the words are the page's own. */
  done?: "recorded" | "cancelled";
  /** Why the receipt says the donation is not deductible; null when it says it is. */
  notDeductible: ReceiptDeduction | null;
};

function PaymentDetails({ payment, pledgeReference }: Pick<ReceiptProps, "payment" | "pledgeReference">) {
  return (
    <Details
      rows={[
        ["Amount", `${rupees(payment.amount_paise)} (${rupeesInWords(payment.amount_paise)})`],
        ["Day the money arrived", longDate(payment.paid_on)],
        ["Mode", paymentModeNames[payment.mode]],
        ["Reference", payment.payment_reference ?? "Not given"],
        [`Kind (${deductionLawOn(payment.paid_on).statementForm})`, donationTypeNames[payment.donation_type]],
        ["Donor", payment.donor_name],
        ["Email", payment.donor_email || "(none: the receipt is given by hand)"],
        [
          "PAN",
          payment.donor_pan ? (
            <MaskedIdentifier
              record={payment.receipt_number}
              field="pan"
              shown={masked("pan", payment.donor_pan)}
            />
          ) : (
            "Not given"
          ),
        ],
        [
          "Aadhaar",
          payment.donor_aadhaar ? (
            <MaskedIdentifier
              record={payment.receipt_number}
              field="aadhaar"
              shown={masked("aadhaar", payment.donor_aadhaar)}
            />
          ) : (
            "Not given"
          ),
        ],
        ["Address", payment.donor_address ?? "Not given"],
        [
          "Pledge",
          pledgeReference ? (
            <a
              href={`/staff/donations/pledges/${pledgeReference}`}
              className="font-mono font-semibold text-forest-700 underline"
            >
              {pledgeReference}
            </a>
          ) : (
            "None: recorded on its own"
          ),
        ],
        ["Recorded", formatIst(payment.created_at)],
      ]}
    />
  );
}

function Emails({ emails }: { emails: ReceiptEmail[] }) {
  return (
    <Card title="Emails to the donor">
      {emails.length === 0 ? (
        <p className="text-ink-muted">None was queued: the receipt is given to the donor by hand.</p>
      ) : (
        <ul className="divide-y divide-line">
          {emails.map((email) => (
            <li key={email.id} className="py-2 first:pt-0 last:pb-0">
              <p className="font-semibold">{emailKindLabels[email.kind] ?? email.kind}</p>
              <p>
                {emailStateLabels[email.status] ?? email.status}
                {email.sent_at && <span className="text-ink-muted"> · {formatIst(email.sent_at)}</span>}
              </p>
              {email.last_error && (
                <p dir="auto" className="text-sm text-terracotta-700">
                  {email.last_error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One payment and its receipt: the details, the PDF, its email, and cancelling it. */
export function ReceiptPage({
  stylesheet,
  signedIn,
  payment,
  pledgeReference,
  emails,
  done,
  notDeductible,
}: ReceiptProps) {
  const href = receiptHref(payment.receipt_number);
  return (
    <Document
      title={`Receipt ${payment.receipt_number}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="donations"
    >
      <BackLink href="/staff/donations" text="Back to donations" />
      {done === "cancelled" && (
        <Notice announce>
          Receipt {payment.receipt_number} cancelled. Its number stays used.{" "}
          {emails.some((email) => email.kind === "cancellation") ? (
            <>
              An email telling <bdi>{payment.donor_email}</bdi> it is cancelled is queued and goes out within
              seconds.
            </>
          ) : (
            "No email was sent: tell the donor it is cancelled yourself."
          )}
        </Notice>
      )}
      {done === "recorded" && (
        <Notice announce>
          Receipt {payment.receipt_number} recorded.{" "}
          {emails.length > 0 ? (
            <>
              The receipt email to <bdi>{payment.donor_email}</bdi> is queued and goes out within seconds.
            </>
          ) : (
            "No email was queued: give the receipt to the donor yourself."
          )}
        </Notice>
      )}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-forest-800">
              Receipt <span className="font-mono whitespace-nowrap">{payment.receipt_number}</span>
            </h1>
            {payment.cancelled_at && <CancelledBadge />}
          </div>
          <p className="text-ink-muted">
            {rupees(payment.amount_paise)} from <bdi>{payment.donor_name}</bdi> · financial year{" "}
            {payment.financial_year}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={`${href}/pdf`} variant="primary">
            Download the receipt (PDF)
          </ButtonLink>
          {!payment.cancelled_at && (
            <ButtonLink href={`${href}/cancel`} variant="danger">
              Cancel this receipt…
            </ButtonLink>
          )}
        </div>
      </div>
      {payment.cancelled_at && (
        <div className="mb-6 rounded-lg border border-terracotta-700 bg-terracotta-100 p-4">
          <p className="font-semibold">Cancelled {formatIst(payment.cancelled_at)}</p>
          <p dir="auto" className="whitespace-pre-wrap">
            {payment.cancellation_reason}
          </p>
          <p className="mt-1 text-sm">Its number stays used; the PDF says it is cancelled.</p>
        </div>
      )}
      {notDeductible && (
        <ReceiptNotDeductible
          deduction={notDeductible}
          inForce={!payment.cancelled_at}
          role={signedIn.role}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card title="Payment">
          <PaymentDetails payment={payment} pledgeReference={pledgeReference} />
        </Card>
        <Emails emails={emails} />
      </div>
    </Document>
  );
}

export type CancelReceiptProps = {
  stylesheet: string;
  signedIn: SignedIn;
  payment: PaymentsTable;
  reason?: string;
  /** Whether the refused form asked to email the donor; a new form asks it when they have an address. */
  tellDonor?: boolean;
  error?: string;
};

/** The choice to email the donor, or why there is none. */
function TellDonor({ payment, tellDonor = true }: Pick<CancelReceiptProps, "payment" | "tellDonor">) {
  if (payment.donor_email === "")
    return (
      <p className="mb-4">
        The donor has no email address on record: tell them it is cancelled and not to use it for their
        income-tax return. A payment recorded again gets a new receipt.
      </p>
    );
  return (
    <label className="mb-4 flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name="tellDonor"
        value="yes"
        defaultChecked={tellDonor}
        className="size-5 shrink-0 accent-forest-700"
      />
      <span>
        Email <bdi>{payment.donor_email}</bdi> that the receipt is cancelled, with your reason, and not to use
        it for their income-tax return
      </span>
    </label>
  );
}

/** The step before cancelling: what it does, and the reason, which is required. */
export function CancelReceiptPage({
  stylesheet,
  signedIn,
  payment,
  reason,
  tellDonor,
  error,
}: CancelReceiptProps) {
  const href = receiptHref(payment.receipt_number);
  return (
    <Document
      title={`Cancel receipt ${payment.receipt_number}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="donations"
    >
      <BackLink href={href} text={`Back to receipt ${payment.receipt_number}`} />
      <h1 className="mb-4 text-2xl font-bold text-forest-800">
        Cancel receipt <span className="font-mono whitespace-nowrap">{payment.receipt_number}</span>?
      </h1>
      <Card className="max-w-2xl">
        <p className="mb-2">
          {rupees(payment.amount_paise)} from <bdi>{payment.donor_name}</bdi>, paid{" "}
          {longDate(payment.paid_on)} by {paymentModeNames[payment.mode]}.
        </p>
        <p className="mb-4 text-ink-muted">
          The receipt is marked cancelled with your reason, which its PDF then shows. The payment stays on
          record and its number stays used: the next payment gets the next number. It is left out of{" "}
          {deductionLawOn(payment.paid_on).statementForm} and of what the pledge has been paid. This cannot be
          undone.
        </p>
        <ActionForm action={`${href}/cancel`}>
          <Field
            id="reason"
            label="Why is it cancelled?"
            hint="For example “Cheque returned unpaid” or “Recorded twice”."
            error={error}
            look="form"
          >
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={3}
                required
                maxLength={cancellationReasonMaxLength}
                defaultValue={reason ?? ""}
                dir="auto"
                className={inputStyles}
              />
            )}
          </Field>
          <div className="mt-4">
            <TellDonor payment={payment} tellDonor={tellDonor} />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="danger">Cancel the receipt</Button>
            <a href={href} className="font-semibold text-forest-700 underline">
              Keep it
            </a>
          </div>
        </ActionForm>
      </Card>
    </Document>
  );
}
