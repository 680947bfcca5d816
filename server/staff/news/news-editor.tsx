import type { FieldErrors } from "../../content/items.ts";
import type { ReadyPicture } from "../../media/published.ts";
import { formatIst } from "../../india-time.ts";
import { longDate } from "../../mail/content.ts";
import { postDay, type PostField, postFieldLabels, postKey, type PostValues } from "../../news/post.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { Thumbnail } from "../ui/thumbnail.tsx";
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

export type NewsEditorProps = {
  stylesheet: string;
  /** The editor's script (server/staff/client/news-editor.ts): the live preview and Insert. */
  script?: string;
  signedIn: SignedIn;
  /** The time the page is rendered (ISO): whether a scheduled post is on the site yet. */
  now: string;
  /** Null for a post not saved yet (/staff/news/new). */
  id: string | null;
  values: PostValues;
  /** The schedule field as typed (India time, 2026-12-01T09:30). */
  scheduleAt: string;
  errors?: FieldErrors<PostField | "scheduleAt">;
  /** The bodies rendered as the public page will show them, after "Preview". */
  preview?: { en: string; te: string };
  draft: { savedAt: string; savedBy: string } | null;
  version: { number: number; publishedAt: string; publishedBy: string } | null;
  /** When the published version appears (or appeared) on the site. */
  visibleFrom: string | null;
  notice?: string;
  /** Why the save was refused: someone else saved or took the post off the site since it was loaded. */
  conflict?: string;
  /** The post's state the form was loaded from (a hidden field); none for a new post. */
  base?: string;
  /** The library's pictures ready for pages, to choose the cover from and to put in the text. */
  pictures: readonly ReadyPicture[];
  /** The delete's confirmation step (/staff/news/<id>/delete). */
  confirmDelete?: boolean;
};

const labels: Record<PostField | "scheduleAt", string> = { ...postFieldLabels, scheduleAt: "Publish at" };

const fieldId = (field: PostField | "scheduleAt") => `post-${field}`;

function PostInput({
  field,
  value,
  error,
  hint,
  rows,
  type = "text",
  lang,
  preview,
}: {
  field: PostField | "scheduleAt";
  value: string;
  error?: string | undefined;
  hint?: string;
  rows?: number;
  type?: string;
  lang?: string;
  /** A body field: the script previews it as it is typed, under this label, in this language. */
  preview?: { label: string; language: "en" | "te" };
}) {
  const previewData = preview
    ? { "data-preview-language": preview.language, "data-preview-label": preview.label }
    : {};
  return (
    <Field id={fieldId(field)} label={labels[field]} error={error} hint={hint} className="min-w-0">
      {(control) => {
        const common = { ...control, name: field, defaultValue: value, lang, className: inputStyles };
        return rows ? (
          <textarea rows={rows} {...common} {...previewData} />
        ) : (
          <input type={type} autoComplete="off" {...common} />
        );
      }}
    </Field>
  );
}

// .news-preview is in server/staff/ui/staff.css: arbitrary variants here would also reach the public
// stylesheet, which scans the whole project.
const previewStyles = "news-preview rounded-md border border-dashed border-forest-700 bg-cream p-4";

