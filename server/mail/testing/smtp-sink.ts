import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  /** RCPT TO addresses of the SMTP envelope: who the message was really delivered to. */
  envelopeTo: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedEmail[];
  /** Resolves once at least `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Stops listening; connections to the port are refused until start() is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export const sinkCredentials = { user: "outbox", pass: "s3cret-pass" };

/**
 * A real SMTP server on a free local port that accepts everything (with the credentials above) and
 * keeps what it receives, parsed, for the test to inspect. It can be stopped and started again on
 * the same port to play a mail server that is down for a while.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  let server = createServer(received);
  const port = await listen(server, 0);
  return {
    port,
    url: `smtp://${sinkCredentials.user}:${sinkCredentials.pass}@127.0.0.1:${port}`,
    received,
    waitFor: (count, timeoutMs = 5000) => waitForCount(received, count, timeoutMs),
    stop: () => close(server),
    async start() {
      server = createServer(received);
      await listen(server, port);
    },
  };
}

function createServer(received: ReceivedEmail[]): SMTPServer {
  return new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === sinkCredentials.user && auth.password === sinkCredentials.pass;
      if (valid) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: raw.toString("utf8"), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address: AddressInfo | string | null = server.server.address();
      if (address === null || typeof address === "string") reject(new Error("SMTP sink has no TCP address"));
      else resolve(address.port);
    });
  });
}

function close(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

async function waitForCount(received: ReceivedEmail[], count: number, timeoutMs: number): Promise<ReceivedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} emails, received ${received.length} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received;
}

/** The mailboxes of a parsed address header (To, Reply-To…), as plain name and address pairs. */
export function mailboxes(header: AddressObject | AddressObject[] | undefined): { name: string; address: string }[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects.flatMap((object) => object.value.map(({ name, address }) => ({ name, address: address ?? "" })));
}
