import { formatPaise } from "#app/utils/rupees.ts";
import type { ReactNode } from "react";
import { formatIst } from "../../india-time.ts";
import type { StaffSubmission } from "../../submissions/submission.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { MaskedIdentifier } from "../donations/identity.tsx";
import { emailKindLabels, emailStateLabels, formLabel } from "../ui/labels.ts";
import { noteMaxLength } from "../../submissions/submission.ts";
import { Field } from "../ui/field.tsx";
import { Button, Card, Notice, StatusBadge, guardsLeaving, inputStyles } from "../ui/ui.tsx";
import { backParameter, inboxHref, isSpamFolder } from "./back-to-inbox.ts";

export type SubmissionProps = {
  stylesheet: string;
  signedIn: SignedIn;
  submission: StaffSubmission;
  /** The inbox's query as it was left (back-to-inbox.ts), when the page was opened from it. */
  inboxQuery?: string;
  /** What the last action did, to announce. */
  notice?: string;
  /** Why what was posted was not saved; the note shown is the one typed. */
  error?: string;
  /** A correction refused by the form's rules: what was typed, and each field's message. */
  correction?: { values: Record<string, string>; errors: Record<string, string> };
};

/**
 * The person's own details, corrected on their request (server/submissions/correction.ts): closed
 * until opened, or open with what was typed when the form's rules refused it.
 */
function Correct({
  submission,
  action,
  correction,
}: {
  submission: StaffSubmission;
  action: string;
  correction: SubmissionProps["correction"];
}) {
  return (
    <Card title="Correct their details">
      <details open={correction !== undefined}>
        <summary className="cursor-pointer font-semibold text-forest-700 underline">
          When they ask for a detail to be corrected
        </summary>
        <form
          method="post"
          action={`${action}/correct`}
          className="mt-3 grid gap-4"
          {...guardsLeaving(correction !== undefined)}
        >
          <p className="text-sm text-ink-muted">
            How they are named and reached, as they ask. What they wrote stays as it is. A receipt already
            issued keeps the details it was issued with.
          </p>
          {submission.correctable.map(({ field, label, value }) => (
            <Field
              key={field}
              id={`correct-${field}`}
              label={label}
              error={correction?.errors[field]}
              look="form"
            >
              {(control) => (
                <input
                  {...control}
                  name={field}
                  dir="auto"
                  defaultValue={correction ? (correction.values[field] ?? "") : value}
                  autoComplete="off"
                  className={inputStyles}
                />
              )}
            </Field>
          ))}
          <Button variant="secondary">Save the correction</Button>
        </form>
      </details>
    </Card>
  );
}

/** The one form of the page (id "review"): every button on it posts the note as typed. */
const reviewForm = "review";
const linkStyles = "font-semibold text-forest-700 underline";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{8,20}$/;

/** An address or a number as a link a phone can follow: write, or call. */
function Reachable({ value }: { value: string }): ReactNode {
  if (EMAIL.test(value))
    return (
      <a href={`mailto:${value}`} className={linkStyles}>
        {value}
      </a>
    );
  const digits = value.replace(/[^\d+]/g, "");
  if (PHONE.test(value) && digits.replace("+", "").length >= 8)
    return (
      <a href={`tel:${digits}`} className={linkStyles}>
        {value}
      </a>
    );
  return value;
}

