import type { FormSubmission } from "#app/schemas/form-submission.ts";
import { privacyNoticeHeader, privacyNoticeVersion } from "#app/utils/privacy-notice-signal.ts";

export const sendFormEmailPath = "/api/send-form-email";

/**
 * How a call to send-form-email ended, in the spec's terms (requirements 7, 8): it succeeded (with the
 * reference to quote, when the answer has one), it "returned an error" (a non-2xx status or an
 * `error` field), or it "threw" (no answer: the network failed).
 */
export type SendResult =
  | { status: "success"; reference?: string; paymentPage?: string; receipt?: string }
  | { status: "error"; error: unknown; issues?: FieldIssue[]; reason?: string }
  | { status: "thrown"; error: unknown };

/** What travels in headers rather than in the body: the retry key and the spam signals. */
export type SendOptions = {
  idempotencyKey: string;
  trapFilled: boolean;
  elapsedMs: number;
};

/** A field the endpoint refused, with its hint (an unknown pledge reference, for "I have paid"). */
export type FieldIssue = { path: string; message: string };

/** What the endpoint answers that the form reads; anything else in the body is ignored. */
type Answer = {
  error?: unknown;
  reference?: string;
  /** A pledge's own payment page (/donate?sent=…), where the donor goes next. */
  paymentPage?: string;
  /** "I have paid": the receipt the payment already has. */
  receipt?: string;
  issues?: FieldIssue[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.path === "string" && typeof value.message === "string";

/**
 * The response is read only for an error and a reference (requirements 7); a body that is not JSON,
 * or whose fields are not of their kind, has neither. Checked by hand rather than with zod so that a
 * form page loads zod only with its rules, on the first check (decision 043).
 */
async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(json)) return {};
  const { error, reference, paymentPage, receipt, issues } = json;
  const optionalString = (value: unknown) => value === undefined || typeof value === "string";
  const wellFormed =
    optionalString(reference) &&
    optionalString(paymentPage) &&
    optionalString(receipt) &&
    (issues === undefined || (Array.isArray(issues) && issues.every(isIssue)));
  if (!wellFormed) return {};
  return {
    error,
    ...(reference === undefined ? {} : { reference }),
    ...(paymentPage === undefined ? {} : { paymentPage }),
    ...(receipt === undefined ? {} : { receipt }),
    ...(issues === undefined ? {} : { issues: issues as FieldIssue[] }),
  };
}

const retryLater = new Set([429, 503]);

/**
 * How long a send waits for its answer: 30 s, and a second more for each 10 KB sent (a link of
 * 80 kbit/s, a rural 2G one, takes that long to carry it), so a slow link's long message is not cut
 * off. Counted in bytes as sent: a Telugu letter is three.
 */
export function answerWaitMs(body: string) {
  return 30_000 + Math.ceil(new TextEncoder().encode(body).length / 10_000) * 1_000;
}

/** Sends one body to a form endpoint: send-form-email's `{ formType, data }`, or another form's. */
export async function sendFormSubmission(
  submission: FormSubmission | object,
  options: SendOptions,
  path: string = sendFormEmailPath,
): Promise<SendResult> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": options.idempotencyKey,
    "X-Form-Elapsed-Ms": String(Math.max(0, Math.round(options.elapsedMs))),
    // Every form shows the privacy notice beside its button; sending is consent (decision 015).
    [privacyNoticeHeader]: privacyNoticeVersion,
  };
  if (options.trapFilled) headers["X-Form-Trap"] = "1";

  const body = JSON.stringify(submission);
  // A call left unanswered (a link that went dead without closing) ends as one that threw: the form
  // keeps everything and the person can send again, which the Idempotency-Key makes safe.
  const abandon = new AbortController();
  const timer = setTimeout(() => abandon.abort(), answerWaitMs(body));
  let response: Response;
  let answer: Answer;
  try {
    response = await fetch(path, { method: "POST", headers, body, signal: abandon.signal });
    answer = await readAnswer(response);
  } catch (error) {
    return { status: "thrown", error };
  } finally {
    clearTimeout(timer);
  }

  const error =
    answer.error ?? (response.ok ? undefined : new Error(`send-form-email answered HTTP ${response.status}`));
  if (error !== undefined && error !== null) {
    // Over the rate limit or with storage down, the answer says (in the form's language) when to try again.
    const reason = retryLater.has(response.status) && typeof error === "string" ? { reason: error } : {};
    return { status: "error", error, ...(answer.issues ? { issues: answer.issues } : {}), ...reason };
  }
  // Only an address on this site is followed.
  const paymentPage = /^\/(?!\/)/.test(answer.paymentPage ?? "") ? { paymentPage: answer.paymentPage } : {};
  const receipt = answer.receipt ? { receipt: answer.receipt } : {};
  return answer.reference
    ? { status: "success", reference: answer.reference, ...paymentPage, ...receipt }
    : { status: "success" };
}

/** A fresh UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
