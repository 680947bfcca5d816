import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { languages, pathIn } from "#app/content/language.ts";
import { type FormDefinition, formPage } from "#app/schemas/form-definition.ts";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import { type FormOutcome } from "#app/schemas/form-post.ts";
import { sentPageAddress, sentParameter } from "#app/schemas/form-post-fields.ts";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import type { Database } from "../db/database.ts";
import { reportedPayment } from "../donations/payment-reports.ts";
import { pledgePaymentState } from "../donations/payment-page.ts";
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
 * redirect to the form's page carrying the post's idempotency key (`?sent=…`, sentPageAddress), and
 * a GET of that address shows the page with the post's success and reference. A reload then repeats
 * the GET, not the post. The key came from the page the person was given: nobody else can guess it.
 */

/** The answer to a stored post without JavaScript: go to its page, which shows the success. */
export function redirectToSentPage(page: string, key: string) {
  const location = sentPageAddress(page, key);
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

type Sent =
  | ({ status: "sent"; reference: string } & Pick<FormOutcome & { status: "sent" }, "pledge" | "receipt">)
  | { status: "closed" };

/**
 * What the page's success shows: for one of the four forms, the submission stored under the post's
 * idempotency key; for "I have paid", the report with that id (it has no key of its own).
 */
async function findSent(db: Kysely<Database>, page: string, key: string): Promise<Sent | undefined> {
  if (isPaymentReportPage(page)) {
    const report = await reportedPayment(db, key);
    if (!report) return undefined;
    return {
      status: "sent",
      reference: report.reference,
      ...(report.receipt ? { receipt: report.receipt } : {}),
    };
  }
  const definition = formAt(page);
  if (!definition) return undefined;
  if (definition.formType === "donation") {
    // The pledge's own payment page (decision 027): open while there is something to pay.
    const pledge = await pledgePaymentState(db, key);
    if (pledge.status === "closed") return pledge;
    const { reference, amount, name } = pledge;
    return { status: "sent", reference, pledge: { amount, name } };
  }
  const sent = await db
    .selectFrom("submissions")
    .select(["reference", "form_type"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (sent?.form_type !== definition.formType) return undefined;
  return { status: "sent", reference: sent.reference };
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
    // A closed payment page says so in its own words; it is no error of the request. Rendered for
    // its address, so that its language switch leads to the same success in the other language.
    const shown = sent.status === "sent" ? { ...sent, sentKey: key } : sent;
    return renderFormAnswer(`${page}?${sentParameter}=${encodeURIComponent(key)}`, { token, ...shown }, 200);
  };
}
