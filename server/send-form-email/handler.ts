import { randomUUID } from "node:crypto";
import { functionErrors, rateLimitedWords } from "#app/content/forms/common.ts";
import { isLanguage, type Language } from "#app/content/language.ts";
import { type FormDefinition, formPage } from "#app/schemas/form-definition.ts";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import { draftFromPost, hintsByField } from "#app/schemas/form-post.ts";
import { postFieldNames, postTokenPlaceholders, sentPageAddress } from "#app/schemas/form-post-fields.ts";
import {
  type FormSubmission,
  formSubmissionSchemas,
  requestedLanguage,
} from "#app/schemas/form-submission.ts";
import { type FormType, formTypes } from "#app/schemas/form-types.ts";
import type { EmailKind } from "../db/database.ts";
import type { RateLimit } from "../env.ts";
import { describeError, type Logger } from "../log.ts";
import { countInvalidPost, createRateLimiter } from "../rate-limit.ts";
import {
  findByIdempotencyKey,
  type IdempotencyKeyResult,
  idempotencyKeyRule,
  isValidIdempotencyKey,
  type PreviousSubmission,
  readIdempotencyKey,
  requestHash,
} from "./idempotency.ts";
import { isFormPost, readFormBody, readJsonBody } from "./read-body.ts";
import {
  addressHasher,
  type Connection,
  failure,
  issuesOf,
  noStore,
  rateLimitedJson,
} from "./json-answers.ts";
import { privacyNoticeField, privacyNoticeHeader, shownNoticeVersion } from "../privacy/consent.ts";
import type { RenderFormAnswer } from "./answer-page.ts";
import { findResent, type ResentSubmission } from "./resend.ts";
import { redirectToSentPage } from "./sent-page.ts";
import { looksLikeSpam, type SpamSignals, spamSignalsFromHeaders } from "./spam.ts";
import { type StoreDependencies, storeSubmission } from "./store.ts";

export type SendFormEmailConfig = {
  rateLimit: RateLimit;
  trustProxy: boolean;
  addressSalt: string;
  /** The emails to queue for each accepted submission (the acknowledgement can be switched off). */
  emailKinds: readonly EmailKind[];
};

/**
 * Renders a form's page showing the outcome of a post made without JavaScript, answered with the
 * given status and headers (answer-page.ts renders it with the site's own React Router build).
 */
export type SendFormEmailDependencies = StoreDependencies & {
  config: SendFormEmailConfig;
  log: Logger;
  renderFormAnswer: RenderFormAnswer;
};

/**
 * How an accepted (valid) submission ended, whichever way it came. A stored one names the key its
 * page is found by (`?sent=`): the post's own, or the first post's when this one was a resend.
 */
