import type { CertificateEmail } from "../../donations/certificates.ts";
import { formatIst } from "../../india-time.ts";
import { longDate } from "../../mail/content.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { emailStateLabels } from "../ui/labels.ts";
import { ActionForm, Button, ButtonLink, Card, inputStyles, Notice } from "../ui/ui.tsx";
import { BackLink, rupees } from "./donation-parts.tsx";

export type CertificateRow = {
  receipt: string;
  name: string;
  email: string;
  deductiblePaise: number;
  emails: CertificateEmail[];
};

export type CertificatesProps = {
  stylesheet: string;
  signedIn: SignedIn;
  financialYear: string;
  /** "tax year 2026-27", "financial year 2025-26 (assessment year 2026-27)". */
  yearName: string;
  statementForm: string;
  certificateForm: string;
  filing: { acknowledgement: string; filedOn: string } | null;
  values?: { acknowledgement?: string; filedOn?: string };
  errors?: Partial<Record<"acknowledgement" | "filedOn", string>>;
  donors: CertificateRow[];
  notice?: string;
  error?: string;
};

const href = (financialYear: string, path = "") => `/staff/donations/certificates${path}?fy=${financialYear}`;

function FilingForm({ financialYear, statementForm, filing, values, errors }: CertificatesProps) {
  const field = (name: "acknowledgement" | "filedOn", label: string, hint: string, type = "text") => (
    <Field id={name} label={label} hint={hint} error={errors?.[name]} look="form">
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          required
          defaultValue={
            values?.[name] ?? (name === "filedOn" ? filing?.filedOn : filing?.acknowledgement) ?? ""
          }
          className={inputStyles}
        />
      )}
    </Field>
  );
  return (
    <Card title={`1. The filed ${statementForm}`}>
      <p className="mb-3 text-ink-muted">
        After filing the year's {statementForm} on the e-filing portal, enter its acknowledgement number and
        date. Every certificate quotes them.
      </p>
      <ActionForm action={href(financialYear, "/filing")} className="grid gap-4 sm:grid-cols-2">
        {field(
          "acknowledgement",
          "Acknowledgement number",
          "As the portal gave it, such as 123456789012345.",
        )}
        {field("filedOn", "Filed on", "The acknowledgement's date.", "date")}
        <div className="sm:col-span-2">
          <Button variant={filing ? "secondary" : "primary"}>
            {filing ? "Correct the acknowledgement" : "Save the acknowledgement"}
          </Button>
        </div>
      </ActionForm>
    </Card>
  );
}

function State({ emails }: { emails: CertificateEmail[] }) {
  const last = emails.at(-1);
  if (!last) return <span className="text-ink-muted">Not sent</span>;
  return (
    <span>
      {emailStateLabels[last.status] ?? last.status}
      {last.sentAt && <span className="text-ink-muted"> · {formatIst(last.sentAt)}</span>}
      {emails.length > 1 && <span className="text-ink-muted"> · {emails.length} sent in all</span>}
      {last.lastError && (
        <span dir="auto" className="block text-sm text-terracotta-700">
          {last.lastError}
        </span>
      )}
    </span>
  );
}

/** A year's certificates: the filed statement, one action to email them all, and each donor's state. */
export function CertificatesPage(props: CertificatesProps) {
  const { stylesheet, signedIn, financialYear, yearName, certificateForm, filing, donors, notice, error } =
    props;
  const waiting = donors.filter((donor) => donor.emails.length === 0).length;
  const failed = donors.filter((donor) => donor.emails.at(-1)?.lastError).length;
  return (
    <Document
      title={`Certificates ${financialYear}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="donations"
    >
      <BackLink
        href={`/staff/donations?fy=${financialYear}`}
        text={`Back to donations of ${financialYear}`}
      />
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Certificates of donations, {yearName}</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Each donor the statement reports (with PAN or Aadhaar, deductible donations) gets a certificate of the
        year's donations as a PDF by email. It is the society's own record: the donor claims the deduction
        with the certificate in {certificateForm} the e-filing portal generates from the statement. Download
        each donor's {certificateForm} from the portal and send it to them too, as the certificate's letter
        tells them.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {failed > 0 && (
        <Notice tone="error">{failed} certificate email(s) could not be sent yet: see the list below.</Notice>
      )}
      <div className="grid gap-6">
        <FilingForm {...props} />
        <Card title="2. Email the certificates">
          {!filing ? (
            <p className="text-ink-muted">Save the acknowledgement first.</p>
          ) : donors.length === 0 ? (
            <p className="text-ink-muted">No donor of {financialYear} is in the statement.</p>
          ) : (
            <>
              <p className="mb-3">
                Acknowledgement {filing.acknowledgement}, {longDate(filing.filedOn)}. {donors.length}{" "}
                donor(s); {waiting} not sent yet.
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <ButtonLink href={href(financialYear, "/preview")}>
                  Preview the first certificate (PDF)
                </ButtonLink>
                {waiting > 0 && (
                  <ActionForm action={href(financialYear, "/send")}>
                    <Button>Email the certificate to {waiting} donor(s)</Button>
                  </ActionForm>
                )}
              </div>
            </>
          )}
        </Card>
        {donors.length > 0 && (
          <div className="overflow-x-auto rounded-lg border border-line bg-white">
            <table className="staff-table w-full text-left">
              <caption className="sr-only">Donors of {financialYear} and their certificates</caption>
              <thead className="border-b border-line bg-forest-50 text-sm">
                <tr>
                  <th className="px-3 py-2">Donor</th>
                  <th className="px-3 py-2 text-right">Deductible</th>
                  <th className="px-3 py-2">Certificate email</th>
                  <th className="px-3 py-2">Actions</th>
                </tr>
              </thead>
              <tbody>
                {donors.map((donor) => (
                  <tr key={donor.receipt} className="border-b border-line align-top last:border-0">
                    <td className="px-3 py-2" data-label="Donor">
                      <bdi className="font-semibold">{donor.name}</bdi>
                      <span className="block text-sm break-all text-ink-muted">
                        {donor.email || "No email address"}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right" data-label="Deductible">
                      {rupees(donor.deductiblePaise)}
                    </td>
                    <td className="px-3 py-2" data-label="Certificate email">
                      {donor.email ? (
                        <State emails={donor.emails} />
                      ) : (
                        <span>By hand: download their statement (PDF) and give it to them.</span>
                      )}
                    </td>
                    <td className="px-3 py-2" data-label="Actions">
                      <div className="flex flex-wrap gap-2">
                        {filing && donor.email && (
                          <ActionForm action={href(financialYear, "/resend")}>
                            <input type="hidden" name="receipt" value={donor.receipt} />
                            <Button variant="secondary">
                              {donor.emails.length > 0 ? "Send again" : "Send to this donor"}
                            </Button>
                          </ActionForm>
                        )}
                        <ButtonLink href={`${href(financialYear, "/statement")}&receipt=${donor.receipt}`}>
                          Statement of all donations (PDF)
                        </ButtonLink>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Document>
  );
}