function LanguageColumn({
  language,
  suffix,
  props,
}: {
  language: "English" | "Telugu";
  suffix: "En" | "Te";
  props: Omit<NewsEditorProps, "stylesheet" | "script" | "signedIn">;
}) {
  const lang = suffix === "Te" ? "te" : undefined;
  const preview = props.preview?.[suffix === "En" ? "en" : "te"];
  return (
    <fieldset className="grid min-w-0 content-start gap-4">
      <legend className="mb-2 text-lg font-bold text-forest-800">{language}</legend>
      <PostInput
        field={`title${suffix}`}
        value={props.values[`title${suffix}`]}
        error={props.errors?.[`title${suffix}`]}
        lang={lang}
      />
      <PostInput
        field={`summary${suffix}`}
        value={props.values[`summary${suffix}`]}
        error={props.errors?.[`summary${suffix}`]}
        rows={3}
        lang={lang}
        hint="One or two sentences for the list, the home page and share previews."
      />
      <PostInput
        field={`body${suffix}`}
        value={props.values[`body${suffix}`]}
        error={props.errors?.[`body${suffix}`]}
        rows={14}
        lang={lang}
        hint="Blank line between paragraphs; a line break stays a line break. ## Heading, - list item, > quote, [words](https://address) for a link, ![photo](media:…) for a photo from the library (“Add a photo” below)."
        preview={{ label: `Preview as you type (${language})`, language: suffix === "Te" ? "te" : "en" }}
      />
      <PhotoPicker field={fieldId(`body${suffix}`)} language={language} pictures={props.pictures} />
      {/* Where the script shows the preview as the text is typed. */}
      <div data-live-preview={fieldId(`body${suffix}`)} className="empty:hidden" />
      {props.preview ? (
        <section aria-label={`Preview (${language})`} data-static-preview={fieldId(`body${suffix}`)}>
          <h3 className="mb-2 font-semibold">Preview ({language})</h3>
          {preview ? (
            <div
              lang={lang}
              className={previewStyles}
              // Rendered by server/news/markdown.ts: raw HTML escaped, links checked.
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          ) : (
            <p className="text-ink-muted">No {language} text: this version is left out.</p>
          )}
        </section>
      ) : null}
    </fieldset>
  );
}

/** A photo as the text of one language names it: its alt text in that language, else in English. */
const pictureName = (picture: ReadyPicture, language: "English" | "Telugu") =>
  (language === "Telugu" ? picture.altTe : picture.altEn) || picture.altEn || picture.fileName;

/** A photo's line for the text: the words in brackets are the writer's note (the alt text is the library's). */
const photoLine = (picture: ReadyPicture, language: "English" | "Telugu") =>
  `![${pictureName(picture, language)
    .replace(/[[\]\\\r\n]+/g, " ")
    .trim()}](${picture.reference})`;

/**
 * The library's photos ready for pages, to put in one language's text: each shows its line to copy;
 * with the script, an Insert button puts that line at the cursor. Folded away until wanted.
 */
