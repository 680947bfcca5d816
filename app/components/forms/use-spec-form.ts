import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import { formFrame } from "#app/content/forms/common.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import type { DraftValue, FormRules } from "#app/schemas/form-definition.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import { formOutcomeId, type PostToken, postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import { sendFormEmailPath } from "#app/utils/submit-form.ts";
import { takeTouchBeforeStart } from "#app/utils/touched-before-start.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useEnteredBeforeStart } from "./entered-before-start.ts";
import type { FormSettings } from "./fields.tsx";
import type { SendFailure } from "./submit-button.tsx";
import { loadToasts, type Sonner, toastsReady } from "./toasts.ts";
import { useFormSender } from "./use-form-sender.ts";
import { invalidMessage } from "./invalid-message.ts";
import { successMessage } from "./success-message.tsx";
import { useLeaveGuard } from "./use-leave-guard.ts";

/**
 * What a page gives its form: its language and, answering a post without JavaScript, the outcome.
 * `token` is the post's key and time as the page was served: the server fills the placeholders in
 * the page's HTML, the island's props included, so the script keeps the hidden fields as served.
 */
export type SpecFormProps = {
  outcome?: FormOutcome | null;
  language?: Language;
  token?: PostToken;
  /**
   * The fields a person must fill in (requiredFields of the form's rules), worked out on the server:
   * the page's script loads the rules only on the first check (decision 043).
   */
  required: readonly string[];
};

/** The texts (requirements 8) of one form, in the page's language (app/content/forms/*). */
export type FormMessages = {
  /**
   * Shown when validation fails; contact's has the title 'Error' above the message. `everyRefusal`:
   * the specification gives this message for every refusal (the donation's, which names the amount).
   */
  invalid: { title: string; description?: string; everyRefusal?: boolean };
  success: string;
  /** "I have paid", when the payment already has its receipt ({receipt}, its number). */
  receipted?: string;
  /** The call returned an error (a non-2xx status or an `error` field). */
  returnedError: string;
  /** The call threw (no answer). */
  thrown: string;
  /** The internship form logs the error to the console (requirements 8). */
  logFailures?: boolean;
};

type SpecFormOptions<TDraft extends Record<string, DraftValue>, TData> = {
  /** What the form holds before anything is entered (the rules' `empty`). */
  empty: TDraft;
  /**
   * Imports the form's rules (app/schemas/form-definition.ts, with zod): started on the first focus
   * or keystroke in the form, or by the first check, which awaits them.
   */
  loadRules: () => Promise<FormRules<TDraft>>;
  /** SpecFormProps' `required`. */
  required: readonly string[];
  /** Where the form is sent, with or without the page's script: send-form-email unless said. */
  endpoint?: string;
  /** The language of the page: the form's words, its hints and its messages. */
  language: Language;
  toSubmission: (data: TData) => FormSubmission | object;
  messages: FormMessages;
  /** The outcome of a post made without JavaScript, when the page answers one. */
  outcome?: FormOutcome | null;
  /** The page's token for a post without JavaScript (SpecFormProps). */
  token?: PostToken | undefined;
  /** Told of each accepted submission, before the form empties (the donation shows how to pay). */
  onSent?: (data: TData, reference: string | undefined) => void;
  /**
   * Values the form keeps after a success instead of its empty ones: the definition's empty values
   * of a prerendered page may hold a fill-in token for the server ("I have paid"'s reference), which
   * must never reach the person.
   */
  keptAfterSent?: (data: TData) => Partial<TDraft>;
};

/** The answer page's form holds what was entered (all but a success, which starts afresh). */
function startingValues<TDraft extends FieldValues>(
  empty: DefaultValues<TDraft>,
  outcome?: FormOutcome | null,
) {
  if (!outcome || outcome.status === "sent" || outcome.status === "closed") return empty;
  const kept = Object.entries(outcome.values).filter(([name]) => name in empty);
  return { ...empty, ...Object.fromEntries(kept) } as DefaultValues<TDraft>;
}

function postedErrors<TDraft extends FieldValues>(outcome?: FormOutcome | null) {
  if (outcome?.status !== "invalid") return undefined;
  const errors = Object.entries(outcome.hints).map(([name, message]) => [
    name,
    { type: "validate", message },
  ]);
  return Object.fromEntries(errors) as FieldErrors<TDraft>;
}

/**
 * One form's life (requirements 4): edit, submit, then validation failure (message, fields marked, focus on the
 * first), success (message, reset to the initial values) or failure (message, everything kept).
 */
