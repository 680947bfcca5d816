import { render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { expect, vi } from "vitest";
import { contactForm } from "#app/schemas/contact.ts";
import { donationForm } from "#app/schemas/donation.ts";
import { requiredFields } from "#app/schemas/form-definition.ts";
import { internshipForm } from "#app/schemas/internship.ts";
import { volunteerForm } from "#app/schemas/volunteer.ts";
import { escapeRegExp } from "#app/utils/reg-exp.ts";

/** Each form's required fields, as the form's page gives them to its island (decision 043). */
export const requiredOf = {
  contact: [...requiredFields(contactForm, "en")],
  donation: [...requiredFields(donationForm, "en")],
  internship: [...requiredFields(internshipForm, "en")],
  volunteer: [...requiredFields(volunteerForm, "en")],
};

/** Renders a form; it holds the toaster its messages appear in (form-post-state.tsx). */
export function renderForm(form: React.ReactElement) {
  return render(form);
}

/**
 * Undoes a test's replacements. Sonner keeps its toasts in module state and replays the active ones
 * to a new Toaster, so they are dismissed too, or one test's messages would show in the next.
 */
export function resetFormTest() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
}

type Answer = { status?: number; body?: unknown } | "network-failure";

/**
 * Replaces fetch (the call to send-form-email) with answers given in order; the last one repeats,
 * and with none given every call succeeds.
 * Each answer can be held back until `release()` to look at the form while the call runs.
 */
export function replaceSendCall(...answers: Answer[]) {
  let pending: (() => void) | null = null;
  let holdNext = false;
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    if (holdNext) await new Promise<void>((resolve) => (pending = resolve));
    const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? {};
    if (answer === "network-failure") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body ?? { ok: true }), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    /** Holds the following calls until release() is called. */
    hold: () => {
      holdNext = true;
    },
    release: () => {
      holdNext = false;
      pending?.();
    },
    /** What the form sent in call number `index`: URL, method, headers and the parsed body. */
    request: (index = 0) => {
      const call = fetchMock.mock.calls[index];
      if (!call) throw new Error(`send-form-email was called ${fetchMock.mock.calls.length} times`);
      const [url, init] = call;
      const body: unknown = JSON.parse(String(init.body));
      return { url, method: init.method, headers: new Headers(init.headers), body };
    },
  };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Finds the element whose whole text is `text`, however it is split into inline parts (the
 * outcome keeps a reference such as CON-7F3K2Q in a part of its own, so it never breaks at its hyphen).
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/**
 * A failed send as the person meets it: the toast, and the same words kept above the button and
 * read with it (use-spec-form.ts) until the next try. Resolves to the words above the button.
 */
export async function findFailure(text: string) {
  const shown = await screen.findAllByText(text);
  const kept = shown.find((element) => element.closest("form"));
  expect(kept, "the words kept above the button").toBeDefined();
  expect(shown.length, "the toast and the words above the button").toBe(2);
  expect(screen.getByRole("button", { description: new RegExp(escapeRegExp(text)) })).toBeInTheDocument();
  return kept;
}
