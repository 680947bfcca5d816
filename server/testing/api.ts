import { randomUUID } from "node:crypto";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { languages, pathIn } from "#app/content/language.ts";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import { createApp } from "../app.ts";
import type { DatabaseHandle, EmailKind } from "../db/database.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import type { RateLimit } from "../env.ts";
import { createHealthCheck, type HealthReaders, mailDeliveryHealth, outboxHealth } from "../health.ts";
import { createLogger } from "../log.ts";
import type { RenderFormAnswer } from "../send-form-email/answer-page.ts";
import { createSendFormEmail } from "../send-form-email/handler.ts";
import { createPaymentReportEndpoint } from "../send-form-email/payment-report.ts";
import { createSentFormPage } from "../send-form-email/sent-page.ts";
import { newReference } from "../send-form-email/reference.ts";
import { loadSite } from "../site.ts";
import { testHealthToken } from "./health.ts";
import { type TestPostgres, runPostgresSuites, startTestPostgres } from "./postgres.ts";

/** A database the handler tests run against, real in both cases. */
export type TestBackend = {
  name: "SQLite" | "PostgreSQL";
  /** Whether its suites run; for PostgreSQL, also under CI without one, where they then fail. */
  available: boolean;
  setUp: () => Promise<void>;
  tearDown: () => Promise<void>;
  /** A fresh, migrated, empty database. */
  open: () => Promise<DatabaseHandle>;
  /** A fresh database with no tables at all, for migration tests. */
  openUnmigrated: () => Promise<DatabaseHandle>;
  /** A second handle on the database `open` returned last, as another server instance would have. */
  openAgain: () => Promise<DatabaseHandle>;
  /** The environment a server or the submissions command needs to open that same database. */
  environment: () => Record<string, string>;
  /** Makes the database unreachable, as a crashed or stopped server would be. */
  takeDown: (handle: DatabaseHandle) => Promise<void>;
  /** Brings it back and returns a working handle on the same data. */
  bringBack: () => Promise<DatabaseHandle>;
};

async function migrated(handle: DatabaseHandle) {
  await migrateToLatest(handle);
  return handle;
}

export function sqliteBackend(): TestBackend {
  const directories: string[] = [];
  const current = () => directories.at(-1) ?? "";
  const openUnmigrated = async () => {
    directories.push(await mkdtemp(path.join(tmpdir(), "submissions-test-")));
    return openDatabase({ DATA_DIR: current() });
  };
  return {
    name: "SQLite",
    available: true,
    setUp: async () => {},
    tearDown: async () => {
      await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
    },
    open: async () => migrated(await openUnmigrated()),
    openUnmigrated,
    openAgain: async () => openDatabase({ DATA_DIR: current() }),
    environment: () => ({ DATA_DIR: current() }),
    // Closing the only connection is what an embedded database's outage looks like to the server.
    takeDown: (handle) => handle.close(),
    bringBack: async () => openDatabase({ DATA_DIR: current() }),
  };
}

export function postgresBackend(): TestBackend {
  let cluster: TestPostgres | undefined;
  let databaseCount = 0;
  let currentUrl = "";
  const started = () => {
    if (!cluster) throw new Error("The PostgreSQL cluster has not been started.");
    return cluster;
  };
  const openUrl = (url: string) => openDatabase({ DATA_DIR: "", DATABASE_URL: url });
  const openUnmigrated = async () => {
    databaseCount += 1;
    currentUrl = await started().createDatabase(`test_${databaseCount}`);
    return openUrl(currentUrl);
  };
  return {
    name: "PostgreSQL",
    available: runPostgresSuites,
    setUp: async () => {
      cluster = await startTestPostgres();
    },
    tearDown: async () => {
      await cluster?.destroy();
    },
    open: async () => migrated(await openUnmigrated()),
    openUnmigrated,
    openAgain: async () => openUrl(currentUrl),
    environment: () => ({ DATABASE_URL: currentUrl }),
    takeDown: () => started().stop(),
    bringBack: async () => {
      await started().start();
      return openUrl(currentUrl);
    },
  };
}

