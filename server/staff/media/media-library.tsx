import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { Thumbnail, type ThumbnailFile } from "../ui/thumbnail.tsx";
import { Button, Card, inputStyles, Notice, guardsLeaving } from "../ui/ui.tsx";
import { ReadinessBadges } from "./readiness-badges.tsx";

export type MediaCard = {
  id: string;
  fileName: string;
  /** The smallest WebP, or none when the image has no files (never: stored together). */
  thumbnail: ThumbnailFile | null;
  altEn: string;
  missing: string[];
};

export type UploadOutcome = { stored: string[]; refused: { name: string; reason: string }[] };

export type MediaLibraryProps = {
  stylesheet: string;
  signedIn: SignedIn;
  images: MediaCard[];
  search: string;
  notice?: string;
  /** After an upload with a refused file: what was added and what was not, and why. */
  upload?: UploadOutcome;
  /** An upload that could not be read at all (nothing chosen, too large). */
  uploadError?: string;
};

export const uploadAccept = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** /staff/media: add pictures, find one, see which still need their details. */
export function MediaLibraryPage({
  stylesheet,
  signedIn,
  images,
  search,
  notice,
  upload,
  uploadError,
}: MediaLibraryProps) {
  const refused = upload?.refused ?? [];
  return (
    <Document
      title={refused.length > 0 || uploadError ? "Error: Pictures" : "Pictures"}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="media"
    >
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Pictures</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Photographs and logos for the public site. Each picture needs alt text in English and Telugu (what it
        shows, for people who cannot see it) before a page can use it, and a photo of people needs their
        agreement. Location and camera details are removed from every picture when it is added.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {(refused.length > 0 || uploadError) && (
        <div
          role="alert"
          aria-labelledby="upload-problems"
          className="mb-6 rounded-md border-l-4 border-terracotta-700 bg-terracotta-100 px-4 py-3"
        >
          <h2 id="upload-problems" className="font-semibold">
            {uploadError
              ? "Nothing was added"
              : refused.length === 1
                ? "One file was not added"
                : `${refused.length} files were not added`}
          </h2>
          {uploadError && <p className="mt-1">{uploadError}</p>}
          <ul className="mt-2 list-disc pl-5">
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <bdi className="font-semibold">{file.name}</bdi>: {file.reason}
              </li>
            ))}
          </ul>
          {upload && upload.stored.length > 0 && (
            <p className="mt-2">
              Added: {upload.stored.length === 1 ? "one picture" : `${upload.stored.length} pictures`}, shown
              first below.
            </p>
          )}
        </div>
      )}
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Card title="Add pictures">
          <form method="post" action="/staff/media" encType="multipart/form-data" {...guardsLeaving(false)}>
            <Field
              id="media-files"
              label="Pictures to add"
              hint="JPEG, PNG, WebP or AVIF, up to 25 MB each and 100 MB at once. You can choose several. From an iPhone, send photos as JPEG (Settings → Camera → Formats → Most Compatible). Logos as PNG, not SVG."
              look="form"
            >
              {(control) => (
                <input
                  {...control}
                  name="files"
                  type="file"
                  multiple
                  required
                  accept={uploadAccept}
                  className={`${inputStyles} file:mr-3 file:rounded file:border-0 file:bg-forest-100 file:px-3 file:py-1 file:font-semibold`}
                />
              )}
            </Field>
            <Button className="mt-4">Add pictures</Button>
          </form>
        </Card>
        <Card title="Find a picture">
          <form method="get" action="/staff/media">
            <Field id="media-search" label="Words from its file name, alt text, caption or credit">
              {(control) => (
                <div className="mt-1 flex gap-2">
                  <input
                    {...control}
                    name="q"
                    type="search"
                    defaultValue={search}
                    className={`${inputStyles} mt-0`}
                  />
                  <Button variant="secondary">Search</Button>
                </div>
              )}
            </Field>
          </form>
          {search && (
            <p className="mt-3 text-sm">
              <a href="/staff/media" className="font-semibold text-forest-700 underline">
                Show every picture
              </a>
            </p>
          )}
        </Card>
      </div>
      <h2 className="mb-3 text-lg font-semibold text-forest-800">
        {search
          ? `${images.length === 0 ? "No pictures" : images.length === 1 ? "One picture" : `${images.length} pictures`} found`
          : images.length === 0
            ? "No pictures yet"
            : images.length === 1
              ? "One picture"
              : `${images.length} pictures`}
      </h2>
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-lg border border-line bg-white">
              <a href={`/staff/media/${image.id}`} className="block no-underline">
                {image.thumbnail ? (
                  <Thumbnail
                    file={image.thumbnail}
                    className="aspect-[4/3] w-full bg-forest-50 object-cover"
                  />
                ) : (
                  <span className="block aspect-[4/3] w-full bg-forest-50" />
                )}
                <span className="block p-2">
                  <bdi className="block truncate text-sm font-semibold text-forest-800">
                    {image.altEn || image.fileName}
                  </bdi>
                  {image.altEn && (
                    <bdi className="block truncate text-xs text-ink-muted">{image.fileName}</bdi>
                  )}
                </span>
              </a>
              <div className="px-2 pb-2">
                <ReadinessBadges missing={image.missing} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Document>
  );
}
