import fc from "fast-check";
import { validSubmissions } from "../testing/submissions.ts";
import {
  acceptedSubmission,
  type ContractFormType as FormType,
  contractFormTypes as formTypes,
  contractMaxBodyBytes as maxBodyBytes,
  isAcceptableIdempotencyKey,
} from "./form-contract.ts";

/*
 * Generators of hostile requests to POST /api/send-form-email, and the answer each one must get.
 * The expectation restates the contract (requirements 7, decision 002) by hand, without the
 * handler's schema or helpers (form-contract.ts): 405 for other methods, 415 unless declared JSON,
 * 413 over 1 MB, 400 unless the bytes are UTF-8 JSON that the form's rules accept, else 200 and
 * one row stored.
 */

export type HostileRequest = {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
};

const json = { "Content-Type": "application/json" };

// ---------------------------------------------------------------- the expected answer

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(";")[0]?.trim().toLowerCase();

function declaresJson(contentType: string | undefined) {
  return mediaTypeOf(contentType) === "application/json";
}

/** A form posted without JavaScript, which the function answers with a page. */
function declaresFormPost(contentType: string | undefined) {
  return mediaTypeOf(contentType) === "application/x-www-form-urlencoded";
}

function parseUtf8Json(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}

// Read as the handler reads them: fetch's Headers trim the values.
const headerOf = (request: HostileRequest, name: string) =>
  new Headers(request.headers).get(name) ?? undefined;

/** The status, and for a 200 the submission as stored, to tell a replay from another body under one key. */
export type Expectation = { status: 200 | 400 | 405 | 413 | 415; value?: unknown };

/** What the function must answer, ignoring Idempotency-Key reuse (the caller keeps track of keys). */
export function expectedAnswer(request: HostileRequest): Expectation {
  if (request.method !== "POST") return { status: 405 };
  const formPost = declaresFormPost(headerOf(request, "Content-Type"));
  if (!formPost && !declaresJson(headerOf(request, "Content-Type"))) return { status: 415 };
  const bytes =
    typeof request.body === "string"
      ? new TextEncoder().encode(request.body)
      : (request.body ?? new Uint8Array());
  const declaredLength = Number(headerOf(request, "Content-Length") ?? 0);
  if (declaredLength > maxBodyBytes || bytes.byteLength > maxBodyBytes) return { status: 413 };
  if (formPost) return expectedFormPostAnswer(bytes);
  const parsed = parseUtf8Json(bytes);
  const accepted = parsed.ok ? acceptedSubmission(parsed.value) : undefined;
  if (!accepted) return { status: 400 };
  const key = headerOf(request, "Idempotency-Key");
  if (key !== undefined && !isAcceptableIdempotencyKey(key)) return { status: 400 };
  return { status: 200, value: accepted };
}

/**
 * A form post names its form in a formType field; without one it is refused with 400 before
 * anything is stored. The generators here send JSON text under that type, which never names one;
 * the answers to real form posts are tested in send-form-email/handler.test.ts.
 */
function expectedFormPostAnswer(bytes: Uint8Array): Expectation {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { status: 400 };
  }
  const named = new URLSearchParams(text).get("formType");
  if (!formTypes.some((type) => type === named)) return { status: 400 };
  throw new Error("A form post that names a form is not modelled here; see handler.test.ts.");
}

// ---------------------------------------------------------------- building bodies

type Fields = [key: string, value: unknown][];

/** A submission as key/value lists, so that bodies can carry keys such as __proto__, or a key twice. */
type Draft = { root: Fields; data: Fields };

const DATA = Symbol("the data object");

function objectText(fields: Fields, data: Fields): string {
  const members = fields.map(
    ([key, value]) =>
      `${JSON.stringify(key)}:${value === DATA ? objectText(data, data) : JSON.stringify(value)}`,
  );
  return `{${members.join(",")}}`;
}

const draftText = ({ root, data }: Draft) => objectText(root, data);

function draftOf(formType: FormType): Draft {
  const submission = validSubmissions[formType];
  return {
    root: [
      ["formType", formType],
      ["data", DATA],
    ],
    data: Object.entries(submission.data),
  };
}

const textKeys = (formType: FormType) =>
  Object.entries(validSubmissions[formType].data)
    .filter(([, value]) => typeof value === "string")
    .map(([key]) => key);

// ---------------------------------------------------------------- generators

const formType = fc.constantFrom(...formTypes);

