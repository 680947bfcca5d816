import { passkeyNameLength, type PasskeyLine } from "../../accounts/passkeys.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import { ActionForm, Button, ButtonLink, Card, inputStyles, Notice } from "../ui/ui.tsx";

/*
 * /staff/passkeys: a person's own passkeys (decision 046), for every role. Adding one needs the
 * browser's WebAuthn, so its form is hidden until the passkey script shows it (and hides the note
 * that says so); the list and removing work as plain pages and forms.
 */

export type PasskeysProps = {
  stylesheet: string;
  signedIn: SignedIn;
  passkeys: readonly PasskeyLine[];
  notice?: string;
  /** The passkey script's address (server/staff/scripts.ts); without it, nobody can add one here. */
  passkeyScript?: string;
};

export function PasskeysPage({ stylesheet, signedIn, passkeys, notice, passkeyScript }: PasskeysProps) {
  return (
    <Document
      title="Your passkeys"
      stylesheet={stylesheet}
      signedIn={signedIn}
      scripts={passkeyScript ? [passkeyScript] : []}
    >
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Your passkeys</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        A passkey signs you in on a device with its fingerprint, face or screen lock, without waiting for an
        email. It stays on your device (or in its password manager); the staff area keeps only a public key,
        which signs nobody in. The emailed link keeps working either way.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      <div className="grid max-w-3xl gap-4">
        <Card
          title={
            passkeys.length === 0
              ? "Passkeys on your account"
              : passkeys.length === 1
                ? "1 passkey on your account"
                : `${passkeys.length} passkeys on your account`
          }
        >
          {passkeys.length === 0 ? (
            <p>You have no passkeys yet.</p>
          ) : (
            <ul className="divide-y divide-line">
              {passkeys.map((passkey) => (
                <li
                  key={passkey.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                >
                  <div>
                    <p className="font-semibold">
                      <bdi>{passkey.name ?? "Passkey"}</bdi>
                    </p>
                    <p className="text-sm text-ink-muted">
                      Added {passkey.created_at ? formatIst(passkey.created_at) : "before times were kept"} ·{" "}
                      {passkey.last_used_at ? `last used ${formatIst(passkey.last_used_at)}` : "not used yet"}
                    </p>
                  </div>
                  <ButtonLink variant="danger" href={`/staff/passkeys/${passkey.id}/remove`}>
                    Remove<span className="sr-only"> {passkey.name ?? "this passkey"}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Add a passkey">
          <p data-passkey-needs-script="" className="text-ink-muted">
            Adding a passkey needs JavaScript and a browser that supports passkeys (a recent Chrome, Safari,
            Edge or Firefox). This browser is not running it here; sign in by email as usual, or add the
            passkey from another browser.
          </p>
          {passkeyScript && (
            <form data-passkey-add="" hidden method="post" action="/staff/passkeys" noValidate>
              <Field
                id="passkey-name"
                label="Name of the passkey"
                hint="So that you can tell your passkeys apart, such as “My phone” or “Office computer”."
                look="form"
              >
                {(control) => (
                  <input
                    {...control}
                    name="name"
                    type="text"
                    required
                    maxLength={passkeyNameLength}
                    autoComplete="off"
                    className={`${inputStyles} max-w-md`}
                  />
                )}
              </Field>
              <Button className="mt-4">Add a passkey</Button>
              <p data-passkey-status="" role="status" aria-live="polite" className="mt-3 font-semibold" />
            </form>
          )}
        </Card>
      </div>
    </Document>
  );
}

export type RemovePasskeyProps = {
  stylesheet: string;
  signedIn: SignedIn;
  passkey: PasskeyLine;
};

export function RemovePasskeyPage({ stylesheet, signedIn, passkey }: RemovePasskeyProps) {
  return (
    <Document title="Remove a passkey" stylesheet={stylesheet} signedIn={signedIn}>
      <h1 className="mb-4 text-2xl font-bold text-forest-800">
        Remove the passkey “<bdi>{passkey.name ?? "Passkey"}</bdi>”?
      </h1>
      <Card className="max-w-2xl">
        <p className="mb-4 text-ink-muted">
          It will no longer sign you in. Your device still lists it until you delete it there too (in its
          passwords or passkeys settings). You can always sign in by email, and add a passkey again.
        </p>
        <ActionForm
          action={`/staff/passkeys/${passkey.id}/remove`}
          className="flex flex-wrap items-center gap-4"
        >
          <Button variant="danger">Remove the passkey</Button>
          <a href="/staff/passkeys" className="font-semibold text-forest-700 underline">
            Keep it
          </a>
        </ActionForm>
      </Card>
    </Document>
  );
}
