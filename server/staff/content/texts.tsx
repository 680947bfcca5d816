import { textsPreviewPath } from "./texts-preview.ts";
import { sectionOf, type TextField } from "#app/content/texts/fields.ts";
import { pictureInputName, type PictureSlot } from "#app/content/texts/pictures.ts";
import { inputName } from "#app/content/texts/schema.ts";
import type { PictureChoice } from "../../media/content-images.ts";
import { fieldLabel, sectionTitle, textLabel } from "../../content/text-labels.ts";
import { formatIst } from "../../india-time.ts";
import { mayOpen, publishesContent } from "../../accounts/roles.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { describedBy, FieldError, hintId } from "../ui/field.tsx";
import {
  ActionBar,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  inputStyles,
  nothingSaved,
  Notice,
  guardsLeaving,
} from "../ui/ui.tsx";
import { PictureInput } from "./picture-input.tsx";
import { ChangesTable, type ValueChangeRow } from "./changes-table.tsx";

/*
 * A page's texts and figures: English and Telugu side by side on a wide screen, one above the other
 * on a phone; each field starts at what the page shows, the code's default while the society has
 * set none. A plain form: it works without JavaScript.
 */

type Version = { number: number; publishedAt: string; publishedBy: string } | null;

export type TextsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  page: { name: string; title: string; path: string; key: string };
  fields: readonly TextField[];
  /** What a field inside a list item is about (its item's English title), by path. */
  itemNames: Readonly<Record<string, string>>;
  /** What each input shows, by its name ("en:intro.title"): the draft, the published or the posted. */
  values: Readonly<Record<string, string>>;
  /** The paths of the texts whose Telugu needs review, as the fields stand. */
  needsReview: ReadonlySet<string>;
  errors?: Readonly<Partial<Record<string, string>>>;
  draft: { savedAt: string; savedBy: string } | null;
  /** What publishing the draft would change, the Telugu a translator saved included. */
  draftChanges: readonly ValueChangeRow[];
  version: Version;
  notice?: string;
  /** Why the save was refused: someone else changed the page's texts since they were loaded. */
  conflict?: string;
  /** The state the form was loaded from (a hidden field). */
  base: string;
  /** The page's pictures (a programme page's banner and photos), by slot; none for other pages. */
  pictureSlots: Readonly<Record<string, PictureSlot>>;
  /** The media library's pictures ready for pages, for the slots. */
  pictures: readonly PictureChoice[];
};

/** An input's id from its name: letters, digits and dashes only, so that it is a plain fragment. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;

function Hint({ id, value, fallback }: { id: string; value: string; fallback: string }) {
  return value === fallback ? (
    <p id={id} className="mt-1 text-sm text-ink-muted">
      The site’s default.
    </p>
  ) : (
    <details id={id} className="mt-1 text-sm text-ink-muted">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-forest-700">
        Changed: show the default
      </summary>
      <p className="whitespace-pre-line">{fallback}</p>
      <p>Empty the field to go back to it.</p>
    </details>
  );
}

function Input({
  name,
  label,
  value,
  fallback,
  error,
  lang,
  numeric,
}: {
  name: string;
  label: string;
  value: string;
  fallback: string;
  error?: string;
  lang?: string;
  numeric?: boolean;
}) {
  const id = fieldId(name);
  // The hint is the default or a disclosure of it, not a plain line: Field's parts, not Field.
  const common = {
    id,
    name,
    defaultValue: value,
    lang,
    ...describedBy(id, { hint: true, error }),
    className: inputStyles,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <FieldError id={id} error={error} />
      {fallback.length > 70 ? (
        <textarea
          {...common}
          rows={Math.min(8, Math.ceil(fallback.length / 60) + 1)}
          className={`${common.className} field-sizing-content`}
        />
      ) : (
        <input {...common} type="text" inputMode={numeric ? "numeric" : undefined} autoComplete="off" />
      )}
      <Hint id={hintId(id)} value={value} fallback={fallback} />
    </div>
  );
}

/** A value shown to read, not to edit: what a translator sees of the English and the figures. */
function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 font-semibold">{label}</p>
      <p className="rounded-md border border-line bg-white px-3 py-2">{value}</p>
    </div>
  );
}

/**
 * `translating`: a translator's editor, where the English and the figures are read, not edited (the
 * server refuses them from a translator: translatorRefusal), and nothing is published.
 */
type EditorProps = Omit<TextsProps, "stylesheet" | "signedIn"> & { translating: boolean };

