import { receiptHref } from "../../donations/payment-form.ts";
import { type IdentityField, identityFieldNames } from "../../donations/identity.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ActionForm, ButtonLink, Card } from "../ui/ui.tsx";

/*
 * A donor's PAN or Aadhaar on a staff page: masked, with a "Show" button that posts (so that every
 * reveal is a request the server audits, and none is in a link, the history or a prefetch).
 */

/** Where a record's page is: a pledge's submission, or a receipt. */
export const recordHref = (record: string) =>
  record.startsWith("DON-") ? `/staff/submissions/${record}` : receiptHref(record);

/** `shown` is the number already masked: the whole one never reaches the page. */
export function MaskedIdentifier({
  record,
  field,
  shown,
}: {
  record: string;
  field: IdentityField;
  shown: string;
}) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono">{shown}</span>
      <ActionForm action="/staff/identity">
        <input type="hidden" name="record" value={record} />
        <input type="hidden" name="field" value={field} />
        <button className="min-h-11 text-sm font-semibold text-forest-700 underline">
          Show the whole {identityFieldNames[field]}
          <span className="sr-only"> (recorded in the audit log)</span>
        </button>
      </ActionForm>
    </span>
  );
}

export type IdentityProps = {
  stylesheet: string;
  signedIn: SignedIn;
  record: string;
  field: IdentityField;
  value: string;
};

/** One number whole, after the press that revealed it was written to the audit log. */
export function IdentityPage({ stylesheet, signedIn, record, field, value }: IdentityProps) {
  const name = identityFieldNames[field];
  return (
    <Document title={`${name} of ${record}`} stylesheet={stylesheet} signedIn={signedIn} current="donations">
      <Card className="max-w-xl">
        <h1 className="mb-3 text-2xl font-bold text-forest-800">
          {name} of <span className="font-mono">{record}</span>
        </h1>
        <p className="mb-3 font-mono text-2xl tracking-wider break-all">{value}</p>
        <p className="mb-5 text-ink-muted">
          That you saw it is in the audit log. Copy it only where the work needs it (a receipt, the statement
          of donations), and nowhere else.
        </p>
        <ButtonLink href={recordHref(record)}>Back to {record}</ButtonLink>
      </Card>
    </Document>
  );
}
