import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createLogger } from "../log.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { readQrPng } from "../testing/qr.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { mailSettings } from "./messages.ts";
import { createOutbox, type OutboxOptions, retryPolicy } from "./outbox.ts";
import * as sample from "./testing/samples.ts";
import { mailboxes, type ReceivedEmail, type SmtpSink, startSmtpSink } from "./testing/smtp-sink.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";

const settings = mailSettings({
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
  MAIL_TO: "Office <office@dai.example>",
  MAIL_TO_DONATION: undefined,
  MAIL_TO_CONTACT: undefined,
  MAIL_TO_VOLUNTEER: "volunteers@dai.example",
  MAIL_TO_INTERNSHIP: "interns@dai.example",
});
const silent = createLogger("silent");
const minute = 60_000;

warnWhenPostgresMissing("the outbox tests");

// The claiming statement differs per dialect, so every behaviour is checked on both databases.
for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`outbox on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown());

    let handle: DatabaseHandle;
    let sink: SmtpSink;
    let dataDir: string;
    let clock: Date;
    const transports: MailTransport[] = [];

    beforeEach(async () => {
      handle = await backend.open();
      sink = await startSmtpSink();
      dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
      clock = new Date("2026-11-21T10:00:00.000Z");
    });
    afterEach(async () => {
      for (const transport of transports.splice(0)) transport.close();
      await sink.stop();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const now = () => clock;
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    function outboxOn(database: DatabaseHandle, options: Partial<OutboxOptions> = {}) {
      const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log: silent });
      transports.push(transport);
      // No jitter, so the retry times can be checked to the millisecond.
      return createOutbox({ database, transport, settings, log: silent, now, random: () => 0, ...options });
    }

    async function submit(submission: FormSubmission, emailKinds?: ("notification" | "acknowledgement")[]) {
      const api = await openTestApi(handle, { now, emailKinds });
      const response = await api.post(submission, { headers: { "X-Form-Elapsed-Ms": "5000" } });
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      if (
        typeof body !== "object" ||
        body === null ||
        !("reference" in body) ||
        typeof body.reference !== "string"
      ) {
        throw new Error("No reference in the answer");
      }
      return body.reference;
    }

    const jobs = () => handle.db.selectFrom("email_jobs").selectAll().orderBy("kind").execute();

    function byKind(received: ReceivedEmail[], reference: string) {
      const mine = received.filter((email) => email.parsed.subject?.includes(reference));
      const notification = mine.find((email) => email.parsed.messageId?.includes("-notification@"));
      const acknowledgement = mine.find((email) => email.parsed.messageId?.includes("-acknowledgement@"));
      if (!notification || !acknowledgement) throw new Error(`Missing an email for ${reference}`);
      return { notification, acknowledgement };
    }

    describe("each form's two emails, through a real SMTP server", () => {
      const cases = [
        {
          submission: sample.submissions[0],
          staff: "office@dai.example",
          submitter: "asha@example.com",
          subject: "Donation pledge: ₹1,000 from Asha",
          content: "Donation Amount: ₹1,000",
        },
        {
          submission: sample.submissions[1],
          staff: "office@dai.example",
          submitter: "kiran@example.com",
          subject: "Contact: Partnership Inquiry from Kiran",
          content: "Subject: Partnership Inquiry",
        },
        {
          submission: sample.submissions[2],
          staff: "volunteers@dai.example",
          submitter: "lakshmi@example.com",
          subject: "Volunteer application: Lakshmi",
          content: "Motivation: I want to teach reading.",
        },
        {
          submission: sample.submissions[3],
          staff: "interns@dai.example",
          submitter: "ravi@example.com",
          subject: "Internship application: Ravi — Rural Development",
          content: "Statement of Purpose: I want to learn how villages organise.",
        },
      ];

      for (const { submission, staff, submitter, subject, content } of cases) {
        it(`${submission?.formType}: notification to ${staff}, acknowledgement to the submitter`, async () => {
          if (!submission) throw new Error("missing sample");
          const reference = await submit(submission);
          await outboxOn(handle).runOnce();

          const { notification, acknowledgement } = byKind(await sink.waitFor(2), reference);
          expect(notification.envelopeTo).toEqual([staff]);
          expect(notification.parsed.subject).toBe(`${subject} [${reference}]`);
          expect(mailboxes(notification.parsed.replyTo).map((mailbox) => mailbox.address)).toEqual([
            submitter,
          ]);
          expect(mailboxes(notification.parsed.from)).toEqual([
            { name: "Dai Rural Development Society", address: "no-reply@dai.example" },
          ]);
          expect(notification.parsed.text).toContain(content);
          expect(notification.parsed.text).toContain(`Reference: ${reference}`);
          expect(notification.parsed.html).toContain(reference);

          expect(acknowledgement.envelopeTo).toEqual([submitter]);
          expect(acknowledgement.parsed.subject).toMatch(new RegExp(`\\[${reference}\\]$`));
          expect(mailboxes(acknowledgement.parsed.replyTo).map((mailbox) => mailbox.address)).toEqual([
            staff,
          ]);
          expect(acknowledgement.parsed.text).toContain(`Your reference is ${reference}.`);
          expect(acknowledgement.parsed.text).toContain(content);

          expect(await jobs()).toEqual([
            expect.objectContaining({
              kind: "acknowledgement",
              status: "sent",
              attempts: 1,
              sent_at: clock.toISOString(),
              last_error: null,
            }),
            expect.objectContaining({
              kind: "notification",
              status: "sent",
              attempts: 1,
              sent_at: clock.toISOString(),
              last_error: null,
            }),
          ]);
        });
      }

      it("the donation acknowledgement carries the bank-transfer details", async () => {
        const reference = await submit({ formType: "donation", data: sample.donation });
        await outboxOn(handle).runOnce();
        const { acknowledgement } = byKind(await sink.waitFor(2), reference);
        expect(acknowledgement.parsed.text).toContain("Bank transfer details");
        expect(acknowledgement.parsed.text).toContain("IFSC:");
        expect(acknowledgement.parsed.text).toContain(`Please quote your reference ${reference}`);
      });

      it("the donation acknowledgement carries the UPI link, the amount, the reference and the QR code inline", async () => {
        const reference = await submit({ formType: "donation", data: sample.donation });
        await outboxOn(handle).runOnce();
        const { acknowledgement } = byKind(await sink.waitFor(2), reference);
        const link = /Pay ₹1,000 with a UPI app: (upi:\/\/pay\?\S+)/.exec(
          acknowledgement.parsed.text ?? "",
        )?.[1];
        // The society's UPI ID is a personal one until set: the reference goes in the note.
        expect(Object.fromEntries(new URLSearchParams(link?.split("?")[1]))).toMatchObject({
          am: "1000.00",
          cu: "INR",
          tn: `Donation ${reference}`,
        });
        const qr = acknowledgement.parsed.attachments.find((part) => part.cid === "upi-qr@donation");
        expect(qr?.contentType).toBe("image/png");
        expect(qr?.contentDisposition).toBe("inline");
        expect(readQrPng(qr?.content ?? Buffer.alloc(0))).toBe(link);
        // mailparser has already put the inline part in place of its cid.
        expect(acknowledgement.parsed.html).toMatch(
          /<img src="data:image\/png;base64,[^"]+" alt="QR code to pay ₹1,000 by UPI"/,
        );
      });

      it("HTML in a field arrives escaped", async () => {
        const data = {
          ...sample.contact,
          name: `<b onmouseover="x()">Kiran</b>`,
          message: `<script>alert("hi")</script>`,
        };
        const reference = await submit({ formType: "contact", data });
        await outboxOn(handle).runOnce();
        const { notification } = byKind(await sink.waitFor(2), reference);
        expect(notification.parsed.html).not.toMatch(/<script|<b /);
        expect(notification.parsed.html).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;");
        expect(notification.parsed.html).toContain("&lt;b onmouseover=&quot;x()&quot;&gt;Kiran&lt;/b&gt;");
        expect(notification.parsed.text).toContain(`<script>alert("hi")</script>`);
      });

      it("tells staff whether the donor's acknowledgement was queued, from the stored jobs", async () => {
        const queued = await submit({ formType: "donation", data: sample.donation });
        // Other content: the same sent again soon would be the first pledge (decision 028).
        const another = { ...sample.donation, message: "A second pledge." };
        const off = await submit({ formType: "donation", data: another }, ["notification"]);
        await outboxOn(handle).runOnce();
        const received = await sink.waitFor(3);
        const notificationOf = (reference: string) =>
          received.find(
            (email) =>
              email.parsed.subject?.includes(reference) && email.parsed.messageId?.includes("-notification@"),
          )?.parsed.text ?? "";
        expect(notificationOf(queued)).toContain(
          "An acknowledgement with how to pay (the payment details and their page) has been queued to the donor",
        );
        expect(notificationOf(off)).toContain("Acknowledgements are turned off");
      });

      it("sends only the notification when acknowledgements are off", async () => {
        await submit({ formType: "volunteer", data: sample.volunteer }, ["notification"]);
        expect(await outboxOn(handle).runOnce()).toBe(1);
        const received = await sink.waitFor(1);
        expect(received.map((email) => email.envelopeTo)).toEqual([["volunteers@dai.example"]]);
      });

      it("sends nothing for spam", async () => {
        const api = await openTestApi(handle, { now });
        const response = await api.post(
          { formType: "contact", data: sample.contact },
          { headers: { "X-Form-Trap": "filled" } },
        );
        expect(response.status).toBe(200);
        expect(await outboxOn(handle).runOnce()).toBe(0);
        expect(sink.received).toHaveLength(0);
      });
    });

    describe("when the mail server is down", () => {
      it("keeps the submission, retries after a minute, and delivers once the server is back", async () => {
        await sink.stop();
        const reference = await submit({ formType: "donation", data: sample.donation });
        const outbox = outboxOn(handle);
        expect(await outbox.runOnce()).toBe(2);

        const failed = await jobs();
        expect(failed).toEqual([
          expect.objectContaining({
            status: "pending",
            attempts: 1,
            next_attempt_at: new Date(clock.getTime() + minute).toISOString(),
          }),
          expect.objectContaining({
            status: "pending",
            attempts: 1,
            next_attempt_at: new Date(clock.getTime() + minute).toISOString(),
          }),
        ]);
        expect(failed[0]?.last_error).toMatch(/ECONNREFUSED/);
        expect(JSON.stringify(failed)).not.toContain("asha");

        await sink.start();
        advance(minute - 1);
        expect(await outbox.runOnce()).toBe(0);
        advance(1);
        expect(await outbox.runOnce()).toBe(2);
        byKind(await sink.waitFor(2), reference);
        expect(sink.received).toHaveLength(2);
        expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
          ["sent", 2],
          ["sent", 2],
        ]);
        const submission = await handle.db
          .selectFrom("submissions")
          .select(["reference", "status"])
          .executeTakeFirst();
        expect(submission).toEqual({ reference, status: "received" });
      });

      it("a new worker on a reopened database (a server restart) delivers what the old one could not", async () => {
        await sink.stop();
        const reference = await submit({ formType: "contact", data: sample.contact });
        const first = outboxOn(handle, { pollIntervalMs: 10 });
        first.start();
        await expect.poll(async () => (await jobs()).map((job) => job.attempts)).toEqual([1, 1]);
        await first.stop();
        await handle.close();

        handle = await backend.openAgain();
        await sink.start();
        advance(minute);
        expect(await outboxOn(handle).runOnce()).toBe(2);
        byKind(await sink.waitFor(2), reference);
        // Once each: nothing is left to send, and nothing arrived twice.
        expect(await outboxOn(handle).runOnce()).toBe(0);
        expect(sink.received).toHaveLength(2);
        expect((await jobs()).map((job) => job.status)).toEqual(["sent", "sent"]);
      });

      it("backs off 1, 2, 4 … minutes up to 6 hours, and fails the job 48 hours after it was created", async () => {
        await sink.stop();
        await submit({ formType: "volunteer", data: sample.volunteer }, ["notification"]);
        const createdAt = clock.getTime();
        const outbox = outboxOn(handle);
        const delays: number[] = [];
        for (;;) {
          const before = clock.getTime();
          expect(await outbox.runOnce()).toBe(1);
          const [job] = await jobs();
          if (job?.status !== "pending") break;
          const next = Date.parse(job.next_attempt_at);
          delays.push((next - before) / minute);
          clock = new Date(next);
        }
        expect(delays.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 360]);
        expect(delays.slice(9, -1).every((delay) => delay === 360)).toBe(true);
        const [job] = await jobs();
        expect(job).toMatchObject({ status: "failed", attempts: delays.length + 1 });
        expect(clock.getTime() - createdAt).toBe(retryPolicy.giveUpAfterMs);
        expect(await handle.db.selectFrom("submissions").select("status").executeTakeFirst()).toEqual({
          status: "received",
        });

        advance(7 * 24 * 60 * minute);
        expect(await outbox.runOnce()).toBe(0);
      });
    });

    describe("claims", () => {
      it("a job left 'sending' by a crashed sender is sent again once its lease runs out", async () => {
        const reference = await submit({ formType: "volunteer", data: sample.volunteer }, ["notification"]);
        const lease = 10 * minute;
        await handle.db
          .updateTable("email_jobs")
          .set({
            status: "sending",
            attempts: 1,
            locked_until: new Date(clock.getTime() + lease).toISOString(),
          })
          .execute();
        const outbox = outboxOn(handle, { leaseMs: lease });
        expect(await outbox.runOnce()).toBe(0);
        advance(lease);
        expect(await outbox.runOnce()).toBe(1);
        await sink.waitFor(1);
        expect(sink.received[0]?.parsed.subject).toContain(reference);
        expect(await jobs()).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
      });

      it("three workers on one database send every email exactly once", async () => {
        for (let index = 0; index < 8; index += 1)
          await submit({ formType: "donation", data: { ...sample.donation, amount: 100 + index } });
        const others = [await backend.openAgain(), await backend.openAgain()];
        try {
          const workers = [handle, ...others].map((database) => outboxOn(database, { batchSize: 2 }));
          const drain = async (worker: ReturnType<typeof createOutbox>) => {
            while ((await worker.runOnce()) > 0);
          };
          await Promise.all(workers.map(drain));
        } finally {
          await Promise.all(others.map((other) => other.close()));
        }
        await sink.waitFor(16);
        const messageIds = sink.received.map((email) => email.parsed.messageId);
        expect(new Set(messageIds).size).toBe(16);
        expect(sink.received).toHaveLength(16);
        expect((await jobs()).every((job) => job.status === "sent" && job.attempts === 1)).toBe(true);
      });

      if (backend.name === "PostgreSQL") {
        it("skips a job another worker has locked, rather than waiting for it or taking it too", async () => {
          await submit({ formType: "contact", data: sample.contact });
          const other = await backend.openAgain();
          try {
            await other.db.transaction().execute(async (transaction) => {
              // Another instance, in the middle of claiming one job.
              await sql`select id from email_jobs order by kind limit 1 for update`.execute(transaction);
              expect(await outboxOn(handle).runOnce()).toBe(1);
            });
          } finally {
            await other.close();
          }
          expect(await outboxOn(handle).runOnce()).toBe(1);
          expect(new Set((await sink.waitFor(2)).map((email) => email.parsed.messageId)).size).toBe(2);
        });
      }
    });

    describe("start and stop", () => {
      it("sends in the background, and stop() lets the email in flight finish and hands the rest back", async () => {
        await sink.stop();
        sink = await startSmtpSink({ acceptDelayMs: 300 });
        for (let index = 0; index < 3; index += 1)
          await submit({
            formType: "contact",
            data: { ...sample.contact, message: `Message ${index + 1}.` },
          });
        const outbox = outboxOn(handle, { pollIntervalMs: 10 });
        outbox.start();
        await expect.poll(() => sink.inFlight()).toBe(1);
        await outbox.stop();

        expect(sink.received).toHaveLength(1);
        const statuses = (await jobs()).map((job) => `${job.status}/${job.attempts}`).sort();
        expect(statuses).toEqual(["pending/0", "pending/0", "pending/0", "pending/0", "pending/0", "sent/1"]);

        outbox.start();
        await sink.waitFor(6, 10_000);
        await outbox.stop();
        expect(new Set(sink.received.map((email) => email.parsed.messageId)).size).toBe(6);
      });
    });

    describe("without SMTP_URL", () => {
      it("writes both emails as .eml files under DATA_DIR/mail and records them 'written', not 'sent'", async () => {
        const reference = await submit({ formType: "internship", data: sample.internship });
        const transport = createMailTransport({ dataDir, log: silent });
        transports.push(transport);
        await createOutbox({ database: handle, transport, settings, log: silent, now }).runOnce();
        expect((await readdir(path.join(dataDir, "mail"))).sort()).toEqual([
          `${reference}-acknowledgement.eml`,
          `${reference}-notification.eml`,
        ]);
        expect(await jobs()).toEqual([
          expect.objectContaining({ status: "written", sent_at: clock.toISOString(), last_error: null }),
          expect.objectContaining({ status: "written", sent_at: clock.toISOString(), last_error: null }),
        ]);
      });
    });
  });
}