function Fields({ submission }: { submission: StaffSubmission }) {
  return (
    <Card title="What they sent">
      {submission.fields.map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index} dir="auto">
            {block.text}
          </p>
        ) : (
          <div key={index} className="mb-4 last:mb-0">
            {block.title && <h3 className="mb-1 font-semibold text-forest-800">{block.title}</h3>}
            <dl className="divide-y divide-line">
              {block.rows.map((row) => {
                const identity = submission.identityRows.find(
                  (identityRow) => identityRow.label === row.label,
                );
                return (
                  <div key={row.label} className="grid gap-x-4 py-2 sm:grid-cols-[14rem_1fr]">
                    <dt className="text-sm text-ink-muted">{row.label}</dt>
                    {/* What the visitor typed, isolated: bidi controls in it reorder nothing around it. */}
                    <dd
                      dir={row.value === "" ? undefined : "auto"}
                      className={`whitespace-pre-wrap ${row.value === "" ? "text-ink-muted" : ""}`}
                    >
                      {row.value === "" ? (
                        "Not given"
                      ) : identity ? (
                        <MaskedIdentifier
                          record={submission.reference}
                          field={identity.field}
                          shown={row.value}
                        />
                      ) : (
                        <Reachable value={row.value} />
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ),
      )}
    </Card>
  );
}

function Emails({ submission }: { submission: StaffSubmission }) {
  return (
    <Card title="Emails">
      {submission.emails.length === 0 ? (
        <p className="text-ink-muted">
          {submission.status === "spam"
            ? "None: spam is kept but not emailed."
            : "No emails for this submission."}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {submission.emails.map((email) => (
            <li key={email.id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-semibold">{emailKindLabels[email.kind] ?? email.kind}</p>
              <p>
                {emailStateLabels[email.status] ?? email.status}
                {email.sent_at && <span className="text-ink-muted"> · {formatIst(email.sent_at)}</span>}
                <span className="text-ink-muted">
                  {" "}
                  · {email.attempts} {email.attempts === 1 ? "attempt" : "attempts"}
                </span>
              </p>
              {email.status === "pending" && email.attempts > 0 && (
                <p className="text-sm text-ink-muted">Next attempt {formatIst(email.next_attempt_at)}</p>
              )}
              {email.last_error && (
                <p dir="auto" className="text-sm text-terracotta-700">
                  {email.last_error}
                </p>
              )}
              {email.status === "failed" && (
                // Part of the page's one form, so that a note being typed is saved with it.
                <Button form={reviewForm} name="resend" value={email.id} variant="secondary" className="mt-2">
                  Send again
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A pledge's "I have paid" reports: the donor's word, to match against the bank before recording the payment. */
function PaymentReports({ submission }: { submission: StaffSubmission }) {
  return (
    <Card title="Payment reported by the donor">
      {submission.paymentReports.length === 0 ? (
        <p className="text-ink-muted">None yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {submission.paymentReports.map((report) => (
            <li key={report} className="py-2 font-mono first:pt-0 last:pb-0">
              <bdi>{report}</bdi>
            </li>
          ))}
        </ul>
      )}
      {submission.receipts.length > 0 ? (
        <p className="mt-3 text-sm">
          Recorded:{" "}
          {submission.receipts.map((receipt, index) => (
            <span key={receipt.number}>
              {index > 0 ? ", " : ""}
              <a href={`/staff/donations/receipts/${receipt.number}`} className={linkStyles}>
                receipt {receipt.number}
              </a>{" "}
              ({formatPaise(receipt.amountPaise)})
            </span>
          ))}
          .{" "}
          <a href={`/staff/donations/pledges/${submission.reference}`} className={linkStyles}>
            The pledge
          </a>{" "}
          shows what is left to pay.
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">
          Once the money shows in the bank,{" "}
          <a href={`/staff/donations/pledges/${submission.reference}`} className={linkStyles}>
            record the payment
          </a>
          .
        </p>
      )}
    </Card>
  );
}

/**
 * Where the work stands and the team's note, in one form: whichever button is pressed, the note
 * as typed is saved with it, without JavaScript.
 */
function Review({
  submission,
  action,
  inboxQuery,
  noteRefused,
}: {
  submission: StaffSubmission;
  action: string;
  inboxQuery: string | undefined;
  /** The page shows the note again after refusing it: what it holds is not saved. */
  noteRefused: boolean;
}) {
  const { status } = submission;
  return (
    <Card title="Status and note">
      <form id={reviewForm} method="post" action={`${action}/review`} {...guardsLeaving(noteRefused)}>
        {/* Kept through the answer, so that "Back to the inbox" still returns to it as it was left. */}
        {inboxQuery && <input type="hidden" name={backParameter} value={inboxQuery} />}
        <p className="mb-3 flex items-center gap-2">
          Now: <StatusBadge status={status} />
        </p>
        <label htmlFor="note" className="block text-sm text-ink-muted">
          Note for the team: what was done, who follows up (up to {noteMaxLength} characters). Not sent to
          anyone. Saved with any button below.
        </label>
        <textarea
          id="note"
          name="note"
          rows={4}
          dir="auto"
          defaultValue={submission.note}
          className="mt-1 block w-full rounded-md border border-ink-muted bg-white px-3 py-2"
        />
        <div className="mt-3 flex flex-wrap gap-2">
          {status === "spam" ? (
            <Button name="action" value="not-spam">
              Not spam
            </Button>
          ) : status === "handled" ? (
            <Button name="action" value="in_progress" variant="secondary">
              Mark as not handled
            </Button>
          ) : (
            <>
              <Button name="action" value="handled">
                Mark as handled
              </Button>
              {status === "new" && (
                <Button name="action" value="in_progress" variant="secondary">
                  Mark as in progress
                </Button>
              )}
            </>
          )}
          <Button name="action" value="save" variant="secondary">
            Save note
          </Button>
        </div>
        {status !== "spam" && (
          <div className="mt-4 border-t border-line pt-3">
            <Button name="action" value="spam" variant="danger">
              Mark as spam
            </Button>
            <p className="mt-1 text-sm text-ink-muted">
              Moves it to the spam folder and cancels its emails still waiting to be sent. “Not spam” there
              undoes it.
            </p>
          </div>
        )}
      </form>
    </Card>
  );
}

/** Where the page came from: the inbox as it was left, or else the folder the submission is in. */
function BackLink({ inboxQuery, spam }: { inboxQuery: string | undefined; spam: boolean }) {
  const [href, toSpamFolder] =
    inboxQuery === undefined
      ? [spam ? "/staff?status=spam" : "/staff", spam]
      : [inboxHref(inboxQuery), isSpamFolder(inboxQuery)];
  return (
    <a href={href} className={linkStyles}>
      ← Back to the {toSpamFolder ? "spam folder" : "inbox"}
    </a>
  );
}

export function SubmissionPage({
  stylesheet,
  signedIn,
  submission,
  inboxQuery,
  notice,
  error,
  correction,
}: SubmissionProps) {
  const action = `/staff/submissions/${submission.reference}`;
  const spam = submission.status === "spam";
  return (
    <Document
      title={submission.reference}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current={spam ? "spam" : "inbox"}
    >
      <p className="mb-3">
        <BackLink inboxQuery={inboxQuery} spam={spam} />
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <div className="mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold text-forest-800">{submission.reference}</h1>
          <StatusBadge status={submission.status} />
        </div>
        <p className="text-ink-muted">
          {formLabel(submission.formType)} form in {submission.languageName} · received{" "}
          {formatIst(submission.createdAt)}
          {submission.handledAt && ` · handled ${formatIst(submission.handledAt)}`}
          {submission.handledBy && (
            <>
              {" by "}
              <bdi>{submission.handledBy}</bdi>
            </>
          )}
        </p>
        {(submission.email || submission.phone) && (
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {submission.name && (
              <span className="font-semibold">
                <bdi>{submission.name}</bdi>
              </span>
            )}
            {submission.email && <Reachable value={submission.email} />}
            {submission.phone && <Reachable value={submission.phone} />}
          </p>
        )}
        {submission.formType === "donation" && !spam && (
          <p className="mt-2">
            <a href={`/staff/donations/pledges/${submission.reference}`} className={linkStyles}>
              Payments and receipts
            </a>
          </p>
        )}
      </div>
      {spam && (
        <p className="mb-6 max-w-2xl rounded-lg border border-terracotta-700 bg-terracotta-100 p-4">
          In the spam folder, so no email goes out. If a person sent it, choose “Not spam” under “Status and
          note”: it moves to the inbox and its emails go out.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <Fields submission={submission} />
          <Review
            submission={submission}
            action={action}
            inboxQuery={inboxQuery}
            noteRefused={error !== undefined}
          />
          <Emails submission={submission} />
        </div>
        <div className="grid content-start gap-6">
          {submission.formType === "donation" && !spam && <PaymentReports submission={submission} />}
          {submission.correctable.length > 0 && !spam && (
            <Correct submission={submission} action={action} correction={correction} />
          )}
          {submission.email && (
            <Card title="Privacy request">
              {/* Posted, so that the address stays out of the URL (decision 026). */}
              <form method="post" action="/staff/privacy">
                <input type="hidden" name="email" value={submission.email} />
                <p className="text-sm text-ink-muted">
                  When they ask what is stored about them, for a copy, or for it to be erased.
                </p>
                <Button variant="secondary" className="mt-3">
                  Find everything stored under their address
                </Button>
              </form>
            </Card>
          )}
        </div>
      </div>
    </Document>
  );
}
