import type { ReactNode } from "react";

/*
 * A labelled form field of the staff area: its label, an optional hint, its error and the control,
 * with the control described by the hint and the error (in the order they stand on the page) and
 * marked invalid when there is an error. The control is the caller's: it receives those attributes.
 */

/** What a field gives its control: `<input {...control} name=… />`. */
export type ControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

/**
 * The two ways staff screens lay a field out:
 * - "editor" (content, news, documents, searches): the error above the control, the hint below it;
 * - "form" (donations, pictures, passkeys): label, hint and error above the control, GOV.UK's order,
 *   for a short form filled in top to bottom;
 * - "compact": the editor's order in small type, for a row of several fields (figures, filters).
 */
export type FieldLook = "editor" | "form" | "compact";

const errorStyles: Record<FieldLook, string> = {
  editor: "mt-1 font-semibold text-terracotta-700",
  form: "mt-1 text-sm font-semibold text-terracotta-700",
  compact: "mt-1 text-sm font-semibold text-terracotta-700",
};

/** The ids of a field's hint and error, as its control's `aria-describedby` lists them. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The control's `aria-describedby` (its hint and error, in the order the look shows them) and `aria-invalid`. */
export function describedBy(
  id: string,
  { hint, error, look = "editor" }: { hint: boolean; error: string | undefined; look?: FieldLook },
): Omit<ControlProps, "id"> {
  const hintIds = hint ? [hintId(id)] : [];
  const errorIds = error ? [errorId(id)] : [];
  const ids = look === "form" ? [...hintIds, ...errorIds] : [...errorIds, ...hintIds];
  return { "aria-describedby": ids.join(" ") || undefined, "aria-invalid": error ? true : undefined };
}

/** A field's error message (nothing without one), for the control that lists `errorId(id)`. */
export function FieldError({
  id,
  error,
  look = "editor",
}: {
  id: string;
  error: string | undefined;
  look?: FieldLook;
}) {
  return error ? (
    <p id={errorId(id)} className={errorStyles[look]}>
      {error}
    </p>
  ) : null;
}

/** A field's hint, for the control that lists `hintId(id)`. */
export function FieldHint({
  id,
  look = "editor",
  children,
}: {
  id: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  return (
    <p id={hintId(id)} className={`${look === "form" ? "" : "mt-1 "}text-sm text-ink-muted`}>
      {children}
    </p>
  );
}

export function Field({
  id,
  label,
  optional = false,
  aside,
  hint,
  error,
  look = "editor",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Says "(optional)" after the label, where most of a form's fields are required. */
  optional?: boolean;
  /** Shown beside the label, outside it (a badge such as "To fill in"). */
  aside?: ReactNode;
  /** Shown when given, even empty, so that the field keeps its place. */
  hint?: ReactNode;
  error?: string | undefined;
  look?: FieldLook;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const withHint = hint !== undefined;
  const hintAbove = look === "form";
  const control = { id, ...describedBy(id, { hint: withHint, error, look }) };
  const labelElement = (
    <label htmlFor={id} className={`block font-semibold${look === "compact" ? " text-sm" : ""}`}>
      {label}
      {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
    </label>
  );
  const hintElement = withHint ? (
    <FieldHint id={id} look={look}>
      {hint}
    </FieldHint>
  ) : null;
  return (
    <div className={className}>
      {aside ? (
        <div className="flex flex-wrap items-center gap-x-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {hintAbove && hintElement}
      <FieldError id={id} error={error} look={look} />
      {children(control)}
      {!hintAbove && hintElement}
    </div>
  );
}
