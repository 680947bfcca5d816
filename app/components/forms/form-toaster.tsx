import { useEffect, useState } from "react";
import { formFrame } from "#app/content/forms/common.ts";
import type { Language } from "#app/content/language.ts";
import { type Sonner, toasterIsShown, whenToastsLoaded } from "./toasts.ts";

/**
 * Where the forms' messages appear: sonner's toasts sit in a polite live region, so screen readers
 * announce them. Messages stay 8 s (sonner's 4 s is short for a sentence), pause while hovered or
 * focused, and can be closed. Colours are the site's tokens, at AA contrast. The region appears once
 * the form has loaded the library (toasts.ts), before any message: nothing in the served page.
 */
export function FormToaster({ language }: { language: Language }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => whenToastsLoaded(setSonner), []);
  useEffect(() => {
    if (sonner) toasterIsShown();
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  const { notifications, closeMessage } = formFrame[language];
  // Telugu's vowel signs and stacked conjuncts need more room between lines than Latin's snug.
  const leading = language === "te" ? "leading-relaxed!" : "leading-snug!";
  return (
    <Toaster
      containerAriaLabel={notifications}
      position="bottom-right"
      duration={8000}
      closeButton
      toastOptions={{
        closeButtonAriaLabel: closeMessage,
        classNames: {
          toast: "font-sans! text-base! rounded-2xl! border! shadow-lg! shadow-ink/10! gap-3! p-4!",
          title: `font-bold! text-base! ${leading}`,
          description: `text-ink! text-[0.95rem]! ${leading}`,
          success: "bg-forest-50! border-forest-200! text-forest-800!",
          error: "bg-terracotta-100! border-terracotta-200! text-terracotta-700!",
          closeButton: "bg-white! border-line! text-ink!",
        },
      }}
    />
  );
}
