import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formTypes } from "#app/schemas/form-types.ts";
import { openTestApi, postgresBackend, sqliteBackend, type TestApiOptions } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { healthFiguresHeaders } from "../testing/health.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";

warnWhenPostgresMissing("the send-form-email handler tests");

const REFERENCE_PATTERN = /^(DON|CON|VOL|INT)-[2-9A-HJ-NP-Z]{6}$/;
const donation = validSubmissions.donation;
const withData = (data: Record<string, unknown>) => ({
  formType: "donation",
  data: { ...donation.data, ...data },
});
/** A donation of its own content: the same content sent again soon is one submission (decision 028). */
let donationsMade = 0;
const anotherDonation = () => withData({ message: `Pledge number ${(donationsMade += 1)}.` });

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`POST /api/send-form-email against ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const api = (options?: TestApiOptions) => openTestApi(database.handle, options);
    const submissionRows = () =>
      database.handle.db.selectFrom("submissions").selectAll().orderBy("created_at").execute();
    const jobsOf = (submissionId: string) =>
      database.handle.db
        .selectFrom("email_jobs")
        .selectAll()
        .where("submission_id", "=", submissionId)
        .orderBy("kind")
        .execute();

    describe("accepts each form", () => {
      for (const formType of formTypes) {
        it(`stores a ${formType} submission with its email jobs before answering 200`, async () => {
          const { post } = await api();
          const response = await post(validSubmissions[formType], {
            headers: { "X-Form-Elapsed-Ms": "9000" },
          });
          expect(response.status).toBe(200);
          const answer = await response.json();
          expect(answer).toEqual({
            ok: true,
            id: expect.any(String),
            reference: expect.stringMatching(REFERENCE_PATTERN),
          });
          expect(answer.reference.slice(0, 3)).toBe(
            { donation: "DON", contact: "CON", volunteer: "VOL", internship: "INT" }[formType],
          );

          const [row, ...others] = await submissionRows();
          expect(others).toHaveLength(0);
          expect(row).toMatchObject({
            id: answer.id,
            reference: answer.reference,
            form_type: formType,
            status: "received",
          });
          expect(JSON.parse(row?.data ?? "")).toEqual(validSubmissions[formType].data);
          expect(row?.address_hash).toMatch(/^[0-9a-f]{64}$/);
          expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
          const jobs = await jobsOf(answer.id);
          expect(jobs.map((job) => [job.kind, job.status, Number(job.attempts)])).toEqual([
            ["acknowledgement", "pending", 0],
            ["notification", "pending", 0],
          ]);
        });
      }

      it("stores text trimmed, and Telugu text unchanged", async () => {
        const { post } = await api();
        const response = await post(withData({ name: "  Asha Devi  ", message: " నమస్కారం \n" }));
        expect(response.status).toBe(200);
        const [row] = await submissionRows();
        expect(JSON.parse(row?.data ?? "")).toMatchObject({ name: "Asha Devi", message: "నమస్కారం" });
      });

      it("queues only the notification when acknowledgements are switched off", async () => {
        const { post } = await api({ emailKinds: ["notification"] });
        const { id } = await (await post(donation)).json();
        expect((await jobsOf(id)).map((job) => job.kind)).toEqual(["notification"]);
      });

      it("keeps the client address only as a salted hash, the same for the same address", async () => {
        const { post } = await api();
        await post(donation, { address: "198.51.100.23" });
        await post(validSubmissions.contact, { address: "198.51.100.23" });
        await post(validSubmissions.volunteer, { address: "198.51.100.99" });
        const [first, second, third] = await submissionRows();
        expect(first?.address_hash).toBe(second?.address_hash);
        expect(third?.address_hash).not.toBe(first?.address_hash);
        expect(JSON.stringify(await submissionRows())).not.toContain("198.51.100");
      });

      it("draws a new reference when the one drawn is taken", async () => {
        const draws = ["DON-AAAAAA", "DON-AAAAAA", "DON-BBBBBB"];
        const { post } = await api({ newReference: () => draws.shift() ?? "DON-CCCCCC" });
        const first = await (await post(anotherDonation())).json();
        const second = await (await post(anotherDonation())).json();
        expect([first.reference, second.reference]).toEqual(["DON-AAAAAA", "DON-BBBBBB"]);
        expect(await submissionRows()).toHaveLength(2);
      });

      it("logs what happened without any personal data", async () => {
        const { post, logLines } = await api();
        const { reference } = await (
          await post(validSubmissions.internship, { address: "192.0.2.55" })
        ).json();
        const logs = logLines.join("");
        expect(logs).toContain(reference);
        const data = validSubmissions.internship.data;
        for (const personal of [
          data.fullName,
          data.email,
          data.mobile,
          data.currentAddress,
          data.statementOfPurpose,
          "192.0.2.55",
        ]) {
          expect(logs).not.toContain(personal);
        }
      });
    });

    describe("refuses what it cannot accept, with a JSON sentence and nothing stored", () => {
      afterEach(async () => {
        expect(await submissionRows()).toHaveLength(0);
      });

      const expectError = async (response: Response, status: number) => {
        expect(response.status).toBe(status);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = await response.json();
        expect(body.error).toMatch(/^[A-Z].+[.]$/);
        expect(JSON.stringify(body)).not.toMatch(/\bat .+\.ts:\d+/);
        return body;
      };

      it("405 for any method but POST, saying which one to use", async () => {
        const { app } = await api();
        for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
          const response = await app.request("/api/send-form-email", { method });
          await expectError(response, 405);
          expect(response.headers.get("allow")).toBe("POST");
        }
      });

      it("415 for a body that is neither JSON nor a form post", async () => {
        const { app } = await api();
        const contentTypes: Record<string, string>[] = [
          { "Content-Type": "text/plain" },
          { "Content-Type": "multipart/form-data; boundary=x" },
          {},
        ];
        for (const headers of contentTypes) {
          const response = await app.request("/api/send-form-email", {
            method: "POST",
            headers,
            body: JSON.stringify(donation),
          });
          await expectError(response, 415);
        }
      });

      it("413 for a body over 1 MB, declared or streamed", async () => {
        const { app, post } = await api();
        await expectError(await post(withData({ message: "x".repeat(1_050_000) })), 413);
        const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
        let sent = 0;
        const endless = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            controller.enqueue(chunk);
            if (sent === 200) controller.close();
          },
        });
        // Node streams request bodies only with duplex "half", which the DOM typings do not know.
        const streamedInit: RequestInit & { duplex: "half" } = {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: endless,
          duplex: "half",
        };
        const streamed = await app.request("/api/send-form-email", streamedInit);
        await expectError(streamed, 413);
        // 1 MB is 64 of these chunks: reading stops soon after, not at the stream's 200.
        expect(sent).toBeLessThan(70);
      });

      it("400 for a body that is not JSON or not UTF-8", async () => {
        const { app } = await api();
        for (const body of [
          '{"formType": "donation",',
          "",
          new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        ]) {
          const response = await app.request("/api/send-form-email", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body,
          });
          await expectError(response, 400);
        }
      });

      // Found by the hostile-input property tests (server/faults): JSON can escape a lone surrogate,
      // which no UTF-8 body can carry and which would reach the emails as U+FFFD.
      it("400 for text that is not Unicode: a lone surrogate escaped in the JSON", async () => {
        const { post } = await api();
        const answer = await expectError(await post(withData({ name: "Asha \ud800" })), 400);
        expect(answer.error).toBe("The request body is not valid JSON in UTF-8.");
      });

      const invalid: [string, unknown, string][] = [
        ["an unknown form type", { formType: "newsletter", data: donation.data }, "formType"],
        ["a body without data", { formType: "donation" }, "data"],
        ["an extra key next to formType and data", { ...donation, extra: 1 }, ""],
        [
          "a missing required field",
          { formType: "donation", data: { ...donation.data, name: undefined } },
          "data.name",
        ],
        ["a required field of only spaces", withData({ name: "   " }), "data.name"],
        ["a wrong type", withData({ amount: "2500" }), "data.amount"],
        ["an amount that is not a whole number", withData({ amount: 12.5 }), "data.amount"],
        ["an amount of zero", withData({ amount: 0 }), "data.amount"],
        ["an amount over 10,000,000", withData({ amount: 10_000_001 }), "data.amount"],
        ["a bad email", withData({ email: "asha@" }), "data.email"],
        ["an unknown extra field", withData({ note: "hi" }), "data"],
        ["a name over 200 characters", withData({ name: "a".repeat(201) }), "data.name"],
        ["a control character in long text", withData({ message: "bell\u0007" }), "data.message"],
        ["a line break in a one-line field", withData({ name: "Asha\nBcc: x@example.org" }), "data.name"],
        [
          "a value outside its option list",
          { formType: "contact", data: { ...validSubmissions.contact.data, subject: "complaint" } },
          "data.subject",
        ],
        [
          "a date that does not exist",
          {
            formType: "internship",
            data: { ...validSubmissions.internship.data, dateOfBirth: "2003-02-30" },
          },
          "data.dateOfBirth",
        ],
        [
          "an area of interest not in the list",
          {
            formType: "internship",
            data: { ...validSubmissions.internship.data, areaOfInterest: ["Astrology"] },
          },
          "data.areaOfInterest.0",
        ],
        [
          "a statement of purpose over 10,000 characters",
          {
            formType: "internship",
            data: { ...validSubmissions.internship.data, statementOfPurpose: "s".repeat(10_001) },
          },
          "data.statementOfPurpose",
        ],
        ["a JSON array", [donation], ""],
      ];
      for (const [what, body, path] of invalid) {
        it(`400 listing the issue for ${what}`, async () => {
          const { post } = await api();
          const answer = await expectError(await post(body), 400);
          expect(answer.issues).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
        });
      }

      it("400 for an Idempotency-Key that is too long, too short or easy to guess, storing nothing", async () => {
        const { post } = await api();
        const guessable = ["x".repeat(201), "1", "test-key-1", "aaaaaaaaaaaaaaaa", "1111-2222-3333-4444"];
        for (const key of guessable) {
          const answer = await expectError(
            await post(donation, { headers: { "Idempotency-Key": key } }),
            400,
          );
          expect(answer.error).toBe(
            "The Idempotency-Key header must be 16 to 200 visible ASCII characters, at least 8 of them different, and hard to guess: send a random UUID.",
          );
        }
      });

      it("404 as JSON for an API path that does not exist", async () => {
        const { app } = await api();
        await expectError(await app.request("/api/nothing-here"), 404);
      });
    });

    describe("Idempotency-Key", () => {
      it("answers a repeated submission with the first answer and stores it once", async () => {
        const { post } = await api();
        const headers = { "Idempotency-Key": "2f1c1d9e-7d7b-4c55-9a8e-0c2b5f6f7a11" };
        const first = await (await post(donation, { headers })).json();
        const reordered = {
          data: Object.fromEntries(Object.entries(donation.data).reverse()),
          formType: "donation",
        };
        const again = await post(reordered, { headers });
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual(first);
        expect(await submissionRows()).toHaveLength(1);
        expect(await jobsOf(first.id)).toHaveLength(2);
      });

      it("answers 409 when the same key comes with a different body", async () => {
        const { post } = await api();
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        await post(donation, { headers });
        const conflicting = await post(withData({ amount: 5000 }), { headers });
        expect(conflicting.status).toBe(409);
        expect((await conflicting.json()).error).toMatch(/Idempotency-Key/);
        expect(await submissionRows()).toHaveLength(1);
      });

      it("stores one submission when duplicates arrive at the same time", async () => {
        const { post } = await api();
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        const responses = await Promise.all(Array.from({ length: 12 }, () => post(donation, { headers })));
        const answers = await Promise.all(responses.map((response) => response.json()));
        expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
        expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
        expect(await submissionRows()).toHaveLength(1);
        expect(await jobsOf(answers[0].id)).toHaveLength(2);
      });

      // Several instances are a PostgreSQL deployment. On SQLite they would be several processes:
      // two handles in one process would stall each other, as SQLite's busy wait blocks the thread.
      it.runIf(backend.name === "PostgreSQL")(
        "stores one submission when duplicates reach two server instances at the same time",
        async () => {
          const other = await backend.openAgain();
          try {
            const [first, second] = [await api(), await openTestApi(other)];
            const headers = { "Idempotency-Key": crypto.randomUUID() };
            const responses = await Promise.all(
              Array.from({ length: 8 }, (_, index) =>
                (index % 2 === 0 ? first : second).post(donation, { headers }),
              ),
            );
            expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
            const ids = await Promise.all(responses.map(async (response) => (await response.json()).id));
            expect(new Set(ids).size).toBe(1);
            expect(await submissionRows()).toHaveLength(1);
          } finally {
            await other.close();
          }
        },
      );

      it("takes the keys the forms send: a random UUID, or 16 random characters", async () => {
        const { post } = await api();
        for (const key of [crypto.randomUUID(), "q7Zk2mWx9Lp4Rt8B"])
          expect((await post(donation, { headers: { "Idempotency-Key": key } })).status).toBe(200);
      });

      it("treats submissions of different content without a key as separate", async () => {
        const { post } = await api();
        await post(anotherDonation());
        await post(anotherDonation());
        expect(await submissionRows()).toHaveLength(2);
      });
    });

    describe("spam", () => {
      const cases: [string, Record<string, string>, "spam" | "received"][] = [
        [
          "the honeypot filled",
          { "X-Form-Trap": "http://cheap-pills.example", "X-Form-Elapsed-Ms": "8000" },
          "spam",
        ],
        ["a form filled in under two seconds", { "X-Form-Elapsed-Ms": "1999" }, "spam"],
        ["a form filled in at human speed", { "X-Form-Elapsed-Ms": "2000" }, "received"],
        ["no spam signals at all (another program using the API)", {}, "received"],
      ];
      for (const [what, headers, status] of cases) {
        it(`answers 200 as usual and stores ${status} for ${what}`, async () => {
          const { post } = await api();
          const response = await post(donation, { headers });
          expect(response.status).toBe(200);
          const answer = await response.json();
          expect(answer).toEqual({
            ok: true,
            id: expect.any(String),
            reference: expect.stringMatching(REFERENCE_PATTERN),
          });
          const [row] = await submissionRows();
          expect(row?.status).toBe(status);
          expect(await jobsOf(answer.id)).toHaveLength(status === "spam" ? 0 : 2);
        });
      }
    });

    describe("rate limit", () => {
      let clock: Date;
      const rateLimited = (options: TestApiOptions = {}) =>
        api({ rateLimit: { limit: 3, windowMs: 10 * 60_000 }, now: () => clock, ...options });
      beforeEach(() => {
        clock = new Date("2026-03-02T10:04:00.000Z");
      });

      it("answers 429 with Retry-After once an address has sent its budget of one form", async () => {
        const { post } = await rateLimited();
        for (let count = 0; count < 3; count += 1) expect((await post(anotherDonation())).status).toBe(200);
        const limited = await post(anotherDonation());
        expect(limited.status).toBe(429);
        expect(limited.headers.get("retry-after")).toBe("360");
        expect((await limited.json()).error).toBe(
          "Too many submissions from your connection; please try again in 6 minutes.",
        );
        expect(await submissionRows()).toHaveLength(3);

        expect((await post(validSubmissions.contact)).status).toBe(200);
        expect((await post(anotherDonation(), { address: "203.0.113.8" })).status).toBe(200);
        clock = new Date("2026-03-02T10:10:00.000Z");
        expect((await post(anotherDonation())).status).toBe(200);
      });

      it("counts invalid posts too, and answers them 429 past the budget", async () => {
        const { post } = await rateLimited();
        const invalid = withData({ email: "not-an-address" });
        for (let count = 0; count < 3; count += 1) expect((await post(invalid)).status).toBe(400);
        const limited = await post(invalid);
        expect(limited.status).toBe(429);
        expect(limited.headers.get("retry-after")).toBe("360");
        expect((await post(donation)).status).toBe(429);
        // Posts that name no form, or are not JSON at all, share a budget of their own.
        for (const body of [{}, "nothing", { formType: "newsletter" }])
          expect((await post(body)).status).toBe(400);
        expect((await post({})).status).toBe(429);
        expect((await post(validSubmissions.contact)).status).toBe(200);
        expect(await submissionRows()).toHaveLength(1);
      });

      it("still answers a replay of an accepted submission with its first answer", async () => {
        const { post } = await rateLimited();
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        const first = await (await post(donation, { headers })).json();
        for (let count = 0; count < 3; count += 1) await post(donation);
        const replay = await post(donation, { headers });
        expect(replay.status).toBe(200);
        expect(await replay.json()).toEqual(first);
      });

      it("takes the address from X-Forwarded-For only behind a trusted proxy", async () => {
        const direct = await rateLimited();
        for (let count = 0; count < 4; count += 1) {
          const response = await direct.post(anotherDonation(), {
            headers: { "X-Forwarded-For": `192.0.2.${count}` },
          });
          expect(response.status).toBe(count < 3 ? 200 : 429);
        }
        const proxied = await rateLimited({ trustProxy: true });
        for (let count = 0; count < 4; count += 1) {
          const response = await proxied.post(donation, {
            headers: { "X-Forwarded-For": `10.9.9.9, 192.0.2.${count}` },
          });
          expect(response.status).toBe(200);
        }
      });

      it("shares one budget between server instances on one database", async () => {
        const other = await backend.openAgain();
        try {
          const first = await rateLimited();
          const second = await openTestApi(other, {
            rateLimit: { limit: 3, windowMs: 600_000 },
            now: () => clock,
          });
          const statuses = [];
          for (const instance of [first, second, first, second])
            statuses.push((await instance.post(anotherDonation())).status);
          expect(statuses).toEqual([200, 200, 200, 429]);
        } finally {
          await other.close();
        }
      });
    });

    describe("GET /api/health", () => {
      it("reports the database and the outbox depth", async () => {
        const { app, post } = await api();
        await post(donation);
        await post(validSubmissions.contact, { headers: { "X-Form-Trap": "x" } });
        await database.handle.db
          .updateTable("email_jobs")
          .set({ status: "failed" })
          .where("kind", "=", "acknowledgement")
          .execute();
        const response = await app.request("/api/health", { headers: healthFiguresHeaders });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ database: "ok", outbox: { pending: 1, failed: 1 } });
      });
    });

    describe("when the database fails", () => {
      it("answers 503 while it is down, keeps what was stored and stores again once it is back", async () => {
        const { post, app } = await api();
        const before = await (await post(donation)).json();
        await backend.takeDown(database.handle);

        const down = await post(validSubmissions.contact);
        expect(down.status).toBe(503);
        expect((await down.json()).error).toBe(
          "The submission could not be saved just now; please try again in a few minutes.",
        );
        expect((await app.request("/api/health")).status).toBe(503);

        database.handle = await backend.bringBack();
        const rows = await submissionRows();
        expect(rows.map((row) => row.id)).toEqual([before.id]);
        expect(await jobsOf(before.id)).toHaveLength(2);
        const { post: postAgain } = await api();
        expect((await postAgain(validSubmissions.contact)).status).toBe(200);
      }, 60_000);

      it("keeps nothing of a submission whose email jobs could not be written", async () => {
        const { post } = await api();
        await sql`drop table email_jobs`.execute(database.handle.db);
        const response = await post(donation);
        expect(response.status).toBe(503);
        expect(await submissionRows()).toHaveLength(0);
      });
    });
  });
}
