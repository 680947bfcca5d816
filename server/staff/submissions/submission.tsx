import { formatIst } from "../../india-time.ts";
import type { StaffSubmission } from "../../submissions/submission.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { emailKindLabels, emailStateLabels, formLabel, noteMaxLength } from "../ui/labels.ts";
import { ActionForm, Button, ButtonLink, Card, Notice, StatusBadge } from "../ui/ui.tsx";

export type SubmissionProps = {
  stylesheet: string;
  signedIn: SignedIn;
  submission: StaffSubmission;
  /** What the last action did, to announce. */
  notice?: string;
};

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
              {block.rows.map((row) => (
                <div key={row.label} className="grid gap-x-4 py-2 sm:grid-cols-[14rem_1fr]">
                  <dt className="text-sm text-ink-muted">{row.label}</dt>
                  {/* What the visitor typed, isolated: bidi controls in it reorder nothing around it. */}
                  <dd
                    dir={row.value === "" ? undefined : "auto"}
                    className={`whitespace-pre-wrap break-words ${row.value === "" ? "text-ink-muted" : ""}`}
                  >
                    {row.value === "" ? "Not given" : row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ),
      )}
    </Card>
  );
}

function Emails({ submission }: { submission: StaffSubmission }) {
  const action = `/staff/submissions/${submission.reference}`;
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
                <p dir="auto" className="text-sm break-words text-terracotta-700">
                  {email.last_error}
                </p>
              )}
              {email.status === "failed" && (
                <ActionForm action={`${action}/emails/${email.id}/resend`} className="mt-2">
                  <Button variant="secondary">Send again</Button>
                </ActionForm>
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
      <p className="mt-3 text-sm text-ink-muted">
        Once the money shows in the bank,{" "}
        <a
          href={`/staff/donations/pledges/${submission.reference}`}
          className="font-semibold text-forest-700 underline"
        >
          record the payment
        </a>{" "}
        (or <code>npm run donations -- receive {submission.reference}</code>).
      </p>
    </Card>
  );
}

export function SubmissionPage({ stylesheet, signedIn, submission, notice }: SubmissionProps) {
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
        <a href={spam ? "/staff?status=spam" : "/staff"} className="font-semibold text-forest-700 underline">
          ← Back to the {spam ? "spam folder" : "inbox"}
        </a>
      </p>
      {notice && <Notice>{notice}</Notice>}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
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
        </div>
        {!spam && (
          <div className="flex flex-wrap gap-3">
            {submission.formType === "donation" && (
              <ButtonLink href={`/staff/donations/pledges/${submission.reference}`}>
                Payments and receipts
              </ButtonLink>
            )}
            <ActionForm action={`${action}/handled`}>
              <input type="hidden" name="handled" value={submission.status === "handled" ? "no" : "yes"} />
              <Button variant={submission.status === "handled" ? "secondary" : "primary"}>
                {submission.status === "handled" ? "Mark as not handled" : "Mark as handled"}
              </Button>
            </ActionForm>
          </div>
        )}
      </div>
      {spam && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-terracotta-700 bg-terracotta-100 p-4">
          <p className="max-w-2xl">
            Taken for an automated submission, so no email was sent. If a person sent it, mark it as not spam:
            it moves to the inbox and its emails go out.
          </p>
          <ActionForm action={`${action}/not-spam`}>
            <Button>Not spam</Button>
          </ActionForm>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <Fields submission={submission} />
          <Emails submission={submission} />
        </div>
        <div className="grid content-start gap-6">
          {submission.formType === "donation" && !spam && <PaymentReports submission={submission} />}
          <Card title="Note">
            <ActionForm action={`${action}/note`}>
              <label htmlFor="note" className="block text-sm text-ink-muted">
                For the team: what was done, who follows up. Not sent to anyone.
              </label>
              <textarea
                id="note"
                name="note"
                rows={4}
                dir="auto"
                maxLength={noteMaxLength}
                defaultValue={submission.note}
                className="mt-1 block w-full rounded-md border border-ink-muted bg-white px-3 py-2"
              />
              <Button variant="secondary" className="mt-3">
                Save note
              </Button>
            </ActionForm>
          </Card>
          {submission.email && (
            <Card title="Privacy request">
              {/* Posted, so that the address stays out of the URL (decision 026). */}
              <ActionForm action="/staff/privacy">
                <input type="hidden" name="email" value={submission.email} />
                <p className="text-sm text-ink-muted">
                  When they ask what is stored about them, for a copy, or for it to be erased.
                </p>
                <Button variant="secondary" className="mt-3">
                  Find everything stored under their address
                </Button>
              </ActionForm>
            </Card>
          )}
        </div>
      </div>
    </Document>
  );
}
