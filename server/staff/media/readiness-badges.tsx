/** What still keeps a picture off public pages, or that it is ready. */
export function ReadinessBadges({ missing }: { missing: string[] }) {
  if (missing.length === 0)
    return (
      <span className="inline-block rounded-full bg-forest-100 px-2 py-0.5 text-xs font-semibold text-forest-900">
        Ready for pages
      </span>
    );
  return (
    <ul className="flex flex-col gap-1">
      {missing.map((text) => (
        <li
          key={text}
          className="inline-block rounded-md bg-turmeric-100 px-2 py-0.5 text-xs font-semibold text-ink"
        >
          {text}
        </li>
      ))}
    </ul>
  );
}
