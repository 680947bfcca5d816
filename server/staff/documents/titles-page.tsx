import { fileSize } from "#app/content/transparency-documents.ts";
import type { DocumentListing, DocumentTitles, TitleField } from "../../documents/documents.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { Button, ButtonLink, ErrorSummary, inputStyles, guardsLeaving } from "../ui/ui.tsx";
import { documentLabels, teluguTitleHint } from "./documents-page.tsx";

export type DocumentTitlesProps = {
  stylesheet: string;
  signedIn: SignedIn;
  document: DocumentListing;
  kindLabel: string;
  /** The titles as stored, or as typed when a change was refused. */
  values: DocumentTitles;
  errors?: Partial<Record<TitleField, string>>;
};

const fields: readonly TitleField[] = ["title", "titleTe"];

/**
 * /staff/documents/<id>/titles: a document's English and Telugu titles, changed without uploading
 * the PDF again. Its file and its address stay as they are.
 */
export function DocumentTitlesPage({
  stylesheet,
  signedIn,
  document,
  kindLabel,
  values,
  errors,
}: DocumentTitlesProps) {
  const errorFields = fields.filter((field) => errors?.[field]);
  return (
    <Document
      title={`${errorFields.length > 0 ? "Error: " : ""}Edit titles · Documents`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="documents"
    >
      <p className="mb-2">
        <a
          href="/staff/documents"
          className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
        >
          ← Documents
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Edit titles</h1>
      <div className="mb-4 max-w-3xl wrap-anywhere">
        <p className="font-semibold">{document.title}</p>
        {document.titleTe ? <p lang="te">{document.titleTe}</p> : null}
        <p className="text-sm text-ink-muted">
          {kindLabel} · financial year {document.financialYear} · {fileSize(document.size)} · downloads as{" "}
          {document.fileName}
        </p>
        <p className="mt-2 text-ink-muted">
          The PDF and its address stay as they are, even when the English title changes. /transparency and
          /te/transparency show the new titles within a minute.
        </p>
      </div>
      {errorFields.length > 0 && (
        <ErrorSummary intro="The titles were not changed. Correct this and save again:">
          {errorFields.map((field) => (
            <li key={field}>
              <a href={`#document-${field}`} className="font-semibold text-terracotta-700 underline">
                {documentLabels[field]}: {errors?.[field]}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      <form
        method="post"
        action={`/staff/documents/${document.id}/titles`}
        noValidate
        className="grid max-w-3xl gap-4"
        {...guardsLeaving(errorFields.length > 0)}
      >
        <Field id="document-title" label={documentLabels.title} error={errors?.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              defaultValue={values.title}
              autoComplete="off"
              className={inputStyles}
            />
          )}
        </Field>
        <Field
          id="document-titleTe"
          label={documentLabels.titleTe}
          error={errors?.titleTe}
          hint={teluguTitleHint}
        >
          {(control) => (
            <input
              {...control}
              name="titleTe"
              lang="te"
              defaultValue={values.titleTe}
              autoComplete="off"
              className={inputStyles}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button>Save titles</Button>
          <ButtonLink href="/staff/documents">Cancel</ButtonLink>
        </div>
      </form>
    </Document>
  );
}
