import { useRef } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from "react-hook-form";
import { toast } from "sonner";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import { useFormSender } from "./use-form-sender.ts";

/** The §8 texts of one form. */
export type FormMessages = {
  /** Shown when validation fails; contact's has the title 'Error' above the message. */
  invalid: { title: string; description?: string };
  success: string;
  /** The call returned an error (a non-2xx status or an `error` field). */
  returnedError: string;
  /** The call threw (no answer). */
  thrown: string;
  /** The internship form logs the error to the console (§8). */
  logFailures?: boolean;
};

type SpecFormOptions<TDraft extends FieldValues, TData> = {
  /** The initial values, which a success restores. */
  empty: DefaultValues<TDraft>;
  resolver: Resolver<TDraft, unknown, TData>;
  toSubmission: (data: TData) => FormSubmission;
  messages: FormMessages;
};

/**
 * One form's life (§4): edit, submit, then validation failure (message, fields marked, focus on the
 * first), success (message, reset to the initial values) or failure (message, everything kept).
 */
export function useSpecForm<TDraft extends FieldValues, TData>({
  empty,
  resolver,
  toSubmission,
  messages,
}: SpecFormOptions<TDraft, TData>) {
  const form = useForm<TDraft, unknown, TData>({ defaultValues: empty, resolver, shouldFocusError: false });
  const sender = useFormSender();
  const notify = useLatestMessage();

  async function send(data: TData) {
    const result = await sender.send(toSubmission(data));
    if (result === null) return;
    if (result.status === "success") {
      const reference = result.reference ? { description: `Your reference: ${result.reference}` } : {};
      notify(() =>
        toast.success(messages.success, { ...reference, duration: result.reference ? 20_000 : undefined }),
      );
      form.reset(empty);
      return;
    }
    if (messages.logFailures) console.error(result.error);
    notify(() => toast.error(result.status === "error" ? messages.returnedError : messages.thrown));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (sender.isInFlight()) {
      event.preventDefault();
      return;
    }
    const formElement = event.currentTarget;
    void form.handleSubmit(send, (errors) => {
      notify(() => toast.error(messages.invalid.title, { description: messages.invalid.description }));
      focusFirstInvalid(formElement, errors);
    })(event);
  }

  const formProps = { noValidate: true, onSubmit, onFocus: sender.markTouched, onInput: sender.markTouched };

  return { form, sending: sender.sending, formProps, trapRef: sender.trapRef };
}

/**
 * Shows one message per form at a time: a new outcome dismisses the form's earlier message, so a
 * "Thank you" never sits on top of a stale error.
 */
function useLatestMessage() {
  const latest = useRef<string | number | null>(null);
  return (show: () => string | number) => {
    if (latest.current !== null) toast.dismiss(latest.current);
    latest.current = show();
  };
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