/** A stand-in for the prerendered build: the API tests need only its 404 page. */
async function minimalSite() {
  const directory = await mkdtemp(path.join(tmpdir(), "site-"));
  const page = async (urlPath: string, html: string) => {
    await mkdir(path.join(directory, urlPath), { recursive: true });
    await writeFile(path.join(directory, urlPath, "index.html"), html);
  };
  await page("404", "<h1>Oops! Page not found</h1>");
  // The form pages, each with the placeholder of its retry key, as the build writes them.
  const formPages = [
    ...Object.values(formDefinitions).map((definition) => ({
      name: definition.formType,
      path: definition.page,
    })),
    { name: "payment report", path: paymentReportPage },
  ];
  for (const form of formPages) {
    for (const language of languages) {
      const formHtml = `<h1>${form.name}</h1><input value="${postTokenPlaceholders.idempotencyKey}">`;
      await page(pathIn(language, form.path), formHtml);
    }
  }
  const site = await loadSite(directory, "/404");
  await rm(directory, { recursive: true, force: true });
  return site;
}

export type TestApiOptions = {
  rateLimit?: RateLimit;
  trustProxy?: boolean;
  emailKinds?: readonly EmailKind[];
  newReference?: typeof newReference;
  now?: () => Date;
  /** What the health answer says of the mail transport; "smtp" unless a test sets "files". */
  mailDelivery?: "smtp" | "files";
  /** Who besides holders of testHealthToken reads the health figures: a staff area's session check. */
  isStaff?: HealthReaders["isStaff"];
};

/** Collects what the server logs, to check what it does and does not write there. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { lines, log: createLogger("info", stream) };
}

/**
 * Stands in for the form pages that answer a post made without JavaScript: the page, status and
 * outcome as JSON, so that the handler's tests read what the page would show (the pages themselves
 * are rendered in the browser tests).
 */
export const describeFormAnswer: RenderFormAnswer = async (page, outcome, status, headers = {}) =>
  Response.json({ page, outcome }, { status, headers: { "X-Form-Answer": "page", ...headers } });

const formPath = "/api/send-form-email";

export type PostOptions = { headers?: Record<string, string>; address?: string; path?: string };

/** The whole app (API routes and a stand-in site) on a real database, with a controllable clock. */
export async function openTestApi(handle: DatabaseHandle, options: TestApiOptions = {}) {
  const { lines, log } = logCapture();
  const now = options.now ?? (() => new Date());
  const formFunctions = {
    db: handle.db,
    now,
    log,
    renderFormAnswer: describeFormAnswer,
    config: {
      rateLimit: options.rateLimit ?? null,
      trustProxy: options.trustProxy ?? false,
      addressSalt: "test-salt-0123456789",
    },
  };
  const app = createApp({
    site: await minimalSite(),
    log,
    security: { siteUrl: "http://127.0.0.1:3000" },
    health: createHealthCheck(
      handle.db,
      log,
      [outboxHealth, mailDeliveryHealth(options.mailDelivery ?? "smtp")],
      { token: testHealthToken, isStaff: options.isStaff },
    ),
    sendFormEmail: createSendFormEmail({
      ...formFunctions,
      newId: randomUUID,
      newReference: options.newReference ?? newReference,
      config: {
        ...formFunctions.config,
        emailKinds: options.emailKinds ?? ["notification", "acknowledgement"],
      },
    }),
    reportPayment: createPaymentReportEndpoint(formFunctions),
    sentFormPage: createSentFormPage(formFunctions),
  });

  /** Sends a JSON body as the browser form does, from the given socket address. */
  function post(body: unknown, { headers = {}, address = "203.0.113.7", path = formPath }: PostOptions = {}) {
    return app.request(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  }

  /** Posts form fields as a browser without JavaScript does (application/x-www-form-urlencoded). */
  function postForm(
    fields: Record<string, string | string[]>,
    { address = "203.0.113.7", path = formPath }: Omit<PostOptions, "headers"> = {},
  ) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of [value].flat()) body.append(name, item);
    }
    return app.request(
      path,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body },
      { incoming: { socket: { remoteAddress: address } } },
    );
  }

  return { app, post, postForm, logLines: lines };
}
