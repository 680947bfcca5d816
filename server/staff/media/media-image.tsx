import { type DetailsField, focalPositions } from "../../media/details.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field, FieldHint, hintId } from "../ui/field.tsx";
import { Button, Card, ErrorSummary, inputStyles, Notice, guardsLeaving } from "../ui/ui.tsx";
import { uploadAccept } from "./media-library.tsx";
import { ReadinessBadges } from "./readiness-badges.tsx";

export type MediaImageView = {
  id: string;
  fileName: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
};

export type DetailsValues = {
  altEn: string;
  altTe: string;
  caption: string;
  credit: string;
  decorative: boolean;
  showsPeople: boolean;
  peopleAgreed: boolean;
};

export type MediaImageProps = {
  stylesheet: string;
  signedIn: SignedIn;
  image: MediaImageView;
  values: DetailsValues;
  errors?: Partial<Record<DetailsField, string>>;
  /** The picture as the page shows it, and the size it is shown at (the tap is read against it). */
  preview: { src: string; shownWidth: number; shownHeight: number };
  /** "AVIF and WebP at 320, 480 px; JPEG at 480 px; 84 KB in all". */
  files: string;
  missing: string[];
  /** The content items using it: their titles, and their editors' addresses where they have one. */
  uses: { item: string; title: string; editPath: string | null; state: "published" | "draft" }[];
  notice?: string;
  /** A refused replacement or deletion. */
  error?: string;
};

const crops = [
  { label: "Wide (16:9), as a slide", ratio: 16 / 9 },
  { label: "Portrait (4:5), as a team photo", ratio: 4 / 5 },
  { label: "Square, as a logo", ratio: 1 },
];

/** The part of the picture a crop to `ratio` keeps, centred on the focal point as far as the edges allow. */
function cropBox(image: MediaImageView, ratio: number) {
  const { width, height, focalX, focalY } = image;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  if (width / height > ratio) {
    const cropWidth = height * ratio;
    return { x: clamp(focalX * width - cropWidth / 2, width - cropWidth), y: 0, width: cropWidth, height };
  }
  const cropHeight = width / ratio;
  return { x: 0, y: clamp(focalY * height - cropHeight / 2, height - cropHeight), width, height: cropHeight };
}

const fieldIds: Record<DetailsField, string> = {
  altEn: "alt-en",
  altTe: "alt-te",
  caption: "caption",
  credit: "credit",
  decorative: "decorative",
  showsPeople: "shows-people",
  peopleAgreed: "people-agreed",
};

function TextField({
  field,
  label,
  hint,
  value,
  error,
  telugu,
  multiline,
}: {
  field: DetailsField;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  telugu?: boolean;
  multiline?: boolean;
}) {
  return (
    <Field id={fieldIds[field]} label={label} hint={hint} error={error} look="form">
      {(control) => {
        const props = {
          ...control,
          name: field,
          defaultValue: value,
          lang: telugu ? "te" : undefined,
          className: inputStyles,
        };
        return multiline ? (
          <textarea rows={2} {...props} />
        ) : (
          <input type="text" autoComplete="off" {...props} />
        );
      }}
    </Field>
  );
}

function Checkbox({
  field,
  label,
  checked,
  hint,
}: {
  field: DetailsField;
  label: string;
  checked: boolean;
  hint?: string;
}) {
  const id = fieldIds[field];
  return (
    <div className="flex gap-3">
      <input
        id={id}
        name={field}
        type="checkbox"
        value="1"
        defaultChecked={checked}
        aria-describedby={hint ? hintId(id) : undefined}
        className="mt-1 size-6 shrink-0 accent-forest-700"
      />
      {/* The box before its label: Field's hint, not Field (which puts the control last). */}
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <FieldHint id={id} look="form">
            {hint}
          </FieldHint>
        )}
      </div>
    </div>
  );
}

