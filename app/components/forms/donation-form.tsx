/** Placeholder until the forms issue lands: the page keeps its place for the form. */
export function DonationForm() {
  return <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-ink-muted">The donation form will appear here.</p>;
}
