import type { ComponentProps, ReactNode } from "react";
import { stateLabels, type SubmissionState } from "../../submissions/progress.ts";

/* Small parts every staff page shares. */

const buttonStyles = {
  primary: "bg-forest-700 text-white hover:bg-forest-800",
  secondary: "border border-line bg-white text-ink hover:bg-forest-50",
  danger: "border border-terracotta-700 bg-white text-terracotta-700 hover:bg-terracotta-100",
};

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof buttonStyles }) {
  return (
    <button
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-60 ${buttonStyles[variant]} ${className}`}
      {...props}
    />
  );
}

export function ButtonLink({
  variant = "secondary",
  className = "",
  ...props
}: ComponentProps<"a"> & { variant?: keyof typeof buttonStyles }) {
  return (
    <a
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold wrap-break-word no-underline ${buttonStyles[variant]} ${className}`}
      {...props}
    />
  );
}

/** A form that changes something: always POST, back to this server. */
export function ActionForm({
  action,
  children,
  className,
}: {
  action: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={action} className={className}>
      {children}
    </form>
  );
}

/**
 * Marks a form whose typed contents the leave guard keeps (server/staff/client/leave-guard.ts):
 * leaving with changes asks first. `shownAgain`: the page shows the form again after refusing it
 * (or after another person's change), so what it holds is not saved even before any change.
 */
export const guardsLeaving = (shownAgain: boolean) => ({ "data-leave-guard": shownAgain ? "unsaved" : "" });

/** The buttons that save a long form, kept in reach at the foot of the window while a person scrolls it (staff.css keeps focus clear of it). */
export const actionBarStyles =
  "staff-action-bar sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t border-line bg-cream/95 px-4 py-3";

export function ActionBar({ children }: { children: ReactNode }) {
  return <div className={actionBarStyles}>{children}</div>;
}

export function Card({
  title,
  children,
  className = "",
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-line bg-white p-4 sm:p-6 ${className}`}>
      {title && <h2 className="mb-3 text-lg font-semibold text-forest-800">{title}</h2>}
      {children}
    </section>
  );
}

const statusStyles: Record<SubmissionState, string> = {
  new: "bg-turmeric-100 text-ink",
  in_progress: "bg-white text-forest-900 ring-1 ring-forest-700",
  handled: "bg-forest-100 text-forest-900",
  spam: "bg-terracotta-100 text-terracotta-700",
};

/** A submission's state in the words every page and export use (server/submissions/progress.ts). */
export function StatusBadge({ status }: { status: SubmissionState }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
    >
      {stateLabels[status]}
    </span>
  );
}

/** The outcome of the last action, announced to screen readers. */
/**
 * A notice; `announce` for what the person's action just did ("Receipt recorded", "Uploaded"): it
 * takes the focus as the page loads, as an error summary does, so a screen reader reads it out (a
 * status already on the page when it loads is not announced).
 */
export function Notice({
  children,
  tone = "info",
  announce = false,
}: {
  children: ReactNode;
  tone?: "info" | "error";
  announce?: boolean;
}) {
  const style =
    tone === "error" ? "border-terracotta-700 bg-terracotta-100" : "border-forest-700 bg-forest-50";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      {...(announce ? { tabIndex: -1, autoFocus: true } : {})}
      className={`mb-4 rounded-md border-l-4 px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-focus ${style}`}
    >
      {children}
    </div>
  );
}

/**
 * What stopped a form, above it, focused as the page loads (decision 029): on a phone the form may
 * stand screens down, and a refusal out of sight reads as if it went through. Works with no script.
 * `Heading` is the level the summary's title takes where it stands.
 */
/** The summary's first line on a content form that saved nothing: "…one value needs correcting:". */
export const nothingSaved = (problems: number) =>
  `Nothing was saved: ${problems === 1 ? "one value needs" : `${problems} values need`} correcting:`;

export function ErrorSummary({
  id,
  heading: Heading = "h2",
  intro,
  children,
}: {
  /** For fields that name the summary as their description. */
  id?: string;
  heading?: "h2" | "h3";
  intro: string;
  /** The list's items, one per problem. */
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      autoFocus
      className="mb-4 rounded-md border-4 border-terracotta-700 bg-white px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-focus"
    >
      <Heading id="error-summary-title" className="text-lg font-bold">
        There is a problem
      </Heading>
      <p className="font-semibold">{intro}</p>
      <ul className="list-disc pl-5">{children}</ul>
    </div>
  );
}

/** A text input's, select's or textarea's look; one marked invalid (server/staff/ui/field.tsx) has a heavy red border. */
export const inputStyles =
  "mt-1 block min-h-11 w-full rounded-md border border-ink-muted bg-white px-3 py-2 text-base text-ink aria-invalid:border-2 aria-invalid:border-terracotta-700";
