import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { notFoundPath } from "../react-router.config.ts";
import { createApp } from "./app.ts";
import { backupHealth } from "./backup-health.ts";
import { ensureFreshBuild } from "./build-freshness.ts";
import { loadAddressSalt } from "./client-address.ts";
import { launchList } from "./content/launch.ts";
import { startLiveContent, staticContent } from "./content/live.ts";
import { documentRoutes } from "./documents/routes.ts";
import { builtSiteUrl, createPageRenderer, loadServerBuild, serverBuildFile } from "./content/pages.ts";
import { holdAsServerOrExit } from "./data-directory-lock.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { type Env, readEnv } from "./env.ts";
import { createHealthCheck, mailDeliveryHealth, outboxHealth } from "./health.ts";
import { createLogger, describeError } from "./log.ts";
import { mailSettings } from "./mail/messages.ts";
import { createOutbox } from "./mail/outbox.ts";
import { createMailTransport } from "./mail/transport.ts";
import { mailDirectory } from "./privacy/mail-files.ts";
import { retentionPolicy } from "./privacy/retention.ts";
import { startRetentionSchedule } from "./privacy/retention-schedule.ts";
import { builtForAnotherAddress, contentToFillIn, productionMode, productionProblems } from "./production.ts";
import { loadFormAnswers } from "./send-form-email/answer-page.ts";
import { createSendFormEmail } from "./send-form-email/handler.ts";
import { createPaymentReportEndpoint } from "./send-form-email/payment-report.ts";
import { createSentFormPage } from "./send-form-email/sent-page.ts";
import { newReference } from "./send-form-email/reference.ts";
import { loadSite } from "./site.ts";
import { mediaRoutes } from "./media/serve.ts";
import { startStaffArea } from "./staff/start.ts";

const projectDir = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(projectDir, buildDir, "client");

function readEnvOrExit() {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** In production, a site that would link elsewhere or lose mail does not start; one line per problem. */
function refuseUnreadyProduction(env: Env) {
  const mode = productionMode(env);
  if (!mode) return;
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  console.error(
    `Refusing to start in production mode (${mode}): ${problems.length} problem(s).\n` +
      problems.map((problem) => `  ${problem}`).join("\n"),
  );
  process.exit(1);
}

/**
 * Pages built for another address than SITE_URL: production does not start (its canonical and
 * share links would name the wrong site); elsewhere a SITE_URL set on purpose is warned about.
 */
function refuseAnotherAddress(env: Env, builtFor: string | undefined) {
  const problem = builtFor ? builtForAnotherAddress(builtFor, env.SITE_URL) : null;
  if (!problem) return;
  const mode = productionMode(env);
  if (mode) {
    console.error(`Refusing to start in production mode (${mode}): ${problem}`);
    process.exit(1);
  }
  if (process.env.SITE_URL) console.warn(problem);
}

const env = readEnvOrExit();
refuseUnreadyProduction(env);
const log = createLogger(env.LOG_LEVEL);

try {
  ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
} catch (error) {
  // Under systemd the code's folder is read-only to the service: it cannot build for itself.
  console.error(
    `The site's build is missing or older than its code, and it could not be built here (${error instanceof Error ? error.message : String(error)}). Build it first, as docs/deploy.md's "Updating" says (SITE_URL=… npm run build), then start the server again.`,
  );
  process.exit(1);
}
const site = await loadSite(clientDir, notFoundPath);
// A build without its server half (the API tests' stand-in) is served as it was built.
const serverBuild = existsSync(serverBuildFile(projectDir, buildDir))
  ? await loadServerBuild(serverBuildFile(projectDir, buildDir))
  : undefined;
refuseAnotherAddress(env, serverBuild && builtSiteUrl(serverBuild));

// Held while the server runs: npm run restore refuses meanwhile, and no server starts during a restore.
const dataDirectoryLock = holdAsServerOrExit(env.DATA_DIR);
const database = openDatabase(env, (error) =>
  log.warn(
    { event: "database.connection_lost", error: describeError(error) },
    "A database connection was lost",
  ),
);
const applied = await migrateToLatest(database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
log.info(
  { event: "database.ready", dialect: database.dialect, location: database.location, applied },
  "Database ready",
);

// The pages as the society published its content: rendered now, after a publish, and when another
// instance published (docs/decisions/033-settings-published-and-pages-regenerated.md).
const pageRenderer = serverBuild ? createPageRenderer({ build: serverBuild, site, notFoundPath }) : undefined;
const liveContent = pageRenderer
  ? await startLiveContent({
      db: database.db,
      renderer: pageRenderer,
      production: productionMode(env) !== null,
      log,
    })
  : staticContent(productionMode(env) !== null);
const toFillIn = await launchList(database.db);
const fillInLine = contentToFillIn(
  toFillIn.unset.length +
    toFillIn.standIns.length +
    toFillIn.certificates.length +
    toFillIn.inCode.length +
    toFillIn.entries.length,
  toFillIn.teluguTexts.length + toFillIn.untranslatedDocuments.length,
  toFillIn.teluguDrafts.length,
);
if (fillInLine) console.log(fillInLine);

const mailTransport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, log });
const staff = await startStaffArea({
  projectDir,
  buildDir,
  env,
  database,
  transport: mailTransport,
  log,
  content: { refresh: liveContent.refresh, production: productionMode(env) !== null, pages: pageRenderer },
});
const outbox = createOutbox({
  database,
  transport: mailTransport,
  settings: mailSettings(env, liveContent.settings),
  log,
  signInMail: staff.signInMail,
  production: productionMode(env) !== null,
});

