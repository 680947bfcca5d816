import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sqliteFileName } from "../server/db/database.ts";
import { readServedFile } from "../server/media/files.ts";
import { findImage, updateDetails, uploadImage } from "../server/media/library.ts";
import { withMediaTables } from "../server/media/schema.ts";
import { sidewaysPhotoWithGps } from "../server/media/testing.ts";
import { send, startSenders } from "../server/faults/senders.ts";
import { healthFiguresHeaders } from "../server/testing/health.ts";
import { createStandInBuild, projectDir, startServerProcess } from "../server/testing/server-process.ts";
import { validSubmissions } from "../server/testing/submissions.ts";
import { readManifest } from "./backup-set.ts";

/*
 * `npm run backup` and `npm run restore` as staff run them: separate processes beside a real server
 * process that is taking submissions.
 */

const build = createStandInBuild("backup");
const scratch = mkdtempSync(path.join(tmpdir(), "backup-test-"));
afterAll(() => {
  build.remove();
  rmSync(scratch, { recursive: true, force: true });
});

async function runScript(
  script: "backup.ts" | "restore.ts",
  args: string[],
  environment: Record<string, string>,
) {
  const child = spawn(process.execPath, [`scripts/${script}`, ...args], {
    cwd: projectDir,
    env: { ...process.env, ...environment },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

function storedIds(dataDirOrFile: string) {
  const file = dataDirOrFile.endsWith(".db") ? dataDirOrFile : path.join(dataDirOrFile, sqliteFileName);
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: connection.pragma("integrity_check", { simple: true }),
      ids: new Set(connection.prepare("SELECT id FROM submissions").pluck().all() as string[]),
    };
  } finally {
    connection.close();
  }
}

/** Adds a picture to the media library of a running server's database; resolves with a served file. */
async function addPicture(dataDir: string) {
  const handle = openDatabase({ DATA_DIR: dataDir });
  try {
    const stored = await uploadImage(
      handle.db,
      { id: null, email: "backup-test@example.org" },
      { name: "well.jpg", bytes: await sidewaysPhotoWithGps() },
      new Date(),
    );
    if (stored.status !== "stored") throw new Error(stored.status);
    // Described, so that it is ready for pages: only such a picture is served at /media/ (decision 077).
    const details = { altEn: "A village well", altTe: "గ్రామంలో బావి" };
    await updateDetails(
      handle.db,
      { id: null, email: "backup-test@example.org" },
      stored.id,
      details,
      new Date(),
    );
    const name = `${(await findImage(handle.db, stored.id))?.hash}-320.webp`;
    const file = await readServedFile(withMediaTables(handle.db), name);
    return { name, bytes: Buffer.from(file?.bytes ?? []) };
  } finally {
    await handle.close();
  }
}

const environmentFor = (dataDir: string) => ({
  DATABASE_URL: "",
  SMTP_URL: "",
  DATA_DIR: dataDir,
  RATE_LIMIT: "off",
  LOG_LEVEL: "warn",
});

describe("backup and restore of the SQLite database", () => {
  it("backs up under load every submission acknowledged before it began; restores into an empty directory a server then runs on", async () => {
    const live = environmentFor(path.join(scratch, "live"));
    const backups = path.join(scratch, "backups");
    const server = await startServerProcess({ environment: live, buildDir: build.buildDir });
    const senders = startSenders(server.url, { concurrency: 8 });
    let backup;
    let acknowledged: string[];
    let answeredBefore: number;
    let picture: Awaited<ReturnType<typeof addPicture>> | undefined;
    try {
      await expect
        .poll(() => senders.count(200), { timeout: 30_000, interval: 20 })
        .toBeGreaterThanOrEqual(60);
      answeredBefore = senders.count(200);
      picture = await addPicture(live.DATA_DIR);
      acknowledged = senders.sent.flatMap(({ outcome }) =>
        outcome.kind === "answered" && outcome.status === 200 && outcome.id ? [outcome.id] : [],
      );
      backup = await runScript("backup.ts", [backups], live);
    } finally {
      await senders.stop();
    }
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    // The server kept answering while the copy was taken.
    expect(senders.count(200)).toBeGreaterThan(answeredBefore);

    const [name, ...others] = readdirSync(backups);
    expect(others).toEqual([]);
    const backupDir = path.join(backups, name ?? "");
    const copy = storedIds(path.join(backupDir, "submissions.db"));
    expect(copy.integrity).toBe("ok");
    expect(acknowledged.filter((id) => !copy.ids.has(id))).toEqual([]);
    expect(readManifest(backupDir).rows.submissions).toBe(copy.ids.size);

    const health = (await (
      await fetch(`${server.url}/api/health`, { headers: healthFiguresHeaders })
    ).json()) as {
      backup: { lastGoodAt: string };
    };
    expect(health.backup.lastGoodAt).toBe(readManifest(backupDir).takenAt);

    // The running server's directory is refused, and left as it was.
    const refused = await runScript("restore.ts", [backupDir], live);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refused: A server \(or another restore\) is using .*live: stop it first/,
    );
    expect(readdirSync(live.DATA_DIR).filter((entry) => entry.startsWith("before-restore"))).toEqual([]);
    await server.stop();
    expect(storedIds(live.DATA_DIR).ids.size).toBeGreaterThan(copy.ids.size);

    const restored = environmentFor(path.join(scratch, "restored"));
    const restore = await runScript("restore.ts", [backupDir], restored);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`${copy.ids.size} submission(s)`);
    const second = await startServerProcess({ environment: restored, buildDir: build.buildDir });
    let outcome;
    try {
      outcome = await send(second.url, randomUUID(), JSON.stringify(validSubmissions.contact));
      // The media library's pictures are in the database, so in the backup.
      const served = await fetch(`${second.url}/media/${picture?.name}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(picture?.bytes ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await second.stop();
    }
    expect(outcome).toMatchObject({ kind: "answered", status: 200 });
    const after = storedIds(restored.DATA_DIR);
    expect(acknowledged.filter((id) => !after.ids.has(id))).toEqual([]);
    expect(after.ids.size).toBe(copy.ids.size + 1);
  }, 120_000);

  it("keeps the newest N backups and leaves other files in the folder alone", async () => {
    const environment = environmentFor(path.join(scratch, "keep"));
    const server = await startServerProcess({ environment, buildDir: build.buildDir });
    await server.stop();
    const backups = path.join(scratch, "keep-backups");
    const older = [
      "backup-2026-01-01T00-00-00Z",
      "backup-2026-01-02T00-00-00Z",
      "backup-2026-01-03T00-00-00Z",
    ];
    for (const name of older) mkdirSync(path.join(backups, name), { recursive: true });
    writeFileSync(path.join(backups, "notes.txt"), "not a backup");
    const abandoned = path.join(backups, ".partial-backup-2026-01-01T00-00-00Z");
    mkdirSync(abandoned);
    utimesSync(abandoned, new Date("2026-01-01"), new Date("2026-01-01"));

    const result = await runScript("backup.ts", [backups, "--keep", "2"], environment);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Deleted 2 older backup(s), keeping 2.");
    const left = readdirSync(backups).sort();
    expect(left).toHaveLength(3);
    expect(left[0]).toBe("backup-2026-01-03T00-00-00Z");
    expect(left[1]).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(left[2]).toBe("notes.txt");
    expect(existsSync(abandoned)).toBe(false);
  }, 60_000);

  it("refuses PostgreSQL and points at pg_dump and pg_restore, and refuses a missing database, writing nothing", async () => {
    const target = path.join(scratch, "never");
    const postgres = await runScript("backup.ts", [target], {
      ...environmentFor(path.join(scratch, "pg")),
      DATABASE_URL: "postgres://site@127.0.0.1:5432/site",
    });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain("pg_dump --format=custom");
    const postgresRestore = await runScript("restore.ts", [target], {
      ...environmentFor(path.join(scratch, "pg")),
      DATABASE_URL: "postgres://site@127.0.0.1:5432/site",
    });
    expect(postgresRestore.code).toBe(2);
    expect(postgresRestore.stderr).toContain("pg_restore --clean --if-exists");
    const missing = await runScript("backup.ts", [target], environmentFor(path.join(scratch, "empty")));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Backup failed: There is no database at .*empty\/submissions\.db/);
    expect(existsSync(target)).toBe(false);
  }, 30_000);
});
