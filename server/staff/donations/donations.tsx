import { type PledgeLine, unpaidPaise } from "../../donations/pledges.ts";
import type { Statement } from "../../donations/statement.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { longDate } from "../../mail/content.ts";
import { receiptHref } from "../../donations/payment-form.ts";
import {
  CancelledBadge,
  rupees,
  SetAsideBadge,
  SetAsideReportsLine,
  ToConfirmBadge,
} from "./donation-parts.tsx";
import { Button, ButtonLink, inputStyles, Notice } from "../ui/ui.tsx";

export type DonationsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  lines: PledgeLine[];
  /** The financial years to choose from, latest first. */
  financialYears: string[];
  /** The year shown; undefined for every year. */
  financialYear?: string;
  /** The year's statement of donations (Form 10BD or Form 113), when a year is shown. */
  statement?: Statement;
  /** The last day of the year shown, while it has not ended: its statement is not complete yet. */
  yearRunsUntil?: string;
  /** How many pledges of the year shown a donor reported paid with no receipt yet. */
  toConfirmCount: number;
  /** How many have a report the spam rule set aside, with no receipt yet. */
  setAsideCount: number;
  /** Only those pledges are shown ("to-confirm", "set-aside"), or every line (""). */
  show: "" | "to-confirm" | "set-aside";
  error?: string;
};

const stateStyles: Record<PledgeLine["state"], string> = {
  unpaid: "bg-turmeric-100 text-ink",
  "part paid": "bg-turmeric-100 text-ink",
  paid: "bg-forest-100 text-forest-900",
  "no pledge": "bg-forest-50 text-forest-900 border border-line",
};

const columns = [
  { title: "Pledge and donor", numeric: false },
  { title: "Pledged", numeric: true },
  { title: "Paid", numeric: true },
  { title: "Unpaid", numeric: true },
  { title: "State", numeric: false },
  { title: "Receipts", numeric: false },
];

