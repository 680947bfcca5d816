/*
 * Asks before a staff member leaves a page whose form holds what they typed and have not saved
 * (docs/decisions/072-staff-forms-ask-before-leaving.md), with the browser's own "Leave site?".
 * Loaded on every signed-in page; it acts on the forms marked `data-leave-guard`:
 * - a form is unsaved when what it holds differs from what it held as the page loaded;
 * - `data-leave-guard="unsaved"` marks a form the server showed again after refusing it: what it
 *   holds was never saved, so it is unsaved from the start;
 * - sending the form itself is not leaving it.
 * Without the script the pages work as before, without the question.
 */

const forms = [...document.querySelectorAll<HTMLFormElement>("form[data-leave-guard]")];

/** What a form would send, as text: a chosen file by its name and size. */
function contentsOf(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].map(([name, value]) => [
    name,
    typeof value === "string" ? value : `${value.name} ${value.size}`,
  ]);
  return JSON.stringify(entries);
}

const asLoaded = new Map(forms.map((form) => [form, contentsOf(form)]));
let sending: EventTarget | null = null;

// Heard at the document, after the page's own handlers: a send they stopped is no send.
document.addEventListener("submit", (event) => {
  if (!event.defaultPrevented) sending = event.target;
});
// Back on the page from the browser's cache: whatever was being sent has gone.
window.addEventListener("pageshow", () => {
  sending = null;
});

const unsaved = (form: HTMLFormElement) =>
  form !== sending && (form.dataset.leaveGuard === "unsaved" || contentsOf(form) !== asLoaded.get(form));

// A page with no such form (the inbox, the lists) listens for nothing.
if (forms.length > 0)
  window.addEventListener("beforeunload", (event) => {
    if (forms.some(unsaved)) event.preventDefault();
  });
