import type { CommonField, Entry, ListSpec, TextField } from "#app/content/lists/entry-schema.ts";
import type { PictureChoice } from "../../media/content-images.ts";
import { PictureInput } from "./picture-input.tsx";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import {
  ActionBar,
  actionBarStyles,
  ActionForm,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  inputStyles,
  nothingSaved,
  Notice,
  guardsLeaving,
} from "../ui/ui.tsx";

/*
 * The society's lists in the staff area (decision 035): a list with its entries in order (add,
 * edit, remove after a confirmation, Move up / Move down), an entry's editor with English and
 * Telugu side by side, and the director's message. Plain forms: they work without JavaScript.
 */

/** A list as the staff area links it: its name, title, public page and content item's key. */
export type ListLink = { name: string; title: string; publicPath: string; key: string };

type Status = {
  draft: { savedAt: string; savedBy: string } | null;
  version: { number: number; publishedAt: string; publishedBy: string } | null;
};

export type ListRow = { id: string; label: string; detail: string; standIn: boolean; fromCode: boolean };

export type ListProps = {
  stylesheet: string;
  signedIn: SignedIn;
  list: ListLink;
  lists: readonly ListLink[];
  noun: string;
  rows: readonly ListRow[];
  status: Status;
  /** The list's state as shown (a hidden field of every form that changes it). */
  base: string;
  production: boolean;
  /** The director's message (the team list): its first words, or null while the code's shows. */
  message?: { set: boolean; preview: string };
  notice?: string;
  error?: string;
};

const base = (list: string) => `/staff/content/lists/${list}`;

/** Every change saves the whole list: each form says which state of it the person saw. */
const BaseField = ({ value }: { value: string }) => <input type="hidden" name="base" value={value} />;