function Line({ line }: { line: PledgeLine }) {
  const unpaid = unpaidPaise(line);
  return (
    <tr className="border-b border-line align-top last:border-b-0">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        {line.reference ? (
          <a
            href={`/staff/donations/pledges/${line.reference}`}
            className="font-mono font-semibold text-forest-700 underline"
          >
            {line.reference}
          </a>
        ) : (
          <span className="text-ink-muted">No pledge</span>
        )}
        <span className="block font-semibold">{line.name ? <bdi>{line.name}</bdi> : "(no name)"}</span>
        {line.pan && <span className="block font-mono text-sm text-ink-muted">PAN {line.pan}</span>}
        {line.aadhaar && (
          <span className="block font-mono text-sm text-ink-muted">Aadhaar {line.aadhaar}</span>
        )}
        {line.toConfirm > 0 && (
          <span className="mt-1 block">
            <ToConfirmBadge />
          </span>
        )}
        {line.setAside > 0 && (
          <span className="mt-1 block">
            <SetAsideBadge />
          </span>
        )}
      </th>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums" data-label="Pledged">
        {rupees(line.pledgedPaise)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums" data-label="Paid">
        {rupees(line.paidPaise)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums" data-label="Unpaid">
        {rupees(unpaid)}
      </td>
      <td className="px-4 py-3" data-label="State">
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${stateStyles[line.state]}`}
        >
          {line.state}
        </span>
      </td>
      <td className="px-4 py-3" data-label="Receipts">
        {line.receipts.length === 0 ? (
          <span className="text-ink-muted">None yet</span>
        ) : (
          <ul>
            {line.receipts.map((receipt) => (
              <li key={receipt.number} className="flex flex-wrap items-center gap-x-2">
                <a href={receiptHref(receipt.number)} className="font-mono text-forest-700 underline">
                  {receipt.number}
                </a>
                {receipt.cancelled && <CancelledBadge />}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function YearFilter({
  financialYears,
  financialYear,
  show,
  toConfirmCount,
  setAsideCount,
}: Pick<DonationsProps, "financialYears" | "financialYear" | "show" | "toConfirmCount" | "setAsideCount">) {
  return (
    <form
      method="get"
      action="/staff/donations"
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter donations"
    >
      <div>
        <label htmlFor="fy" className="block text-sm font-semibold">
          Financial year (April–March)
        </label>
        <select id="fy" name="fy" defaultValue={financialYear ?? ""} className={`${inputStyles} w-48`}>
          <option value="">All years</option>
          {financialYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="show" className="block text-sm font-semibold">
          Show
        </label>
        <select id="show" name="show" defaultValue={show} className={`${inputStyles} w-72`}>
          <option value="">Every pledge and payment</option>
          <option value="to-confirm">Reported paid — to confirm ({toConfirmCount})</option>
          <option value="set-aside">Report set aside as spam ({setAsideCount})</option>
        </select>
      </div>
      <Button variant="secondary">Show</Button>
    </form>
  );
}

/** The counts of pledges waiting for a payment to be confirmed, or with a report set aside, linking to them. */
function ReportCounts({
  financialYear,
  show,
  toConfirmCount,
  setAsideCount,
}: Pick<DonationsProps, "financialYear" | "show" | "toConfirmCount" | "setAsideCount">) {
  const href = (choice: string) =>
    `/staff/donations?show=${choice}${financialYear ? `&fy=${financialYear}` : ""}`;
  return (
    <>
      {toConfirmCount > 0 && show !== "to-confirm" && (
        <p className="mb-4 rounded-md border-l-4 border-terracotta-700 bg-terracotta-100 px-4 py-3">
          <a href={href("to-confirm")} className="font-semibold text-ink underline">
            {toConfirmCount === 1
              ? "1 pledge reported paid — to confirm"
              : `${toConfirmCount} pledges reported paid — to confirm`}
          </a>
          : the donor says they paid; check the bank statement and record the payment.
        </p>
      )}
      {show !== "set-aside" && <SetAsideReportsLine count={setAsideCount} href={href("set-aside")} />}
    </>
  );
}

const emptyListWords = {
  "to-confirm": "No pledge is waiting: every payment a donor reported has its receipt.",
  "set-aside": "No payment report is set aside as spam.",
};

const captions = {
  "": "Pledges and payments",
  "to-confirm": "Pledges reported paid, to confirm",
  "set-aside": "Pledges with a payment report set aside as spam",
};

function StatementDownload({
  financialYear,
  statement,
  yearRunsUntil,
}: Pick<DonationsProps, "financialYear" | "statement" | "yearRunsUntil">) {
  if (!financialYear || !statement)
    return (
      <p className="text-sm text-ink-muted">
        Choose a year to download its statement of donations (Form 10BD, or Form 113 from 2026-27).
      </p>
    );
  if (statement.status === "error") return <p className="text-sm">{statement.error}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink href={`/staff/donations/form-10bd?fy=${financialYear}`}>
        {statement.form} for {financialYear} (CSV)
      </ButtonLink>
      <ButtonLink href={`/staff/donations/certificates?fy=${financialYear}`}>
        Certificates for {financialYear}
      </ButtonLink>
      {yearRunsUntil && (
        <p className="text-sm text-ink-muted">
          {financialYear} runs until {longDate(yearRunsUntil)}: the file holds the donations recorded so far,
          and the statement is filed once the year has ended.
        </p>
      )}
      {statement.skippedWithoutId > 0 && (
        <p className="text-sm text-ink-muted">
          {statement.skippedWithoutId} payment(s) without PAN or Aadhaar are not in it.
        </p>
      )}
      {statement.skippedCash > 0 && (
        <p className="text-sm text-ink-muted">
          {statement.skippedCash} cash payment(s) above ₹2,000 are not in it: they are not deductible.
        </p>
      )}
      {statement.unconfirmed && <p className="text-sm text-ink-muted">{statement.unconfirmed}</p>}
    </div>
  );
}

/** Pledges with what was paid against them, and payments with no pledge: `donations list`. */
export function DonationsPage({
  stylesheet,
  signedIn,
  lines,
  financialYears,
  financialYear,
  statement,
  yearRunsUntil,
  toConfirmCount,
  setAsideCount,
  show,
  error,
}: DonationsProps) {
  return (
    <Document title="Donations" stylesheet={stylesheet} signedIn={signedIn} current="donations">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">Donations</h1>
        <ButtonLink href="/staff/donations/payments/new" variant="primary">
          Record a payment with no pledge
        </ButtonLink>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Pledges made on the website and what has been paid against them. To record a payment, open its pledge;
        each payment gets the next receipt number of its financial year and the donor is emailed the receipt.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <ReportCounts
        financialYear={financialYear}
        show={show}
        toConfirmCount={toConfirmCount}
        setAsideCount={setAsideCount}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 rounded-lg border border-line bg-white p-4">
        <YearFilter
          financialYears={financialYears}
          financialYear={financialYear}
          show={show}
          toConfirmCount={toConfirmCount}
          setAsideCount={setAsideCount}
        />
        <StatementDownload
          financialYear={financialYear}
          statement={statement}
          yearRunsUntil={yearRunsUntil}
        />
      </div>
      {lines.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-center text-ink-muted">
          {show
            ? emptyListWords[show]
            : financialYear
              ? `No pledges or payments in ${financialYear}.`
              : "No pledges or payments yet."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="staff-table w-full text-left">
            <caption className="sr-only">
              {captions[show]}
              {financialYear ? ` in ${financialYear}` : ""}
            </caption>
            <thead className="border-b border-line bg-forest-50 text-sm">
              <tr>
                {columns.map(({ title, numeric }) => (
                  <th key={title} scope="col" className={`px-4 py-2 ${numeric ? "text-right" : ""}`}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <Line key={line.reference || `payment-${index}`} line={line} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Document>
  );
}
