import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/utils/cn.ts";

/** Why a send failed, in the toast's words: the spec's message and, when waiting helps, how long. */
export type SendFailure = { message: string; reason?: string };

/**
 * The form's submit button. Disabled while the page's script sends the form (a double click sends
 * once: the form ignores a submit while one is in flight); before the script runs, or without it,
 * the browser posts the form to the function. Disabled by `aria-disabled`, not `disabled`: a
 * disabled button loses the keyboard's focus, and a screen reader its place, for the whole send.
 */
export function SubmitButton({
  sending,
  failure,
  variant,
  className,
  noticeId,
  children,
}: {
  sending: boolean;
  /**
   * Why the last send failed (the toast's words), shown above the button until the next try and
   * read with the button: the toast passes in seconds, a slow phone's person may miss it.
   */
  failure?: SendFailure | null;
  variant?: "primary" | "accent";
  className?: string;
  /** The id of the privacy notice beside the button, which says what sending means. */
  noticeId?: string;
  children: React.ReactNode;
}) {
  const failureId = useId();
  const describedBy = [failure ? failureId : null, noticeId].filter(Boolean).join(" ");
  return (
    <>
      {failure ? (
        <p id={failureId} className="text-terracotta-700">
          <span className="block font-bold">{failure.message}</span>
          {failure.reason ? <span className="block">{failure.reason}</span> : null}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        variant={variant}
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        aria-describedby={describedBy || undefined}
        className={cn("w-full sm:w-auto", className)}
      >
        {sending ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin motion-reduce:hidden">
            <circle
              cx="12"
              cy="12"
              r="9"
              fill="none"
              stroke="currentColor"
              strokeOpacity="0.3"
              strokeWidth="3"
            />
            <path
              d="M21 12a9 9 0 0 0-9-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
        ) : null}
        {children}
      </Button>
    </>
  );
}
