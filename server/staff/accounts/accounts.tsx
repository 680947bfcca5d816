import type { AccountLine } from "../../accounts/accounts.ts";
import type { NewAccountForm } from "./account-form.ts";
import { type Role, roleDescriptions, roleLabels, roles } from "../../accounts/roles.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import {
  ActionForm,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  guardsLeaving,
  inputStyles,
  Notice,
} from "../ui/ui.tsx";

/* /staff/accounts: who may use the staff area, with which role; adding, changing, removing. */

export type AccountsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  accounts: readonly AccountLine[];
  /** The signed-in administrator's own account, marked "you". */
  selfId: string;
  form: NewAccountForm;
  errors: readonly string[];
  notice?: string;
  /** A refused change (the last administrator), in words. */
  problem?: string;
};

function RoleBadge({ role }: { role: Role }) {
  const tone =
    role === "administrator" ? "bg-terracotta-100 text-terracotta-700" : "bg-forest-100 text-forest-900";
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {roleLabels[role]}
    </span>
  );
}

function AddAccount({ form, errors }: { form: NewAccountForm; errors: readonly string[] }) {
  return (
    <Card title="Add a colleague">
      <form method="post" action="/staff/accounts" {...guardsLeaving(errors.length > 0)}>
        {errors.length > 0 && (
          // Not a #fragment on the form's action: its target stops autofocus, and the redirect after
          // a successful add would keep it, scrolling past the notice.
          <ErrorSummary id="add-errors" heading="h3" intro="The account was not added:">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ErrorSummary>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email" label="Email address">
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                required
                autoComplete="off"
                defaultValue={form.email}
                // The refusals are listed together above the fields (they may be about either).
                aria-describedby={errors.length > 0 ? "add-errors" : undefined}
                className={inputStyles}
              />
            )}
          </Field>
          <Field id="name" label="Name">
            {(control) => (
              <input
                {...control}
                name="name"
                required
                maxLength={200}
                autoComplete="off"
                defaultValue={form.name}
                dir="auto"
                className={inputStyles}
              />
            )}
          </Field>
        </div>
        <fieldset className="mt-4">
          <legend className="font-semibold">Role</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {roles.map((role) => (
              <label
                key={role}
                className="flex gap-3 rounded-md border border-line p-3 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
              >
                <input
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={form.role === role}
                  className="mt-1 size-5"
                />
                <span>
                  <span className="block font-semibold">{roleLabels[role]}</span>
                  <span className="block text-sm text-ink-muted">May use {roleDescriptions[role]}.</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-ink-muted">
          They are emailed a welcome with a sign-in link (it works once, within 15 minutes; afterwards they
          ask for a new one at /staff with this address).
        </p>
        <Button className="mt-3">Add and send the welcome email</Button>
      </form>
    </Card>
  );
}

function AccountRow({ account, self }: { account: AccountLine; self: boolean }) {
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          {/* "(you)" kept with the name, so that it never wraps onto a line of its own. */}
          <span>
            <bdi className="font-semibold">{account.name}</bdi>
            {self && <span className="text-sm text-ink-muted"> (you)</span>}
          </span>
          <RoleBadge role={account.role} />
        </p>
        <p className="text-ink-muted">
          <bdi>{account.email}</bdi>
        </p>
        <p className="text-sm text-ink-muted">
          {account.last_sign_in
            ? `Last signed in ${formatIst(account.last_sign_in)}`
            : "Has not signed in yet"}
          {" · "}
          {account.sessions === 1 ? "1 open session" : `${account.sessions} open sessions`}
          {account.passkeys > 0 &&
            (account.passkeys === 1 ? " · 1 passkey" : ` · ${account.passkeys} passkeys`)}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <ActionForm action={`/staff/accounts/${account.id}/role`} className="flex items-end gap-2">
          <Field id={`role-${account.id}`} label="Role" look="compact">
            {(control) => (
              <select
                {...control}
                name="role"
                defaultValue={account.role}
                className="mt-1 block min-h-11 rounded-md border border-ink-muted bg-white px-2 text-base"
              >
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button variant="secondary">Change role</Button>
        </ActionForm>
        <ButtonLink href={`/staff/accounts/${account.id}/remove`} variant="danger">
          Remove…
        </ButtonLink>
      </div>
    </li>
  );
}

export function AccountsPage({
  stylesheet,
  signedIn,
  accounts,
  selfId,
  form,
  errors,
  notice,
  problem,
}: AccountsProps) {
  return (
    <Document title="Accounts" stylesheet={stylesheet} signedIn={signedIn} current="accounts">
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Accounts</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Everyone who may use the staff area, and what their role lets them do. A change counts from the
        person&apos;s next page; a removed person is signed out at once. Every change is in the{" "}
        <a href="/staff/audit" className="font-semibold text-forest-700 underline">
          audit log
        </a>
        ; who is signed in where is under{" "}
        <a href="/staff/sessions" className="font-semibold text-forest-700 underline">
          Signed in
        </a>
        .
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title={`Accounts (${accounts.length})`}>
          <ul className="divide-y divide-line">
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} self={account.id === selfId} />
            ))}
          </ul>
        </Card>
        <AddAccount form={form} errors={errors} />
      </div>
    </Document>
  );
}

export type RemoveAccountProps = {
  stylesheet: string;
  signedIn: SignedIn;
  account: Pick<AccountLine, "id" | "name" | "email" | "role" | "sessions">;
};

/** The step before removing an account: what it does. */
export function RemoveAccountPage({ stylesheet, signedIn, account }: RemoveAccountProps) {
  return (
    <Document title="Remove an account" stylesheet={stylesheet} signedIn={signedIn} current="accounts">
      <h1 className="mb-4 text-2xl font-bold text-forest-800">
        Remove <bdi>{account.name}</bdi>&apos;s account?
      </h1>
      <Card className="max-w-2xl">
        <p className="mb-2">
          <bdi>{account.email}</bdi>, {roleLabels[account.role].toLowerCase()}.
        </p>
        <p className="mb-4 text-ink-muted">
          They can no longer sign in, and their{" "}
          {account.sessions === 1 ? "open session ends" : `${account.sessions} open sessions end`} now. What
          they did stays in the audit log under their address. To let them in again, add them again.
        </p>
        <ActionForm
          action={`/staff/accounts/${account.id}/remove`}
          className="flex flex-wrap items-center gap-4"
        >
          <Button variant="danger">Remove the account</Button>
          <a href="/staff/accounts" className="font-semibold text-forest-700 underline">
            Keep it
          </a>
        </ActionForm>
      </Card>
    </Document>
  );
}
