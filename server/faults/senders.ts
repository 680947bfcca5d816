import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { type FormType, formTypes } from "#app/schemas/form-types.ts";
import type { Database } from "../db/database.ts";
import { distinctSubmission } from "../testing/submissions.ts";

/*
 * Clients that keep sending valid submissions, each with its own Idempotency-Key, and remember
 * what every one of them was answered, so that a test can check the database against the answers
 * after it has crashed the server or stopped its database.
 */

export type Outcome =
  { kind: "answered"; status: number; id?: string; error?: string } | { kind: "no answer"; reason: string };

export type SentSubmission = { key: string; body: string; outcome: Outcome };

// A person's fill time, so nothing is taken for spam.
const humanHeaders = { "Content-Type": "application/json", "X-Form-Elapsed-Ms": "6000" };

function describeFailure(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

const answerShape = z.object({ id: z.string().optional(), error: z.string().optional() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readAnswer(response: Response): Promise<Outcome> {
  const answer = answerShape.safeParse(parseJson(await response.text()));
  if (!answer.success) return { kind: "answered", status: response.status, error: "(not the API's JSON)" };
  return { kind: "answered", status: response.status, ...answer.data };
}

/** Posts one submission and says what came back; a cut connection is "no answer", not a failure here. */
export async function send(baseUrl: string, key: string, body: string): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}/api/send-form-email`, {
      method: "POST",
      headers: { ...humanHeaders, "Idempotency-Key": key },
      body,
    });
    return await readAnswer(response);
  } catch (error) {
    return { kind: "no answer", reason: describeFailure(error) };
  }
}

function bodyFor(index: number, key: string): string {
  const formType: FormType = formTypes[index % formTypes.length] ?? "contact";
  return JSON.stringify(distinctSubmission(formType, key));
}

export type SendersOptions = {
  concurrency: number;
  /** How long a client waits after an answer other than 200, as a person would before trying again. */
  pauseAfterFailureMs?: number;
};

/** Starts `concurrency` clients sending one submission after another until stopped. */
export function startSenders(baseUrl: string, { concurrency, pauseAfterFailureMs = 100 }: SendersOptions) {
  const sent: SentSubmission[] = [];
  let running = true;
  const clients = Array.from({ length: concurrency }, async () => {
    while (running) {
      const key = randomUUID();
      const body = bodyFor(sent.length, key);
      const outcome = await send(baseUrl, key, body);
      sent.push({ key, body, outcome });
      if (outcome.kind !== "answered" || outcome.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, pauseAfterFailureMs));
      }
    }
  });
  return {
    sent,
    count: (status: number | "no answer") =>
      sent.filter(({ outcome }) =>
        status === "no answer"
          ? outcome.kind === "no answer"
          : outcome.kind === "answered" && outcome.status === status,
      ).length,
    /** Stops sending new submissions; resolves once those in flight have their outcome. */
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * What the database holds against what the clients were told: every submission answered 200 is
 * stored, under the id it was answered with; nothing is stored that was not sent; and every stored
 * submission has all its email jobs (its transaction was committed whole or not at all). A key
 * stored twice is not counted: the unique constraint on idempotency_key makes it impossible, so
 * such a count could never fail; `stored` equal to the number sent shows each is there once.
 */
export async function storedAgainstAnswers(db: Kysely<Database>, sent: SentSubmission[], jobsEach: number) {
  const rows = await db
    .selectFrom("submissions")
    .leftJoin("email_jobs", "email_jobs.submission_id", "submissions.id")
    .select((select) => [
      "submissions.id",
      "submissions.idempotency_key",
      "submissions.status",
      select.fn.count<number | string>("email_jobs.id").as("jobs"),
    ])
    .groupBy(["submissions.id", "submissions.idempotency_key", "submissions.status"])
    .execute();
  const storedByKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  const sentKeys = new Set(sent.map(({ key }) => key));
  const answered = sent.filter(({ outcome }) => outcome.kind === "answered" && outcome.status === 200);
  return {
    stored: rows.length,
    storedButNeverSent: rows.filter((row) => !sentKeys.has(row.idempotency_key ?? "")).length,
    answeredButMissing: answered.filter(({ key, outcome }) => {
      const row = storedByKey.get(key);
      return !row || outcome.kind !== "answered" || row.id !== outcome.id;
    }).length,
    halfWritten: rows.filter((row) => row.status !== "received" || Number(row.jobs) !== jobsEach).length,
  };
}

/**
 * Sends every submission again with its own key, as a client that got no answer (or a 503) would:
 * each must now be answered 200, the ones already stored with the id they were first given.
 */
export async function resendAll(baseUrl: string, sent: SentSubmission[], concurrency = 8) {
  const queue = [...sent];
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await send(baseUrl, next.key, next.body);
        const firstId =
          next.outcome.kind === "answered" && next.outcome.status === 200 ? next.outcome.id : undefined;
        if (outcome.kind !== "answered" || outcome.status !== 200)
          problems.push(`${next.key}: ${JSON.stringify(outcome)}`);
        else if (firstId && outcome.id !== firstId)
          problems.push(`${next.key}: answered ${outcome.id}, first ${firstId}`);
      }
    }),
  );
  return problems;
}
