import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { openTestApi, postgresBackend, sqliteBackend, type TestBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import {
  deeplyNested,
  expectedAnswer,
  type HostileRequest,
  hostileField,
  hostileHeaders,
  invalidUtf8,
  mutatedSubmission,
  oversized,
  randomJson,
  wrongEnvelope,
} from "./hostile-requests.ts";
import { sameSubmission } from "./form-contract.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/*
 * Thousands of generated requests against the real handler and a real database, through the
 * app (app.request, no port): never a 5xx or a crash, always a JSON answer (an error sentence, or
 * the success shape), and a row stored exactly when the request was valid. On a failure fast-check
 * prints the seed and the smallest request that shows it.
 */

warnWhenPostgresMissing("the hostile input tests");

// Taken before any request: a body with __proto__ or constructor keys must not add to them.
const prototypeProperties = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
});
const prototypesBefore = prototypeProperties();

const REFERENCE_PATTERN = /^(DON|CON|VOL|INT)-[2-9A-HJ-NP-Z]{6}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const families: [string, fc.Arbitrary<HostileRequest>, number][] = [
  ["random JSON", randomJson, 500],
  [
    "valid submissions with values, types and keys changed (__proto__, constructor …)",
    mutatedSubmission,
    1200,
  ],
  ["hostile text in a field: control characters, lone surrogates, injections, long text", hostileField, 800],
  ["bytes that are not UTF-8", invalidUtf8, 400],
  ["wrong methods and content types", wrongEnvelope, 300],
  ["bodies over 1 MB, with honest or lying Content-Length", oversized, 120],
  ["nesting tens of thousands deep", deeplyNested, 120],
  ["hostile headers: Idempotency-Key, spam signals, X-Forwarded-For, User-Agent", hostileHeaders, 400],
];

function hostileInputSuite(backend: TestBackend) {
  let handle: DatabaseHandle;
  let api: Awaited<ReturnType<typeof openTestApi>>;
  /** The submission each Idempotency-Key was first accepted with. */
  const usedKeys = new Map<string, unknown>();

  beforeAll(async () => {
    await backend.setUp();
    handle = await backend.open();
    // Behind a trusted proxy, so that X-Forwarded-For is parsed too.
    api = await openTestApi(handle, { trustProxy: true });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await backend.tearDown();
  }, 60_000);

  const storedRows = async () => {
    const { rows } = await handle.db
      .selectFrom("submissions")
      .select((select) => select.fn.countAll<number | string>().as("rows"))
      .executeTakeFirstOrThrow();
    return Number(rows);
  };

  /** The status, and whether a row is added, given the keys accepted so far. */
  function expectation(request: HostileRequest) {
    const expected = expectedAnswer(request);
    const key = new Headers(request.headers).get("Idempotency-Key");
    if (expected.status !== 200 || key === null) {
      return { status: expected.status, stores: expected.status === 200 };
    }
    if (!usedKeys.has(key)) {
      usedKeys.set(key, expected.value);
      return { status: 200, stores: true, key };
    }
    return { status: sameSubmission(usedKeys.get(key), expected.value) ? 200 : 409, stores: false };
  }

  /**
   * Whether a valid post was answered with an earlier submission of the same content instead of a
   * row of its own: the same content sent again from one address soon after (decision 028).
   */
  async function answeredAsResend(answer: unknown, request: HostileRequest) {
    const value = expectedAnswer(request).value;
    if (typeof answer !== "object" || answer === null || !("id" in answer) || !isRecord(value)) return false;
    const row = await handle.db
      .selectFrom("submissions")
      .select(["form_type", "data", "language"])
      .where("id", "=", String(answer.id))
      .executeTakeFirst();
    if (!row) return false;
    const { language = "en", ...submission } = value;
    return (
      row.language === language &&
      sameSubmission({ formType: row.form_type, data: JSON.parse(row.data) }, submission)
    );
  }

  async function answerAndCheck(request: HostileRequest) {
    const expected = expectation(request);
    const before = await storedRows();
    const response = await api.app.request(
      "/api/send-form-email",
      { method: request.method, headers: request.headers, body: request.body },
      { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
    );
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer: unknown = JSON.parse(text);
    if (response.status === 200) {
      // A pledge sent with a key also names its payment page (decision 027).
      const { paymentPage, ...shape } = isRecord(answer) ? answer : {};
      if (paymentPage !== undefined)
        expect(paymentPage).toMatch(/^\/(te\/)?donate\?sent=[^#]+#form-outcome$/);
      expect(shape).toEqual({
        ok: true,
        id: expect.stringMatching(UUID_PATTERN),
        reference: expect.stringMatching(REFERENCE_PATTERN),
      });
    } else {
      // A sentence in the body's language: English, or Telugu (whose letters have no case).
      expect(answer).toMatchObject({ error: expect.stringMatching(/^[\p{Lu}\p{Lo}].{10,}[.]$/u) });
      expect(text).not.toMatch(/\bat .+\.ts:\d+|node_modules/);
    }
    const newRows = (await storedRows()) - before;
    if (
      expected.stores &&
      newRows === 0 &&
      response.status === 200 &&
      (await answeredAsResend(answer, request))
    ) {
      // The key was not stored: the first submission's was.
      if ("key" in expected && expected.key) usedKeys.delete(expected.key);
      return;
    }
    expect({ status: response.status, newRows }).toEqual({
      status: expected.status,
      newRows: expected.stores ? 1 : 0,
    });
  }

  for (const [family, requests, numRuns] of families) {
    it(`${family}: a JSON answer, never a 5xx, a row only when valid`, async () => {
      // The handler is the same on both; PostgreSQL gets a quarter of the runs, for its storage.
      const runs = backend.name === "SQLite" ? numRuns : Math.ceil(numRuns / 4);
      await fc.assert(fc.asyncProperty(requests, answerAndCheck), { numRuns: runs });
    }, 60_000);
  }

  it("leaves the prototypes of plain objects and arrays as they were", () => {
    expect(prototypeProperties()).toEqual(prototypesBefore);
  });
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `POST /api/send-form-email under hostile input, on ${backend.name}`,
    () => hostileInputSuite(backend),
  );
}
