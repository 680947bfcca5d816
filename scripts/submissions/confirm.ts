/**
 * Asks staff to type an answer; undefined when nobody can answer (not a terminal: a script, a
 * pipe, a scheduled job), where only --yes may confirm.
 */
export type AskTyped = ((question: string) => Promise<string>) | undefined;

/**
 * The confirmation a destructive command needs: --yes, or the expected words typed at a terminal.
 * `said` is what the command will do, shown first; the answer is the refusal, or undefined to go on.
 */
export async function refusalUnlessConfirmed({
  yes,
  ask,
  said,
  warning = "",
  expected,
  nothingDone,
}: {
  yes: boolean;
  ask: AskTyped;
  said: string;
  /** A sentence before the request to type, such as "This cannot be undone. " */
  warning?: string;
  expected: string;
  /** How the refusal starts, such as "Nothing was deleted". */
  nothingDone: string;
}): Promise<string | undefined> {
  if (yes) return undefined;
  if (!ask) {
    return `${said}${nothingDone}: add --yes to confirm, or run the command on a terminal to confirm by typing.`;
  }
  const answer = await ask(`${said}${warning}Type "${expected}" to confirm: `);
  return answer.trim().toLowerCase() === expected
    ? undefined
    : `${nothingDone}: the confirmation did not match.`;
}
