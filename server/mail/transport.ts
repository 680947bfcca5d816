import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";

/** One finished email, ready to hand to a transport. Every string is already header-safe. */
export type OutgoingEmail = {
  /**
   * Stable for one email job and safe in a file name: the same job always produces the same
   * Message-ID and the same .eml file, so a send repeated after a crash can be recognised.
   */
  key: string;
  from: string;
  to: readonly EmailAddress[];
  replyTo?: EmailAddress;
  subject: string;
  text: string;
  html: string;
  /** Files sent along, such as a receipt PDF; `cid` makes one an inline image the HTML shows. */
  attachments?: readonly EmailAttachment[];
};

export type EmailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

export type EmailAddress = { name: string; address: string };

/**
 * What became of an email, said exactly: "sent" when an SMTP server accepted it, "written" when it
 * was only saved as a file that nobody has received. Sending never throws; an error carries no
 * personal data, so it can be stored and logged.
 */
export type SendResult = { status: "sent" } | { status: "written" } | { status: "error"; error: string };

export type MailTransport = {
  /** "files" when emails are written instead of sent (no SMTP_URL): nobody receives them. */
  delivery: "smtp" | "files";
  /** Where the mail goes, for the start-up log (no credentials). */
  description: string;
  send(email: OutgoingEmail): Promise<SendResult>;
  close(): void;
};

/** The part of a pino logger the transport uses. */
export type MailLog = { info(fields: object, message: string): void };

export type TransportConfig = { smtpUrl?: string; dataDir: string; log: MailLog };

/**
 * SMTP when SMTP_URL is set; otherwise every email becomes an .eml file under DATA_DIR/mail, so a
 * set-up with no mail server loses nothing and staff can open the files in any mail program.
 */
export function createMailTransport({ smtpUrl, dataDir, log }: TransportConfig): MailTransport {
  const transport = smtpUrl ? smtpTransport(smtpUrl) : fileTransport(path.join(dataDir, "mail"));
  log.info(
    { event: "mail.transport", transport: transport.description },
    smtpUrl
      ? "Sending email through SMTP."
      : "SMTP_URL is not set: emails are written as .eml files instead of being sent.",
  );
  return transport;
}

// Short time-outs: the outbox retries later, so waiting minutes on a dead server only delays the queue.
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const mailer = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  return {
    delivery: "smtp",
    description: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(email) {
      try {
        await mailer.sendMail(mailOptions(email));
        return { status: "sent" };
      } catch (error) {
        return { status: "error", error: describeSendError(error) };
      }
    },
    close: () => mailer.close(),
  };
}

function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    delivery: "files",
    description: `.eml files in ${directory}`,
    async send(email) {
      try {
        const { message } = await composer.sendMail(mailOptions(email));
        if (!Buffer.isBuffer(message)) return { status: "error", error: "The message was not composed." };
        await mkdir(directory, { recursive: true });
        // Written whole under a temporary name, then renamed: a reader never sees half a message.
        const target = path.join(directory, `${email.key}.eml`);
        const partial = `${target}.${randomUUID()}.partial`;
        await writeFile(partial, message);
        await rename(partial, target);
        return { status: "written" };
      } catch (error) {
        return { status: "error", error: describeSendError(error) };
      }
    },
    close: () => composer.close(),
  };
}

function mailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to.map(headerSafeAddress),
    replyTo: email.replyTo ? headerSafeAddress(email.replyTo) : undefined,
    subject: headerSafe(email.subject),
    text: email.text,
    html: email.html,
    attachments: email.attachments?.map((attachment) => ({ ...attachment })),
    messageId: `<${email.key}@${domainOf(email.from)}>`,
  };
}

/** Line breaks (and other control characters) in a header value could start a new header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

function headerSafeAddress({ name, address }: EmailAddress): EmailAddress {
  return { name: headerSafe(name), address: headerSafe(address).replace(/\s/g, "") };
}

function domainOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address?.split("@")[1];
  return domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : "localhost";
}

const EMAIL_ADDRESS = /[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+/g;

/**
 * What went wrong, for the job's last_error and the log: the error code, the SMTP reply code and
 * the message with every email address removed (a server's rejection often quotes the recipient).
 */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return "Unknown error while sending.";
  const code = "code" in error && typeof error.code === "string" ? error.code : error.name;
  const reply =
    "responseCode" in error && typeof error.responseCode === "number" ? ` ${error.responseCode}` : "";
  const message = error.message.replace(EMAIL_ADDRESS, "<address>").replace(/\s+/g, " ").trim();
  return `${code}${reply}: ${message}`.slice(0, 500);
}
