import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";
import { postgresBackend, sqliteBackend } from "./testing/api.ts";
import { databasePerTest } from "./testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "./testing/postgres.ts";

warnWhenPostgresMissing("the rate limiter tests");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`rate limiters against ${backend.name}`, () => {
    const database = databasePerTest(backend);
    let clock = new Date();
    const at = (time: string) => {
      clock = new Date(`2026-03-02T${time}:00.000Z`);
    };
    // As the form function (10 minutes) and staff sign-in (15 minutes) have them, 2 hits each.
    const limiters = () => ({
      form: createRateLimiter(database.handle.db, "form", { limit: 2, windowMs: 10 * 60_000 }, () => clock),
      signIn: createRateLimiter(
        database.handle.db,
        "staff",
        { limit: 2, windowMs: 15 * 60_000 },
        () => clock,
      ),
    });
    const statusOf = async (limiter: ReturnType<typeof createRateLimiter>) =>
      (await limiter.hit("one-client")).status;

    it("keep each other's counts when the other starts a new window", async () => {
      const { form, signIn } = limiters();
      at("10:12");
      expect([await statusOf(form), await statusOf(form)]).toEqual(["allowed", "allowed"]);
      // Sign-in's window starts at 10:15: its pruning must not reset the form's window of 10:10.
      at("10:16");
      expect([await statusOf(signIn), await statusOf(signIn)]).toEqual(["allowed", "allowed"]);
      at("10:17");
      expect(await statusOf(form)).toBe("limited");
      // The form's window starts at 10:20: its pruning must not reset sign-in's window of 10:15.
      at("10:21");
      expect(await statusOf(form)).toBe("allowed");
      at("10:22");
      expect(await statusOf(signIn)).toBe("limited");
      at("10:30");
      expect(await statusOf(signIn)).toBe("allowed");
    });

    it("each delete their own past windows", async () => {
      const { form, signIn } = limiters();
      at("10:12");
      await form.hit("one-client");
      await signIn.hit("one-client");
      at("10:31");
      await form.hit("one-client");
      const rows = await database.handle.db
        .selectFrom("rate_limit_hits")
        .select(["client_key", "window_start"])
        .orderBy("client_key")
        .execute();
      expect(rows).toEqual([
        { client_key: "form:one-client", window_start: "2026-03-02T10:30:00.000Z" },
        { client_key: "staff:one-client", window_start: "2026-03-02T10:00:00.000Z" },
      ]);
    });
  });
}

describe("a rate limiter's scope", () => {
  it("is lowercase words, so that no scope's keys start with another's", () => {
    const db = {} as Parameters<typeof createRateLimiter>[0];
    expect(() => createRateLimiter(db, "Form_%", null, () => new Date())).toThrow(/lowercase words/);
  });
});
