import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newestModification } from "../build-freshness.ts";
import { loadAddressSalt } from "../client-address.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../log.ts";
import type { MailTransport } from "../mail/transport.ts";
import { mailDirectory } from "../privacy/mail-files.ts";
import { createStaffArea, type StaffAreaDependencies, type StaffViews } from "./area.ts";
import { loadStaffAuthSecret } from "../accounts/auth-secret.ts";
import { startSpamDigest } from "../submissions/spam-digest.ts";

// What the compiled views are made from (the staff screens import their domains' modules from all
// over server/, and labels from app/): a change to any of them makes start-up compile again.
const viewSources = ["server", "app/schemas", "app/utils", "package-lock.json"];

/**
 * Compiles the staff views ($BUILD_DIR/staff/render.js) and browser scripts when missing or older
 * than their sources.
 */
export function ensureFreshStaffViews(projectDir: string, buildDir: string) {
  const entry = path.resolve(projectDir, buildDir, "staff/render.js");
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...viewSources.map((source) => newestModification(path.join(projectDir, source))),
  );
  if (builtAt >= sourcesAt) return entry;
  console.log("Compiling the staff area's views…");
  // The views first (their build empties the folder), then the browser scripts beside them.
  for (const config of ["server/staff/vite.config.ts", "server/staff/vite.client.config.ts"]) {
    const result = spawnSync("npx", ["vite", "build", "--config", config], {
      cwd: projectDir,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (result.status !== 0) throw new Error("The staff area's build failed; see the output above.");
  }
  return entry;
}

export type StaffStartOptions = {
  projectDir: string;
  buildDir: string;
  env: Env;
  database: DatabaseHandle;
  transport: MailTransport;
  log: Logger;
  content: StaffAreaDependencies["content"];
};

/**
 * The staff area for the running server, with its daily spam digest; server/start.ts mounts its
 * app and hands its sign-in emails to the outbox.
 */
export async function startStaffArea({
  projectDir,
  buildDir,
  env,
  database,
  transport,
  log,
  content,
}: StaffStartOptions) {
  const entry = ensureFreshStaffViews(projectDir, buildDir);
  const views: StaffViews = await import(pathToFileURL(entry).href);
  startSpamDigest({ db: database.db, transport, mailFrom: env.MAIL_FROM, siteUrl: env.SITE_URL, log });
  return createStaffArea({
    database,
    views,
    assetsDir: path.join(path.dirname(entry), "assets"),
    mailFrom: env.MAIL_FROM,
    secret: await loadStaffAuthSecret(database.db),
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
    signInLimit: env.STAFF_SIGN_IN_LIMIT,
    addressSalt: await loadAddressSalt(database.db, env.ADDRESS_HASH_SALT),
    // The emails a submission gets, as server/start.ts configures the function.
    emailKinds: env.SEND_ACKNOWLEDGEMENT ? ["notification", "acknowledgement"] : ["notification"],
    privacy: { mailDirectory: mailDirectory(env.DATA_DIR), donationYears: env.RETENTION_DONATION_YEARS },
    log,
    content,
  });
}
