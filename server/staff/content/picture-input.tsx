import type { PictureShape } from "#app/content/lists/entry-schema.ts";
import type { PictureChoice } from "../../media/content-images.ts";
import { describedBy, FieldError, FieldHint } from "../ui/field.tsx";
import { Thumbnail } from "../ui/thumbnail.tsx";

/*
 * Choosing a media library picture inside a content editor (a list's entry, a programme page's
 * pictures, the society's logo): a radio button per picture ready for pages, no JavaScript.
 */

/** How the page shows the picture: cropped to a shape around its focal point, or whole (a logo). */
export type ChooserShape = PictureShape | "whole";

const shapes: Record<ChooserShape, { className: string; words: string }> = {
  portrait: {
    className: "aspect-[4/5] object-cover",
    words: "Shown upright, 4:5, around the picture’s focal point.",
  },
  square: {
    className: "aspect-square object-cover",
    words: "Shown square, around the picture’s focal point.",
  },
  wide: {
    className: "aspect-video object-cover",
    words: "Shown wide, 16:9, around the picture’s focal point.",
  },
  whole: { className: "aspect-square object-contain", words: "Shown whole, never cropped." },
};

const choiceStyles =
  "flex min-h-11 cursor-pointer flex-col gap-2 rounded-lg border-2 border-line bg-white p-2 has-checked:border-forest-700 has-checked:bg-forest-50 has-focus-visible:outline-3 has-focus-visible:outline-focus";

/**
 * Each picture is shown as the page shows it (cropped at the centre: the page crops around the
 * picture's focal point), with "No picture" to go back to the drawn artwork, and the current
 * choice kept as an option when it is no longer ready, so that saving other fields keeps it.
 */
export function PictureInput({
  name,
  id,
  label,
  hint,
  shape,
  value,
  error,
  pictures,
}: {
  name: string;
  id: string;
  label: string;
  hint?: string;
  shape: ChooserShape;
  value: string;
  error?: string;
  pictures: readonly PictureChoice[];
}) {
  const shown = shapes[shape];
  const current = value !== "" && !pictures.some((picture) => picture.reference === value);
  return (
    <fieldset
      id={id}
      className="min-w-0"
      // A group of choices, labelled by its legend: Field's parts, not Field (which labels one control).
      aria-describedby={describedBy(id, { hint: true, error })["aria-describedby"]}
    >
      <legend className="font-semibold">{label}</legend>
      <FieldError id={id} error={error} />
      <FieldHint id={id}>
        {hint ? `${hint} ` : ""}
        {shown.words} Only pictures ready for pages are listed (alt text in English and Telugu or marked
        decorative, and the agreement of any people shown):{" "}
        <a href="/staff/media" className="font-semibold text-forest-700 underline">
          add or complete pictures in the media library
        </a>
        .
      </FieldHint>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <li>
          <label className={`${choiceStyles} h-full items-center justify-center text-center`}>
            <input type="radio" name={name} value="" defaultChecked={value === ""} className="size-5" />
            <span className="font-semibold">No picture</span>
          </label>
        </li>
        {current ? (
          <li>
            <label className={`${choiceStyles} h-full items-center justify-center text-center`}>
              <input type="radio" name={name} value={value} defaultChecked className="size-5" />
              <span>The current picture (no longer ready for pages or in the library)</span>
            </label>
          </li>
        ) : null}
        {pictures.map((picture) => (
          <li key={picture.reference}>
            <label className={choiceStyles}>
              <Thumbnail file={picture.thumbnail} className={`w-full rounded ${shown.className}`} />
              <span className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={picture.reference}
                  defaultChecked={picture.reference === value}
                  className="mt-0.5 size-5 shrink-0"
                />
                <span className="line-clamp-3">{picture.label}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
