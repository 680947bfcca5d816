import { describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { commandLine } from "./audit.ts";
import { loadStaffAuthSecret, rotateStaffAuthSecret } from "./auth-secret.ts";
import { auditedByCommandLine, auditLog, openStaffArea, staffEmail } from "../staff/testing.ts";

warnWhenPostgresMissing("the tests of the session key");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the session key on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("is drawn once and kept, so that every instance and restart shares it", async () => {
      const first = await loadStaffAuthSecret(database.handle.db);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await loadStaffAuthSecret(database.handle.db)).toBe(first);
    });

    it("rotates: a new key, and every session and unused sign-in link ended, audited", async () => {
      const before = await loadStaffAuthSecret(database.handle.db);
      const { request, signIn, deliver, lastLink, db } = await openStaffArea(database.handle);
      const cookie = await signIn();
      await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
      await deliver();
      const unused = lastLink().searchParams.get("token") ?? "";

      expect(await rotateStaffAuthSecret(database.handle.db, commandLine)).toEqual({ sessions: 1 });

      expect(await loadStaffAuthSecret(database.handle.db)).not.toBe(before);
      expect((await request("/staff", { cookie })).status).toBe(303);
      const link = await request("/staff/sign-in/link", { method: "POST", form: { token: unused } });
      expect(link.headers.get("Location")).toBe("/staff/sign-in?error=link");
      expect(await db.selectFrom("staff_verifications").selectAll().execute()).toEqual([]);
      expect((await auditLog(database.handle)).at(-1)).toEqual(auditedByCommandLine("auth.rotate_secret"));
    });
  });
}