const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 20 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);

/** Text meant to break something: control characters, lone surrogates, injections, odd lengths. */
export const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "binary-ascii", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  loneSurrogate,
  fc.constantFrom(
    "\u0000",
    "Asha\r\nBcc: victim@example.org",
    "\u2028\u2029",
    "\u202eevil",
    "\ufeffAsha",
    "<script>alert(1)</script>",
    '=HYPERLINK("http://evil.example")',
    "'; drop table submissions; --",
    "${process.exit()}",
    "../../etc/passwd",
    "%00%0d%0a",
    "   ",
    "",
  ),
  fc.integer({ min: 1, max: 12_000 }).map((length) => "ā".repeat(length)),
);

// The two languages a body may name, so that a `language` key is sometimes right.
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileText, fc.constantFrom("en", "te"));

const specialKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "",
  "formType",
  "data",
  "language",
);

type Mutation =
  | { kind: "set data"; index: number; value: unknown }
  | { kind: "delete data"; index: number }
  | { kind: "add data"; key: string; value: unknown }
  | { kind: "set root"; index: number; value: unknown }
  | { kind: "add root"; key: string; value: unknown }
  | { kind: "delete root"; index: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("set data"), index: fc.nat(40), value: anyValue }),
  fc.record({ kind: fc.constant("delete data"), index: fc.nat(40) }),
  fc.record({ kind: fc.constant("add data"), key: fc.oneof(specialKey, fc.string()), value: anyValue }),
  fc.record({ kind: fc.constant("set root"), index: fc.nat(3), value: anyValue }),
  fc.record({ kind: fc.constant("add root"), key: fc.oneof(specialKey, fc.string()), value: anyValue }),
  fc.record({ kind: fc.constant("delete root"), index: fc.nat(3) }),
);

function applyMutation({ root, data }: Draft, change: Mutation): Draft {
  const at = (fields: Fields, index: number) => index % Math.max(fields.length, 1);
  const replaced = (fields: Fields, index: number, value: unknown): Fields =>
    fields.map((field, position): [string, unknown] =>
      position === at(fields, index) ? [field[0], value] : field,
    );
  const without = (fields: Fields, index: number) =>
    fields.filter((_, position) => position !== at(fields, index));
  switch (change.kind) {
    case "set data":
      return { root, data: replaced(data, change.index, change.value) };
    case "delete data":
      return { root, data: without(data, change.index) };
    case "add data":
      return { root, data: [...data, [change.key, change.value]] };
    case "set root":
      return { root: replaced(root, change.index, change.value), data };
    case "add root":
      return { root: [...root, [change.key, change.value]], data };
    case "delete root":
      return { root: without(root, change.index), data };
  }
}

/** How fast-check shows a request that fails: long bodies shortened, so a report stays readable. */
function describe(request: HostileRequest) {
  const { body } = request;
  const text = typeof body === "string" ? JSON.stringify(body) : body && `bytes [${body.join(",")}]`;
  const shown =
    text && text.length > 600 ? `${text.slice(0, 300)} … ${text.slice(-300)} (${text.length} long)` : text;
  return `${request.method} ${JSON.stringify(request.headers)} ${shown ?? "(no body)"}`;
}

function hostileRequest(request: HostileRequest): HostileRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describe(request) });
}

const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = json) =>
  hostileRequest({ method: "POST", headers, body });

/** Any JSON at all, most of it nothing like a submission. */
export const randomJson = fc.jsonValue({ maxDepth: 6 }).map((value) => post(JSON.stringify(value)));

/** A valid submission with one to three things changed: values, types, missing and extra keys. */
export const mutatedSubmission = fc
  .tuple(formType, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([type, changes]) => post(draftText(changes.reduce(applyMutation, draftOf(type)))));

/** A valid submission with hostile text in one of its text fields (sometimes still valid). */
export const hostileField = formType
  .chain((type) => fc.tuple(fc.constant(type), fc.constantFrom(...textKeys(type)), hostileText))
  .map(([type, key, text]) => {
    const draft = draftOf(type);
    return post(
      draftText({ ...draft, data: draft.data.map(([name, value]) => [name, name === key ? text : value]) }),
    );
  });

