/*
 * The news editor's script, the staff area's first (docs/decisions/045-the-staff-area-s-first-script.md):
 * compiled by the staff build into one file with a hashed name under /staff/assets/, loaded by
 * /staff/news/<id> and /staff/news/new only. Without it the page still works: the Preview button
 * renders on the server, and each library photo shows its line to copy.
 *
 * - A preview as one types: each body field's text is posted (400 ms after the last key) to
 *   /staff/news/preview, which renders it with the public pages' renderer; the answer goes into a
 *   sandboxed frame (no scripts can run in it) below the field, so the Preview button is hidden.
 * - Insert: puts a photo's `![…](media:<id>)` line into its field at the cursor, on a line of its own.
 */

const typingPause = 400;

/**
 * A frame as tall as what it shows: it is same-origin (never scripted), so its document can be
 * measured; the root element's box is the content's height, even when that is less than the frame's.
 */
function fitToContent(frame: HTMLIFrameElement) {
  const height = frame.contentDocument?.documentElement.getBoundingClientRect().height;
  if (height) frame.style.height = `${Math.ceil(height) + 2}px`;
}

function livePreview(field: HTMLTextAreaElement, endpoint: string) {
  const { previewLanguage: language = "en", previewLabel: label = "Preview" } = field.dataset;
  const section = document.createElement("section");
  section.setAttribute("aria-label", label);
  const heading = document.createElement("h3");
  heading.className = "mb-2 font-semibold";
  heading.textContent = label;
  const problem = document.createElement("p");
  problem.setAttribute("role", "status");
  problem.className = "mb-2 text-sm font-semibold text-terracotta-700";
  const frame = document.createElement("iframe");
  // No allow-scripts: nothing in the preview runs, whatever the text holds.
  frame.setAttribute("sandbox", "allow-same-origin");
  frame.title = label;
  frame.className = "block h-24 w-full rounded-md border border-dashed border-forest-700 bg-cream";
  frame.addEventListener("load", () => fitToContent(frame));
  section.append(heading, problem, frame);
  // The server's own preview (after the Preview button) gives way to this one.
  document.querySelector(`[data-static-preview="${field.id}"]`)?.remove();
  const place = document.querySelector(`[data-live-preview="${field.id}"]`);
  if (place) place.append(section);
  else field.after(section);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  async function refresh() {
    pending?.abort();
    const request = new AbortController();
    pending = request;
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: new URLSearchParams({ language, body: field.value }),
        signal: request.signal,
      });
      if (!response.ok) throw new Error(String(response.status));
      frame.srcdoc = await response.text();
      problem.textContent = "";
    } catch {
      if (request.signal.aborted) return;
      problem.textContent =
        "The preview could not be updated (no connection, or signed out). Your text is still here.";
    }
  }
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), typingPause);
  });
  window.addEventListener("resize", () => fitToContent(frame));
  void refresh();
}

/** The line goes in at the cursor, as a paragraph of its own (Markdown needs blank lines around it). */
function insertLine(field: HTMLTextAreaElement, line: string) {
  const start = field.selectionStart;
  const end = field.selectionEnd;
  const before = field.value.slice(0, start);
  const after = field.value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  field.focus();
  field.setRangeText(`${lead}${line}${trail}`, start, end, "end");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function pictureInserts() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-insert-into]")) {
    const field = document.getElementById(button.dataset.insertInto ?? "");
    const line = button.dataset.insertLine;
    if (!(field instanceof HTMLTextAreaElement) || !line) continue;
    button.addEventListener("click", () => insertLine(field, line));
    button.hidden = false;
  }
  for (const hint of document.querySelectorAll<HTMLElement>("[data-with-script]")) {
    hint.textContent = hint.dataset.withScript ?? "";
  }
}

const form = document.querySelector<HTMLFormElement>("form[data-preview-endpoint]");
const endpoint = form?.dataset.previewEndpoint;
if (form && endpoint) {
  for (const field of form.querySelectorAll<HTMLTextAreaElement>("textarea[data-preview-language]")) {
    livePreview(field, endpoint);
  }
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-without-script]")) {
    button.hidden = true;
  }
  pictureInserts();
}
