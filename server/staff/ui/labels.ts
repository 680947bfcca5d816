/* Words for stored values, and the limits the pages show, shared by the staff pages and the server. */

import type { FormType } from "#app/schemas/form-types.ts";
import type { InboxStatus } from "../../submissions/inbox.ts";

export const formLabels: Record<FormType, string> = {
  donation: "Donation",
  contact: "Contact",
  volunteer: "Volunteer",
  internship: "Internship",
};

export const formLabel = (formType: string) =>
  formType in formLabels ? formLabels[formType as FormType] : formType;

export const inboxStatusLabels: Record<InboxStatus, string> = {
  inbox: "All but spam",
  new: "New",
  in_progress: "In progress",
  handled: "Handled",
  spam: "Spam",
  all: "All, with spam",
};

/** An email job's state as staff read it; 'written' is an email saved as a file where no SMTP is set. */
export const emailStateLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent",
  written: "Saved as a file, not sent (no mail server is set up)",
  failed: "Failed",
};

export const emailKindLabels: Record<string, string> = {
  notification: "Notification to the society",
  acknowledgement: "Acknowledgement to the sender",
  receipt: "Receipt to the donor, with the PDF",
  cancellation: "Notice to the donor that the receipt is cancelled",
  certificate: "Certificate of the year's donations, with the PDF",
};

/** How a count of emails in one state reads in the inbox. */
const emailCountWords: Record<string, (count: number) => string> = {
  sent: (count) => `${count} ${count === 1 ? "email" : "emails"} sent`,
  written: (count) => `${count} saved as ${count === 1 ? "a file" : "files"}, not sent`,
  pending: (count) => `${count} waiting to be sent`,
  failed: (count) => `${count} failed`,
};

/** "2 emails sent, 1 failed" for a row of the inbox; "No emails" for spam. */
export function emailSummary(states: readonly string[]) {
  if (states.length === 0) return "No emails";
  const counts = new Map<string, number>();
  for (const state of states) {
    const shown = state === "sending" ? "pending" : state;
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return [...counts]
    .map(([state, count]) => emailCountWords[state]?.(count) ?? `${count} ${state}`)
    .join(", ");
}
