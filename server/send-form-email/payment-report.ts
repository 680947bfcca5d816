import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isLanguage, type Language, pathIn } from "#app/content/language.ts";
import { functionErrors, rateLimitedWords } from "#app/content/forms/common.ts";
import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import { draftFromPost, type FormOutcome } from "#app/schemas/form-post.ts";
import { postFieldNames } from "#app/schemas/form-post-fields.ts";
import { type PaymentReport, paymentReportSchemas } from "#app/schemas/payment-report.ts";
import { emptyPaymentReport } from "#app/schemas/payment-report-draft.ts";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import { type RecordReportResult, recordPaymentReport } from "../donations/payment-reports.ts";
import { describeError, type Logger } from "../log.ts";
import { countInvalidPost, createRateLimiter } from "../rate-limit.ts";
import { postedElapsedMs, type SendFormEmailConfig } from "./handler.ts";
import {
  addressHasher,
  type Connection,
  failure,
  issuesOf,
  noStore,
  rateLimitedJson,
} from "./json-answers.ts";
import type { RenderFormAnswer } from "./answer-page.ts";
import { isFormPost, readFormBody, readJsonBody } from "./read-body.ts";
import { isValidIdempotencyKey } from "./idempotency.ts";
import { redirectToSentPage } from "./sent-page.ts";
import { looksLikeSpam, type SpamSignals, spamSignalsFromHeaders } from "./spam.ts";

/*
 * POST /api/payment-report: "I have paid" (docs/decisions/012-paying-a-pledge-and-i-have-paid.md). The donor's
 * report of a payment against a pledge, checked by the schema the page uses, stored once against the
 * pledge, with the same spam, rate-limit and no-JavaScript rules as the forms of send-form-email.
 */

export type PaymentReportDependencies = {
  db: Parameters<typeof createRateLimiter>[0];
  now: () => Date;
  log: Logger;
  renderFormAnswer: RenderFormAnswer;
  config: Pick<SendFormEmailConfig, "rateLimit" | "trustProxy" | "addressSalt">;
};

type Outcome =
  RecordReportResult | { status: "rate-limited"; retryAfterSeconds: number } | { status: "unavailable" };

const jsonBodySchema = z.object({ language: z.string().optional(), data: z.unknown() });

