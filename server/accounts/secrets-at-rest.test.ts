import { createHmac } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { createLogger } from "../log.ts";
import { createMailTransport, type OutgoingEmail } from "../mail/transport.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { sessionTokenDigest } from "./session-tokens.ts";
import { cookieSecret, openStaffArea, ownOrigin, staffEmail } from "../staff/testing.ts";
import { addPasskey, sessionOf, signInWith } from "../staff/passkey-testing.ts";
import { softwarePasskey } from "../testing/passkey-authenticator.ts";

warnWhenPostgresMissing("the tests of what the staff area stores");

/** Every file under a folder (the database with its WAL, the mail folder), as bytes decoded loosely. */
async function filesUnder(directory: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(directory, file), (await readFile(file)).toString("latin1"));
  }
  return files;
}

/** Every text value in every table of the database, as a dump would hold it. */
async function postgresText(handle: DatabaseHandle): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying')
  `.execute(handle.db);
  const values: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ value: string | null }>`
      select ${sql.ref(column_name)} as value from ${sql.table(table_name)}
    `.execute(handle.db);
    for (const { value } of rows) if (value !== null) values.push(value);
  }
  return values;
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`what signing in leaves on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    let mailHome: string | undefined;

    afterEach(async () => {
      vi.useRealTimers();
      if (mailHome) await rm(mailHome, { recursive: true, force: true });
      mailHome = undefined;
    });

    it("keeps no session token and no sign-in token in clear, in the database or the mail folder", async () => {
      // DATA_DIR: SQLite's own folder, or (PostgreSQL) one for the mail alone.
      const dataDir =
        backend.environment().DATA_DIR ?? (mailHome = await mkdtemp(path.join(tmpdir(), "staff-mail-")));
      const mailDirectory = path.join(dataDir, "mail");
      const files = createMailTransport({ dataDir, log: createLogger("silent") });
      const written: OutgoingEmail[] = [];
      const { request, deliver, db } = await openStaffArea(database.handle, {
        mailDirectory,
        transport: { ...files, send: (email) => (written.push(email), files.send(email)) },
      });

      await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
      await deliver();
      const signInToken = /\/staff\/sign-in\/link\?token=([A-Za-z]+)/.exec(written[0]?.text ?? "")?.[1] ?? "";
      expect(signInToken).toHaveLength(32);
      // Until it is used, the link is in its .eml file (there is no SMTP_URL): the scan sees files.
      expect([...(await filesUnder(mailDirectory)).values()].join()).toContain(signInToken);

      const used = await request("/staff/sign-in/link", { method: "POST", form: { token: signInToken } });
      const cookie = used.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      expect((await request("/staff", { cookie })).status).toBe(200);
      const sessionToken = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
      expect(sessionToken).toHaveLength(32);

      // The session is kept as the token's hash, which is no cookie.
      expect(await db.selectFrom("staff_sessions").select("token").execute()).toEqual([
        { token: sessionTokenDigest(sessionToken) },
      ]);
      const stored =
        backend.name === "SQLite"
          ? [...(await filesUnder(dataDir)).values()]
          : await postgresText(database.handle);
      // The scan reads what the database holds (the account's address is there)…
      expect(stored.join("\n")).toContain(staffEmail);
      // …and neither token is anywhere in it.
      for (const text of stored) {
        expect(text).not.toContain(sessionToken);
        expect(text).not.toContain(signInToken);
      }
      if (backend.name === "PostgreSQL")
        for (const text of (await filesUnder(mailDirectory)).values())
          expect(text).not.toContain(signInToken);

      // A copy holding both the table and the signing key signs nobody in: the stored value, signed
      // as the server signs a cookie, is refused.
      const signed = (value: string) =>
        `${cookie.split("=")[0]}=${encodeURIComponent(`${value}.${createHmac("sha256", cookieSecret).update(value).digest("base64")}`)}`;
      expect(signed(sessionToken)).toBe(cookie);
      expect((await request("/staff", { cookie: signed(sessionTokenDigest(sessionToken)) })).status).toBe(
        303,
      );
    });

    it("renews a hashed session after a day of use, and signs it out", async () => {
      const { request, signIn, db } = await openStaffArea(database.handle);
      vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
      const cookie = await signIn();
      const expiry = () => db.selectFrom("staff_sessions").select("expires_at").executeTakeFirstOrThrow();
      const first = await expiry();
      vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60_000);
      const renewed = await request("/staff", { cookie });
      expect(renewed.status).toBe(200);
      expect(renewed.headers.getSetCookie().join()).toMatch(/staff\.session_token=/);
      expect((await expiry()).expires_at > first.expires_at).toBe(true);
      const out = await request("/staff/sign-out", { method: "POST", cookie });
      expect(out.headers.get("Location")).toBe("/staff/sign-in");
      expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    });

    it("keeps a passkey sign-in's session only as its token's hash, and of the passkey only its public key", async () => {
      const area = await openStaffArea(database.handle);
      const device = softwarePasskey(ownOrigin);
      expect((await addPasskey(area, await area.signIn(), device, "Phone")).status).toBe(200);
      await area.db.deleteFrom("staff_sessions").execute();

      const cookie = sessionOf(await signInWith(area, device));
      expect((await area.request("/staff", { cookie })).status).toBe(200);
      const sessionToken = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
      expect(sessionToken).toHaveLength(32);
      expect(await area.db.selectFrom("staff_sessions").select("token").execute()).toEqual([
        { token: sessionTokenDigest(sessionToken) },
      ]);
      const stored =
        backend.name === "SQLite"
          ? [...(await filesUnder(backend.environment().DATA_DIR ?? "")).values()]
          : await postgresText(database.handle);
      expect(stored.join("\n")).toContain(device.publicKey);
      for (const text of stored) expect(text).not.toContain(sessionToken);
      // A row is a public key, its counter and labels: nothing in it can sign anyone in.
      const row = await area.db.selectFrom("staff_passkeys").selectAll().executeTakeFirstOrThrow();
      expect(Object.keys(row).sort()).toEqual([
        "aaguid",
        "backed_up",
        "counter",
        "created_at",
        "credential_id",
        "device_type",
        "id",
        "last_used_at",
        "name",
        "public_key",
        "transports",
        "user_id",
      ]);
    });
  });
}
