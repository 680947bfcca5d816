import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/utils/cn.ts";

/**
 * The form's submit button. Disabled while the page's script sends the form (a double click sends
 * once: the form ignores a submit while one is in flight); before the script runs, or without it,
 * the browser posts the form to the function. Disabled by `aria-disabled`, not `disabled`: a
 * disabled button loses the keyboard's focus, and a screen reader its place, for the whole send.
 */
export function SubmitButton({
  sending,
  variant,
  className,
  noticeId,
  children,
}: {
  sending: boolean;
  variant?: "primary" | "accent";
  className?: string;
  /** The id of the privacy notice beside the button, which says what sending means. */
  noticeId?: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
      aria-describedby={noticeId}
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
  );
}