/** Bytes that are not UTF-8: random bytes, or a valid body with bad sequences spliced in. */
export const invalidUtf8 = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => post(bytes)),
  fc
    .tuple(
      formType,
      fc.constantFrom(
        [0xff],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xe2, 0x82],
        [0xf8, 0x88, 0x80, 0x80, 0x80],
        [0x80],
      ),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([type, bad, where]) => {
      const bytes = new TextEncoder().encode(JSON.stringify(validSubmissions[type]));
      const cut = Math.floor(where * bytes.byteLength);
      return post(new Uint8Array([...bytes.subarray(0, cut), ...bad, ...bytes.subarray(cut)]));
    }),
);

const headerText = fc.string({
  unit: fc.constantFrom(..." !#$%&'()*+,-./0123456789:;=?@ABCXYZ[]^_`abcxyz{|}~\t"),
  maxLength: 60,
});

/** Valid bodies sent with the wrong method or a content type that is, or almost is, JSON. */
export const wrongEnvelope = fc
  .tuple(
    formType,
    fc.constantFrom("POST", "POST", "GET", "PUT", "DELETE", "PATCH"),
    fc.option(
      fc.oneof(
        fc.constantFrom(
          "application/json",
          "Application/JSON; charset=utf-8",
          "application/json;",
          "application/jsonp",
          "application/json-seq",
          "application/problem+json",
          "text/json",
          "text/plain",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "application/json, text/plain",
        ),
        headerText,
      ),
      { nil: undefined },
    ),
  )
  .map(([type, method, contentType]) =>
    hostileRequest({
      method,
      headers: contentType === undefined ? {} : { "Content-Type": contentType },
      body: method === "GET" ? undefined : JSON.stringify(validSubmissions[type]),
    }),
  );

/** Bodies around and beyond 1 MB, some with a Content-Length that lies. */
export const oversized = fc
  .tuple(
    formType,
    fc.integer({ min: maxBodyBytes - 2000, max: 3 * maxBodyBytes }),
    fc.option(
      fc.oneof(fc.nat({ max: 10 * maxBodyBytes }).map(String), fc.constantFrom("-1", "abc", "1e9", "")),
      {
        nil: undefined,
      },
    ),
  )
  .map(([type, size, declared]) => {
    const body = JSON.stringify(validSubmissions[type]);
    const padded = `${body}${" ".repeat(Math.max(0, size - body.length))}`;
    return post(padded, declared === undefined ? json : { ...json, "Content-Length": declared });
  });

/** Arrays and objects nested up to tens of thousands deep, alone or as a field of the data. */
export const deeplyNested = fc
  .tuple(formType, fc.integer({ min: 1, max: 40_000 }), fc.boolean(), fc.boolean())
  .map(([type, depth, asArrays, alone]) => {
    const [open, close] = asArrays ? ["[", "]"] : ['{"a":', "}"];
    const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
    return post(alone ? nested : draftText(draftOf(type)).replace('"data":{', `"data":{"notes":${nested},`));
  });

/** Valid bodies with hostile headers: keys, spam signals, forwarded addresses, user agents. */
export const hostileHeaders = fc
  .tuple(
    formType,
    fc.option(
      fc.oneof(
        fc.constantFrom("key-a-7f3Q9xZ2mB", "key-b-7f3Q9xZ2mB", "key-c-7f3Q9xZ2mB", "key-d"),
        fc.uuid(),
        headerText,
      ),
      {
        nil: undefined,
      },
    ),
    fc.option(
      fc.oneof(headerText, fc.integer().map(String), fc.constantFrom("NaN", "Infinity", "-0", "1e400")),
      {
        nil: undefined,
      },
    ),
    fc.option(headerText, { nil: undefined }),
    fc.option(
      fc.oneof(
        headerText,
        fc.ipV4(),
        fc.ipV6(),
        fc.array(fc.ipV4()).map((list) => list.join(", ")),
      ),
      {
        nil: undefined,
      },
    ),
    fc.option(
      fc.oneof(
        headerText,
        fc.integer({ min: 500, max: 8000 }).map((length) => "U".repeat(length)),
      ),
      {
        nil: undefined,
      },
    ),
  )
  .map(([type, key, elapsed, trap, forwarded, userAgent]) => {
    const optional = {
      "Idempotency-Key": key,
      "X-Form-Elapsed-Ms": elapsed,
      "X-Form-Trap": trap,
      "X-Forwarded-For": forwarded,
      "User-Agent": userAgent,
    };
    const headers = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
    return post(JSON.stringify(validSubmissions[type]), { ...json, ...headers });
  });
