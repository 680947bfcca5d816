import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addAccount } from "../accounts/accounts.ts";
import { commandLine } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import { createLogger } from "../log.ts";
import { mailSettings } from "../mail/messages.ts";
import { createOutbox } from "../mail/outbox.ts";
import { type ReceivedEmail, startSmtpSink } from "../mail/testing/smtp-sink.ts";
import { createMailTransport } from "../mail/transport.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { restoreItemVersion } from "./items.ts";
import { settingsItem } from "./setting-changes.ts";
import { publishSettings, settingsKind } from "./settings.ts";
import { exportContent, importContent } from "./transfer.ts";

warnWhenPostgresMissing("the payment details alert tests");

const settings = mailSettings({
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
  MAIL_TO: "Office <office@dai.example>",
  MAIL_TO_DONATION: "Donations <donations@dai.example>",
  MAIL_TO_CONTACT: undefined,
  MAIL_TO_VOLUNTEER: undefined,
  MAIL_TO_INTERNSHIP: undefined,
  SITE_URL: "https://www.dai.example",
});
const ravi = { id: null, email: "ravi@dai.example" };
const at = (time: string) => new Date(`2026-11-30T${time}:00.000Z`);

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `where donations are paid, told when it changes, on ${backend.name}`,
    () => {
      const database = databasePerTest(backend);
      const db = () => database.handle.db;

      async function addStaff() {
        const staff = withStaffTables(db());
        const people = [
          { email: "ravi@dai.example", name: "Ravi Kumar", role: "administrator" },
          { email: "sunita@dai.example", name: "Sunita Devi", role: "administrator" },
          { email: "kiran@dai.example", name: "Kiran", role: "editor" },
          { email: "office.clerk@dai.example", name: "Office Clerk", role: "office" },
        ];
        for (const person of people) expect((await addAccount(staff, person, commandLine)).status).toBe("ok");
      }

      /** Sends every queued email through a real SMTP server; gives back what it received. */
      async function sendQueuedEmails(): Promise<ReceivedEmail[]> {
        const sink = await startSmtpSink();
        const dataDir = await mkdtemp(path.join(tmpdir(), "payment-alert-mail-"));
        const log = createLogger("silent");
        const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
        try {
          const outbox = createOutbox({
            database: database.handle,
            transport,
            settings,
            log,
            now: () => at("12:00"),
          });
          let sent = 0;
          for (let batch = await outbox.runOnce(); batch > 0; batch = await outbox.runOnce()) sent += batch;
          return sent === 0 ? [] : await sink.waitFor(sent);
        } finally {
          transport.close();
          await sink.stop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }

      it("emails the donation inbox and every administrator who changed what, before and after; other changes email nobody", async () => {
        await addStaff();
        await publishSettings(db(), ravi, { "upi.id": "dai@sbi", phone: "98765 43210" }, at("05:00"));
        await sendQueuedEmails();

        await publishSettings(db(), ravi, { "upi.id": "dai@sbi", phone: "98765 40001" }, at("05:30"));
        expect(await sendQueuedEmails()).toEqual([]);

        await publishSettings(
          db(),
          ravi,
          { "upi.id": "collect@ybl", "upi.payeeName": "R Kumar", phone: "98765 40001" },
          at("06:00"),
        );
        const [email, ...more] = await sendQueuedEmails();
        expect(more).toEqual([]);
        expect(email?.envelopeTo.toSorted()).toEqual([
          "donations@dai.example",
          "ravi@dai.example",
          "sunita@dai.example",
        ]);
        expect(email?.parsed.subject).toBe("Where donations are paid was changed on the website");
        const text = email?.parsed.text ?? "";
        expect(text).toContain(
          "Ravi Kumar (ravi@dai.example) changed where donations are paid on 30 Nov 2026, 11:30 am IST, published from the settings page (settings version 3).",
        );
        expect(text).toContain("UPI ID: was “dai@sbi”, now “collect@ybl”");
        expect(text).toContain("UPI payee name: was (not set), now “R Kumar”");
        expect(text).not.toContain("Phone");
        expect(text).toContain("https://www.dai.example/staff/content/history/settings");
      });

      it("tells of a restore and of an import that change the payment details, and not of one that leaves them", async () => {
        await addStaff();
        await publishSettings(db(), ravi, { "bank.accountNumber": "50100012345678" }, at("05:00"));
        await publishSettings(db(), ravi, { "bank.accountNumber": "99998888777766" }, at("05:10"));
        await sendQueuedEmails();

        const restored = await restoreItemVersion(db(), {
          key: settingsItem,
          kind: settingsKind,
          actor: ravi,
          now: at("05:20"),
          version: 1,
        });
        expect(restored).toEqual({ status: "restored", version: 3 });
        const [afterRestore] = await sendQueuedEmails();
        expect(afterRestore?.parsed.text).toContain(
          "by restoring an earlier version of the settings (settings version 3)",
        );
        expect(afterRestore?.parsed.text).toContain(
          "Account number: was “99998888777766”, now “50100012345678”",
        );

        const document = (await exportContent(db(), at("05:25"))) as unknown as {
          items: Record<string, { versions: { version: number; data: Record<string, string> }[] }>;
        };
        const latest = document.items[settingsItem]?.versions.at(-1);
        if (!latest) throw new Error("The export has no settings.");
        latest.data["bank.accountNumber"] = "11112222333344";
        const imported = await importContent(db(), JSON.stringify(document), commandLine, at("05:30"));
        expect(imported).toMatchObject({ status: "imported", paymentChanged: true });
        const [afterImport] = await sendQueuedEmails();
        expect(afterImport?.parsed.text).toContain(
          "Someone at the server's command line changed where donations are paid on 30 Nov 2026, 11:00 am IST, by importing content from a file",
        );

        latest.data.phone = "+91 98765 40001";
        expect(await importContent(db(), JSON.stringify(document), commandLine, at("05:40"))).toMatchObject({
          status: "imported",
          paymentChanged: false,
        });
        expect(await sendQueuedEmails()).toEqual([]);
      });
    },
  );
}
