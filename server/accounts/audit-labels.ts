/*
 * The audit log's actions as an administrator reads them ("Receipt cancelled"), not as the code
 * writes them ("donation.cancel"). The code stays in the log and in the filter's values; an action
 * not named here reads as its code.
 */

const actions: Record<string, string> = {
  "access.denied": "Refused: not part of their role",
  "account.add": "Account added",
  "account.remove": "Account removed",
  "account.role": "Role changed",
  "auth.rotate_secret": "Session key replaced",
  "documents.upload": "Document uploaded",
  "documents.edit_title": "Document's title changed",
  "documents.remove": "Document removed",
  "donation.cancel": "Receipt cancelled",
  "donation.certificate_resend": "Certificate sent again",
  "donation.form_10bd": "Statement of donations downloaded",
  "donation.payment": "Payment recorded",
  "donation.receipt_pdf": "Receipt PDF downloaded",
  "donation.report_not_spam": "Payment report taken out of spam",
  "donation.statement_filing": "Statement's filing entered",
  "email.resend": "Email sent again",
  export: "Submissions exported",
  "identity.reveal": "PAN or Aadhaar shown whole",
  "media.delete": "Photograph deleted",
  "media.edit": "Photograph's details changed",
  "media.focal_point": "Photograph's focal point set",
  "media.replace": "Photograph replaced",
  "media.upload": "Photograph uploaded",
  "passkey.add": "Passkey added",
  "passkey.remove": "Passkey removed",
  "privacy.erase": "A person's data erased",
  "privacy.export": "A person's data downloaded",
  "privacy.find": "A person's data looked up",
  "sessions.end": "Signed out everywhere",
  sign_in: "Signed in",
  "submission.handled": "Submission marked handled",
  "submission.in_progress": "Submission marked in progress",
  "submission.not_spam": "Submission taken out of spam",
  "submission.note": "Note added to a submission",
  "submission.reopened": "Submission reopened",
  "submission.spam": "Submission marked spam",
};

// content.<kind>.<change>: server/content/items.ts.
const contentChanges: Record<string, string> = {
  save_draft: "draft saved",
  publish: "published",
  unpublish: "taken off the site",
  restore: "restored from an earlier version",
  import: "imported",
  delete: "deleted",
};

const contentKinds: Record<string, string> = {
  settings: "Settings",
  texts: "Page texts",
  news: "News post",
  list: "Team, partners or slides",
  figures: "Yearly figures",
};

/** "Receipt cancelled" for "donation.cancel", "Page texts published" for "content.texts.publish". */
export function auditActionLabel(action: string): string {
  const named = actions[action];
  if (named) return named;
  const [area, kind = "", change = ""] = action.split(".");
  const changed = contentChanges[change];
  if (area === "content" && changed) return `${contentKinds[kind] ?? "Content"} ${changed}`;
  return action;
}
