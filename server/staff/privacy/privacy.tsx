import { formatRupees } from "#app/utils/rupees.ts";
import { formatIst } from "../../india-time.ts";
import { longDate } from "../../mail/content.ts";
import { mayUse } from "../../accounts/roles.ts";
import type { PersonRecord } from "../../privacy/person.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { formLabel } from "../ui/labels.ts";
import { ActionForm, Button, ButtonLink, Card, inputStyles, Notice } from "../ui/ui.tsx";

export type PrivacyProps = {
  stylesheet: string;
  signedIn: SignedIn;
  address?: string;
  /** The id the address is kept under on the server (server/staff/searches.ts), for the copy's link. */
  lookup?: string;
  record?: PersonRecord;
  notice?: string;
  error?: string;
  /** The addresses a reference, phone or name led to, when it led to more than one. */
  choices?: string[];
  now: string;
};

function Record({
  record,
  lookup,
  now,
  mayErase,
}: {
  record: PersonRecord;
  lookup?: string;
  now: string;
  /** Only administrators erase (server/accounts/roles.ts): the office is told who to ask instead. */
  mayErase: boolean;
}) {
  const keptByLaw = record.submissions.filter((submission) => (submission.keptByLawUntil ?? "") > now);
  return (
    <>
      <Card
        title={
          <>
            Stored about <bdi>{record.address}</bdi>
          </>
        }
        // A long address breaks rather than widen the page on a phone.
        className="mb-6 wrap-anywhere"
      >
        {record.submissions.length === 0 ? (
          <p className="mb-3">No submission was sent from this address.</p>
        ) : (
          <ul className="mb-3 divide-y divide-line">
            {record.submissions.map((submission) => (
              <li key={submission.id} className="py-2">
                <a
                  href={`/staff/submissions/${submission.reference}`}
                  className="font-mono font-semibold text-forest-700 underline"
                >
                  {submission.reference}
                </a>{" "}
                · {formLabel(submission.formType)} · {submission.status === "spam" ? "spam" : "received"}{" "}
                {formatIst(submission.createdAt)}
                <span className="block text-sm text-ink-muted">
                  {submission.emails.length} email record(s)
                  {submission.staffNote?.note ? " · a staff note" : ""}
                  {submission.keptByLawUntil &&
                    ` · donation record kept by law until ${formatIst(submission.keptByLawUntil)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {record.mentionedIn.length > 0 && (
          <>
            <h3 className="font-semibold">Named in other people’s submissions</h3>
            <ul className="mb-3 divide-y divide-line">
              {record.mentionedIn.map((mention) => (
                <li key={mention.id} className="py-2">
                  <a
                    href={`/staff/submissions/${mention.reference}`}
                    className="font-mono font-semibold text-forest-700 underline"
                  >
                    {mention.reference}
                  </a>{" "}
                  · in {mention.fields.join(", ")}
                </li>
              ))}
            </ul>
          </>
        )}
        {record.payments.length > 0 && (
          <>
            <h3 className="font-semibold">Payments and receipts</h3>
            <ul className="mb-3 divide-y divide-line">
              {record.payments.map((payment) => (
                <li key={payment.receiptNumber} className="py-2">
                  <a
                    href={`/staff/donations/receipts/${payment.receiptNumber}`}
                    className="font-mono font-semibold text-forest-700 underline"
                  >
                    {payment.receiptNumber}
                  </a>{" "}
                  · {formatRupees(payment.amountRupees)} · paid {longDate(payment.paidOn)}
                  {payment.pledgeReference ? ` · pledge ${payment.pledgeReference}` : " · no pledge"}
                  {payment.cancelledAt ? " · cancelled" : ""}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mb-4">Email files in the mail folder that name it: {record.emailFiles.length}</p>
        {lookup && (
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={`/staff/privacy/copy?${new URLSearchParams({ lookup })}`}>
              Download their copy to read (HTML, in {record.language === "te" ? "Telugu" : "English"})
            </ButtonLink>
            <ButtonLink href={`/staff/privacy/export?${new URLSearchParams({ lookup })}`}>
              Download a copy (JSON)
            </ButtonLink>
          </div>
        )}
      </Card>
      <Card title="Erase" className="wrap-anywhere">
        {mayErase ? (
          <EraseForm record={record} lookup={lookup} keptByLaw={keptByLaw} />
        ) : (
          <p>
            Erasing is for an administrator: ask one to open this page and erase the data, once you have sent
            the person their copy if they asked for it.
          </p>
        )}
      </Card>
    </>
  );
}

/** Erasing a person's data, with what the tax law keeps, confirmed by typing the address. */
function EraseForm({
  record,
  lookup,
  keptByLaw,
}: {
  record: PersonRecord;
  lookup: string | undefined;
  keptByLaw: readonly unknown[];
}) {
  return (
    <ActionForm action="/staff/privacy/erase">
      <input type="hidden" name="email" value={record.address} />
      {lookup && <input type="hidden" name="lookup" value={lookup} />}
      <p className="mb-3">
        Deletes their submissions with their emails and notes, clears the address from other people’s
        submissions and notes, deletes the email files, and records that an erasure happened (without the
        data). This cannot be undone.
      </p>
      {record.payments.length > 0 && (
        <p className="mb-3">
          {record.payments.length === 1 ? "Their receipt" : `Their ${record.payments.length} receipts`} (
          {record.payments.map((payment) => payment.receiptNumber).join(", ")}){" "}
          {record.payments.length === 1 ? "stays" : "stay"}: the tax law requires the society to keep every
          receipt it issued and report it, so erasing does not remove them.
        </p>
      )}
      {keptByLaw.length > 0 && (
        <fieldset className="mb-3">
          <legend className="font-semibold">
            {keptByLaw.length} donation record(s) must be kept under the tax rules
          </legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="donations"
              value="keep"
              defaultChecked
              className="size-5 accent-forest-700"
            />
            Keep them and erase the rest
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="donations" value="include" className="size-5 accent-forest-700" />
            Erase them too (the society’s auditor agrees)
          </label>
        </fieldset>
      )}
      <label htmlFor="confirm" className="block font-semibold">
        Type “erase <bdi>{record.address}</bdi>” to confirm
      </label>
      <input id="confirm" name="confirm" autoComplete="off" className={inputStyles} />
      <Button variant="danger" className="mt-3">
        Erase
      </Button>
    </ActionForm>
  );
}

/** A person's request about their data: find it, give them a copy, erase it. */
export function PrivacyPage({
  stylesheet,
  signedIn,
  address,
  lookup,
  record,
  notice,
  error,
  choices,
  now,
}: PrivacyProps) {
  return (
    <Document title="Privacy requests" stylesheet={stylesheet} signedIn={signedIn} current="privacy">
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Privacy requests</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        When someone asks what the society keeps about them, for a copy, or for it to be erased: find
        everything stored under their email address, or find that address from a reference, their phone number
        or their name.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {/* Posted: the address is kept on the server, never in the page's address (decision 026). */}
      <form
        method="post"
        action="/staff/privacy"
        className="mb-6 flex flex-wrap items-end gap-3"
        role="search"
      >
        <div className="w-full max-w-md">
          <label htmlFor="email" className="block text-sm font-semibold">
            Their email address, a reference, receipt number, phone number or name
          </label>
          <input
            id="email"
            name="email"
            type="search"
            required
            defaultValue={address ?? ""}
            className={inputStyles}
          />
        </div>
        <Button>Find</Button>
      </form>
      {choices && (
        <Card title="Several people match: choose by address" className="mb-6">
          <ul className="divide-y divide-line">
            {choices.map((choice) => (
              <li key={choice} className="py-2">
                <ActionForm action="/staff/privacy">
                  <input type="hidden" name="email" value={choice} />
                  <Button variant="secondary">
                    <bdi>{choice}</bdi>
                  </Button>
                </ActionForm>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {record && (
        <Record
          record={record}
          lookup={lookup}
          now={now}
          mayErase={mayUse(signedIn.role, "POST", "/staff/privacy/erase")}
        />
      )}
    </Document>
  );
}