export function useSpecForm<TDraft extends Record<string, DraftValue>, TData>({
  empty: emptyDraft,
  loadRules,
  required,
  endpoint = sendFormEmailPath,
  language,
  toSubmission,
  messages,
  outcome,
  token = postTokenPlaceholders,
  onSent,
  keptAfterSent,
}: SpecFormOptions<TDraft, TData>) {
  const empty = emptyDraft as DefaultValues<TDraft>;
  const [rules] = useState(() => lazyResolver<TDraft, TData>(loadRules, language));
  const settings: FormSettings = useMemo(
    () => ({ language, required: new Set(required), token }),
    [language, required, token],
  );
  // Read once: the page's first render shows the posted values and hints, later edits are the form's.
  const [posted] = useState(() => ({
    values: startingValues(empty, outcome),
    errors: postedErrors<TDraft>(outcome),
  }));
  const form = useForm<TDraft, unknown, TData>({
    defaultValues: posted.values,
    errors: posted.errors,
    resolver: rules.resolver,
    shouldFocusError: false,
  });
  const sender = useFormSender(endpoint);
  // Filled in before the script took over, as far back as the page's start: the spam check's time
  // counts from then, not from Send pressed on a form the browser filled back in (Back after leaving).
  // What checking and answering it needs is fetched now: no further touch may come before Send, and
  // on a link that drops then the person sees the site's message, not the browser's error page.
  useEnteredBeforeStart(form, posted.values as TDraft, () => {
    sender.markTouched(0);
    rules.load();
    void loadToasts();
  });
  const letGo = useLeaveGuard(form.formState.isDirty);
  const notify = useLatestMessage();
  const hydrated = useHydrated();
  // The outcome of the post stays on the page until the page's script sends the form itself.
  const [shownOutcome, setShownOutcome] = useState(outcome ?? null);
  // Why the last send failed, kept beside the button until the next try: a toast passes in seconds.
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // A page showing a success (a pledge's payment page) is announced once its script runs.
  useEffect(() => {
    if (outcome?.status === "sent" || outcome?.status === "closed") focusOutcome();
  }, [outcome]);

  async function send(data: TData) {
    const result = await sender.send({ ...toSubmission(data), language });
    if (result === null) return;
    setFailure(
      result.status === "success"
        ? null
        : result.status === "error"
          ? { message: messages.returnedError, ...(result.reason ? { reason: result.reason } : {}) }
          : { message: messages.thrown },
    );
    if (result.status === "success") {
      // A pledge's answer names its own payment page: the next step has an address of its own, which
      // survives a reload, Back and being shared (decision 027).
      if (result.paymentPage) {
        letGo();
        window.location.assign(result.paymentPage);
        return;
      }
      const reference = result.reference
        ? { description: fillSlots(formFrame[language].yourReference, { reference: result.reference }) }
        : {};
      notify((toast) =>
        toast.success(successMessage(messages, result.receipt), {
          ...reference,
          duration: result.reference ? 20_000 : undefined,
        }),
      );
      onSent?.(data, result.reference);
      form.reset({ ...empty, ...keptAfterSent?.(data) });
      if (result.reference) {
        // The success and its reference stay where the form was, and focus goes there (issue 32):
        // the toast alone is easily missed. The page's token fields keep what they hold.
        const kept = shownOutcome?.token ?? outcome?.token ?? token;
        const receipt = result.receipt ? { receipt: result.receipt } : {};
        flushSync(() =>
          setShownOutcome({ status: "sent", reference: result.reference ?? "", token: kept, ...receipt }),
        );
        focusOutcome();
      }
      return;
    }
    if (messages.logFailures) console.error(result.error);
    // A hint the endpoint gives about one of the form's fields is shown on that field.
    for (const issue of result.status === "error" ? (result.issues ?? []) : []) {
      if (issue.path in empty)
        form.setError(issue.path as Path<TDraft>, { type: "server", message: issue.message });
    }
    notify((toast) =>
      result.status === "error"
        ? toast.error(messages.returnedError, result.reason ? { description: result.reason } : undefined)
        : toast.error(messages.thrown),
    );
  }

  /** A person starts on the form: what checking and answering it needs is fetched now. */
  function startOnForm() {
    rules.load();
    void loadToasts();
    sender.markTouched();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (sender.isInFlight()) {
      event.preventDefault();
      return;
    }
    // Send pressed again on the emptied form under a success (a double tap, or a doubt whether it
    // went): the success stays and is shown again, rather than "fill in the required fields".
    if (shownOutcome?.status === "sent" && !form.formState.isDirty) {
      event.preventDefault();
      focusOutcome();
      return;
    }
    const formElement = event.currentTarget;
    // Touched before the script took over (a slow link): the person's time counts from then.
    const touchedAt = takeTouchBeforeStart(formElement);
    if (touchedAt !== null) sender.markTouched(touchedAt);
    // The form's rules could not be fetched (the link dropped as the person began): the browser posts
    // the form as it does without JavaScript, and the page that answers checks it (decision 070).
    if (rules.failed()) {
      letGo();
      return;
    }
    setShownOutcome(null);
    setFailure(null);
    const checked = form.handleSubmit(send, (errors) => {
      const { title, description } = invalidMessage(
        messages,
        language,
        settings.required,
        Object.keys(errors),
        form.getValues(),
      );
      notify((toast) => toast.error(title, { description }));
      focusFirstInvalid(formElement, errors);
    })(event);
    // Found failing only now, by this check: the same post again, as the browser's own.
    checked.catch(() => {
      if (rules.failed()) formElement.requestSubmit();
    });
  }

  /*
   * A real form: without JavaScript (or before it has loaded) the browser posts it to the function,
   * which answers with this page showing the outcome; once the script runs it sends the form itself.
   * The browser's own validation is off so that both paths show the message (requirements 8) and the same hints.
   */
  const formProps = {
    // With a fragment the browser shows the answer page scrolled to the outcome (form-post-state.tsx).
    action: `${endpoint}#${formOutcomeId}`,
    method: "post",
    noValidate: true,
    onSubmit,
    onFocus: startOnForm,
    onInput: startOnForm,
    "data-enhanced": hydrated ? "" : undefined,
    settings,
  };

  return {
    form,
    sending: sender.sending,
    formProps,
    trapRef: sender.trapRef,
    outcome: shownOutcome,
    failure,
  };
}

