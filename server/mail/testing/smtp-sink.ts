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
  /** Messages being received right now (their DATA has started but not been accepted yet). */
  inFlight(): number;
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
 * the same port to play a mail server that is down for a while; `acceptDelayMs` plays a slow one.
 */
export async function startSmtpSink({ acceptDelayMs = 0 } = {}): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const state = { inFlight: 0, acceptDelayMs };
  let server = createServer(received, state);
  const port = await listen(server, 0);
  return {
    port,
    url: `smtp://${sinkCredentials.user}:${sinkCredentials.pass}@127.0.0.1:${port}`,
    received,
    inFlight: () => state.inFlight,
    waitFor: (count, timeoutMs = 5000) => waitForCount(received, count, timeoutMs),
    stop: () => close(server),
    async start() {
      server = createServer(received, state);
      await listen(server, port);
    },
  };
}

type SinkState = { inFlight: number; acceptDelayMs: number };

function createServer(received: ReceivedEmail[], state: SinkState): SMTPServer {
  return new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      const valid = auth.username === sinkCredentials.user && auth.password === sinkCredentials.pass;
      if (valid) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      state.inFlight += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const accept = async () => {
          const parsed = await simpleParser(raw);
          await new Promise((resolve) => setTimeout(resolve, state.acceptDelayMs));
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: raw.toString("utf8"),
            parsed,
          });
        };
        accept()
          .then(
            () => callback(),
            (error: Error) => callback(error),
          )
          .finally(() => {
            state.inFlight -= 1;
          });
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

async function waitForCount(
  received: ReceivedEmail[],
  count: number,
  timeoutMs: number,
): Promise<ReceivedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} emails, received ${received.length} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received;
}

/** The mailboxes of a parsed address header (To, Reply-To…), as plain name and address pairs. */
export function mailboxes(
  header: AddressObject | AddressObject[] | undefined,
): { name: string; address: string }[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects.flatMap((object) =>
    object.value.map(({ name, address }) => ({ name, address: address ?? "" })),
  );
}