/** The refusal of a change from a list someone else changed since, with the way back to it now. */
function ConflictNotice({ message, href }: { message: string; href: string }) {
  return (
    <Notice tone="error" announce>
      <p className="font-semibold">{message}</p>
      <p className="mt-2">
        <a href={href} className="font-semibold text-terracotta-700 underline">
          Reload the list as it is now
        </a>
      </p>
    </Notice>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every refusal of the post, each leading to its field; focused as the page loads. */
function ListErrors({
  errors,
  labels,
}: {
  errors: Readonly<Record<string, string | undefined>>;
  labels: Record<string, string>;
}) {
  const names = Object.keys(errors).filter((name) => errors[name]);
  if (names.length === 0) return null;
  return (
    <ErrorSummary intro={nothingSaved(names.length)}>
      {names.map((name) => (
        <li key={name}>
          <a href={`#${inputId(name)}`} className="font-semibold text-terracotta-700 underline">
            {labels[name] ?? "The list"}: {errors[name]}
          </a>
        </li>
      ))}
    </ErrorSummary>
  );
}

function StatusLine({ status, noun }: { status: Status; noun: string }) {
  const { draft, version } = status;
  return (
    <p className="mb-6 text-sm text-ink-muted">
      {version
        ? `Published: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}.`
        : `Nothing published yet: the site shows the ${noun}s written in the code.`}{" "}
      {draft
        ? `Draft changes (by ${draft.savedBy}, ${formatIst(draft.savedAt)}) are shown here, not on the public site, until you publish.`
        : ""}
    </p>
  );
}

function ListTabs({ lists, current }: { lists: readonly ListLink[]; current: string }) {
  return (
    <nav aria-label="Lists" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {lists.map((list) => (
          <li key={list.name}>
            <a
              href={base(list.name)}
              aria-current={list.name === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
                list.name === current
                  ? "border-forest-700 bg-forest-700 text-white"
                  : "border-line bg-white text-forest-700"
              }`}
            >
              {list.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const ToFillIn = () => (
  <span className="inline-block rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-semibold text-ink">
    To fill in
  </span>
);

/** A list: its entries in order, each with Edit, Move up, Move down and Remove; Publish below. */
export function ListPage({
  stylesheet,
  signedIn,
  list,
  lists,
  noun,
  rows,
  status,
  production,
  base: loaded,
  ...props
}: ListProps) {
  return (
    <Document
      title={props.error ? `Error: ${list.title}` : list.title}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">{list.title}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/staff/content/history/${encodeURIComponent(list.key)}`}>History</ButtonLink>
          {status.draft ? (
            <ButtonLink href={`/staff/preview${list.publicPath}?from=${encodeURIComponent(list.key)}`}>
              Preview the draft
            </ButtonLink>
          ) : null}
          <ButtonLink href={list.publicPath}>View the public page</ButtonLink>
        </div>
      </div>
      <ListTabs lists={lists} current={list.name} />
      <p className="mb-4 max-w-3xl text-ink-muted">
        Every change is kept as a draft that the public does not see; Publish puts the whole list on the site,
        in this order, within a minute.
        {production
          ? ` A ${noun} marked “To fill in” still holds the code’s stand-in and is not shown to visitors until you edit it.`
          : ""}
      </p>
      {props.notice && <Notice announce>{props.notice}</Notice>}
      {props.error && <Notice tone="error">{props.error}</Notice>}
      <StatusLine status={status} noun={noun} />
      <ol className="mb-6 grid gap-3">
        {rows.map((row, index) => (
          <li
            key={row.id}
            id={`entry-${row.id}`}
            className="rounded-lg border border-line bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-sm font-semibold text-ink-muted">{index + 1}.</span>
              <h2 className="text-lg font-bold text-forest-800">{row.label}</h2>
              {row.standIn ? <ToFillIn /> : null}
            </div>
            <p className="mb-3 text-sm text-ink-muted">{row.detail}</p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={`${base(list.name)}/entries/${row.id}`}>
                Edit<span className="sr-only"> {row.label}</span>
              </ButtonLink>
              <ActionForm action={`${base(list.name)}/entries/${row.id}/move`}>
                <BaseField value={loaded} />
                <Button name="direction" value="up" variant="secondary" disabled={index === 0}>
                  Move up<span className="sr-only"> {row.label}</span>
                </Button>
              </ActionForm>
              <ActionForm action={`${base(list.name)}/entries/${row.id}/move`}>
                <BaseField value={loaded} />
                <Button
                  name="direction"
                  value="down"
                  variant="secondary"
                  disabled={index === rows.length - 1}
                >
                  Move down<span className="sr-only"> {row.label}</span>
                </Button>
              </ActionForm>
              <ButtonLink href={`${base(list.name)}/entries/${row.id}/remove`} variant="danger">
                Remove<span className="sr-only"> {row.label}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ol>
      <p className="mb-6">
        <ButtonLink href={`${base(list.name)}/entries/new`}>Add a {noun}</ButtonLink>
      </p>
      {props.message ? (
        <Card title="Managing director’s message" className="mb-6">
          <p className="mb-3 text-ink-muted">
            {props.message.set ? props.message.preview : "Not written yet: the code’s stand-in text."}{" "}
            {props.message.set ? null : <ToFillIn />}
          </p>
          <ButtonLink href={`${base(list.name)}/message`}>Edit the message</ButtonLink>
        </Card>
      ) : null}
      <ActionForm action={`${base(list.name)}/publish`} className={actionBarStyles}>
        <BaseField value={loaded} />
        <Button>Publish the list</Button>
      </ActionForm>
    </Document>
  );
}

const inputId = (name: string) => `field-${name.replace(/\./g, "-")}`;

function FieldInput({
  name,
  label,
  value,
  error,
  hint,
  multiline,
  type = "text",
  lang,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: string;
  lang?: "te";
  choices?: readonly { value: string; label: string }[];
}) {
  return (
    <Field id={inputId(name)} label={label} error={error} hint={hint} className="min-w-0">
      {(control) => {
        const shared = { ...control, name, className: inputStyles };
        return choices ? (
          <select {...shared} defaultValue={value}>
            <option value="">Choose…</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea {...shared} defaultValue={value} rows={5} lang={lang} />
        ) : (
          <input {...shared} type={type} defaultValue={value} lang={lang} autoComplete="off" />
        );
      }}
    </Field>
  );
}

export type EntryProps = {
  stylesheet: string;
  signedIn: SignedIn;
  list: ListLink;
  spec: Pick<ListSpec, "noun" | "texts" | "common">;
  /** Null for a new entry. */
  id: string | null;
  values: Omit<Entry, "id">;
  errors?: Readonly<Record<string, string | undefined>>;
  /** Why the save was refused: someone else changed the list since the editor was loaded. */
  conflict?: string;
  standIn: boolean;
  base: string;
  /** The media library's pictures ready for pages, for the entry's picture fields. */
  pictures: readonly PictureChoice[];
};

const languageLabel = { en: "English", te: "Telugu" } as const;

function textLabel(field: TextField, language: "en" | "te") {
  return `${field.label} (${languageLabel[language]})`;
}

function labelsOf(spec: EntryProps["spec"]) {
  const labels: Record<string, string> = {};
  for (const [name, field] of Object.entries(spec.texts))
    for (const language of ["en", "te"] as const) labels[`${language}.${name}`] = textLabel(field, language);
  for (const [name, field] of Object.entries(spec.common)) labels[`common.${name}`] = field.label;
  return labels;
}

/** One entry's editor: English and Telugu side by side on a wide screen, one above the other on a phone. */
export function EntryPage({
  stylesheet,
  signedIn,
  list,
  spec,
  id,
  values,
  errors = {},
  conflict,
  standIn,
  base: loaded,
  pictures,
}: EntryProps) {
  const hasErrors = Object.values(errors).some(Boolean);
  const heading = id
    ? `Edit ${values.en.name ?? values.en.title ?? `the ${spec.noun}`}`
    : `Add a ${spec.noun}`;
  const fields = Object.entries(spec.common) as [string, CommonField][];
  const commonFields = fields.filter(([, field]) => field.kind !== "picture");
  const pictureFields = fields.flatMap(([name, field]) =>
    field.kind === "picture" ? [{ name, field }] : [],
  );
  return (
    <Document
      title={`${hasErrors ? "Error: " : ""}${heading} · ${list.title}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <p className="mb-2">
        <a
          href={base(list.name)}
          className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
        >
          ← {list.title}
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">{heading}</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Plain text, as visitors will read it. A Telugu field left empty shows the English words on the Telugu
        page. Saving keeps a draft of the list; the public site changes when the list is published.
      </p>
      {standIn ? (
        <Notice>
          These are the code’s stand-in words, not the society’s: replace them with the real details and save.
        </Notice>
      ) : null}
      {conflict ? <ConflictNotice message={conflict} href={base(list.name)} /> : null}
      <ListErrors errors={errors} labels={labelsOf(spec)} />
      <form
        method="post"
        action={`${base(list.name)}/entries${id ? `/${id}` : ""}`}
        noValidate
        {...guardsLeaving(Boolean(conflict) || hasErrors)}
      >
        <BaseField value={loaded} />
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          {(["en", "te"] as const).map((language) => (
            <fieldset
              key={language}
              lang={language === "te" ? "te" : undefined}
              className="min-w-0 rounded-lg border border-line bg-white p-4"
            >
              <legend className="px-1 text-lg font-bold text-forest-800" lang="en">
                {languageLabel[language]}
              </legend>
              <div className="grid gap-4">
                {Object.entries(spec.texts).map(([name, field]) => (
                  <FieldInput
                    key={name}
                    name={`${language}.${name}`}
                    label={textLabel(field, language)}
                    value={values[language][name] ?? ""}
                    error={errors[`${language}.${name}`]}
                    hint={
                      language === "te"
                        ? "Optional: empty shows the English."
                        : (field.hint ?? (field.required ? "Required." : "Optional."))
                    }
                    multiline={field.multiline}
                    lang={language === "te" ? "te" : undefined}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        {commonFields.length > 0 ? (
          <div className="mb-6 grid gap-4 rounded-lg border border-line bg-white p-4 lg:max-w-[calc(50%-0.75rem)]">
            {commonFields.map(([name, field]) => (
              <FieldInput
                key={name}
                name={`common.${name}`}
                label={field.label}
                value={values.common[name] ?? ""}
                error={errors[`common.${name}`]}
                hint={field.hint}
                type={field.kind === "https" ? "url" : "text"}
                choices={field.kind === "choice" ? field.choices : undefined}
              />
            ))}
          </div>
        ) : null}
        {pictureFields.map(({ name, field }) => (
          <div key={name} className="mb-6 rounded-lg border border-line bg-white p-4">
            <PictureInput
              name={`common.${name}`}
              id={inputId(`common.${name}`)}
              label={field.label}
              hint={field.hint}
              shape={field.shape}
              value={values.common[name] ?? ""}
              error={errors[`common.${name}`]}
              pictures={pictures}
            />
          </div>
        ))}
        <ActionBar>
          <Button>Save draft</Button>
          <Button name="intent" value="preview" variant="secondary">
            Save and preview
          </Button>
          <ButtonLink href={base(list.name)}>Cancel</ButtonLink>
        </ActionBar>
      </form>
    </Document>
  );
}

export type RemoveProps = {
  stylesheet: string;
  signedIn: SignedIn;
  list: ListLink;
  noun: string;
  id: string;
  label: string;
  base: string;
};

/** The confirmation step before an entry leaves the list (its draft: publishing makes it final). */
export function RemovePage({ stylesheet, signedIn, list, noun, id, label, base: loaded }: RemoveProps) {
  return (
    <Document
      title={`Remove ${label}? · ${list.title}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <h1 className="mb-4 text-2xl font-bold text-forest-800">Remove {label}?</h1>
      <p className="mb-6 max-w-3xl text-ink-muted">
        The {noun} leaves the draft of {list.title.toLowerCase()}; the public page keeps showing it until the
        list is published.
      </p>
      <ActionForm action={`${base(list.name)}/entries/${id}/remove`} className="flex flex-wrap gap-3">
        <BaseField value={loaded} />
        <Button variant="danger">Remove {capitalised(noun)}</Button>
        <ButtonLink href={base(list.name)}>Keep it</ButtonLink>
      </ActionForm>
    </Document>
  );
}

export type DirectorMessageProps = {
  stylesheet: string;
  signedIn: SignedIn;
  list: ListLink;
  values: { en: string; te: string; author: string };
  members: readonly { id: string; label: string }[];
  errors?: Readonly<Record<string, string | undefined>>;
  /** Why the save was refused: someone else changed the team list since the editor was loaded. */
  conflict?: string;
  standIn: boolean;
  base: string;
};

/** The managing director's message, English and Telugu side by side, and who signs it. */
export function DirectorMessagePage({
  stylesheet,
  signedIn,
  list,
  values,
  members,
  errors = {},
  conflict,
  standIn,
  base: loaded,
}: DirectorMessageProps) {
  const labels = {
    "message.en": "Message (English)",
    "message.te": "Message (Telugu)",
    "message.author": "Signed by",
  };
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <Document
      title={`${hasErrors ? "Error: " : ""}Managing director’s message · ${list.title}`}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <p className="mb-2">
        <a
          href={base(list.name)}
          className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
        >
          ← {list.title}
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Managing director’s message</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Plain text; leave a blank line between paragraphs. Saving keeps a draft of the team list.
      </p>
      {standIn ? (
        <Notice>This is the code’s stand-in text: replace it with the managing director’s own words.</Notice>
      ) : null}
      {conflict ? <ConflictNotice message={conflict} href={base(list.name)} /> : null}
      <ListErrors errors={errors} labels={labels} />
      <form
        method="post"
        action={`${base(list.name)}/message`}
        noValidate
        {...guardsLeaving(Boolean(conflict) || Object.values(errors ?? {}).some(Boolean))}
      >
        <BaseField value={loaded} />
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          <FieldInput
            name="message.en"
            label={labels["message.en"]}
            value={values.en}
            error={errors["message.en"]}
            multiline
          />
          <FieldInput
            name="message.te"
            label={labels["message.te"]}
            value={values.te}
            error={errors["message.te"]}
            hint="Optional: empty shows the English."
            multiline
            lang="te"
          />
        </div>
        <div className="mb-6 lg:max-w-[calc(50%-0.75rem)]">
          <FieldInput
            name="message.author"
            label={labels["message.author"]}
            value={values.author}
            error={errors["message.author"]}
            hint="The member whose name and role close the message."
            choices={members.map((member) => ({ value: member.id, label: member.label }))}
          />
        </div>
        <ActionBar>
          <Button>Save draft</Button>
          <Button name="intent" value="preview" variant="secondary">
            Save and preview
          </Button>
          <ButtonLink href={base(list.name)}>Cancel</ButtonLink>
        </ActionBar>
      </form>
    </Document>
  );
}
