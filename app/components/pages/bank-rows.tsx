import { cn } from "#app/utils/cn.ts";

// Apart from bank-details.tsx, which reads the page's language and settings through React Router:
// the donation form's island shows these rows with a pledge's payment options (decision 043), worked
// out on the server (app/components/forms/payment-details.ts).

const teluguLetters = /[\u0C00-\u0C7F]/;

/** The account's details as a list of labelled rows; also shown with a pledge's payment options. */
export function BankRows({
  rows,
  className,
}: {
  rows: readonly { label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("divide-y divide-line rounded-xl border border-line bg-cream", className)}>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr]">
          <dt className="text-sm font-bold text-ink-muted">{row.label}</dt>
          {/* As the bank writes them, in English letters: marked so, on a Telugu page, for a screen reader. */}
          <dd
            lang={teluguLetters.test(row.value) ? undefined : "en-IN"}
            className="font-bold wrap-anywhere text-ink tabular-nums"
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
