import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { languages } from "#app/content/language.ts";
import { type FormDefinition, formPage } from "#app/schemas/form-definition.ts";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import { type FormOutcome, sentParameter } from "#app/schemas/form-post.ts";
import type { Database } from "../db/database.ts";
import { pledgedRupees } from "../donations/pledges.ts";
import { describeError, type Logger } from "../log.ts";
import type { RenderFormAnswer } from "./handler.ts";
import { isValidIdempotencyKey } from "./idempotency.ts";

export type SentFormPageDependencies = {
  db: Kysely<Database>;
  now: () => Date;
  log: Logger;
  renderFormAnswer: RenderFormAnswer;
};

/** Shows a form's page again with the success of the post it names, or says there is none to show. */
export type SentFormPage = (request: Request, page: string) => Promise<Response | undefined>;

/** The form whose page (English or Telugu) is at this path. */
function formAt(page: string): FormDefinition | undefined {
  return Object.values(formDefinitions).find((definition: FormDefinition) =>
    languages.some((language) => formPage(definition, language) === page),
  );
}

/** A donation's success shows how to pay the pledge, which needs its amount. */
function pledgeOf(formType: string, data: string): Pick<FormOutcome & { status: "sent" }, "pledge"> {
  const amount = formType === "donation" ? pledgedRupees(data) : null;
  return amount === null ? {} : { pledge: { amount } };
}

function findSent(db: Kysely<Database>, idempotencyKey: string) {
  return db
    .selectFrom("submissions")
    .select(["reference", "form_type", "data"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/**
 * The GET half of post/redirect/get (app/schemas/form-post.ts, sentPageAddress): the form's page
 * with the success message and the reference of the submission stored under the key in the
 * address, as the post's own answer showed it, and a fresh key for a next submission. An address
 * whose key names no submission of this form (mistyped, or deleted under the retention rules)
 * gets the plain form.
 */
export function createSentFormPage({
  db,
  now,
  log,
  renderFormAnswer,
}: SentFormPageDependencies): SentFormPage {
  return async function sentFormPage(request, page) {
    const key = new URL(request.url).searchParams.get(sentParameter);
    const definition = formAt(page);
    if (key === null || !isValidIdempotencyKey(key) || !definition) return undefined;
    const sent = await findSent(db, key).catch((error: unknown) => {
      // The page still answers (the plain form) rather than an error; the submission itself is safe.
      log.error(
        { event: "sent_page.database_unavailable", error: describeError(error) },
        "Sent page not shown",
      );
      return undefined;
    });
    if (sent?.form_type !== definition.formType) return undefined;
    const token = { idempotencyKey: randomUUID(), issuedAt: String(now().getTime()) };
    const outcome = {
      status: "sent",
      reference: sent.reference,
      token,
      ...pledgeOf(sent.form_type, sent.data),
    } as const;
    return renderFormAnswer(page, outcome, 200);
  };
}