/** /staff/media/<id>: the picture's details, its focal point (a tap), its crops, replace and delete. */
export function MediaImagePage({
  stylesheet,
  signedIn,
  image,
  values,
  errors = {},
  preview,
  files,
  missing,
  uses,
  notice,
  error,
}: MediaImageProps) {
  const errorFields = (Object.keys(errors) as DetailsField[]).filter((field) => errors[field]);
  const action = `/staff/media/${image.id}`;
  const title = image.fileName;
  return (
    <Document
      title={errorFields.length > 0 || error ? `Error: ${title}` : title}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="media"
    >
      <p className="mb-2 text-sm">
        <a href="/staff/media" className="font-semibold text-forest-700 underline">
          ← All pictures
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">
        <bdi>{image.fileName}</bdi>
      </h1>
      <div className="mb-4">
        <ReadinessBadges missing={missing} />
      </div>
      {notice && <Notice announce>{notice}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {errorFields.length > 0 && (
        <ErrorSummary intro={"Nothing was saved. Correct this and save again:"}>
          {errorFields.map((field) => (
            <li key={field}>
              <a href={`#${fieldIds[field]}`} className="font-semibold text-terracotta-700 underline">
                {errors[field]}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <Card title="Focal point">
          <p id="focal-hint" className="mb-3 max-w-[300px] text-sm text-ink-muted">
            Tap the most important part of the picture (a face, the crop, the well). Wherever the picture is
            cut to fit, this part stays in view. The ring shows where it is now.
          </p>
          <form method="post" action={`${action}/focal-point`}>
            <input type="hidden" name="shownWidth" value={preview.shownWidth} />
            <input type="hidden" name="shownHeight" value={preview.shownHeight} />
            <div className="relative">
              <input
                type="image"
                name="focus"
                src={preview.src}
                width={preview.shownWidth}
                height={preview.shownHeight}
                alt="Set the focal point here: tap or click the picture"
                aria-describedby="focal-hint"
                className="block max-w-none cursor-crosshair rounded"
              />
              <svg
                aria-hidden="true"
                width={preview.shownWidth}
                height={preview.shownHeight}
                viewBox={`0 0 ${preview.shownWidth} ${preview.shownHeight}`}
                className="pointer-events-none absolute top-0 left-0"
              >
                <circle
                  cx={image.focalX * preview.shownWidth}
                  cy={image.focalY * preview.shownHeight}
                  r="12"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="4"
                />
                <circle
                  cx={image.focalX * preview.shownWidth}
                  cy={image.focalY * preview.shownHeight}
                  r="12"
                  fill="none"
                  stroke="#18442a"
                  strokeWidth="2"
                />
              </svg>
            </div>
            <div className="mt-3 flex max-w-[300px] flex-wrap items-end gap-2">
              <div className="grow">
                <label htmlFor="focal-position" className="mb-1 block text-sm font-semibold">
                  Or choose where it is
                </label>
                <select id="focal-position" name="position" defaultValue="centre" className={inputStyles}>
                  {Object.entries(focalPositions).map(([value, position]) => (
                    <option key={value} value={value}>
                      {position.label}
                    </option>
                  ))}
                </select>
              </div>
              <Button name="intent" value="position" variant="secondary">
                Set position
              </Button>
            </div>
          </form>
          <p className="mt-2 text-sm text-ink-muted">
            Now {Math.round(image.focalX * 100)}% from the left, {Math.round(image.focalY * 100)}% from the
            top.
          </p>
          <h3 className="mt-4 mb-2 font-semibold">As pages cut it</h3>
          <ul className="flex flex-wrap items-end gap-3">
            {crops.map((crop) => {
              const box = cropBox(image, crop.ratio);
              const shownHeight = 96;
              return (
                <li key={crop.label} className="text-xs text-ink-muted">
                  <svg
                    role="img"
                    aria-label={crop.label}
                    width={Math.round(shownHeight * crop.ratio)}
                    height={shownHeight}
                    viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
                    className="rounded border border-line"
                  >
                    <image href={preview.src} width={image.width} height={image.height} />
                  </svg>
                  <span className="mt-1 block max-w-[10rem]">{crop.label}</span>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card title="Details">
          <form
            method="post"
            action={action}
            className="grid gap-4"
            {...guardsLeaving(errorFields.length > 0)}
          >
            <TextField
              field="altEn"
              label="Alt text in English"
              hint="What the picture shows, in a sentence, for people who cannot see it. Not “photo of”."
              value={values.altEn}
              error={errors.altEn}
              multiline
            />
            <TextField
              field="altTe"
              label="Alt text in Telugu (తెలుగు)"
              value={values.altTe}
              error={errors.altTe}
              telugu
              multiline
            />
            <Checkbox
              field="decorative"
              label="Decorative: it adds nothing a reader would miss"
              hint="Screen readers then skip it, and no alt text is needed."
              checked={values.decorative}
            />
            <TextField
              field="caption"
              label="Caption (optional)"
              value={values.caption}
              error={errors.caption}
            />
            <TextField
              field="credit"
              label="Credit (optional)"
              hint="Who took it, if they are to be named."
              value={values.credit}
              error={errors.credit}
            />
            <fieldset className="grid gap-3 rounded-md border border-line p-3">
              <legend className="px-1 font-semibold">People in the picture</legend>
              <Checkbox field="showsPeople" label="The picture shows people" checked={values.showsPeople} />
              <Checkbox
                field="peopleAgreed"
                label="The people shown agreed (a parent or guardian for any child)"
                hint="A photo of people is kept off public pages until this is ticked."
                checked={values.peopleAgreed}
              />
            </fieldset>
            <div>
              <Button>Save details</Button>
            </div>
          </form>
        </Card>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card title="Where it is used">
          {uses.length === 0 ? (
            <p>No page uses it yet.</p>
          ) : (
            <ul className="list-disc pl-5">
              {uses.map((use) => (
                <li key={`${use.item}-${use.state}`}>
                  {use.editPath ? (
                    <a href={use.editPath} className="font-semibold text-forest-700 underline">
                      <bdi>{use.title}</bdi>
                    </a>
                  ) : (
                    <bdi>{use.title}</bdi>
                  )}{" "}
                  ({use.state === "published" ? "published" : "draft"})
                </li>
              ))}
            </ul>
          )}
          {uses.some((use) => use.state === "published") && missing.length > 0 && (
            <p className="mt-3 rounded-md border-2 border-turmeric-500 bg-turmeric-100 px-3 py-2 text-sm">
              Not shown on these pages now, nor at its address on the site: it{" "}
              {missing.map((item) => item.replace(/^Needs /, "needs ")).join(" and ")}. The pages show it again
              within a minute of it being ready.
            </p>
          )}
          <p className="mt-3 text-sm text-ink-muted">
            {image.width} × {image.height} pixels. {files}. Added {formatIst(image.createdAt)} by{" "}
            <bdi>{image.createdBy}</bdi>; last changed {formatIst(image.updatedAt)} by{" "}
            <bdi>{image.updatedBy}</bdi>.
          </p>
        </Card>
        <Card title="Replace the picture">
          <form
            method="post"
            action={`${action}/replace`}
            encType="multipart/form-data"
            {...guardsLeaving(false)}
          >
            <Field
              id="replace-file"
              label="New picture"
              hint="Keeps the details above and every page using it; check the focal point afterwards."
              look="form"
            >
              {(control) => (
                <input
                  {...control}
                  name="file"
                  type="file"
                  required
                  accept={uploadAccept}
                  className={inputStyles}
                />
              )}
            </Field>
            <Button variant="secondary" className="mt-3">
              Replace
            </Button>
          </form>
        </Card>
        <Card title="Delete the picture">
          <form method="post" action={`${action}/delete`}>
            <div className="flex gap-3">
              <input
                id="confirm-delete"
                name="confirm"
                type="checkbox"
                value="1"
                required
                className="mt-1 size-6 shrink-0 accent-terracotta-700"
              />
              <label htmlFor="confirm-delete">Yes, delete this picture for good</label>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              A picture a page uses cannot be deleted: take it off the page first.
            </p>
            <Button variant="danger" className="mt-3">
              Delete
            </Button>
          </form>
        </Card>
      </div>
    </Document>
  );
}
