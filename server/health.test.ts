import { describe, expect, it } from "vitest";
import type { EmailJobStatus } from "./db/database.ts";
import { openTestApi, sqliteBackend } from "./testing/api.ts";
import { databasePerTest } from "./testing/database-per-test.ts";
import { healthFiguresHeaders } from "./testing/health.ts";
import { validSubmissions } from "./testing/submissions.ts";
import { openStaffArea } from "./staff/testing.ts";

const backend = sqliteBackend();
const database = databasePerTest(backend);

/** One contact submission (two emails), with its emails set to the given statuses. */
async function withEmails(notification: EmailJobStatus, acknowledgement: EmailJobStatus) {
  const { post } = await openTestApi(database.handle);
  await post(validSubmissions.contact);
  for (const [kind, status] of [
    ["notification", notification],
    ["acknowledgement", acknowledgement],
  ] as const) {
    await database.handle.db.updateTable("email_jobs").set({ status }).where("kind", "=", kind).execute();
  }
}

async function health(mailDelivery: "smtp" | "files") {
  const { app } = await openTestApi(database.handle, { mailDelivery });
  const response = await app.request("/api/health", { headers: healthFiguresHeaders });
  return { status: response.status, body: await response.json() };
}

describe("GET /api/health", () => {
  it("is ok when emails go out through SMTP and none has failed", async () => {
    await withEmails("sent", "pending");
    expect(await health("smtp")).toEqual({
      status: 200,
      body: {
        status: "ok",
        database: "ok",
        outbox: { pending: 1, failed: 0, written: 0, retrying: 0 },
        mail: "smtp",
        reasons: [],
      },
    });
  });

  it("is degraded, still 200, when emails have failed, and says how many", async () => {
    await withEmails("failed", "failed");
    expect(await health("smtp")).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: "degraded",
        outbox: { pending: 0, failed: 2, written: 0, retrying: 0 },
        reasons: ["2 email(s) failed; `npm run submissions -- retry-failed` queues them again."],
      }),
    });
  });

  it("is degraded when emails have kept failing for a quarter of an hour, long before the outbox gives up", async () => {
    await withEmails("pending", "sent");
    const retry = (minutesAgo: number) =>
      database.handle.db
        .updateTable("email_jobs")
        .set({
          last_error: "452 Mailbox full",
          attempts: 4,
          created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        })
        .where("kind", "=", "notification")
        .execute();
    await retry(5);
    expect((await health("smtp")).body).toMatchObject({ status: "ok", outbox: { pending: 1, retrying: 0 } });
    await retry(20);
    const { status, body } = await health("smtp");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", outbox: { pending: 1, failed: 0, retrying: 1 } });
    expect(body.reasons).toEqual([
      expect.stringContaining(
        "1 email(s) have not gone out after trying for more than 15 minutes (the oldest since ",
      ),
    ]);
    // The mail server's own words (which may quote a person) stay in the log.
    expect(JSON.stringify(body)).not.toContain("Mailbox full");
  });

  it("is degraded when emails are only written to files, and counts them apart from sent ones", async () => {
    await withEmails("written", "written");
    expect(await health("files")).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: "degraded",
        outbox: { pending: 0, failed: 0, written: 2, retrying: 0 },
        mail: "files",
        reasons: ["Emails are written to files, not sent: SMTP_URL is not set, so nobody receives them."],
      }),
    });
  });

  it("answers 503 only when the database is unavailable", async () => {
    const { app } = await openTestApi(database.handle, { mailDelivery: "files" });
    await database.handle.close();
    const response = await app.request("/api/health", { headers: healthFiguresHeaders });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "unavailable",
      error: "The database is unavailable.",
    });
    const outsider = await app.request("/api/health");
    expect({ status: outsider.status, body: await outsider.json() }).toEqual({
      status: 503,
      body: { status: "unavailable" },
    });
    database.handle = await backend.open();
  });
});

describe("GET /api/health for outsiders", () => {
  it("says the status only: no outbox, mail mode or reasons without the token", async () => {
    await withEmails("failed", "written");
    const { app } = await openTestApi(database.handle, { mailDelivery: "files" });
    const wrongTokens: Record<string, string>[] = [
      {},
      { Authorization: "Bearer not-the-health-token" },
      { Authorization: healthFiguresHeaders.Authorization.slice(0, -1) },
      { Authorization: healthFiguresHeaders.Authorization.replace("Bearer", "Basic") },
    ];
    for (const headers of wrongTokens) {
      const response = await app.request("/api/health", { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "degraded" });
    }
  });

  it("gives the figures to a signed-in staff member, at /staff/health where the session cookie goes", async () => {
    await withEmails("failed", "sent");
    const staff = await openStaffArea(database.handle);
    const cookie = await staff.signIn();
    const { app } = await openTestApi(database.handle, { isStaff: staff.isStaff });
    const asStaff = await app.request("/staff/health", { headers: { Cookie: cookie } });
    expect(await asStaff.json()).toMatchObject({ status: "degraded", outbox: { failed: 1 } });
    expect(await (await app.request("/staff/health")).json()).toEqual({ status: "degraded" });
    // The figures are for those who act on them: the office and administrators, not an editor or a translator.
    for (const role of ["editor", "translator"] as const) {
      const other = await staff.signInAs(role);
      expect(await (await app.request("/staff/health", { headers: { Cookie: other } })).json(), role).toEqual(
        {
          status: "degraded",
        },
      );
    }
    const office = await staff.signInAs("office");
    expect(await (await app.request("/staff/health", { headers: { Cookie: office } })).json()).toMatchObject({
      outbox: { failed: 1 },
    });
    const forged = cookie.replace(/=.*/, "=forged.session");
    expect(await (await app.request("/staff/health", { headers: { Cookie: forged } })).json()).toEqual({
      status: "degraded",
    });
  });
});
