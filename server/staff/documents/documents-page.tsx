import { type DocumentKind, documentKinds, documentsByYear } from "#app/content/published-documents.ts";
import { fileSize } from "#app/content/transparency-documents.ts";
import type { DocumentField, DocumentListing } from "../../documents/documents.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import {
  ActionForm,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  inputStyles,
  Notice,
  guardsLeaving,
} from "../ui/ui.tsx";

export type DocumentsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  documents: DocumentListing[];
  kindLabels: Record<DocumentKind, string>;
  /** What the upload form shows after a refused upload. */
  values?: { title: string; titleTe: string; kind: string; financialYear: string };
  errors?: Partial<Record<DocumentField, string>>;
  notice?: string;
};

export const documentLabels: Record<DocumentField, string> = {
  title: "Title in English",
  titleTe: "Title in Telugu (తెలుగు)",
  kind: "Kind of document",
  financialYear: "Financial year",
  file: "PDF file",
};

const labels = documentLabels;

/** The Telugu title's hint, on the upload form and the titles page. */
export const teluguTitleHint =
  "Optional. /te/transparency shows it; without one, it shows the English title.";

/**
 * /staff/documents: upload a PDF for /transparency; every document by financial year, each with its
 * titles, which can be changed, and removable.
 */
export function DocumentsPage({
  stylesheet,
  signedIn,
  documents,
  kindLabels,
  values,
  errors,
  notice,
}: DocumentsProps) {
  const errorFields = (Object.keys(labels) as DocumentField[]).filter((field) => errors?.[field]);
  return (
    <Document
      title={errorFields.length > 0 ? "Error: Documents" : "Documents"}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="documents"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">Documents</h1>
        <ButtonLink href="/staff/figures">Yearly figures</ButtonLink>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Annual reports, audited accounts, FCRA returns and certificates, listed on /transparency by financial
        year. An upload is on the site within a minute; anyone can download it.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {errorFields.length > 0 && (
        <ErrorSummary intro="Nothing was uploaded. Correct this and upload again:">
          {errorFields.map((field) => (
            <li key={field}>
              <a href={`#document-${field}`} className="font-semibold text-terracotta-700 underline">
                {labels[field]}: {errors?.[field]}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      <Card title="Upload a document" className="mb-8">
        <form
          method="post"
          action="/staff/documents"
          encType="multipart/form-data"
          noValidate
          className="grid gap-4 md:grid-cols-2"
          {...guardsLeaving(errorFields.length > 0)}
        >
          <Field id="document-title" label={labels.title} error={errors?.title}>
            {(control) => (
              <input
                {...control}
                name="title"
                defaultValue={values?.title}
                autoComplete="off"
                className={inputStyles}
              />
            )}
          </Field>
          <Field id="document-titleTe" label={labels.titleTe} error={errors?.titleTe} hint={teluguTitleHint}>
            {(control) => (
              <input
                {...control}
                name="titleTe"
                lang="te"
                defaultValue={values?.titleTe}
                autoComplete="off"
                className={inputStyles}
              />
            )}
          </Field>
          <Field id="document-kind" label={labels.kind} error={errors?.kind}>
            {(control) => (
              <select {...control} name="kind" defaultValue={values?.kind ?? ""} className={inputStyles}>
                <option value="">Choose…</option>
                {documentKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabels[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="document-financialYear" label={labels.financialYear} error={errors?.financialYear}>
            {(control) => (
              <input
                {...control}
                name="financialYear"
                defaultValue={values?.financialYear}
                placeholder="2025-26"
                autoComplete="off"
                className={inputStyles}
              />
            )}
          </Field>
          <Field id="document-file" label={labels.file} error={errors?.file} hint="A PDF of at most 25 MB.">
            {(control) => (
              <input
                {...control}
                name="file"
                type="file"
                accept="application/pdf,.pdf"
                className={inputStyles}
              />
            )}
          </Field>
          <div>
            <Button>Upload</Button>
          </div>
        </form>
      </Card>
      {documents.length === 0 ? (
        <p className="text-ink-muted">No documents yet: /transparency says they are not yet published.</p>
      ) : (
        documentsByYear(documents).map(({ year, documents: inYear }) => (
          <section key={year} className="mb-6">
            <h2 className="mb-2 text-lg font-bold text-forest-800">Financial year {year}</h2>
            <ul className="divide-y divide-line rounded-md border border-line bg-white">
              {inYear.map((document) => {
                const listing = documents.find((entry) => entry.id === document.id);
                return (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                  >
                    <div className="min-w-0 wrap-anywhere">
                      <a href={document.href} className="font-semibold text-forest-800 underline">
                        {document.title}
                      </a>
                      {document.titleTe ? (
                        <p lang="te">{document.titleTe}</p>
                      ) : (
                        <p className="text-sm text-ink-muted">
                          No Telugu title: /te/transparency shows the English one.
                        </p>
                      )}
                      <p className="text-sm text-ink-muted">
                        {kindLabels[document.kind]} · {fileSize(document.size)}
                        {listing
                          ? ` · uploaded by ${listing.uploadedBy}, ${formatIst(listing.uploadedAt)}`
                          : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-start gap-x-4">
                      <a
                        href={`/staff/documents/${document.id}/titles`}
                        className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                      >
                        Edit titles<span className="sr-only"> of {document.title}</span>
                      </a>
                      {/* A second step, without script: the file is deleted, not kept. */}
                      <details>
                        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-terracotta-700 underline">
                          Remove…
                        </summary>
                        <ActionForm action={`/staff/documents/${document.id}/remove`} className="mt-2">
                          <Button variant="danger" aria-label={`Remove ${document.title} from the site`}>
                            Remove from the site
                          </Button>
                        </ActionForm>
                      </details>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </Document>
  );
}
