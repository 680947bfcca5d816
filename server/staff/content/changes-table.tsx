/*
 * Each value that differs between two states of a content item, before → after: the history's
 * comparison of a version with the current, and the texts editor's draft against what is published.
 * A table on a wide screen; on a phone each row stacks, each value led by its heading.
 */

export type ValueChangeRow = {
  path: string;
  label: string;
  before: string | undefined;
  after: string | undefined;
};

function Value({ text, unset }: { text: string | undefined; unset: string }) {
  return text === undefined ? (
    <span className="text-ink-muted italic">{unset}</span>
  ) : (
    <span className="whitespace-pre-wrap">{text}</span>
  );
}

export function ChangesTable({
  changes,
  caption,
  before,
  after,
  unset = "not set",
}: {
  changes: readonly ValueChangeRow[];
  /** For screen readers: what the table compares. */
  caption: string;
  /** The two columns' headings. */
  before: string;
  after: string;
  /** What a value not set reads as. */
  unset?: string;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4">
            Value
          </th>
          <th scope="col" className="py-2 pr-4">
            {before}
          </th>
          <th scope="col" className="py-2">
            {after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path} className="block border-b border-line py-2 sm:table-row">
            <th scope="row" className="block pr-4 font-semibold sm:table-cell sm:py-2">
              {change.label}
            </th>
            <td className="block pr-4 sm:table-cell sm:py-2">
              <span className="text-sm text-ink-muted sm:hidden">{before}: </span>
              <del className="text-terracotta-700 decoration-1">
                <Value text={change.before} unset={unset} />
              </del>
            </td>
            <td className="block sm:table-cell sm:py-2">
              <span className="text-sm text-ink-muted sm:hidden">{after}: </span>
              <ins className="text-forest-800 no-underline">
                <Value text={change.after} unset={unset} />
              </ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
