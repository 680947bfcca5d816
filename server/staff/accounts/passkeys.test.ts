import { describe, expect, it } from "vitest";
import { removeAccount } from "../../accounts/accounts.ts";
import { commandLine } from "../../accounts/audit.ts";
import { passkeyPermissionsPolicy } from "../../security-headers.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { softwarePasskey } from "../../testing/passkey-authenticator.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { auditLog, openStaffArea, ownOrigin, staffEmail } from "../testing.ts";
import { addPasskey, postJson as post, sessionOf, signInWith } from "../passkey-testing.ts";

warnWhenPostgresMissing("the staff passkey tests");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`staff passkeys on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("adds a named passkey that holds only a public key, and signs in with it alone, audited", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: null });
      const session = await area.signIn();
      const device = softwarePasskey(ownOrigin);

      const added = await addPasskey(area, session, device, "Office computer");
      expect(added.status).toBe(200);
      expect(await added.json()).toEqual({ location: "/staff/passkeys?done=added" });
      const rows = await area.db.selectFrom("staff_passkeys").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Office computer",
        public_key: device.publicKey,
        credential_id: device.credentialId,
        last_used_at: null,
      });

      const page = await area.request("/staff/passkeys", { cookie: session });
      expect(page.status).toBe(200);
      expect(page.headers.get("Permissions-Policy")).toBe(passkeyPermissionsPolicy);
      const html = await page.text();
      expect(html).toContain("Office computer");
      expect(html).toContain("not used yet");

      // No cookie, no email address: the passkey alone opens a session, to the inbox for an administrator.
      const signedIn = await signInWith(area, device);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toEqual({ location: "/staff" });
      const cookie = sessionOf(signedIn);
      expect(cookie).not.toBe("");
      expect((await area.request("/staff", { cookie })).status).toBe(200);
      const used = await area.db
        .selectFrom("staff_passkeys")
        .select("last_used_at")
        .executeTakeFirstOrThrow();
      expect(used.last_used_at).not.toBeNull();
      expect(await (await area.request("/staff/passkeys", { cookie })).text()).toContain("last used");
      // Administrators see who has passkeys (not which).
      expect(await (await area.request("/staff/accounts", { cookie })).text()).toContain(" · 1 passkey");

      const account = await area.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow();
      const lines = await auditLog(database.handle);
      expect(lines).toContainEqual({
        staff_user_id: account.id,
        staff_email: staffEmail,
        action: "passkey.add",
        subject: "Office computer",
      });
      expect(lines.at(-1)).toEqual({
        staff_user_id: account.id,
        staff_email: staffEmail,
        action: "sign_in",
        subject: "passkey",
      });
    });

    it("lands a passkey sign-in on the role's own start page, and refuses what the role may not open", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: null });
      const editor = await area.signInAs("editor", "editor-passkey@staff.test");
      const device = softwarePasskey(ownOrigin);
      expect((await addPasskey(area, editor, device, "Phone")).status).toBe(200);
      const cookie = sessionOf(await signInWith(area, device));
      const landing = await area.request("/staff", { cookie });
      expect(landing.status).toBe(303);
      expect(landing.headers.get("Location")).toBe("/staff/start");
      expect((await area.request("/staff/donations", { cookie })).status).toBe(403);
    });

    it("signs in nobody with a removed account's passkey, and nobody with a passkey that skipped the owner's check", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: null });
      const session = await area.signInAs("office", "leaving@staff.test");
      const device = softwarePasskey(ownOrigin);
      // A passkey that does not check its owner (fingerprint, face, PIN) is not taken…
      const unverified = await addPasskey(area, session, softwarePasskey(ownOrigin), "Key", false);
      expect(unverified.status).toBe(400);
      expect((await unverified.json()).error).toMatch(/check that it was you/);
      expect((await addPasskey(area, session, device, "Phone")).status).toBe(200);
      // …nor a sign-in that skipped the check.
      const skipped = await signInWith(area, device, false);
      expect(skipped.status).toBe(400);
      expect(sessionOf(skipped)).toBe("");

      expect((await removeAccount(area.db, "leaving@staff.test", commandLine)).status).toBe("ok");
      expect(await area.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
      const refused = await signInWith(area, device);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toMatch(/not known here/);
      expect(sessionOf(refused)).toBe("");
    });

    it("removes one's own passkey after a confirmation, audited, and never another person's", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: null });
      const mine = await area.signIn();
      const theirs = await area.signInAs("editor", "other-passkey@staff.test");
      const device = softwarePasskey(ownOrigin);
      expect((await addPasskey(area, theirs, device, "Their phone")).status).toBe(200);
      const { id } = await area.db.selectFrom("staff_passkeys").select("id").executeTakeFirstOrThrow();

      expect((await area.request(`/staff/passkeys/${id}/remove`, { cookie: mine })).status).toBe(404);
      expect(
        (await area.request(`/staff/passkeys/${id}/remove`, { method: "POST", cookie: mine })).status,
      ).toBe(404);
      expect(await area.db.selectFrom("staff_passkeys").select("id").execute()).toHaveLength(1);

      const confirm = await area.request(`/staff/passkeys/${id}/remove`, { cookie: theirs });
      expect(await confirm.text()).toContain("Remove the passkey “<bdi>Their phone</bdi>”?");
      const removed = await area.request(`/staff/passkeys/${id}/remove`, { method: "POST", cookie: theirs });
      expect(removed.status).toBe(303);
      expect(removed.headers.get("Location")).toBe("/staff/passkeys?done=removed");
      expect(await area.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
      expect((await auditLog(database.handle)).at(-1)).toMatchObject({
        staff_email: "other-passkey@staff.test",
        action: "passkey.remove",
        subject: "Their phone",
      });
      expect((await signInWith(area, device)).status).toBe(401);
    });

    it("refuses a bad name or a form posted without the script, and changes nothing", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: null });
      const session = await area.signIn();
      for (const name of ["", " ", "x".repeat(61), "Phone\u202E"]) {
        const answer = await post(area, "/staff/passkeys/options", { name }, session);
        expect(answer.status).toBe(400);
        expect((await answer.json()).error).toBeTruthy();
      }
      const form = await area.request("/staff/passkeys", {
        method: "POST",
        cookie: session,
        form: { name: "Phone" },
      });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain("needs JavaScript");
      expect(await area.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
    });

    it("limits passkey sign-ins per client address like the link's", async () => {
      const area = await openStaffArea(database.handle, { signInLimit: { limit: 2, windowMs: 15 * 60_000 } });
      const session = await area.signIn();
      const device = softwarePasskey(ownOrigin);
      expect((await addPasskey(area, session, device, "Phone")).status).toBe(200);
      expect((await signInWith(area, device)).status).toBe(200);
      expect((await signInWith(area, device)).status).toBe(200);
      const limited = await post(area, "/staff/sign-in/passkey", { response: {} });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toBeTruthy();
    });
  });
}
