import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

/*
 * The staff area's passkey script (decision 046), loaded by the sign-in page and the "Your
 * passkeys" page only. WebAuthn is a browser API, so a passkey cannot be made or used by a plain
 * form; everything else stays server-rendered. The passkey parts of those pages are `hidden` until
 * this script shows them, so without JavaScript (or without WebAuthn) a person sees the emailed
 * link alone, and a note where they would add a passkey. The server answers JSON to these requests
 * and says in words what went wrong; this script only passes the messages on.
 */

type Answer = { ok: boolean; body: Record<string, unknown> };

async function post(path: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const parsed: unknown = await response.json().catch(() => ({}));
    return { ok: response.ok, body: typeof parsed === "object" && parsed !== null ? { ...parsed } : {} };
  } catch {
    return {
      ok: false,
      body: { error: "The server could not be reached. Check the connection and try again." },
    };
  }
}

const errorOf = (answer: Answer) =>
  typeof answer.body.error === "string" ? answer.body.error : "Something went wrong. Please try again.";

/** The browser's own refusals, in words: most often the person closed the dialog. */
function browserError(error: unknown, doing: string) {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return `The passkey dialog was closed or timed out, so ${doing} did not happen. Try again when ready.`;
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  return `Your browser could not ${doing === "signing in" ? "sign in with" : "make"} a passkey here.`;
}

function say(status: Element | null, text: string) {
  if (status) status.textContent = text;
}

/**
 * Marks a button busy while the browser asks for the passkey: aria-disabled rather than disabled,
 * which would drop keyboard focus from it to the page; a press meanwhile does nothing.
 */
function busy(button: HTMLButtonElement | null, on: boolean) {
  if (!button) return;
  if (on) button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
}

const isBusy = (button: HTMLButtonElement | null) => button?.getAttribute("aria-disabled") === "true";

function enableSignIn(section: HTMLElement) {
  const button = section.querySelector("button");
  const status = section.querySelector("[data-passkey-status]");
  if (!button) return;
  section.hidden = false;
  button.addEventListener("click", async () => {
    if (isBusy(button)) return;
    busy(button, true);
    say(status, "Waiting for your passkey…");
    try {
      const options = await post("/staff/sign-in/passkey/options", {});
      if (!options.ok) return say(status, errorOf(options));
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options.body.options as never });
      } catch (error) {
        return say(status, browserError(error, "signing in"));
      }
      const signedIn = await post("/staff/sign-in/passkey", { response });
      if (!signedIn.ok) return say(status, errorOf(signedIn));
      say(status, "Signed in. Opening the staff area…");
      window.location.assign(String(signedIn.body.location));
    } finally {
      busy(button, false);
    }
  });
}

function enableAdding(form: HTMLFormElement) {
  const status = form.querySelector("[data-passkey-status]");
  const input = form.querySelector("input");
  const button = form.querySelector("button");
  form.hidden = false;
  for (const note of document.querySelectorAll<HTMLElement>("[data-passkey-needs-script]"))
    note.hidden = true;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (isBusy(button)) return;
    busy(button, true);
    say(status, "Follow your device's steps to make the passkey…");
    try {
      const name = input?.value ?? "";
      const options = await post("/staff/passkeys/options", { name });
      if (!options.ok) return say(status, errorOf(options));
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.body.options as never });
      } catch (error) {
        return say(status, browserError(error, "adding the passkey"));
      }
      const added = await post("/staff/passkeys", { name, response });
      if (!added.ok) return say(status, errorOf(added));
      window.location.assign(String(added.body.location));
    } finally {
      busy(button, false);
    }
  });
}

if (browserSupportsWebAuthn()) {
  for (const section of document.querySelectorAll<HTMLElement>("[data-passkey-sign-in]"))
    enableSignIn(section);
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-passkey-add]")) enableAdding(form);
}