function TextFieldset({ field, props }: { field: TextField; props: EditorProps }) {
  const itemName = props.itemNames[field.path];
  const label = itemName ? `${fieldLabel(field.path)} (${itemName})` : fieldLabel(field.path);
  const value = (part: "en" | "te" | "figure") => props.values[inputName(part, field.path)] ?? "";
  const error = (part: "en" | "te" | "figure") => props.errors?.[inputName(part, field.path)];
  if (field.kind !== "text")
    return (
      <div className="sm:max-w-[calc(50%-0.5rem)]">
        {props.translating ? (
          <ReadOnlyValue
            label={`${label} (figure, both languages)`}
            value={value("figure") || String(field.value)}
          />
        ) : (
          <Input
            name={inputName("figure", field.path)}
            label={`${label} (figure, both languages)`}
            value={value("figure")}
            fallback={String(field.value)}
            error={error("figure")}
            numeric={field.kind === "number"}
          />
        )}
      </div>
    );
  const review = props.needsReview.has(field.path);
  const reviewId = fieldId(inputName("reviewed", field.path));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-base font-bold text-forest-800">
        {label}
        {review ? (
          <span className="inline-block rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-semibold text-ink">
            Telugu needs review
          </span>
        ) : null}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        {props.translating ? (
          <ReadOnlyValue label="English" value={value("en") || field.en} />
        ) : (
          <Input
            name={inputName("en", field.path)}
            label="English"
            value={value("en")}
            fallback={field.en}
            error={error("en")}
          />
        )}
        <div className="min-w-0">
          <Input
            name={inputName("te", field.path)}
            label="Telugu"
            value={value("te")}
            fallback={field.te}
            error={error("te")}
            lang="te"
          />
          {review ? (
            <p className="mt-2 flex items-start gap-2">
              <input
                id={reviewId}
                type="checkbox"
                name={inputName("reviewed", field.path)}
                value="yes"
                className="mt-1 size-5 shrink-0"
              />
              <label htmlFor={reviewId}>I have read this Telugu: it says what the English says</label>
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * A programme page's pictures, chosen from the library's pictures ready for pages and published
 * with its texts; a translator's editor leaves them out (the save then keeps them as they are).
 */
function PicturesCard({ props }: { props: Omit<TextsProps, "stylesheet" | "signedIn"> }) {
  const slots = Object.entries(props.pictureSlots);
  if (slots.length === 0) return null;
  return (
    <Card title="Pictures of this page" className="mb-6">
      <p className="mb-4 max-w-3xl text-ink-muted">
        Photos from the media library, shown on the English and the Telugu page with their alt text in each
        language. Without one, the page keeps its drawing.
      </p>
      <div className="grid gap-8">
        {slots.map(([slot, definition]) => (
          <PictureInput
            key={slot}
            name={pictureInputName(slot)}
            id={fieldId(pictureInputName(slot))}
            label={definition.label}
            hint={definition.hint}
            shape={definition.shape}
            value={props.values[pictureInputName(slot)] ?? ""}
            error={props.errors?.[pictureInputName(slot)]}
            pictures={props.pictures}
          />
        ))}
      </div>
    </Card>
  );
}

/** Every refusal of the post, each leading to its field; focused as the page loads. */
function TextErrors({
  fields,
  slots,
  errors,
}: {
  fields: readonly TextField[];
  slots: Readonly<Record<string, PictureSlot>>;
  errors: Readonly<Partial<Record<string, string>>>;
}) {
  const names = Object.keys(errors);
  const parts: Record<string, string> = { en: "English", te: "Telugu", figure: "Figure" };
  return (
    <ErrorSummary intro={nothingSaved(names.length)}>
      {names.map((name) => {
        const [part = "", path = ""] = name.split(/:(.*)/);
        const field = fields.find((candidate) => candidate.path === path);
        const slot = part === "picture" && Object.hasOwn(slots, path) ? slots[path] : undefined;
        return (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-semibold text-terracotta-700 underline">
              {slot ? `Pictures: ${slot.label}` : field ? textLabel(path) : "The form"}
              {parts[part] ? ` (${parts[part]})` : ""}: {errors[name]}
            </a>
          </li>
        );
      })}
    </ErrorSummary>
  );
}

/**
 * The draft against the published page, so that an editor sees every word a publish takes live,
 * a translator's Telugu included, before pressing Publish (a number or UPI ID typed into a text).
 */
function DraftChanges({
  changes,
  translating,
}: {
  changes: readonly ValueChangeRow[];
  translating: boolean;
}) {
  const count =
    changes.length === 0
      ? "The draft holds nothing that differs from the published page."
      : changes.length === 1
        ? "One value in the draft differs from the published page."
        : `${changes.length} values in the draft differ from the published page.`;
  return (
    <details className="mb-6 rounded-xl border border-line bg-white p-4" open={!translating}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-forest-800">
        What the saved draft changes
      </summary>
      <p className="mb-3 text-ink-muted">{count}</p>
      {changes.length > 0 ? (
        <ChangesTable
          changes={changes}
          caption="Each value the draft changes, as published and in the draft"
          before="Published"
          after="Draft"
          unset="the site’s default"
        />
      ) : null}
    </details>
  );
}

/** One page's texts and figures, English and Telugu side by side, a draft, a publish, a review. */
export function TextsPage({ stylesheet, signedIn, ...props }: TextsProps) {
  const { page, fields, errors, draft, version, notice, conflict, base } = props;
  const translating = !publishesContent(signedIn.role);
  // An editor's review publishes the page as the form holds it, other changes included: the button says so.
  const reviewButton = translating
    ? "Mark Telugu reviewed (in the draft)"
    : "Mark Telugu reviewed and publish";
  const editPath = `/staff/content/texts/${page.name}`;
  const historyPath = `/staff/content/history/${encodeURIComponent(page.key)}`;
  const previewPath = textsPreviewPath(page, signedIn.role);
  const sections = [...new Set(fields.map((field) => sectionOf(field.path)))];
  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
  return (
    <Document
      title={`${hasErrors ? "Error: " : ""}Texts: ${page.title}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <p className="mb-2">
        <a href="/staff/content" className="font-semibold text-forest-700 underline">
          All pages
        </a>
      </p>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">Texts: {page.title}</h1>
        <div className="flex flex-wrap gap-2">
          {mayOpen(signedIn.role, historyPath) ? <ButtonLink href={historyPath}>History</ButtonLink> : null}
          {draft && mayOpen(signedIn.role, previewPath) ? (
            <ButtonLink href={previewPath}>Preview the draft</ButtonLink>
          ) : null}
        </div>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Every text of{" "}
        <a href={page.path} className="text-forest-700 underline">
          {page.path}
        </a>{" "}
        and its Telugu page, and every figure (the same in both languages). Text is plain: it shows exactly as
        typed.{" "}
        {translating
          ? "Change the Telugu and save a draft; an editor publishes it."
          : "Save a draft to come back to it; Publish puts it on the site within a minute."}
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {conflict && (
        <Notice tone="error" announce>
          <p className="font-semibold">{conflict}</p>
          <p className="mt-2">
            <a href={editPath} className="font-semibold text-terracotta-700 underline">
              Reload the texts as they are now
            </a>
          </p>
        </Notice>
      )}
      {hasErrors && <TextErrors fields={fields} slots={props.pictureSlots} errors={errors} />}
      <p className="mb-6 text-sm text-ink-muted">
        {version
          ? `Published: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}.`
          : "Nothing published yet: the site shows the defaults."}{" "}
        {draft
          ? `A draft is saved (by ${draft.savedBy}, ${formatIst(draft.savedAt)}): the fields show it, and the public site does not.`
          : ""}{" "}
        {props.needsReview.size > 0
          ? `${props.needsReview.size} Telugu text(s) need review: tick each one you have read, or use “${reviewButton}” for all of them.`
          : "Every Telugu text is reviewed."}
      </p>
      {draft ? <DraftChanges changes={props.draftChanges} translating={translating} /> : null}
      <form
        method="post"
        action={editPath}
        noValidate
        {...guardsLeaving(Boolean(props.conflict) || Object.values(props.errors ?? {}).some(Boolean))}
      >
        <input type="hidden" name="base" value={base} />
        {translating ? null : <PicturesCard props={props} />}
        {sections.map((section) => (
          <Card key={section} title={sectionTitle(section)} className="mb-6">
            <div className="grid gap-8">
              {fields
                .filter((field) => sectionOf(field.path) === section)
                .map((field) => (
                  <TextFieldset key={field.path} field={field} props={{ ...props, translating }} />
                ))}
            </div>
          </Card>
        ))}
        <ActionBar>
          <Button name="intent" value="draft" variant="secondary">
            Save draft
          </Button>
          <Button name="intent" value="preview" variant="secondary">
            Save and preview
          </Button>
          {translating ? null : (
            <Button name="intent" value="publish">
              Publish
            </Button>
          )}
          {props.needsReview.size > 0 ? (
            <Button name="intent" value="review" variant="secondary">
              {reviewButton}
            </Button>
          ) : null}
        </ActionBar>
      </form>
    </Document>
  );
}
