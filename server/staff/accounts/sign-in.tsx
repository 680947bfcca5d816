import { Document } from "../ui/document.tsx";
import { Button, inputStyles, Notice } from "../ui/ui.tsx";

export type SignInProps = {
  stylesheet: string;
  /** "sent" after a request for a link; otherwise the form, with an error when there is one. */
  state: "form" | "sent";
  error?: string;
  /** An address refused as not one: shown again in the field, which the error describes. */
  refusedAddress?: string;
  linkMinutes: number;
  /** The passkey script's address (server/staff/scripts.ts); without it, the emailed link alone. */
  passkeyScript?: string;
};

export function SignInPage({
  stylesheet,
  state,
  error,
  refusedAddress,
  linkMinutes,
  passkeyScript,
}: SignInProps) {
  const offerPasskey = state === "form" && passkeyScript !== undefined;
  const refused = refusedAddress !== undefined;
  return (
    <Document
      title={refused ? "Error: Sign in" : state === "sent" ? "Check your email" : "Sign in"}
      stylesheet={stylesheet}
      scripts={offerPasskey ? [passkeyScript] : []}
    >
      <div className="mx-auto max-w-md rounded-lg border border-line bg-white p-6 sm:p-8">
        {state === "sent" ? (
          <>
            <h1 className="mb-3 text-2xl font-bold text-forest-800">Check your email</h1>
            <Notice>
              If that address belongs to a staff account, a sign-in link is on its way. It works once, for{" "}
              {linkMinutes} minutes.
            </Notice>
            <p className="text-ink-muted">
              No email after a few minutes? Look in the spam folder, then{" "}
              <a className="font-semibold text-forest-700 underline" href="/staff/sign-in">
                ask for another link
              </a>
              .
            </p>
          </>
        ) : (
          <>
            <h1 className="mb-3 text-2xl font-bold text-forest-800">Staff sign-in</h1>
            {error && !refused && <Notice tone="error">{error}</Notice>}
            <p className="mb-5 text-ink-muted">
              Enter the email address of your staff account. We will email you a link that signs you in on
              this device; it works once, for {linkMinutes} minutes.
            </p>
            <form method="post" action="/staff/sign-in" noValidate>
              <label htmlFor="email" className="block font-semibold">
                Email address
              </label>
              {refused && (
                <p id="email-error" className="mt-1 font-semibold text-terracotta-700">
                  {error}
                </p>
              )}
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={refusedAddress}
                aria-invalid={refused || undefined}
                aria-describedby={refused ? "email-error" : undefined}
                autoFocus={refused}
                className={inputStyles}
              />
              <Button className="mt-5 w-full">Email me a sign-in link</Button>
            </form>
            {offerPasskey && <PasskeySignIn />}
          </>
        )}
      </div>
    </Document>
  );
}

/**
 * Signing in with a passkey instead: hidden until the passkey script finds WebAuthn in the browser
 * (server/staff/client/passkeys.ts), so that nobody without it is offered a button that cannot work.
 */
function PasskeySignIn() {
  return (
    <div data-passkey-sign-in="" hidden className="mt-6 border-t border-line pt-6">
      <p className="mb-3 text-ink-muted">Added a passkey to your account? Use it instead of an email.</p>
      <Button type="button" variant="secondary" className="w-full">
        Sign in with a passkey
      </Button>
      <p data-passkey-status="" role="status" aria-live="polite" className="mt-3 font-semibold" />
    </div>
  );
}

/** Where the emailed link lands: one press signs in, so a mail scanner that opens links cannot. */
export function ConfirmSignInPage({ stylesheet, token }: { stylesheet: string; token: string }) {
  return (
    <Document title="Sign in" stylesheet={stylesheet}>
      <div className="mx-auto max-w-md rounded-lg border border-line bg-white p-6 sm:p-8">
        <h1 className="mb-3 text-2xl font-bold text-forest-800">Sign in to the staff area</h1>
        <p className="mb-5 text-ink-muted">Press the button to finish signing in on this device.</p>
        <form method="post" action="/staff/sign-in/link">
          <input type="hidden" name="token" value={token} />
          <Button className="w-full">Sign in</Button>
        </form>
      </div>
    </Document>
  );
}

/** A page that only says something: not found, refused, too many attempts. */
export function MessagePage({
  stylesheet,
  title,
  message,
  link,
  kept = [],
}: {
  stylesheet: string;
  title: string;
  message: string;
  link: { href: string; text: string };
  /** What the person typed in the form this answers, to copy before anything else. */
  kept?: readonly string[];
}) {
  return (
    <Document title={title} stylesheet={stylesheet}>
      <div className="mx-auto max-w-md rounded-lg border border-line bg-white p-6 sm:p-8">
        <h1 className="mb-3 text-2xl font-bold text-forest-800">{title}</h1>
        <p className="mb-5">{message}</p>
        {kept.length > 0 ? (
          <section aria-labelledby="kept-heading" className="mb-5 grid gap-3">
            <h2 id="kept-heading" className="text-lg font-bold text-forest-800">
              What you typed
            </h2>
            <p>It was not saved. Copy what you need before you sign in, then paste it into the page again.</p>
            {kept.map((text, index) => (
              <textarea
                key={index}
                readOnly
                aria-label={`What you typed, part ${index + 1} of ${kept.length}`}
                rows={Math.min(8, text.split("\n").length + 1)}
                className="w-full rounded-md border border-line bg-cream p-2 text-sm"
                value={text}
              />
            ))}
          </section>
        ) : null}
        <a className="font-semibold text-forest-700 underline" href={link.href}>
          {link.text}
        </a>
      </div>
    </Document>
  );
}
