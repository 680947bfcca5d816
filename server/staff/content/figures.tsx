import type { FigureErrors, FigureRowInput } from "#app/content/yearly-figures.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { ActionBar, Button, ErrorSummary, inputStyles, Notice, guardsLeaving } from "../ui/ui.tsx";

export type FiguresProps = {
  stylesheet: string;
  signedIn: SignedIn;
  /** The rows the form shows: the draft, the published figures or what was just posted. */
  rows: FigureRowInput[];
  errors?: FigureErrors;
  draft: { savedAt: string; savedBy: string } | null;
  version: { number: number; publishedAt: string; publishedBy: string } | null;
  notice?: string;
};

const columns = [
  ["year", "Financial year", "2025-26"],
  ["income", "Income (₹)", "12,50,000"],
  ["expenditure", "Expenditure (₹)", "11,80,000"],
  ["programmeShare", "Spent on programmes (%)", "82.5"],
] as const;

/** /staff/figures: income, expenditure and the share spent on programmes, a row per financial year. */
export function FiguresPage({ stylesheet, signedIn, rows, errors, draft, version, notice }: FiguresProps) {
  const errorEntries = Object.entries(errors ?? {});
  return (
    <Document
      title={errorEntries.length > 0 ? "Error: Yearly figures" : "Yearly figures"}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="documents"
    >
      <h1 className="mb-4 text-2xl font-bold text-forest-800">Yearly figures</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        The figures /transparency shows for each financial year (April to March), from the audited accounts. A
        year without a row says its figures are not yet published. Leave a row empty to leave it out.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {errorEntries.length > 0 && (
        <ErrorSummary intro={"Nothing was saved. Correct this and save again:"}>
          {errorEntries.map(([field, message]) => (
            <li key={field}>
              <a
                href={`#figures-${field.replace(".", "-")}`}
                className="font-semibold text-terracotta-700 underline"
              >
                Row {Number(field.split(".")[1]) + 1}: {message}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      <p className="mb-6 text-sm text-ink-muted">
        {version
          ? `Published: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}.`
          : "Nothing published yet: every year says its figures are not yet published."}{" "}
        {draft
          ? `A draft is saved (by ${draft.savedBy}, ${formatIst(draft.savedAt)}); the site does not show it.`
          : ""}
      </p>
      <form method="post" action="/staff/figures" noValidate {...guardsLeaving(errorEntries.length > 0)}>
        {rows.map((row, index) => (
          <fieldset
            key={index}
            className="mb-4 grid gap-4 rounded-md border border-line bg-white p-4 sm:grid-cols-4"
          >
            <legend className="px-1 font-semibold">Row {index + 1}</legend>
            {columns.map(([field, label, example]) => (
              <Field
                key={field}
                id={`figures-${field}-${index}`}
                label={label}
                error={errors?.[`${field}.${index}`]}
                look="compact"
                className="min-w-0"
              >
                {(control) => (
                  <input
                    {...control}
                    name={`${field}.${index}`}
                    defaultValue={row[field]}
                    placeholder={example}
                    inputMode={field === "year" ? "text" : "decimal"}
                    autoComplete="off"
                    className={inputStyles}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        ))}
        <ActionBar>
          <Button name="intent" value="draft" variant="secondary">
            Save draft
          </Button>
          <Button name="intent" value="publish">
            Publish
          </Button>
        </ActionBar>
      </form>
    </Document>
  );
}
