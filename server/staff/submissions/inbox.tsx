import { indianFigures } from "#app/utils/indian-figures.ts";
import type { InboxFilter, InboxRow } from "../../submissions/inbox.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { emailSummary, formLabel, formLabels, inboxStatusLabels } from "../ui/labels.ts";
import { Button, ButtonLink, inputStyles, Notice, StatusBadge } from "../ui/ui.tsx";

export type InboxProps = {
  stylesheet: string;
  signedIn: SignedIn;
  filter: InboxFilter;
  errors: string[];
  rows: InboxRow[];
  /** The filter's parts that name nobody and a kept search's id, for export and paging links. */
  query: string;
  olderHref?: string;
  isFirstPage: boolean;
};

const labelStyles = "block text-sm font-semibold";

function Filters({ filter, query }: { filter: InboxFilter; query: string }) {
  return (
    // Posted: what is searched for is kept on the server, never in the page's address (decision 026).
    <form
      method="post"
      action="/staff/search"
      className="mb-6 rounded-lg border border-line bg-white p-4"
      role="search"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.25fr_1fr_1fr]">
        <div>
          <label htmlFor="q" className={labelStyles}>
            Reference, name or email
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            aria-describedby="q-hint"
            className={inputStyles}
          />
          <p id="q-hint" className="mt-1 text-sm text-ink-muted">
            A reference, or the start of a name or email address.
          </p>
          <label className="mt-1 flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="anywhere"
              value="1"
              defaultChecked={filter.anywhere === "1"}
              className="size-5 accent-forest-700"
            />
            Also inside names and addresses (slower)
          </label>
        </div>
        <div>
          <label htmlFor="form" className={labelStyles}>
            Form
          </label>
          <select id="form" name="form" defaultValue={filter.form ?? ""} className={inputStyles}>
            <option value="">All forms</option>
            {Object.entries(formLabels).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className={labelStyles}>
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status} className={inputStyles}>
            {Object.entries(inboxStatusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className={labelStyles}>
            From (IST)
          </label>
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputStyles} />
        </div>
        <div>
          <label htmlFor="to" className={labelStyles}>
            To (IST)
          </label>
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputStyles} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button>Show</Button>
        <a href="/staff" className="font-semibold text-forest-700 underline">
          Clear filters
        </a>
        <span className="grow" />
        <ButtonLink href={`/staff/export?${query}${query ? "&" : ""}format=csv`}>Export CSV</ButtonLink>
        <ButtonLink href={`/staff/export?${query}${query ? "&" : ""}format=json`}>Export JSON</ButtonLink>
      </div>
    </form>
  );
}

function Row({ row }: { row: InboxRow }) {
  return (
    <li className="border-b border-line last:border-b-0">
      <a
        href={`/staff/submissions/${row.reference}`}
        className="grid gap-x-4 gap-y-1 px-4 py-3 no-underline hover:bg-forest-50 md:grid-cols-[12rem_1fr_9rem_13rem]"
      >
        <span className="flex items-center gap-2 font-mono font-semibold whitespace-nowrap text-forest-700">
          {row.reference} <StatusBadge status={row.status} />
        </span>
        <span className="min-w-0">
          {/* Isolated: bidi controls in what a visitor typed reorder nothing around it. */}
          <span className="block truncate font-semibold">
            {row.name ? <bdi>{row.name}</bdi> : "(no name)"}
          </span>
          <span className="block truncate text-sm text-ink-muted">
            <bdi>{row.email}</bdi>
          </span>
        </span>
        <span className="text-sm">
          {formLabel(row.formType)}
          <span className="block text-ink-muted">{emailSummary(row.emails)}</span>
        </span>
        <span className="text-sm whitespace-nowrap text-ink-muted md:text-right">
          {formatIst(row.createdAt)}
        </span>
      </a>
    </li>
  );
}

export function InboxPage({
  stylesheet,
  signedIn,
  filter,
  errors,
  rows,
  query,
  olderHref,
  isFirstPage,
}: InboxProps) {
  const spamFolder = filter.status === "spam";
  return (
    <Document
      title={spamFolder ? "Spam" : "Inbox"}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current={spamFolder ? "spam" : "inbox"}
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-forest-800">{spamFolder ? "Spam folder" : "Inbox"}</h1>
        {!spamFolder && signedIn.spamCount > 0 && (
          <a href="/staff?status=spam" className="font-semibold text-terracotta-700 underline">
            {indianFigures(signedIn.spamCount)} in the spam folder: check them
          </a>
        )}
      </div>
      {spamFolder && (
        <p className="mb-4 text-ink-muted">
          Submissions the site took for automated ones (a hidden field filled, or the form sent within two
          seconds). A person whose browser filled the form for them can land here: open it and choose “Not
          spam” to send its emails.
        </p>
      )}
      {errors.length > 0 && (
        <Notice tone="error">
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Notice>
      )}
      <Filters filter={filter} query={query} />
      <h2 className="sr-only">Submissions</h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-center text-ink-muted">
          {errors.length > 0 ? "Correct the filter to see submissions." : "No submissions match."}
        </p>
      ) : (
        <ol className="overflow-hidden rounded-lg border border-line bg-white">
          {rows.map((row) => (
            <Row key={row.id} row={row} />
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {!isFirstPage && <ButtonLink href={`/staff${query ? `?${query}` : ""}`}>Newest</ButtonLink>}
        {olderHref && <ButtonLink href={olderHref}>Older submissions</ButtonLink>}
      </nav>
    </Document>
  );
}
