import { useContext } from "react";
import { formFrame } from "#app/content/forms/common.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import {
  fieldAnchorId,
  formOutcomeId,
  postFieldNames,
  postTokenPlaceholders,
} from "#app/schemas/form-post-fields.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import { cn } from "#app/utils/cn.ts";
import { withUnbroken } from "#app/components/ui/unbroken.tsx";
import { FormSettingsContext } from "./fields.tsx";
import { invalidMessage } from "./invalid-message.ts";
import { successMessage } from "./success-message.tsx";
import { FormToaster } from "./form-toaster.tsx";
import type { FormMessages } from "./use-spec-form.ts";

/**
 * What a form needs to be sent without JavaScript (docs/decisions/007-pages-without-javascript.md):
 * hidden fields naming the form and its language and carrying its retry key and issue time, and, on the page that
 * answers a post, the outcome in the requirements 8 words the toasts use. The script ignores the hidden fields.
 * It also holds the toaster the script's messages appear in.
 */
export function FormPostState({
  formType,
  outcome,
  messages,
  labels,
}: {
  /** Which of send-form-email's forms; none for a form with an endpoint of its own. */
  formType?: FormType;
  outcome: FormOutcome | null;
  messages: FormMessages;
  /** The fields' labels, naming a refused field whose hint another refused field shares. */
  labels?: Readonly<Record<string, string>>;
}) {
  const { language, token: servedToken } = useContext(FormSettingsContext);
  // The prerendered page holds placeholders the server fills per request, in the island's props too
  // (decision 043), so hydration keeps the values served; a page rendered elsewhere may differ.
  const token = outcome?.token ?? servedToken ?? postTokenPlaceholders;
  return (
    <>
      {formType ? <input type="hidden" name={postFieldNames.formType} value={formType} /> : null}
      <input type="hidden" name={postFieldNames.language} value={language} />
      <input
        type="hidden"
        name={postFieldNames.idempotencyKey}
        value={token.idempotencyKey}
        suppressHydrationWarning
      />
      <input type="hidden" name={postFieldNames.issuedAt} value={token.issuedAt} suppressHydrationWarning />
      {outcome?.status === "sent" && outcome.sentKey ? (
        <input type="hidden" name={postFieldNames.sentBefore} value={outcome.sentKey} />
      ) : null}
      {/* A closed payment page says so in the donation form's own words (pledge-payment.tsx). */}
      {outcome && outcome.status !== "closed" ? (
        <OutcomeNotice outcome={outcome} messages={messages} labels={labels} />
      ) : null}
      {/* Where the script's toasts appear; only pages with a form load the toast library. */}
      <FormToaster language={language} />
    </>
  );
}

function OutcomeNotice({
  outcome,
  messages,
  labels,
}: {
  outcome: Exclude<FormOutcome, { status: "closed" }>;
  messages: FormMessages;
  labels: Readonly<Record<string, string>> | undefined;
}) {
  const { language, required } = useContext(FormSettingsContext);
  const sent = outcome.status === "sent";
  const invalid =
    outcome.status === "invalid"
      ? invalidMessage(messages, language, required, Object.keys(outcome.hints), outcome.values)
      : undefined;
  const title =
    outcome.status === "sent"
      ? successMessage(messages, outcome.receipt)
      : (invalid?.title ?? messages.returnedError);
  const detail =
    outcome.status === "sent"
      ? withUnbroken(formFrame[language].yourReference, "reference", outcome.reference)
      : outcome.status === "invalid"
        ? invalid?.description
        : outcome.reason;
  return (
    <div
      id={formOutcomeId}
      role={sent ? "status" : "alert"}
      tabIndex={-1}
      className={cn(
        "scroll-mt-24 rounded-2xl border p-4",
        sent
          ? "border-forest-200 bg-forest-50 text-forest-800"
          : "border-terracotta-200 bg-terracotta-100 text-terracotta-700",
      )}
    >
      <p className="leading-snug font-bold">{title}</p>
      {detail ? <p className="mt-1 leading-snug text-ink">{detail}</p> : null}
      {outcome.status === "invalid" ? <RefusedFields outcome={outcome} labels={labels} /> : null}
    </div>
  );
}

/**
 * Each refused field's hint, linked to the field, in the form's order: without JavaScript nothing
 * moves to the first refused field, and on a long form it may be far below (GOV.UK's error summary).
 * A hint two refused fields share (the internship's two email addresses) is led by each one's label.
 */
function RefusedFields({
  outcome,
  labels,
}: {
  outcome: Extract<FormOutcome, { status: "invalid" }>;
  labels: Readonly<Record<string, string>> | undefined;
}) {
  const order = Object.keys(outcome.values);
  const refused = Object.entries(outcome.hints).sort(
    ([first], [second]) => order.indexOf(first) - order.indexOf(second),
  );
  const hints = refused.map(([, hint]) => hint);
  const shared = (hint: string) => hints.indexOf(hint) !== hints.lastIndexOf(hint);
  return (
    <ul className="mt-2 grid list-disc gap-1 ps-5">
      {refused.map(([name, hint]) => (
        <li key={name}>
          <a href={`#${fieldAnchorId(name)}`} className="font-bold text-terracotta-700 underline">
            {shared(hint) && labels?.[name] ? `${labels[name]}: ${hint}` : hint}
          </a>
        </li>
      ))}
    </ul>
  );
}
