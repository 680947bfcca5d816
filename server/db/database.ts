import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Language } from "#app/content/language.ts";

/*
 * Table types. Both dialects store timestamps as ISO-8601 UTC text and JSON as text, so one set
 * of migrations and queries serves SQLite and PostgreSQL alike.
 */

export type SubmissionStatus = "received" | "spam";
/** A staff member's sign-in link ('sign_in') belongs to neither: it is queued for a staff account. */
export type EmailKind =
  | "notification"
  | "acknowledgement"
  | "receipt"
  | "sign_in"
  | "report_confirmation"
  | "report_notification"
  | "certificate"
  | "cancellation"
  | "payment_alert";
/** 'sent': an SMTP server accepted it; 'written': saved as an .eml file only (no SMTP_URL), not delivered. */
export type EmailJobStatus = "pending" | "sending" | "sent" | "written" | "failed";

export type SubmissionsTable = {
  id: string;
  reference: string;
  form_type: string;
  data: string;
  status: SubmissionStatus;
  idempotency_key: string | null;
  request_hash: string | null;
  address_hash: string;
  user_agent: string | null;
  created_at: string;
  /** The language of the form it was sent from ('en' for rows older than the column). */
  language: Generated<Language>;
};

/**
 * A job belongs to a submission (its notification, acknowledgement), to a payment (its receipt),
 * to a staff account (its sign-in link, see server/accounts/sign-in-mail.ts) or to a donor's payment
 * report (its confirmation and the office's notice, server/donations/report-email.ts).
 */
export type EmailJobsTable = {
  id: string;
  submission_id: string | null;
  payment_id: Generated<string | null>;
  staff_user_id: Generated<string | null>;
  /** Where a sign-in link points (scheme, host and port); the link's token is drawn only when it is sent. */
  link_origin: Generated<string | null>;
  /** The donor's "I have paid" report its confirmation or notice is about (migration 0010). */
  payment_report_id: Generated<string | null>;
  /** The change of where donations are paid its alert is about (migration 0027). */
  payment_alert_id: Generated<string | null>;
  kind: EmailKind;
  status: EmailJobStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** One counter per client (address hash + form type) per fixed window. */
export type RateLimitHitsTable = {
  client_key: string;
  window_start: string;
  hits: number;
};

/** Values the running instances share, such as the salt of address hashes. */
export type SettingsTable = {
  name: string;
  value: string;
};

export type Database = {
  submissions: SubmissionsTable;
  email_jobs: EmailJobsTable;
  rate_limit_hits: RateLimitHitsTable;
  settings: SettingsTable;
};

export type Dialect = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines: a file path or the PostgreSQL host, never a password. */
  location: string;
  close: () => Promise<void>;
};

export type DatabaseConfig = {
  DATA_DIR: string;
  DATABASE_URL?: string;
};

export const sqliteFileName = "submissions.db";

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, sqliteFileName);
  const connection = new SqliteDatabase(file, { timeout: 5000 });
  // WAL lets the submissions command read while the server writes. FULL syncs the WAL to disk at
  // every commit: an acknowledged submission survives a killed process (server/faults/crash.test.ts
  // proves that), and SQLite documents that it then also survives a power loss or an operating-system
  // crash, on disks that honour fsync; no test here cuts the power.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, dialect: "sqlite", location: file, close: () => db.destroy() };
}

// PostgreSQL's bigint (a payment's paise, counts) read as a number, as SQLite gives it: node-postgres
// gives a string by default, since a bigint may pass 2^53. Paise stay far below it (₹90 lakh crore).
const INT8 = 20;
const readBigintAsNumber = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format),
};

function openPostgres(url: string, onPoolError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: readBigintAsNumber,
  });
  // An idle client whose server went away emits here; unhandled, it would end the process.
  pool.on("error", onPoolError);
  // A client in use emits on itself (the pool listens only while it is idle); unhandled, that too
  // would end the process. Its queries fail, which their callers report, and the pool drops it.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const { hostname, port, pathname } = new URL(url);
  return {
    db,
    dialect: "postgres",
    location: `postgres://${hostname}:${port || 5432}${pathname}`,
    close: () => db.destroy(),
  };
}

/** Opens PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export function openDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = () => {},
): DatabaseHandle {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, onPoolError) : openSqlite(config.DATA_DIR);
}
