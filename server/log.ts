import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/**
 * Structured JSON logs on stdout. Log lines carry ids, references, form types, statuses and
 * timings, never personal data: no names, emails, phones, message text or client addresses.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/** What may be logged of an error: its kind and message, never the rows or values it carried. */
export function describeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  return { name: error.name, code, message: error.message };
}