type Acceptance =
  | { status: "stored"; id: string; reference: string; key: string | null }
  | { status: "key-reused" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

type AcceptRequest = {
  submission: FormSubmission;
  /** The language of the form the person filled in: stored, and the acknowledgement's. */
  language: Language;
  idempotencyKey: string | null;
  spamSignals: SpamSignals;
  /** The privacy notice version the form showed, if it is one the site published. */
  privacyNoticeVersion: string | null;
  headers: Headers;
  connection: Connection;
};

/**
 * POST /api/send-form-email (requirements 7): parse, validate, store (with its email jobs, in one
 * transaction), answer. A plain Request → Response function; whoever hosts it passes the
 * connection's address. Success is only answered once the submission is committed.
 *
 * The page's script sends JSON and gets JSON. A browser without JavaScript posts the form's fields
 * (application/x-www-form-urlencoded) and gets the form's page showing the outcome; both go
 * through the same schema, idempotency, spam and rate-limit rules and the same store.
 */
export function createSendFormEmail(dependencies: SendFormEmailDependencies) {
  const { db, now, config, log, renderFormAnswer } = dependencies;
  const rateLimiter = createRateLimiter(db, "form", config.rateLimit, now);

  function answerReplay(previous: PreviousSubmission, hash: string, key: string | null): Acceptance {
    if (previous.request_hash !== hash) return { status: "key-reused" };
    return { status: "stored", id: previous.id, reference: previous.reference, key };
  }

  function answerResent(first: ResentSubmission, formType: FormType): Acceptance {
    log.info(
      { event: "submission.resent", id: first.id, formType },
      "Submission sent again: answered with the first",
    );
    return { status: "stored", id: first.id, reference: first.reference, key: first.idempotency_key };
  }

  const addressHashOf = addressHasher(config);

  /** Invalid posts count towards the form's budget, or one shared by posts that name no form. */
  const countInvalid = (formType: string, headers: Headers, connection: Connection) =>
    countInvalidPost(rateLimiter, `${addressHashOf(headers, connection)}:${formType}`, log);

  async function accept(request: AcceptRequest) {
    const { submission, idempotencyKey, spamSignals, headers, connection } = request;
    const hash = requestHash(submission);
    const spam = looksLikeSpam(spamSignals);
    const addressHash = addressHashOf(headers, connection);
    try {
      const previous = idempotencyKey ? await findByIdempotencyKey(db, idempotencyKey) : undefined;
      if (previous) return answerReplay(previous, hash, idempotencyKey);
      // The same content sent again from the same address soon after (decision 028): the first stands.
      const resent = await findResent(db, {
        formType: submission.formType,
        requestHash: hash,
        addressHash,
        now: now(),
      });
      if (resent) return answerResent(resent, submission.formType);

      const decision = await rateLimiter.hit(`${addressHash}:${submission.formType}`);
      if (decision.status === "limited") {
        log.info(
          { event: "submission.rate_limited", formType: submission.formType },
          "Submission rate limited",
        );
        return { status: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds } as const;
      }

      const stored = await storeSubmission(
        dependencies,
        {
          submission,
          status: spam ? "spam" : "received",
          idempotencyKey,
          requestHash: hash,
          addressHash,
          userAgent: headers.get("User-Agent")?.slice(0, 500) ?? null,
          privacyNoticeVersion: request.privacyNoticeVersion,
          language: request.language,
          answerResends: true,
        },
        config.emailKinds,
      );
      if (stored.status === "duplicate") return answerReplay(stored.previous, hash, idempotencyKey);
      // The same content stored by a post racing this one: the rate limit was charged, nothing else.
      if (stored.status === "resent") return answerResent(stored.first, submission.formType);
      log.info(
        {
          event: "submission.stored",
          id: stored.id,
          reference: stored.reference,
          formType: submission.formType,
          spam,
        },
        "Submission stored",
      );
      return { status: "stored", id: stored.id, reference: stored.reference, key: idempotencyKey } as const;
    } catch (error) {
      log.error(
        {
          event: "submission.database_unavailable",
          formType: submission.formType,
          error: describeError(error),
        },
        "Submission not stored",
      );
      return { status: "unavailable" } as const;
    }
  }

  async function answerJson(request: Request, connection: Connection): Promise<Response> {
    /** The refusal of an invalid post, once counted; the limit's answer when over the budget. */
    const refuse = async (formType: string, language: Language, refusal: Response) => {
      const decision = await countInvalid(formType, request.headers, connection);
      return decision.status === "limited" ? rateLimitedJson(language, decision.retryAfterSeconds) : refusal;
    };
    const body = await readJsonBody(request);
    if (body.status === "error") return refuse(noFormType, "en", failure(body.httpStatus, body.error));

    // The function's sentences for people are in the form's language (decision 010); those for
    // programmers (a bad header, a reused key) stay English.
    const language = requestedLanguage(body.value);
    const words = functionErrors[language];
    const parsed = formSubmissionSchemas[language].safeParse(body.value);
    if (!parsed.success) {
      const refusal = failure(400, words.invalid, { issues: issuesOf(parsed.error) });
      return refuse(postedFormType(body.value), language, refusal);
    }
    const idempotency = readIdempotencyKey(request.headers);
    if (idempotency.status === "invalid") {
      return refuse(
        parsed.data.formType,
        language,
        failure(400, `The Idempotency-Key header ${idempotencyKeyRule}`),
      );
    }
    const result = await accept({
      submission: parsed.data,
      language,
      idempotencyKey: idempotency.key,
      spamSignals: spamSignalsFromHeaders(request.headers),
      privacyNoticeVersion: shownNoticeVersion(request.headers.get(privacyNoticeHeader)),
      headers: request.headers,
      connection,
    });
    switch (result.status) {
      case "stored":
        return Response.json(
          {
            ok: true,
            id: result.id,
            reference: result.reference,
            ...paymentPageOf(parsed.data, language, result.key),
          },
          { headers: noStore },
        );
      case "key-reused":
        return failure(
          409,
          "This Idempotency-Key was already used for a different submission; use a new key.",
        );
      case "rate-limited":
        return rateLimitedJson(language, result.retryAfterSeconds);
      case "unavailable":
        return failure(503, words.unavailable);
    }
  }

  /** A post from a form without JavaScript: the answer is the form's page with the outcome. */
  async function answerFormPost(request: Request, connection: Connection): Promise<Response> {
    /** The refusal of a post that was not made by one of the site's pages, once counted. */
    const refuse = async (formType: string, refusal: Response) => {
      const decision = await countInvalid(formType, request.headers, connection);
      return decision.status === "limited" ? rateLimitedJson("en", decision.retryAfterSeconds) : refusal;
    };
    const body = await readFormBody(request);
    if (body.status === "error") return refuse(noFormType, failure(body.httpStatus, body.error));
    const { fields } = body;
    const formType = formTypes.find((type) => type === fields.get(postFieldNames.formType));
    if (!formType) return refuse(noFormType, failure(400, "The form posted is not one of the site's forms."));

    const definition: FormDefinition = formDefinitions[formType];
    const postedLanguage = fields.get(postFieldNames.language);
    const language = isLanguage(postedLanguage) ? postedLanguage : "en";
    const page = formPage(definition, language);
    const draft = draftFromPost(definition.empty, fields);
    const token = {
      idempotencyKey: fields.get(postFieldNames.idempotencyKey) ?? "",
      issuedAt: fields.get(postFieldNames.issuedAt) ?? "",
    };
    const failed = { status: "failed", values: draft, token } as const;
    // Why it failed, where waiting helps: the person is told how long.
    const tooManyFrom = (seconds: number) => ({ ...failed, reason: rateLimitedWords(language, seconds) });
    const idempotencyKey = postedIdempotencyKey(token.idempotencyKey);
    if (idempotencyKey.status === "invalid") {
      return refuse(
        formType,
        failure(400, `The ${postFieldNames.idempotencyKey} field ${idempotencyKeyRule}`),
      );
    }
    const parsed = formSubmissionSchemas[language].safeParse({
      formType,
      data: definition.toData(draft),
      language,
    });
    if (!parsed.success) {
      // Send pressed again on the emptied form under a success (a double tap, or a doubt): that
      // success again, rather than "fill in the required fields" in its place.
      const sentBefore = fields.get(postFieldNames.sentBefore) ?? "";
      if (isValidIdempotencyKey(sentBefore) && JSON.stringify(draft) === JSON.stringify(definition.empty))
        return redirectToSentPage(page, sentBefore);
      const decision = await countInvalid(formType, request.headers, connection);
      if (decision.status === "limited") {
        return renderFormAnswer(page, tooManyFrom(decision.retryAfterSeconds), 429, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
      const checked = definition.schemas[language].safeParse(definition.toData(draft));
      const hints = checked.success ? {} : hintsByField(definition, checked.error, draft);
      return renderFormAnswer(page, { status: "invalid", values: draft, hints, token }, 400);
    }

    const result = await accept({
      submission: parsed.data,
      language,
      idempotencyKey: idempotencyKey.key,
      spamSignals: {
        trapFilled: Boolean(fields.get("website")?.trim()),
        elapsedMs: postedElapsedMs(token.issuedAt, now()),
      },
      privacyNoticeVersion: shownNoticeVersion(fields.get(privacyNoticeField)),
      headers: request.headers,
      connection,
    });
    switch (result.status) {
      case "stored": {
        // Post/redirect/get, so that a reload does not post again (sent-page.ts shows the answer).
        if (result.key) return redirectToSentPage(page, result.key);
        // A page the server did not give a key (served elsewhere): the answer itself, ready for a next submission.
        const fresh = { idempotencyKey: randomUUID(), issuedAt: String(now().getTime()) };
        const pledge =
          parsed.data.formType === "donation" ? { pledge: { amount: parsed.data.data.amount } } : {};
        return renderFormAnswer(
          page,
          { status: "sent", reference: result.reference, token: fresh, ...pledge },
          200,
        );
      }
      case "key-reused":
        return renderFormAnswer(page, failed, 409);
      case "rate-limited":
        return renderFormAnswer(page, tooManyFrom(result.retryAfterSeconds), 429, {
          "Retry-After": String(result.retryAfterSeconds),
        });
      case "unavailable":
        return renderFormAnswer(page, { ...failed, reason: functionErrors[language].unavailable }, 503);
    }
  }

  return async function sendFormEmail(request: Request, connection: Connection = {}): Promise<Response> {
    if (request.method !== "POST") return failure(405, "Send forms with POST.", {}, { Allow: "POST" });
    return isFormPost(request) ? answerFormPost(request, connection) : answerJson(request, connection);
  };
}

/** A pledge's answer names its own payment page, where the page's script takes the donor (decision 027). */
function paymentPageOf(submission: FormSubmission, language: Language, key: string | null) {
  if (submission.formType !== "donation" || key === null) return {};
  return { paymentPage: sentPageAddress(formPage(formDefinitions.donation, language), key) };
}

/** The budget of posts that name none of the site's forms. */
const noFormType = "other";

/** The form a JSON body names, for counting it when it is invalid. */
function postedFormType(body: unknown) {
  const named = body !== null && typeof body === "object" && "formType" in body ? body.formType : undefined;
  return formTypes.find((type) => type === named) ?? noFormType;
}

/**
 * The posted key; none when the field is empty or still the placeholder of a page the server did
 * not fill. Any other key must be one the server could have given out.
 */
function postedIdempotencyKey(key: string): IdempotencyKeyResult {
  if (key === "" || key === postTokenPlaceholders.idempotencyKey) return { status: "ok", key: null };
  return isValidIdempotencyKey(key) ? { status: "ok", key } : { status: "invalid" };
}

/** Time since the page was given out; unknown (not judged) when the page did not say. */
export function postedElapsedMs(issuedAt: string, now: Date) {
  const issued = Number(issuedAt);
  return issuedAt !== "" && Number.isFinite(issued) ? now.getTime() - issued : null;
}
