import type { SessionLine } from "../../accounts/sessions.ts";
import { formatIst } from "../../india-time.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ActionForm, Button, Card, Notice } from "../ui/ui.tsx";

/* /staff/sessions: who is signed in where, and ending a person's sessions. */

export type SessionsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  sessions: readonly SessionLine[];
  selfId: string;
  notice?: string;
};

/** The sessions grouped by person, so that one press ends all of theirs. */
function byPerson(sessions: readonly SessionLine[]) {
  const people = new Map<string, SessionLine[]>();
  for (const session of sessions)
    people.set(session.user_id, [...(people.get(session.user_id) ?? []), session]);
  return [...people.values()];
}

export function SessionsPage({ stylesheet, signedIn, sessions, selfId, notice }: SessionsProps) {
  return (
    <Document title="Signed in" stylesheet={stylesheet} signedIn={signedIn} current="accounts">
      <p className="mb-2">
        <a href="/staff/accounts" className="font-semibold text-forest-700 underline">
          ← Accounts
        </a>
      </p>
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Signed in</h1>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Every open session: the device its browser names and when it was last used (to within five minutes). A
        lost phone or a colleague who left: end their sessions here, and they must sign in again. A passkey on
        a lost phone still needs that phone&apos;s screen lock; its owner removes it under “Your passkeys”,
        and removing an account removes its passkeys.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {sessions.length === 0 ? (
        <p>Nobody is signed in.</p>
      ) : (
        <div className="grid gap-4">
          {byPerson(sessions).map((own) => {
            const first = own[0];
            if (!first) return null;
            return (
              <Card key={first.user_id}>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-lg font-semibold text-forest-800">
                    <bdi>{first.name}</bdi>{" "}
                    <span className="text-base font-normal text-ink-muted">
                      <bdi>{first.email}</bdi>
                      {first.user_id === selfId ? " (you)" : ""}
                    </span>
                  </h2>
                  <ActionForm action={`/staff/sessions/${first.user_id}/end`}>
                    <Button variant="danger">
                      {own.length === 1 ? "End this session" : `End all ${own.length} sessions`}
                    </Button>
                  </ActionForm>
                </div>
                <ul className="divide-y divide-line">
                  {own.map((session) => (
                    <li key={session.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                      <span className="font-semibold">{session.device}</span>
                      <span className="text-sm text-ink-muted">
                        Last used {formatIst(session.updated_at)} · signed in {formatIst(session.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </div>
      )}
    </Document>
  );
}