export function createPaymentReportEndpoint({
  db,
  now,
  log,
  renderFormAnswer,
  config,
}: PaymentReportDependencies) {
  const rateLimiter = createRateLimiter(db, "payment-report", config.rateLimit, now);
  const addressHashOf = addressHasher(config);

  async function accept(
    report: PaymentReport,
    spamSignals: SpamSignals,
    headers: Headers,
    connection: Connection,
  ): Promise<Outcome> {
    try {
      const decision = await rateLimiter.hit(addressHashOf(headers, connection));
      if (decision.status === "limited")
        return { status: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
      const spam = looksLikeSpam(spamSignals);
      const result = await recordPaymentReport(
        { db, now, newId: randomUUID },
        report,
        spam ? "spam" : "received",
      );
      // The pledge reference only: the payment's own reference stays out of the log.
      log.info({ event: `payment_report.${result.status}`, spam }, "Payment report answered");
      return result;
    } catch (error) {
      log.error(
        { event: "payment_report.database_unavailable", error: describeError(error) },
        "Payment report not stored",
      );
      return { status: "unavailable" };
    }
  }

  async function answerJson(request: Request, connection: Connection): Promise<Response> {
    /** An invalid report counts towards the budget too (rate-limit.ts); past it, the limit answers. */
    const refuse = async (refusal: Response) => {
      const decision = await countInvalidPost(rateLimiter, addressHashOf(request.headers, connection), log);
      return decision.status === "limited" ? rateLimitedJson("en", decision.retryAfterSeconds) : refusal;
    };
    const body = await readJsonBody(request);
    if (body.status === "error") return refuse(failure(body.httpStatus, body.error));
    const envelope = jsonBodySchema.safeParse(body.value);
    const language = languageOf(envelope.data?.language);
    const parsed = paymentReportSchemas[language].safeParse(envelope.data?.data);
    if (!parsed.success) {
      return refuse(
        failure(400, "Some fields are missing or not valid.", { issues: issuesOf(parsed.error) }),
      );
    }
    const result = await accept(
      parsed.data,
      spamSignalsFromHeaders(request.headers),
      request.headers,
      connection,
    );
    switch (result.status) {
      case "stored":
      case "already-reported": {
        const receipt = result.receipt ? { receipt: result.receipt } : {};
        return Response.json({ ok: true, reference: result.reference, ...receipt }, { headers: noStore });
      }
      case "unknown-pledge": {
        const message = paymentReportWording[language].hints.unknownReference;
        return failure(404, message, { issues: [{ path: "reference", message }] });
      }
      case "rate-limited":
        return rateLimitedJson(language, result.retryAfterSeconds);
      case "unavailable":
        return failure(503, functionErrors[language].unavailable);
    }
  }

  async function answerFormPost(request: Request, connection: Connection): Promise<Response> {
    const countInvalid = () => countInvalidPost(rateLimiter, addressHashOf(request.headers, connection), log);
    const body = await readFormBody(request);
    if (body.status === "error") {
      const decision = await countInvalid();
      return decision.status === "limited"
        ? rateLimitedJson("en", decision.retryAfterSeconds)
        : failure(body.httpStatus, body.error);
    }
    const { fields } = body;
    const language = languageOf(fields.get(postFieldNames.language));
    const page = pathIn(language, paymentReportPage);
    const draft = draftFromPost(emptyPaymentReport, fields);
    const token = {
      idempotencyKey: fields.get(postFieldNames.idempotencyKey) ?? "",
      issuedAt: fields.get(postFieldNames.issuedAt) ?? "",
    };
    const answer = (outcome: FormOutcome, status: number, headers?: Record<string, string>) =>
      renderFormAnswer(page, outcome, status, headers);
    const failed = { status: "failed", values: draft, token } as const;
    const tooManyFrom = (seconds: number) => ({ ...failed, reason: rateLimitedWords(language, seconds) });
    const parsed = paymentReportSchemas[language].safeParse(draft);
    if (!parsed.success) {
      // Send pressed again on the emptied form under its success (a doubt whether it went): that
      // success again, as the four forms answer (handler.ts), rather than "check the highlighted fields".
      const sentBefore = fields.get(postFieldNames.sentBefore) ?? "";
      // The pledge reference may stay filled in from the page's address; what the donor types is empty.
      const typed = [draft.paidOn, draft.mode, draft.paymentReference];
      if (isValidIdempotencyKey(sentBefore) && typed.every((value) => value === ""))
        return redirectToSentPage(page, sentBefore);
      const decision = await countInvalid();
      if (decision.status === "limited") {
        return answer(tooManyFrom(decision.retryAfterSeconds), 429, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
      const hints: Record<string, string> = {};
      for (const issue of parsed.error.issues) hints[String(issue.path[0])] ??= issue.message;
      return answer({ status: "invalid", values: draft, hints, token }, 400);
    }
    const result = await accept(
      parsed.data,
      {
        trapFilled: Boolean(fields.get("website")?.trim()),
        elapsedMs: postedElapsedMs(token.issuedAt, now()),
      },
      request.headers,
      connection,
    );
    switch (result.status) {
      case "stored":
      case "already-reported":
        // Post/redirect/get (decision 021): the page shows the report's success for its id.
        return redirectToSentPage(page, result.reportId);
      case "unknown-pledge": {
        const hints = { reference: paymentReportWording[language].hints.unknownReference };
        return answer({ status: "invalid", values: draft, hints, token }, 404);
      }
      case "rate-limited":
        return answer(tooManyFrom(result.retryAfterSeconds), 429, {
          "Retry-After": String(result.retryAfterSeconds),
        });
      case "unavailable":
        return answer({ ...failed, reason: functionErrors[language].unavailable }, 503);
    }
  }

  return async function reportPayment(request: Request, connection: Connection = {}): Promise<Response> {
    if (request.method !== "POST") return failure(405, "Send reports with POST.", {}, { Allow: "POST" });
    return isFormPost(request) ? answerFormPost(request, connection) : answerJson(request, connection);
  };
}

function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : "en";
}
