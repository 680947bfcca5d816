import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxHealth } from "../health.ts";
import type { MailTransport, SendResult } from "../mail/transport.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { addAccount, removeAccount } from "./accounts.ts";
import { commandLine } from "./audit.ts";
import { openStaffArea, staffEmail } from "../staff/testing.ts";

warnWhenPostgresMissing("the sign-in email tests");

/** A mail server whose answer the test sets, counting what it is asked to send. */
function settableTransport() {
  const attempts: string[] = [];
  let answer: SendResult = { status: "error", error: "ECONNREFUSED: no mail server" };
  const transport: MailTransport = {
    delivery: "smtp",
    description: "settable",
    async send(email) {
      attempts.push(email.text);
      return answer;
    },
    close() {},
  };
  return { transport, attempts, answerWith: (result: SendResult) => (answer = result) };
}

const minutes = (count: number) => count * 60_000;

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`sign-in emails through the outbox on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    afterEach(() => {
      vi.useRealTimers();
    });

    const jobs = () =>
      database.handle.db.selectFrom("email_jobs").select(["kind", "status", "last_error"]).execute();

    it("retries while the link would still be of use, then fails the job for the health figures", async () => {
      const mail = settableTransport();
      const { request, deliver } = await openStaffArea(database.handle, { transport: mail.transport });
      vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
      await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
      for (let minute = 0; minute <= 20; minute += 1) {
        await deliver();
        vi.setSystemTime(Date.now() + minutes(1));
      }
      // Tried at once and after 1, 2 and 4 minutes' backoff; the next (8 minutes later) would come
      // after the 15 minutes of the link, so the job fails then.
      expect(mail.attempts).toHaveLength(4);
      expect(await jobs()).toEqual([
        { kind: "sign_in", status: "failed", last_error: "ECONNREFUSED: no mail server" },
      ]);
      expect((await outboxHealth(database.handle.db)).fields).toEqual({
        outbox: { pending: 0, failed: 1, written: 0, retrying: 0 },
      });
      // Each attempt drew a fresh token: a link that was never delivered is not sent again.
      const tokens = mail.attempts.map((text) => /token=([A-Za-z]+)/.exec(text)?.[1]);
      expect(new Set(tokens).size).toBe(mail.attempts.length);
    });

    it("sends no link asked for more than 15 minutes ago (the server was down meanwhile)", async () => {
      const mail = settableTransport();
      mail.answerWith({ status: "sent" });
      const { request, deliver } = await openStaffArea(database.handle, { transport: mail.transport });
      vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
      await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
      vi.setSystemTime(Date.now() + minutes(16));
      await deliver();
      expect(mail.attempts).toEqual([]);
      expect(await jobs()).toEqual([
        {
          kind: "sign_in",
          status: "failed",
          last_error: "The sign-in link was not sent in time; nobody is waiting for it any more.",
        },
      ]);
    });

    it("sends nothing to an account removed before its link went out", async () => {
      const mail = settableTransport();
      mail.answerWith({ status: "sent" });
      const { request, deliver, db } = await openStaffArea(database.handle, { transport: mail.transport });
      await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
      await addAccount(db, { email: "second-admin@example.org", name: "Second" }, commandLine);
      await removeAccount(db, staffEmail, commandLine);
      await deliver();
      expect(mail.attempts).toEqual([]);
      expect(await jobs()).toEqual([]);
    });
  });
}
