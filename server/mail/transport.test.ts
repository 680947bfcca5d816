import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailboxes, startSmtpSink, type SmtpSink } from "./testing/smtp-sink.ts";
import { createMailTransport, describeSendError, type OutgoingEmail } from "./transport.ts";

const email: OutgoingEmail = {
  key: "DON-7F3K2Q-notification",
  from: "Dai Rural Development Society <no-reply@dai.example>",
  to: [{ name: "Office", address: "office@dai.example" }],
  replyTo: { name: "Asha", address: "asha@example.com" },
  subject: "Donation pledge: ₹1,000 from Asha (DON-7F3K2Q)",
  text: "Plain text body",
  html: "<p>HTML body</p>",
};

const lines: string[] = [];
const log = { info: (_fields: object, message: string) => void lines.push(message) };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "mail-transport-"));
  lines.length = 0;
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("SMTP transport", () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => sink.stop());

  it("delivers through the SMTP server in SMTP_URL, logging in with its credentials", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
    expect(transport.delivery).toBe("smtp");
    await expect(transport.send(email)).resolves.toEqual({ status: "sent" });
    transport.close();

    const [received] = await sink.waitFor(1);
    expect(received?.envelopeTo).toEqual(["office@dai.example"]);
    expect(received?.parsed.subject).toBe("Donation pledge: ₹1,000 from Asha (DON-7F3K2Q)");
    expect(mailboxes(received?.parsed.replyTo)).toEqual([{ name: "Asha", address: "asha@example.com" }]);
    expect(received?.parsed.messageId).toBe("<DON-7F3K2Q-notification@dai.example>");
    expect(received?.parsed.text?.trim()).toBe("Plain text body");
    expect(received?.parsed.html).toContain("<p>HTML body</p>");
    expect(lines).toEqual(["Sending email through SMTP."]);
  });

  it("answers an error, not an exception, with no address in it, when the server refuses", async () => {
    const transport = createMailTransport({
      smtpUrl: sink.url.replace("s3cret-pass", "wrong"),
      dataDir,
      log,
    });
    const result = await transport.send(email);
    transport.close();
    expect(result.status).toBe("error");
    expect(JSON.stringify(result)).not.toMatch(/@/);
    expect(sink.received).toHaveLength(0);
  });

  it("answers an error when nothing listens on the port", async () => {
    await sink.stop();
    const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
    const result = await transport.send(email);
    transport.close();
    expect(result).toEqual({ status: "error", error: expect.stringMatching(/ECONNREFUSED/) });
    await sink.start();
  });

  it("keeps a line break in the subject or a name from adding a header", async () => {
    const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
    await transport.send({
      ...email,
      subject: "Hello\r\nBcc: victim@example.com",
      replyTo: { name: "Asha\r\nX-Injected: yes", address: "asha@example.com" },
    });
    transport.close();

    const [received] = await sink.waitFor(1);
    expect(received?.envelopeTo).toEqual(["office@dai.example"]);
    expect(received?.parsed.headers.has("bcc")).toBe(false);
    expect(received?.parsed.headers.has("x-injected")).toBe(false);
    expect(received?.parsed.subject).toBe("Hello Bcc: victim@example.com");
    expect(received?.raw).not.toMatch(/^(Bcc|X-Injected):/im);
  });
});

describe("file transport (no SMTP_URL)", () => {
  it("writes each email as an .eml file under DATA_DIR/mail, answers 'written' (not 'sent') and says so in the log", async () => {
    const transport = createMailTransport({ dataDir, log });
    expect(transport.delivery).toBe("files");
    await expect(transport.send(email)).resolves.toEqual({ status: "written" });
    transport.close();

    const directory = path.join(dataDir, "mail");
    expect(await readdir(directory)).toEqual(["DON-7F3K2Q-notification.eml"]);
    const raw = await readFile(path.join(directory, "DON-7F3K2Q-notification.eml"));
    expect(raw.toString()).toContain("\r\n");
    const parsed = await simpleParser(raw);
    expect(mailboxes(parsed.to)).toEqual([{ name: "Office", address: "office@dai.example" }]);
    expect(parsed.subject).toBe(email.subject);
    expect(lines).toEqual(["SMTP_URL is not set: emails are written as .eml files instead of being sent."]);
  });

  it("overwrites the file when the same email is sent again, leaving one copy", async () => {
    const transport = createMailTransport({ dataDir, log });
    await transport.send(email);
    await transport.send({ ...email, text: "Second attempt" });
    transport.close();

    const directory = path.join(dataDir, "mail");
    expect(await readdir(directory)).toEqual(["DON-7F3K2Q-notification.eml"]);
    const parsed = await simpleParser(await readFile(path.join(directory, "DON-7F3K2Q-notification.eml")));
    expect(parsed.text?.trim()).toBe("Second attempt");
  });
});

describe("describeSendError", () => {
  it("keeps the code and reply code but removes email addresses", () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <asha@example.com>: unknown"),
      {
        code: "EENVELOPE",
        responseCode: 550,
      },
    );
    expect(describeSendError(error)).toBe(
      "EENVELOPE 550: Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: unknown",
    );
  });
});
