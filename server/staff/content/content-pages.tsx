import { mayOpen } from "../../accounts/roles.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ButtonLink, Card } from "../ui/ui.tsx";

const launchPath = "/staff/launch";
const settingsPath = "/staff/content/settings";
const listsPath = "/staff/content/lists";

export type ContentPagesProps = {
  stylesheet: string;
  signedIn: SignedIn;
  pages: readonly {
    name: string;
    title: string;
    path: string;
    changed: number;
    awaitingReview: number;
    draft: boolean;
  }[];
};

/**
 * The content the staff area edits: the settings, the lists, and every page's texts with what awaits
 * review. Each person is shown only the parts their role opens (a translator: the texts).
 */
export function ContentPagesPage({ stylesheet, signedIn, pages }: ContentPagesProps) {
  const awaiting = pages.reduce((sum, page) => sum + page.awaitingReview, 0);
  const opens = (href: string) => mayOpen(signedIn.role, href);
  return (
    <Document title="Site content" stylesheet={stylesheet} signedIn={signedIn} current="content">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">Site content</h1>
        {opens(launchPath) ? <ButtonLink href={launchPath}>Ready to launch?</ButtonLink> : null}
      </div>
      {opens(settingsPath) ? (
        <Card title="Organisation settings" className="mb-6">
          <p className="mb-3 text-ink-muted">
            Name, contact details, bank account, UPI and registrations, as the pages, emails and receipts show
            them.
          </p>
          <ButtonLink href={settingsPath} variant="primary">
            Edit the settings
          </ButtonLink>
        </Card>
      ) : null}
      {opens(listsPath) ? (
        <Card title="Team, partners and slides" className="mb-6">
          <p className="mb-3 text-ink-muted">
            The team members and the director&apos;s message, the partners, and the home page&apos;s slides:
            add, edit, reorder and remove.
          </p>
          <ButtonLink href={listsPath}>Edit the lists</ButtonLink>
        </Card>
      ) : null}
      <Card title="Page texts and figures">
        <p className="mb-3 text-ink-muted">
          Each page’s texts in English and Telugu, side by side, and its figures.{" "}
          {awaiting > 0 ? `${awaiting} Telugu text(s) need review.` : "Every Telugu text is reviewed."}
        </p>
        <ul className="divide-y divide-line">
          {pages.map((page) => (
            <li key={page.name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <a
                href={`/staff/content/texts/${page.name}`}
                className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
              >
                {page.title}
              </a>
              <span className="flex flex-wrap gap-2 text-sm">
                {page.awaitingReview > 0 ? (
                  <span className="rounded-full bg-turmeric-100 px-2 py-0.5 font-semibold text-ink">
                    Telugu needs review: {page.awaitingReview}
                  </span>
                ) : (
                  <span className="rounded-full bg-forest-100 px-2 py-0.5 text-forest-900">
                    Telugu reviewed
                  </span>
                )}
                {page.changed > 0 ? <span className="text-ink-muted">{page.changed} changed</span> : null}
                {page.draft ? <span className="font-semibold text-terracotta-700">Draft saved</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </Document>
  );
}
