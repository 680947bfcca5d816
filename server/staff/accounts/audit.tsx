import { auditActionLabel } from "../../accounts/audit-labels.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Button, ButtonLink, Card, Notice } from "../ui/ui.tsx";

/* /staff/audit: the audit log for administrators, filtered by who, action and IST dates, newest first. */

export type AuditLineView = {
  id: string;
  staff_email: string;
  staff_user_id: string | null;
  action: string;
  subject: string | null;
  created_at: string;
};

export type AuditProps = {
  stylesheet: string;
  signedIn: SignedIn;
  lines: readonly AuditLineView[];
  choices: { who: readonly { value: string; label: string }[]; actions: readonly string[] };
  /** The filter as the form shows it (IST dates as typed). */
  filter: { who: string; action: string; from: string; to: string };
  errors: readonly string[];
  olderHref?: string;
  isFirstPage: boolean;
};

const columns = "md:grid-cols-[12rem_minmax(0,1fr)_10rem_minmax(0,1.2fr)]";
const selectStyles = "mt-1 block min-h-11 w-full rounded-md border border-ink-muted bg-white px-2 text-base";

export function AuditPage({
  stylesheet,
  signedIn,
  lines,
  choices,
  filter,
  errors,
  olderHref,
  isFirstPage,
}: AuditProps) {
  return (
    <Document title="Audit log" stylesheet={stylesheet} signedIn={signedIn} current="audit">
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Audit log</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Every action in the staff area and on the command line, and every request refused for a role, newest
        first. It names the record an action touched (a reference, a receipt number, an account&apos;s
        address), never what a form or a note said.
      </p>
      {errors.length > 0 && (
        <Notice tone="error">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Notice>
      )}
      <Card className="mb-6">
        <form
          method="get"
          action="/staff/audit"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
        >
          <div>
            <label htmlFor="who" className="block font-semibold">
              Who
            </label>
            <select id="who" name="who" defaultValue={filter.who} className={selectStyles}>
              <option value="">Anyone</option>
              {choices.who.map((person) => (
                <option key={person.value} value={person.value}>
                  {person.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="action" className="block font-semibold">
              Action
            </label>
            <select id="action" name="action" defaultValue={filter.action} className={selectStyles}>
              <option value="">Any action</option>
              {choices.actions.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="from" className="block font-semibold">
              From (IST)
            </label>
            <input id="from" name="from" type="date" defaultValue={filter.from} className={selectStyles} />
          </div>
          <div>
            <label htmlFor="to" className="block font-semibold">
              To (IST)
            </label>
            <input id="to" name="to" type="date" defaultValue={filter.to} className={selectStyles} />
          </div>
          <div className="flex gap-2">
            <Button>Show</Button>
            <ButtonLink href="/staff/audit">Clear</ButtonLink>
          </div>
        </form>
      </Card>
      {lines.length === 0 ? (
        <p>{isFirstPage ? "Nothing in the log matches." : "No older lines."}</p>
      ) : (
        <div className="rounded-lg border border-line bg-white">
          {/* Columns on a wide screen; on a phone each line reads time, who, action, record, stacked. The
              headings are for the eye: a screen reader hears each value named ("Who: …"), in one line. */}
          <div
            aria-hidden="true"
            className={`hidden gap-x-4 border-b border-line bg-forest-50 px-3 py-2 text-sm font-semibold md:grid ${columns}`}
          >
            <span>When (IST)</span>
            <span>Who</span>
            <span>Action</span>
            <span>Record</span>
          </div>
          <ol aria-label="Audit log, newest first" className="divide-y divide-line">
            {lines.map((line) => (
              <li
                key={line.id}
                className={`grid gap-x-4 gap-y-0.5 px-3 py-2 ${columns} ${line.action === "access.denied" ? "bg-terracotta-100/40" : ""}`}
              >
                <span className="text-sm text-ink-muted md:text-base md:text-ink">
                  <span className="sr-only">When: </span>
                  {formatIst(line.created_at)}
                </span>
                <span>
                  <span className="sr-only">, who: </span>
                  <bdi>{line.staff_email}</bdi>
                </span>
                <span>
                  <span className="sr-only">, action: </span>
                  {auditActionLabel(line.action)}
                </span>
                <span>
                  <span className="sr-only">, record: </span>
                  {line.subject ? <bdi>{line.subject}</bdi> : "—"}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <nav aria-label="Pages of the audit log" className="mt-4 flex gap-3">
        {!isFirstPage && (
          <ButtonLink
            href={`/staff/audit?${new URLSearchParams(Object.entries(filter).filter(([, value]) => value))}`}
          >
            Newest
          </ButtonLink>
        )}
        {olderHref && <ButtonLink href={olderHref}>Older</ButtonLink>}
      </nav>
    </Document>
  );
}
