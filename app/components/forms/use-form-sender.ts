import { useRef, useState } from "react";
import {
  newIdempotencyKey,
  sendFormEmailPath,
  sendFormSubmission,
  type SendResult,
} from "#app/utils/submit-form.ts";

/**
 * Sends one form's submissions: one call at a time, the same Idempotency-Key while the same
 * unchanged submission is retried, and the spam signals (honeypot, time since first touch) as headers.
 */
export function useFormSender(path: string = sendFormEmailPath) {
  const [sending, setSending] = useState(false);
  // State is too slow for a double click: the second click can land before the re-render.
  const inFlight = useRef(false);
  const firstTouchedAt = useRef<number | null>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);

  /** A person touched the form at `at` (the page's clock): the earliest touch counts. */
  function markTouched(at = performance.now()) {
    firstTouchedAt.current = Math.min(firstTouchedAt.current ?? at, at);
  }

  function keyFor(body: string) {
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
    return lastAttempt.current.key;
  }

  /** Resolves to null when a call is already running: that submission is being sent. */
  async function send(submission: object): Promise<SendResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendFormSubmission(
        submission,
        {
          idempotencyKey: keyFor(JSON.stringify(submission)),
          trapFilled: (trapRef.current?.value ?? "") !== "",
          elapsedMs: firstTouchedAt.current === null ? 0 : performance.now() - firstTouchedAt.current,
        },
        path,
      );
      if (result.status === "success") forgetSubmission();
      return result;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /** After a success the next submission is a new one, with a new key and a new first touch. */
  function forgetSubmission() {
    lastAttempt.current = null;
    firstTouchedAt.current = null;
    if (trapRef.current) trapRef.current.value = "";
  }

  return { sending, send, trapRef, markTouched, isInFlight: () => inFlight.current };
}
