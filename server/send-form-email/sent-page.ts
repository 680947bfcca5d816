import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { languages, pathIn } from "#app/content/language.ts";
import { type FormDefinition, formPage } from "#app/schemas/form-definition.ts";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import { type FormOutcome, formOutcomeId } from "#app/schemas/form-post.ts";
import { paymentReportPage } from "#app/schemas/payment-report.ts";
import type { Database } from "../db/database.ts";
import { reportedPledgeReference } from "../donations/payment-reports.ts";
import { pledgedRupees } from "../donations/pledges.ts";
import { describeError, type Logger } from "../log.ts";
import type { RenderFormAnswer } from "./answer-page.ts";
import { isValidIdempotencyKey } from "./idempotency.ts";

export type SentFormPageDependencies = {
  db: Kysely<Database>;
  now: () => Date;
  log: Logger;
  renderFormAnswer: RenderFormAnswer;
};

/*
 * Post/redirect/get (decision 021): a post without JavaScript that was stored is answered with a
 * redirect to the form's page carrying the post's idempotency key (`?sent=…`), and a GET of that
 * address shows the page with the post's success and reference. A reload then repeats the GET, not
 * the post. The key came from the page the person was given: nobody else can guess it.
 */
const sentParameter = "sent";

/** The answer to a stored post without JavaScript: go to its page, which shows the success. */
export function redirectToSentPage(page: string, key: string) {
  const location = `${page}?${sentParameter}=${encodeURIComponent(key)}#${formOutcomeId}`;
  return new Response(null, { status: 303, headers: { "Cache-Control": "no-store", Location: location } });
}

/** Shows a form's page again with the success of the post it names, or says there is none to show. */
export type SentFormPage = (request: Request, page: string) => Promise<Response | undefined>;

/** The form whose page (English or Telugu) is at this path. */
function formAt(page: string): FormDefinition | undefined {
  return Object.values(formDefinitions).find((definition: FormDefinition) =>
    languages.some((language) => formPage(definition, language) === page),
  );
}

const isPaymentReportPage = (page: string) =>
  languages.some((language) => pathIn(language, paymentReportPage) === page);

type Sent = { reference: string } & Pick<FormOutcome & { status: "sent" }, "pledge">;

/** A donation's success shows how to pay the pledge, which needs its amount. */
function pledgeOf(formType: string, data: string): Pick<FormOutcome & { status: "sent" }, "pledge"> {
  const amount = formType === "donation" ? pledgedRupees(data) : null;
  return amount === null ? {} : { pledge: { amount } };
}

/**
 * What the page's success shows: for one of the four forms, the submission stored under the post's
 * idempotency key; for "I have paid", the report with that id (it has no key of its own).
 */
async function findSent(db: Kysely<Database>, page: string, key: string): Promise<Sent | undefined> {
  if (isPaymentReportPage(page)) {
    const reference = await reportedPledgeReference(db, key);
    return reference === undefined ? undefined : { reference };
  }
  const definition = formAt(page);
  if (!definition) return undefined;
  const sent = await db
    .selectFrom("submissions")
    .select(["reference", "form_type", "data"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (sent?.form_type !== definition.formType) return undefined;
  return { reference: sent.reference, ...pledgeOf(sent.form_type, sent.data) };
}

/**
 * The GET half of post/redirect/get (redirectToSentPage): the form's page
 * with the success message and the reference of the submission stored under the key in the
 * address, as the post's own answer showed it, and a fresh key for a next submission. An address
 * whose key names no submission of this form (mistyped, or deleted under the retention rules)
 * gets the plain form. "I have paid" works the same way with the report's id.
 */
export function createSentFormPage({
  db,
  now,
  log,
  renderFormAnswer,
}: SentFormPageDependencies): SentFormPage {
  return async function sentFormPage(request, page) {
    const key = new URL(request.url).searchParams.get(sentParameter);
    if (key === null || !isValidIdempotencyKey(key)) return undefined;
    const sent = await findSent(db, page, key).catch((error: unknown) => {
      // The page still answers (the plain form) rather than an error; the submission itself is safe.
      log.error(
        { event: "sent_page.database_unavailable", error: describeError(error) },
        "Sent page not shown",
      );
      return undefined;
    });
    if (!sent) return undefined;
    const token = { idempotencyKey: randomUUID(), issuedAt: String(now().getTime()) };
    return renderFormAnswer(page, { status: "sent", token, ...sent }, 200);
  };
}
