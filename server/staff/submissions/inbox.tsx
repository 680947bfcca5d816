import { indianFigures } from "#app/utils/indian-figures.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import { filterQuery, type InboxFilter, type InboxRow } from "../../submissions/inbox.ts";
import { formatIst, weekStart } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { emailSummary, formLabel, formLabels, inboxStatusLabels } from "../ui/labels.ts";
import { Button, ButtonLink, inputStyles, Notice, StatusBadge } from "../ui/ui.tsx";
import { submissionHref } from "./back-to-inbox.ts";
import { SetAsideReportsLine } from "../donations/donation-parts.tsx";

export type InboxProps = {
  stylesheet: string;
  signedIn: SignedIn;
  filter: InboxFilter;
  errors: string[];
  rows: InboxRow[];
  /** The filter's parts that name nobody and a kept search's id, for export and paging links. */
  query: string;
  /** This page's own query (the filter, a kept search's id, the page), that a submission's page links back to. */
  pageQuery: string;
  olderHref?: string;
  isFirstPage: boolean;
  /** New submissions per form, whatever the filter. */
  newCounts: Partial<Record<FormType, number>>;
  /** Pledges a donor reported paid that no receipt answers yet: "reported paid — to confirm". */
  toConfirmCount: number;
  /** Pledges with a donor's payment report the spam rule set aside, still unanswered. */
  setAsideCount: number;
  /** Today in IST (2026-03-01), for the "today" and "this week" shortcuts. */
  today: string;
  /** What the last action on several submissions did. */
  notice?: string;
};

const linkStyles = "font-semibold text-forest-700 underline";

/** Whether the filter narrows anything, so that the folded filters open to show it. */
const isFiltered = (filter: InboxFilter) =>
  Boolean(
    filter.form ||
    filter.from ||
    filter.to ||
    filter.q ||
    (filter.status !== "inbox" && filter.status !== "spam"),
  );

