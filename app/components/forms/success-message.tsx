import type { ReactNode } from "react";
import { withUnbroken } from "#app/components/ui/unbroken.tsx";

/** The part of a form's messages (use-spec-form.ts's FormMessages) a success reads. */
type SuccessMessages = { success: string; receipted?: string };

/**
 * The words of a form's success: its own, or, where "I have paid" reports a payment the office
 * had already recorded, that payment's receipt (kept on one line) instead of a promise to send one.
 */
export function successMessage(messages: SuccessMessages, receipt: string | undefined): ReactNode {
  return receipt && messages.receipted ? withUnbroken(messages.receipted, "receipt", receipt) : messages.success;
}