function PhotoPicker({
  field,
  language,
  pictures,
}: {
  field: string;
  language: "English" | "Telugu";
  pictures: readonly ReadyPicture[];
}) {
  const withoutScript =
    "Copy a photo’s line into the text, on a line of its own, where the photo should appear.";
  return (
    <details className="rounded-md border border-line bg-cream">
      <summary className="min-h-11 cursor-pointer px-3 py-2 font-semibold">
        Add a photo from the library ({language})
      </summary>
      <div className="px-3 pb-3">
        {pictures.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No photo is ready for pages yet: add alt text in{" "}
            <a href="/staff/media" className="underline">
              the media library
            </a>
            .
          </p>
        ) : (
          <>
            <p
              className="mb-3 text-sm text-ink-muted"
              data-with-script="“Insert” puts a photo where the cursor is in the text; or copy its line."
            >
              {withoutScript}
            </p>
            <ul className="grid gap-3">
              {pictures.map((picture, index) => {
                const line = photoLine(picture, language);
                const inputId = `${field}-photo-${index}`;
                const name = pictureName(picture, language);
                return (
                  <li
                    key={picture.reference}
                    className="flex min-w-0 gap-3 rounded-md border border-line bg-white p-2"
                  >
                    {picture.thumbnail ? (
                      <Thumbnail
                        file={picture.thumbnail}
                        className="size-16 shrink-0 self-start rounded object-cover sm:size-20"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <label htmlFor={inputId} className="block text-sm font-semibold">
                        {name}
                      </label>
                      <input
                        id={inputId}
                        type="text"
                        readOnly
                        value={line}
                        className="mt-1 block min-h-11 w-full rounded-md border border-line bg-cream px-2 font-mono text-xs"
                      />
                      <Button
                        type="button"
                        variant="secondary"
                        className="mt-2"
                        hidden
                        data-insert-into={field}
                        data-insert-line={line}
                      >
                        Insert
                        <span className="sr-only">
                          {" "}
                          “{name}” into the {language} text
                        </span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

/**
 * The cover: one of the library's pictures ready for pages, or none; radio buttons with a thumbnail,
 * so it works without script. Each shows its address for an image in the text.
 */
function CoverChooser({
  value,
  pictures,
  error,
}: {
  value: string;
  pictures: readonly ReadyPicture[];
  error?: string | undefined;
}) {
  const unlisted = value !== "" && !pictures.some((picture) => picture.reference === value);
  const option = "flex min-w-0 cursor-pointer flex-col gap-2 rounded-md border border-line bg-white p-2";
  return (
    <Card className="mb-6">
      <fieldset id={fieldId("cover")} aria-describedby={error ? `${fieldId("cover")}-error` : undefined}>
        <legend className="mb-1 font-semibold">{labels.cover}</legend>
        <p className="mb-3 text-sm text-ink-muted">
          Shown at the top of the post, in the news list and when the post is shared. Only photos ready for
          pages (alt text in both languages, people’s agreement) are offered:{" "}
          <a href="/staff/media" className="underline">
            the media library
          </a>
          .
        </p>
        {error ? (
          <p id={`${fieldId("cover")}-error`} className="mb-2 font-semibold text-terracotta-700">
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <label className={option}>
            <span className="flex items-center gap-2">
              <input type="radio" name="cover" value="" defaultChecked={value === ""} />
              No cover photo
            </span>
          </label>
          {unlisted ? (
            <label className={option}>
              <span className="flex items-center gap-2">
                <input type="radio" name="cover" value={value} defaultChecked />
                The current photo (not ready for pages: not shown)
              </span>
            </label>
          ) : null}
          {pictures.map((picture) => (
            <label key={picture.reference} className={option}>
              {picture.thumbnail ? (
                <Thumbnail file={picture.thumbnail} className="aspect-video w-full rounded object-cover" />
              ) : null}
              <span className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="cover"
                  value={picture.reference}
                  defaultChecked={picture.reference === value}
                  className="mt-1"
                />
                <span className="min-w-0">{picture.altEn || picture.fileName}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

/** The delete's question: one form that posts the confirmation, and a way back. */
function ConfirmDelete({ id, title }: { id: string; title: string }) {
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border-l-4 border-terracotta-700 bg-terracotta-100 px-4 py-3"
    >
      <h2 className="font-semibold">Delete “{title}”?</h2>
      <p className="mt-1">
        The post and all its versions are deleted for good; it leaves the site within a minute. To keep it for
        later, take it off the site instead.
      </p>
      <form method="post" action={`/staff/news/${id}/delete`} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="confirm" value="yes" />
        <Button variant="danger">Yes, delete the post</Button>
        <ButtonLink href={`/staff/news/${id}`} variant="secondary">
          No, keep it
        </ButtonLink>
      </form>
    </div>
  );
}

/** What else can be done with a saved post: its history, taking it off the site, deleting it. */
function PostActions({ id, onSite }: { id: string; onSite: boolean }) {
  return (
    <Card className="mt-6" title="More">
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/staff/content/history/${encodeURIComponent(postKey(id))}`} variant="secondary">
          History
        </ButtonLink>
        {onSite ? (
          <form method="post" action={`/staff/news/${id}/unpublish`}>
            <Button variant="secondary">Take off the site</Button>
          </form>
        ) : null}
        <ButtonLink href={`/staff/news/${id}/delete`} variant="secondary">
          Delete…
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The Date field's hint: an empty date follows the day the post appears, so a post scheduled for
 * later is not dated the day it was written; once it has a time, the hint names the day it shows.
 */
function dateHint(values: PostValues, visibleFrom: string | null) {
  const general =
    "Shown on the post; posts are listed newest first. Left empty, it is the day the post appears on the site (India time), also when scheduled.";
  const day = !values.date && visibleFrom ? postDay({ date: "", publishAt: visibleFrom }) : "";
  return day ? `${general} This post shows ${longDate(day)}.` : general;
}

/** A post: English and Telugu side by side, a preview, Save draft, Publish or Schedule. */
export function NewsEditorPage({ stylesheet, script, signedIn, ...props }: NewsEditorProps) {
  const { id, values, errors, draft, version, visibleFrom, notice, conflict } = props;
  const errorFields = (Object.keys(labels) as (PostField | "scheduleAt")[]).filter(
    (field) => errors?.[field],
  );
  const action = id ? `/staff/news/${id}` : "/staff/news/new";
  const title = id ? values.titleEn || values.titleTe || "A post" : "Write a post";
  return (
    <Document
      title={errorFields.length > 0 || conflict ? `Error: ${title}` : title}
      stylesheet={stylesheet}
      scripts={script ? [script] : []}
      signedIn={signedIn}
      current="news"
    >
      <p className="mb-2">
        <a href="/staff/news" className="underline">
          All posts
        </a>
      </p>
      <h1
        className="mb-4 text-2xl font-bold text-forest-800"
        // Telugu only when the heading is the post's Telugu title, not "Write a post".
        lang={title === values.titleTe && title !== values.titleEn ? "te" : undefined}
      >
        {title}
      </h1>
      {notice && <Notice announce>{notice}</Notice>}
      {conflict && id && (
        <Notice tone="error" announce>
          <p className="font-semibold">{conflict}</p>
          <p className="mt-2">
            <a href={`/staff/news/${id}`} className="font-semibold text-terracotta-700 underline">
              Reload the post as it is now
            </a>
          </p>
        </Notice>
      )}
      {errorFields.length > 0 && (
        <ErrorSummary intro={nothingSaved(errorFields.length)}>
          {errorFields.map((field) => (
            <li key={field}>
              <a href={`#${fieldId(field)}`} className="font-semibold text-terracotta-700 underline">
                {labels[field]}: {errors?.[field]}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      {id && props.confirmDelete ? <ConfirmDelete id={id} title={title} /> : null}
      <p className="mb-6 text-sm text-ink-muted">
        {version && !visibleFrom
          ? `Taken off the site (version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}): only staff can see this post.`
          : version && visibleFrom && Date.parse(visibleFrom) > Date.parse(props.now)
            ? `Scheduled: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}. It appears on the site at ${formatIst(visibleFrom)}; until then only staff can see it.`
            : version
              ? `Published: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}.`
              : "Not published: only staff can see this post."}{" "}
        {draft
          ? `A draft is saved (by ${draft.savedBy}, ${formatIst(draft.savedAt)}); the site does not show it.`
          : ""}
      </p>
      <form
        method="post"
        action={action}
        noValidate
        data-preview-endpoint="/staff/news/preview"
        {...guardsLeaving(Boolean(conflict) || Object.values(errors ?? {}).some(Boolean))}
      >
        {props.base !== undefined ? <input type="hidden" name="base" value={props.base} /> : null}
        <Card className="mb-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <PostInput
              field="slug"
              value={values.slug}
              error={errors?.slug}
              hint="The end of the post’s web address, /news/… Left empty, it is made from the English title. Change it after publishing and links to the old address keep working: they lead here, unless another post takes that address."
            />
            <PostInput
              field="date"
              type="date"
              value={values.date}
              error={errors?.date}
              hint={dateHint(values, visibleFrom)}
            />
          </div>
        </Card>
        <CoverChooser value={values.cover} pictures={props.pictures} error={errors?.cover} />
        <Card className="mb-6">
          <div className="grid gap-6 md:grid-cols-2">
            <LanguageColumn language="English" suffix="En" props={props} />
            <LanguageColumn language="Telugu" suffix="Te" props={props} />
          </div>
        </Card>
        <Card className="mb-6" title="Publish later">
          <div className="sm:max-w-[calc(50%-0.5rem)]">
            <PostInput
              field="scheduleAt"
              type="datetime-local"
              value={props.scheduleAt}
              error={errors?.scheduleAt}
              hint="India time. Use “Schedule” below: the post appears on the site at this time."
            />
          </div>
        </Card>
        <ActionBar>
          <Button name="intent" value="preview" variant="secondary" data-without-script>
            Preview
          </Button>
          <Button name="intent" value="draft" variant="secondary">
            Save draft
          </Button>
          <Button name="intent" value="schedule" variant="secondary">
            Schedule
          </Button>
          <Button name="intent" value="publish">
            Publish now
          </Button>
        </ActionBar>
      </form>
      {id ? <PostActions id={id} onSite={visibleFrom !== null} /> : null}
    </Document>
  );
}
