import { Document, type SignedIn } from "../ui/document.tsx";
import { sectionsFor } from "../ui/sections.ts";
import { ButtonLink } from "../ui/ui.tsx";

/* The pages a role is shown: where it starts, and the refusal of a request beyond it. */

export type ForbiddenProps = {
  stylesheet: string;
  signedIn: SignedIn;
  roleLabel: string;
  roleDescription: string;
  /** What in the request was refused, when more than the page itself (a translator's English text). */
  reason?: string;
  /** The refused request was a change (a form sent), not a page asked for. */
  refusedChange?: boolean;
  startHref: string;
};

export function ForbiddenPage({
  stylesheet,
  signedIn,
  roleLabel,
  roleDescription,
  reason,
  refusedChange,
  startHref,
}: ForbiddenProps) {
  return (
    <Document title="Not part of your role" stylesheet={stylesheet} signedIn={signedIn}>
      <div className="max-w-2xl rounded-lg border border-line bg-white p-6 sm:p-8">
        <h1 className="mb-3 text-2xl font-bold text-forest-800">Not part of your role</h1>
        {reason ? <p className="mb-3 font-semibold">{reason}</p> : null}
        <p className="mb-3">
          Your role is <strong>{roleLabel}</strong>: you may use {roleDescription}.
        </p>
        <p className="mb-5 text-ink-muted">
          Nothing was shown or changed, and this attempt is in the audit log. If your work needs more, ask an
          administrator to change your role.
        </p>
        {refusedChange ? (
          <p className="mb-5">
            If your role was changed while that page was open, what you typed may still be there: go back with
            your browser, copy it, then reload the page to see what your role may change now.
          </p>
        ) : null}
        <ButtonLink href={startHref} variant="primary">
          Go to your start page
        </ButtonLink>
      </div>
    </Document>
  );
}

export type StartProps = {
  stylesheet: string;
  signedIn: SignedIn;
  roleLabel: string;
  roleDescription: string;
};

/** The first page of a role that does not read the inbox: what it may open, and why. */
export function StartPage({ stylesheet, signedIn, roleLabel, roleDescription }: StartProps) {
  const open = sectionsFor(signedIn.role);
  return (
    <Document title="Start" stylesheet={stylesheet} signedIn={signedIn}>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">
        Welcome, <bdi>{signedIn.name}</bdi>
      </h1>
      <p className="mb-6 max-w-3xl text-ink-muted">
        Your role is <strong className="text-ink">{roleLabel}</strong>: {roleDescription}.
      </p>
      {open.length === 0 ? (
        <p>There is nothing for your role in the staff area yet.</p>
      ) : (
        <ul className="grid max-w-3xl gap-3 sm:grid-cols-2">
          {open.map((section) => (
            <li key={section.key} className="rounded-lg border border-line bg-white p-4">
              <a href={section.href} className="text-lg font-semibold text-forest-700 underline">
                {section.label}
              </a>
              <p className="mt-1 text-ink-muted">{section.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Document>
  );
}