// What the form function and "I have paid" share: the database, the clock, the answer pages, the limits.
const formFunctions = {
  db: database.db,
  now: () => new Date(),
  log,
  renderFormAnswer: loadFormAnswers(serverBuildFile(projectDir, buildDir), liveContent.content),
  config: {
    rateLimit: env.RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    addressSalt: await loadAddressSalt(database.db, env.ADDRESS_HASH_SALT),
  },
};

const app = createApp({
  site,
  log,
  security: { siteUrl: env.SITE_URL, allowedOrigins: env.ALLOWED_ORIGINS, trustProxy: env.TRUST_PROXY },
  staff: staff.app,
  media: mediaRoutes(database.db),
  documents: documentRoutes(database.db),
  health: createHealthCheck(
    database.db,
    log,
    [
      outboxHealth,
      mailDeliveryHealth(mailTransport.delivery),
      ...(database.dialect === "sqlite"
        ? [backupHealth({ required: productionMode(env) !== null, now: () => new Date() })]
        : []),
    ],
    { token: env.HEALTH_TOKEN, isStaff: staff.isStaff },
  ),
  sendFormEmail: createSendFormEmail({
    ...formFunctions,
    newId: randomUUID,
    newReference,
    config: {
      ...formFunctions.config,
      emailKinds: env.SEND_ACKNOWLEDGEMENT ? ["notification", "acknowledgement"] : ["notification"],
    },
  }),
  reportPayment: createPaymentReportEndpoint(formFunctions),
  sentFormPage: createSentFormPage(formFunctions),
});

outbox.start();

const retention = startRetentionSchedule({
  db: database.db,
  policy: retentionPolicy(env),
  mailDirectory: mailDirectory(env.DATA_DIR),
  log,
});

// Idle connections stay open longer than nginx keeps its upstream ones (keepalive_timeout, 60 s by
// default). With Node's 5 s, the server could close a connection just as the proxy (or any client
// reusing it) sends the next request on it: that request fails with a reset, a 502 for the
// visitor. The side that holds a connection idle must be the one to close it.
const serverOptions = { keepAliveTimeout: 65_000 };
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions }, (info) => {
  log.info(
    { event: "server.listening", url: `http://${info.address}:${info.port}` },
    `Serving the site on http://${info.address}:${info.port}`,
  );
});
// A port already in use is a configuration problem: say so in one line rather than with a stack.
server.once("error", (error) => {
  log.fatal(
    { event: "server.listen_failed", error: describeError(error) },
    `Cannot listen on ${env.HOST}:${env.PORT}`,
  );
  process.exit(1);
});

// Requests still running get this long to finish before their connections are cut.
const shutdownGraceMs = 10_000;

/** Stops accepting, lets requests in flight and the email being sent finish, closes the database, exits 0. */
function shutDown(signal: string) {
  liveContent.stop();
  const outboxStopped = outbox.stop();
  const retentionStopped = retention.stop();
  log.info(
    { event: "server.stopping", signal },
    `${signal} received: finishing open requests, then stopping`,
  );
  const cutOff = setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, shutdownGraceMs);
  cutOff.unref();
  server.close(async () => {
    await outboxStopped;
    await retentionStopped;
    mailTransport.close();
    await database.close();
    dataDirectoryLock.close();
    log.info({ event: "server.stopped" }, "Stopped");
    process.exit(0);
  });
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
