import { indianFigures } from "#app/utils/indian-figures.ts";

/*
 * The notice after an action, chosen by codes in the URL (fixed texts: nothing from the URL is
 * shown); an unknown code shows none.
 */

const submissionNotices = {
  note: "Note saved.",
  new: "Marked as new.",
  in_progress: "Marked as in progress.",
  handled: "Marked as handled.",
  spam: "Moved to the spam folder; its emails that were waiting are cancelled. “Not spam” below undoes it.",
  "not-spam": "Moved to the inbox; its emails are queued and go out within seconds.",
  "not-spam-sent-before":
    "Moved to the inbox. Its emails had gone out before it was put in the spam folder, so none is sent again.",
  resent: "The email is queued again and goes out within seconds.",
  corrected: "Their details are corrected. The audit log names the fields corrected, never the values.",
  unchanged: "Nothing to change: it was so already (someone else may have done it).",
};

type Code = keyof typeof submissionNotices;

// Own keys only: "constructor" or "__proto__" are no code.
const isCode = (code: string): code is Code => Object.hasOwn(submissionNotices, code);

/** The codes of what an action did, for the URL it answers with; "unchanged" when it did nothing. */
export function doneCodes(done: readonly string[]) {
  return done.length > 0 ? done.join(".") : "unchanged";
}

/** The notice a submission's page shows for `?done=`, if its codes are known. */
export function doneNotice(done: string | undefined): string | undefined {
  const codes = (done ?? "").split(".").filter(isCode);
  return codes.length > 0 ? codes.map((code) => submissionNotices[code]).join(" ") : undefined;
}

/** The inbox's notice after a bulk action on `n` submissions. */
export function inboxNotice(done: string | undefined, n: string | undefined): string | undefined {
  if (done === "none-picked") return "Tick the submissions first, then choose what to do with them.";
  const count = /^\d{1,3}$/.test(n ?? "") ? Number(n) : undefined;
  if (count === undefined) return undefined;
  const submissions = `${indianFigures(count)} ${count === 1 ? "submission" : "submissions"}`;
  if (done === "spam")
    return `${submissions} moved to the spam folder; their emails that were waiting are cancelled.`;
  if (done === "not-spam")
    return `${submissions} moved to the inbox; their emails not sent before go out within seconds.`;
  return undefined;
}