function Filters({ filter, open }: { filter: InboxFilter; open: boolean }) {
  return (
    // Folded on a phone so that the first screen shows submissions; open when a filter is set.
    <details open={open} className="mb-4 rounded-lg border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-forest-800">
        Search and filters
        {isFiltered(filter) && <span className="ml-2 text-sm font-normal text-ink-muted">(filtered)</span>}
      </summary>
      {/* Posted: what is searched for is kept on the server, never in the page's address (decision 026). */}
      <form
        id="filters"
        method="post"
        action="/staff/search"
        className="border-t border-line p-4"
        role="search"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.25fr_1fr_1fr]">
          <div>
            <Field
              id="q"
              label="Reference, name or email"
              hint="A reference, or the start of a name or email address."
              look="compact"
            >
              {(control) => (
                <input
                  {...control}
                  name="q"
                  type="search"
                  defaultValue={filter.q ?? ""}
                  className={inputStyles}
                />
              )}
            </Field>
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
          <Field id="form" label="Form" look="compact">
            {(control) => (
              <select {...control} name="form" defaultValue={filter.form ?? ""} className={inputStyles}>
                <option value="">All forms</option>
                {Object.entries(formLabels).map(([type, label]) => (
                  <option key={type} value={type}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="status" label="Status" look="compact">
            {(control) => (
              <select {...control} name="status" defaultValue={filter.status} className={inputStyles}>
                {Object.entries(inboxStatusLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="from" label="From (IST)" look="compact">
            {(control) => (
              <input
                {...control}
                name="from"
                type="date"
                defaultValue={filter.from ?? ""}
                className={inputStyles}
              />
            )}
          </Field>
          <Field id="to" label="To (IST)" look="compact">
            {(control) => (
              <input
                {...control}
                name="to"
                type="date"
                defaultValue={filter.to ?? ""}
                className={inputStyles}
              />
            )}
          </Field>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button>Show</Button>
          <a href="/staff" className={linkStyles}>
            Clear filters
          </a>
        </div>
      </form>
    </details>
  );
}

/**
 * New items per form, the pledges reported paid to confirm, and the day's and week's submissions,
 * one tap each; compact enough for a phone's first screen.
 */
function Shortcuts({
  newCounts,
  toConfirmCount,
  today,
}: Pick<InboxProps, "newCounts" | "toConfirmCount" | "today">) {
  const forms = Object.entries(formLabels) as [FormType, string][];
  const chip = "flex min-h-11 flex-col justify-center rounded-lg border px-2 py-1 text-center no-underline";
  const tone = (count: number) =>
    count > 0 ? "border-turmeric-500 bg-turmeric-100 text-ink" : "border-line bg-white text-ink-muted";
  return (
    <nav aria-label="Shortcuts" className="mb-4">
      <ul className="grid grid-cols-3 gap-2 sm:max-w-3xl sm:grid-cols-5">
        {forms.map(([form, label]) => {
          const count = newCounts[form] ?? 0;
          return (
            <li key={form}>
              <a href={`/staff?${filterQuery({ status: "new", form })}`} className={`${chip} ${tone(count)}`}>
                <span className="block truncate text-xs">{label}</span>{" "}
                <span className={`block text-sm ${count > 0 ? "font-bold" : ""}`}>
                  {indianFigures(count)} new
                </span>
              </a>
            </li>
          );
        })}
        <li className="col-span-2 sm:col-span-1">
          <a href="/staff/donations?show=to-confirm" className={`${chip} ${tone(toConfirmCount)}`}>
            <span className="block truncate text-xs">Reported paid</span>{" "}
            <span className={`block text-sm ${toConfirmCount > 0 ? "font-bold" : ""}`}>
              {indianFigures(toConfirmCount)} to confirm
            </span>
          </a>
        </li>
      </ul>
      <p className="mt-2 flex flex-wrap gap-x-5">
        <a
          href={`/staff?${filterQuery({ status: "inbox", from: today, to: today })}`}
          className={`${linkStyles} inline-flex min-h-11 items-center`}
        >
          Today
        </a>
        <a
          href={`/staff?${filterQuery({ status: "inbox", from: weekStart(today) })}`}
          className={`${linkStyles} inline-flex min-h-11 items-center`}
        >
          This week
        </a>
      </p>
    </nav>
  );
}

function Row({ row, pageQuery }: { row: InboxRow; pageQuery: string }) {
  return (
    <li className="flex border-b border-line last:border-b-0">
      <label className="flex w-12 shrink-0 cursor-pointer items-start justify-center pt-3.5">
        <input
          type="checkbox"
          name="reference"
          value={row.reference}
          aria-label={`Select ${row.reference}`}
          className="size-5 accent-forest-700"
        />
      </label>
      <a
        href={submissionHref(row.reference, pageQuery)}
        className="grid min-w-0 grow gap-x-4 gap-y-1 py-3 pr-4 no-underline hover:bg-forest-50 md:grid-cols-[13rem_1fr_12rem_13rem]"
      >
        <span className="flex items-center gap-2 font-semibold whitespace-nowrap text-forest-700">
          <span className="font-mono">{row.reference}</span> <StatusBadge status={row.status} />
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

/** Export what the filter form holds: its buttons post it (form="filters"), so even unapplied changes count. */
function Export({ filter }: { filter: InboxFilter }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <span className="text-sm text-ink-muted">Export these:</span>
      <Button form="filters" name="export" value="xlsx" variant="secondary">
        Export to Excel
      </Button>
      {filter.form && (
        <Button form="filters" name="export" value="csv" variant="secondary">
          Export CSV
        </Button>
      )}
    </div>
  );
}

export function InboxPage({
  stylesheet,
  signedIn,
  filter,
  errors,
  rows,
  query,
  pageQuery,
  olderHref,
  isFirstPage,
  newCounts,
  toConfirmCount,
  setAsideCount,
  today,
  notice,
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
      {notice && <Notice announce>{notice}</Notice>}
      {spamFolder ? (
        <p className="mb-4 text-ink-muted">
          Submissions taken for automated ones (a hidden field filled, or the form sent within two seconds),
          and those staff marked as spam. A person whose browser filled the form for them can land here: tick
          it and choose “Not spam” to move it to the inbox and send its emails.
        </p>
      ) : (
        <Shortcuts newCounts={newCounts} toConfirmCount={toConfirmCount} today={today} />
      )}
      <SetAsideReportsLine count={setAsideCount} href="/staff/donations?show=set-aside" />
      {errors.length > 0 && (
        <Notice tone="error">
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Notice>
      )}
      <Filters filter={filter} open={errors.length > 0 || isFiltered(filter)} />
      <Export filter={filter} />
      <h2 id="submissions" className="sr-only">
        Submissions
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-center text-ink-muted">
          {errors.length > 0 ? "Correct the filter to see submissions." : "No submissions match."}
        </p>
      ) : (
        <form method="post" action="/staff/bulk">
          <input type="hidden" name="back" value={query} />
          <ol
            aria-labelledby="submissions"
            className="overflow-hidden rounded-lg border border-line bg-white"
          >
            {rows.map((row) => (
              <Row key={row.id} row={row} pageQuery={pageQuery} />
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {spamFolder ? (
              <Button name="action" value="not-spam">
                Not spam: move the ticked ones to the inbox
              </Button>
            ) : (
              <Button name="action" value="spam" variant="danger">
                Mark the ticked ones as spam
              </Button>
            )}
          </div>
        </form>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {!isFirstPage && <ButtonLink href={`/staff${query ? `?${query}` : ""}`}>Newest</ButtonLink>}
        {olderHref && <ButtonLink href={olderHref}>Older submissions</ButtonLink>}
      </nav>
    </Document>
  );
}
