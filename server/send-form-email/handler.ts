import type { z } from "zod";
import { formSubmissionSchema } from "#app/schemas/form-submission.ts";
import { clientAddress, hashAddress } from "../client-address.ts";
import type { EmailKind } from "../db/database.ts";
import type { RateLimit } from "../env.ts";
import { describeError, type Logger } from "../log.ts";
import { createRateLimiter } from "../rate-limit.ts";
import {
  findByIdempotencyKey,
  type PreviousSubmission,
  readIdempotencyKey,
  requestHash,
} from "./idempotency.ts";
import { readJsonBody } from "./read-body.ts";
import { looksLikeSpam } from "./spam.ts";
import { type StoreDependencies, storeSubmission } from "./store.ts";

export type SendFormEmailConfig = {
  rateLimit: RateLimit;
  trustProxy: boolean;
  addressSalt: string;
  /** The emails to queue for each accepted submission (the acknowledgement can be switched off). */
  emailKinds: readonly EmailKind[];
};

export type SendFormEmailDependencies = StoreDependencies & { config: SendFormEmailConfig; log: Logger };

/** What the hosting server knows about the connection that the Request itself does not carry. */
export type Connection = { socketAddress?: string };

const noStore = { "Cache-Control": "no-store" };

function failure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return Response.json({ error, ...extra }, { status, headers: { ...noStore, ...headers } });
}

function success(id: string, reference: string) {
  return Response.json({ ok: true, id, reference }, { headers: noStore });
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function answerReplay(previous: PreviousSubmission, hash: string) {
  if (previous.request_hash !== hash) {
    return failure(409, "This Idempotency-Key was already used for a different submission; use a new key.");
  }
  return success(previous.id, previous.reference);
}

function minutesText(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

/**
 * POST /api/send-form-email (§7): parse, validate, store (with its email jobs, in one
 * transaction), answer. A plain Request → Response function; whoever hosts it passes the
 * connection's address. Success is only answered once the submission is committed.
 */
export function createSendFormEmail(dependencies: SendFormEmailDependencies) {
  const { db, now, config, log } = dependencies;
  const rateLimiter = createRateLimiter(db, config.rateLimit, now);

  return async function sendFormEmail(request: Request, connection: Connection = {}): Promise<Response> {
    if (request.method !== "POST") return failure(405, "Send forms with POST.", {}, { Allow: "POST" });

    const body = await readJsonBody(request);
    if (body.status === "error") return failure(body.httpStatus, body.error);

    const parsed = formSubmissionSchema.safeParse(body.value);
    if (!parsed.success) {
      return failure(400, "Some fields are missing or not valid.", { issues: issuesOf(parsed.error) });
    }
    const idempotency = readIdempotencyKey(request.headers);
    if (idempotency.status === "invalid") {
      return failure(400, "The Idempotency-Key header must be 1 to 200 visible ASCII characters.");
    }

    const submission = parsed.data;
    const hash = requestHash(submission);
    const spam = looksLikeSpam(request.headers);
    const address = clientAddress(request.headers, connection.socketAddress, config.trustProxy);
    const addressHash = hashAddress(address, config.addressSalt);
    try {
      const previous = idempotency.key ? await findByIdempotencyKey(db, idempotency.key) : undefined;
      if (previous) return answerReplay(previous, hash);

      const decision = await rateLimiter.hit(`${addressHash}:${submission.formType}`);
      if (decision.status === "limited") {
        log.info(
          { event: "submission.rate_limited", formType: submission.formType },
          "Submission rate limited",
        );
        return failure(
          429,
          `Too many submissions from your connection; please try again in ${minutesText(decision.retryAfterSeconds)}.`,
          {},
          { "Retry-After": String(decision.retryAfterSeconds) },
        );
      }

      const stored = await storeSubmission(
        dependencies,
        {
          submission,
          status: spam ? "spam" : "received",
          idempotencyKey: idempotency.key,
          requestHash: hash,
          addressHash,
          userAgent: request.headers.get("User-Agent")?.slice(0, 500) ?? null,
        },
        config.emailKinds,
      );
      if (stored.status === "duplicate") return answerReplay(stored.previous, hash);
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
      return success(stored.id, stored.reference);
    } catch (error) {
      log.error(
        {
          event: "submission.database_unavailable",
          formType: submission.formType,
          error: describeError(error),
        },
        "Submission not stored",
      );
      return failure(503, "The submission could not be saved just now; please try again in a few minutes.");
    }
  };
}