/**
 * A resolver that checks with the form's rules once they have arrived: `load` starts their import
 * (once; the form calls it on the first focus or keystroke in it), and a check made before they
 * arrive waits for them. A visitor who only reads the page never downloads them (decision 043).
 * `failed` tells when the import failed: a browser keeps a module that failed to arrive as failed
 * for the life of the page, so the form cannot check anything and posts as without JavaScript.
 */
function lazyResolver<TDraft extends Record<string, DraftValue>, TData>(
  loadRules: () => Promise<FormRules<TDraft>>,
  language: Language,
) {
  let loading: Promise<Resolver<TDraft, unknown, TData>> | undefined;
  let failed = false;
  const load = () => {
    loading ??= Promise.all([loadRules(), import("./schema-resolver.ts")]).then(
      ([definition, module]) => module.schemaResolver<TDraft, TData>(definition, language),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<TDraft, unknown, TData> = async (draft, context, options) =>
    (await load())(draft, context, options);
  // A failure on the first touch is answered at the submit (above); nothing to report before it.
  return { load: () => void load().catch(() => undefined), resolver, failed: () => failed };
}

type Toast = Sonner["toast"];

/**
 * Shows one message per form at a time: a new outcome dismisses the form's earlier message, so a
 * "Thank you" never sits on top of a stale error. The toast library arrives on first use (toasts.ts);
 * messages keep their order, as each waits for the same import.
 */
function useLatestMessage() {
  const latest = useRef<string | number | null>(null);
  return (show: (toast: Toast) => string | number) => {
    void toastsReady().then(({ toast }) => {
      if (latest.current !== null) toast.dismiss(latest.current);
      latest.current = show(toast);
    });
  };
}

/**
 * Moves focus to the outcome shown in place of the form's top (form-post-state.tsx), scrolled to the
 * top of the screen: focus alone scrolls only as far as the outcome's edge, which on a phone can
 * leave what follows it (a pledge's UPI button) below the fold, or keep a reload's old position.
 */
function focusOutcome() {
  const outcome = document.getElementById(formOutcomeId);
  outcome?.scrollIntoView({ block: "start" });
  outcome?.focus({ preventScroll: true });
}

/** Moves focus to the first field, in page order, that has an error. */
function focusFirstInvalid(formElement: HTMLFormElement, errors: FieldErrors) {
  const invalid = new Set(Object.keys(errors));
  for (const element of Array.from(formElement.elements)) {
    const isField =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement;
    if (isField && invalid.has(element.name)) {
      element.focus();
      return;
    }
  }
}
