import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * Fields that a choice reveals (requirements 4). The page's script shows them when the choice is made; before
 * it runs, or without it, they are in the HTML and CSS shows them (`byCss`, a :has() rule on the
 * form) while the choice is made. Sent while hidden, they are emptied (the form's toData or schema).
 * The fields keep the same wrapper once the script runs, so fields shown before it stay the same
 * elements: a person typing in one as the script takes over keeps their place.
 */
export function Revealed({
  shown,
  byCss,
  children,
}: {
  shown: boolean;
  byCss: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  if (hydrated && !shown) return null;
  return <div className={hydrated ? "contents" : `hidden ${byCss}`}>{children}</div>;
}
