/*
 * The largest body the function reads: the longest post its forms accept, whatever the language. A
 * Telugu letter is three bytes of UTF-8, and nine once a form posted without JavaScript escapes it
 * (%E0%B0%B0), so the longest internship application in Telugu (23,400 characters at the limits of
 * docs/decisions/002-form-limits.md) is about 175 KB as a form post; 64 KB refused one a third as long.
 */
export const maxBodyBytes = 1024 * 1024;

export type BodyResult =
  { status: "ok"; value: unknown } | { status: "error"; httpStatus: 400 | 413 | 415; error: string };

const tooLarge = {
  status: "error",
  httpStatus: 413,
  error: "The request body is larger than 1 MB.",
} as const;

function mediaType(contentType: string | null) {
  return contentType?.split(";")[0]?.trim().toLowerCase();
}

function isJsonMediaType(contentType: string | null) {
  return mediaType(contentType) === "application/json";
}

/** A form posted by a browser without JavaScript (docs/decisions/007-pages-without-javascript.md). */
export function isFormPost(request: Request) {
  return mediaType(request.headers.get("Content-Type")) === "application/x-www-form-urlencoded";
}

/** Reads at most `limit` bytes; null when the body is longer, without reading the rest. */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.byteLength;
    if (length > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * True when every string in the value, keys included, is Unicode text. JSON can escape a lone
 * surrogate ("\ud800") that no UTF-8 body could carry; stored, it would turn into U+FFFD in the
 * emails and exports. Walks without recursion: a 1 MB body can nest 520,000 levels deep.
 */
export function isWellFormedThroughout(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string" && !item.isWellFormed()) return false;
    if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!key.isWellFormed()) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

const notUtf8Json = {
  status: "error",
  httpStatus: 400,
  error: "The request body is not valid JSON in UTF-8.",
} as const;

/** The request's JSON body, or the status and sentence that say why it cannot be read. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!isJsonMediaType(request.headers.get("Content-Type"))) {
    return {
      status: "error",
      httpStatus: 415,
      error: "Send the form as JSON, with Content-Type: application/json.",
    };
  }
  const declaredLength = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredLength > maxBodyBytes) return tooLarge;
  try {
    const bytes = await readLimited(request.body, maxBodyBytes);
    if (!bytes) return tooLarge;
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const value: unknown = JSON.parse(text);
    return isWellFormedThroughout(value) ? { status: "ok", value } : notUtf8Json;
  } catch {
    // Also reached when the client breaks the upload off half-way.
    return notUtf8Json;
  }
}

export type FormBodyResult =
  { status: "ok"; fields: URLSearchParams } | { status: "error"; httpStatus: 400 | 413; error: string };

/** The fields of a form post, read as strictly as a JSON body: at most 1 MB of UTF-8. */
export async function readFormBody(request: Request): Promise<FormBodyResult> {
  const declaredLength = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredLength > maxBodyBytes) return tooLarge;
  try {
    const bytes = await readLimited(request.body, maxBodyBytes);
    if (!bytes) return tooLarge;
    const fields = new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    // Percent-escapes can spell bytes that are not UTF-8, which URLSearchParams turns into U+FFFD.
    const wellFormed = [...fields].every(
      ([name, value]) => !`${name}${value}`.includes("\uFFFD") && value.isWellFormed(),
    );
    return wellFormed ? { status: "ok", fields } : notUtf8Form;
  } catch {
    return notUtf8Form;
  }
}

const notUtf8Form = {
  status: "error",
  httpStatus: 400,
  error: "The form could not be read: it is not UTF-8 text.",
} as const;
