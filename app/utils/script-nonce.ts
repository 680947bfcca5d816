/*
 * A page the server renders per request (a form's answer, decision 007) carries data typed in by
 * a visitor, so its Content-Security-Policy cannot allow "the inline scripts the page contains": an
 * injected one would be among them. The server draws a nonce for each such page and asks the render
 * for it with this header (server/send-form-email/answer-page.ts); app/entry.server.tsx gives it to
 * exactly the scripts React Router and the starter write. The render is called in process only: the
 * site routes no outside request to it. Prerendered pages have no nonce; their scripts are allowed
 * by hash, as the build wrote them.
 */
export const scriptNonceHeader = "X-Script-Nonce";

/** The nonce asked for, when it is one the server could have drawn (base64 text). */
export function requestedScriptNonce(request: Request): string | undefined {
  const nonce = request.headers.get(scriptNonceHeader);
  return nonce && /^[A-Za-z0-9+/]{16,}={0,2}$/.test(nonce) ? nonce : undefined;
}
