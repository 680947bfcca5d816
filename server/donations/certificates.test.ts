import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { commandLine } from "../accounts/audit.ts";
import { publishSettings } from "../content/settings.ts";
import { createLogger } from "../log.ts";
import { mailSettings } from "../mail/messages.ts";
import { createOutbox } from "../mail/outbox.ts";
import { type ReceivedEmail, startSmtpSink } from "../mail/testing/smtp-sink.ts";
import { createMailTransport, type MailTransport } from "../mail/transport.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { certificateDonors, queueCertificates, recordFiling, resendCertificate } from "./certificates.ts";
import { type NewPayment, receivePayment } from "./receipts.ts";

warnWhenPostgresMissing("the certificate tests on PostgreSQL");

const settings = mailSettings({
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
  MAIL_TO: "Office <office@dai.example>",
  MAIL_TO_DONATION: undefined,
  MAIL_TO_CONTACT: undefined,
  MAIL_TO_VOLUNTEER: undefined,
  MAIL_TO_INTERNSHIP: undefined,
});
const approval = {
  "approval354.number": "AAATD1234KG20261",
  "approval354.approvedOn": "2026-05-02",
  "approval354.validity": "tax year 2026-27 to tax year 2030-31",
};
const lakshmi = {
  name: "Lakshmi Rao",
  email: "lakshmi@example.org",
  pan: "ABCDE1234F",
  address: "Nirmal 504106",
};
const ravi = { name: "Ravi Kumar", email: "ravi@example.org", aadhaar: "2341 2341 2346" };
const pay = (donor: NewPayment["donor"], amountPaise: number, paidOn: string, mode = "upi"): NewPayment => ({
  donor,
  amountPaise,
  paidOn,
  mode,
});

const now = () => new Date("2027-06-01T06:00:00.000Z");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`yearly certificates (${backend.name})`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    async function aYearOfDonations() {
      await publishSettings(db(), commandLine, approval, now());
      for (const payment of [
        pay(lakshmi, 250_000, "2026-04-01"),
        pay(lakshmi, 100_000, "2026-12-01", "bank"),
        pay(ravi, 70_000, "2026-05-05"),
        pay({ name: "No Id", email: "noid@example.org" }, 500_000, "2026-06-06"),
        pay(
          { name: "Cash Giver", email: "cash@example.org", pan: "PQRST6789K" },
          500_000,
          "2026-07-07",
          "cash",
        ),
        pay(lakshmi, 900_000, "2027-04-02"),
      ]) {
        // Each recorded on the day the money came, before the statement was filed.
        const recordedOn = () => new Date(`${payment.paidOn}T06:00:00.000Z`);
        const result = await receivePayment(
          { database: database.handle, now: recordedOn, emailReceipt: false },
          payment,
        );
        if (result.status !== "recorded") throw new Error(result.error);
      }
    }

    /** Runs the outbox until nothing is due, through `transport`. */
    async function runOutbox(transport: MailTransport) {
      const outbox = createOutbox({
        database: database.handle,
        transport,
        settings,
        log: createLogger("silent"),
        now,
      });
      let sent = 0;
      for (let batch = await outbox.runOnce(); batch > 0; batch = await outbox.runOnce()) sent += batch;
      return sent;
    }

    async function sendThroughSmtp(): Promise<ReceivedEmail[]> {
      const sink = await startSmtpSink();
      const dataDir = await mkdtemp(path.join(tmpdir(), "certificate-mail-"));
      const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log: createLogger("silent") });
      try {
        return await sink.waitFor(await runOutbox(transport));
      } finally {
        transport.close();
        await sink.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }

    it("after the acknowledgement, emails each donor of the year exactly one certificate PDF; one more on re-send", async () => {
      await aYearOfDonations();
      expect(await queueCertificates(db(), "2026-27", now())).toEqual({
        status: "error",
        error: "Enter the acknowledgement of 2026-27's statement first.",
      });
      const bad = await recordFiling(
        db(),
        "2026-27",
        { acknowledgement: "<b>", filedOn: "2027-03-31" },
        "a@b",
        now(),
        "2027-06-01",
      );
      expect(bad.status).toBe("error");
      // A date shaped right that names no day is refused as a date, not an error of the server.
      expect(
        await recordFiling(
          db(),
          "2026-27",
          { acknowledgement: "123456789012345", filedOn: "2027-13-45" },
          "a@b",
          now(),
          "2027-06-01",
        ),
      ).toEqual({
        status: "error",
        fields: { filedOn: "Enter the date as yyyy-mm-dd, such as 2027-05-20." },
      });
      expect(await queueCertificates(db(), "2026-27", now())).toMatchObject({ status: "error" });
      const filing = { acknowledgement: "123456789012345", filedOn: "2027-05-20" };
      expect(await recordFiling(db(), "2026-27", filing, "office@dai.example", now(), "2027-06-01")).toEqual({
        status: "saved",
      });

      expect(await queueCertificates(db(), "2026-27", now())).toEqual({ status: "queued", count: 2 });
      // Pressed again: nobody gets a second one.
      expect(await queueCertificates(db(), "2026-27", now())).toEqual({ status: "queued", count: 0 });
      const emails = await sendThroughSmtp();
      expect(emails.map((email) => email.envelopeTo).sort()).toEqual([
        ["lakshmi@example.org"],
        ["ravi@example.org"],
      ]);
      const toLakshmi = emails.find((email) => email.envelopeTo[0] === "lakshmi@example.org");
      expect(toLakshmi?.parsed.subject).toBe("Certificate of your donations for tax year 2026-27");
      // The letter does not pass the society's certificate off as the portal's, which a deduction needs.
      expect(toLakshmi?.parsed.text?.replace(/\s+/g, " ")).toContain(
        "with the certificate in Form 114 from the Income-tax Department's e-filing portal, which the society sends you as well: that is the one a deduction is claimed with.",
      );
      const [pdf] = toLakshmi?.parsed.attachments ?? [];
      expect(pdf?.contentType).toBe("application/pdf");
      if (!pdf) throw new Error("No certificate attached.");
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), {
        mergePages: true,
      });
      const flat = text.replace(/\s+/g, " ");
      for (const expected of [
        "Certificate of donations",
        "received in tax year 2026-27, are reported to the Income-tax Department in Form 113: acknowledgement 123456789012345, dated 20 May 2027",
        "The certificate in Form 114, which the Income-tax Department's e-filing portal generates from the statement, is the one a deduction is claimed with",
        "ABCDE1234F",
        "2026-27/0001",
        "2026-27/0002",
        "₹3,500",
        "Approved under section 354 of the Income-tax Act, 2025: No. AAATD1234KG20261, dated 02/05/2026",
        "eligible for deduction under section 133 of the Income-tax Act, 2025 for tax year 2026-27",
        "Authorised signatory",
      ])
        expect(flat).toContain(expected);
      expect(flat).toMatch(/PAN ·[^:]*: ABCDE1234F/);
      expect(flat).not.toContain("2027-28");

      const ravisReceipt = "2026-27/0003";
      expect(await resendCertificate(db(), "2026-27", ravisReceipt, now())).toEqual({
        status: "queued",
        count: 1,
      });
      const again = await sendThroughSmtp();
      expect(again.map((email) => email.envelopeTo)).toEqual([["ravi@example.org"]]);
      const states = await certificateDonors(db(), "2026-27");
      expect(
        states.map((donor) => [donor.payment.donor_name, donor.emails.map((email) => email.status)]),
      ).toEqual([
        ["Lakshmi Rao", ["sent"]],
        ["Ravi Kumar", ["sent", "sent"]],
      ]);
    }, 60_000);

    it("leaves out of the emails a donor with no address, whose receipt was handed over", async () => {
      await aYearOfDonations();
      const handed = await receivePayment(
        { database: database.handle, now: () => new Date("2026-08-08T06:00:00.000Z"), emailReceipt: false },
        pay({ name: "Lakshmamma", pan: "LMNOP4321Q" }, 1_00_000_50, "2026-08-08", "cheque"),
      );
      if (handed.status !== "recorded") throw new Error(handed.error);
      expect(handed.payment.donor_email).toBe("");
      const filing = { acknowledgement: "123456789012345", filedOn: "2027-05-20" };
      await recordFiling(db(), "2026-27", filing, "office@dai.example", now(), "2027-06-01");
      expect(await queueCertificates(db(), "2026-27", now())).toEqual({
        status: "queued",
        count: 2,
        byHand: 1,
      });
      expect(await resendCertificate(db(), "2026-27", handed.payment.receipt_number, now())).toEqual({
        status: "error",
        error: `The donor of receipt ${handed.payment.receipt_number} has no email address: download the certificate and give it to them.`,
      });
      expect((await sendThroughSmtp()).map((email) => email.envelopeTo).sort()).toEqual([
        ["lakshmi@example.org"],
        ["ravi@example.org"],
      ]);
    }, 60_000);

    it("refuses a filing dated before donations it cannot hold, and certificates once a late receipt is made", async () => {
      await aYearOfDonations();
      // A receipt made on 1 June 2027 for a cheque that came in March: no statement filed before holds it.
      const late = await receivePayment(
        { database: database.handle, now, emailReceipt: false },
        pay(ravi, 30_000, "2027-03-20", "cheque"),
      );
      if (late.status !== "recorded") throw new Error(late.error);
      const revise =
        "File a revised statement of 2026-27 on the e-filing portal, then enter its acknowledgement and date here.";
      expect(
        await recordFiling(
          db(),
          "2026-27",
          { acknowledgement: "123456789012345", filedOn: "2027-05-20" },
          "office@dai.example",
          now(),
          "2027-06-01",
        ),
      ).toEqual({
        status: "error",
        fields: {
          filedOn: `A statement filed on 2027-05-20 cannot hold the 1 donation(s) recorded after that day (the latest on 2027-06-01). ${revise}`,
        },
      });
      // Filed the same day: taken.
      const revised = { acknowledgement: "123456789012346", filedOn: "2027-06-01" };
      expect(await recordFiling(db(), "2026-27", revised, "office@dai.example", now(), "2027-06-01")).toEqual(
        {
          status: "saved",
        },
      );
      // One more late receipt after that filing: no certificate goes out until a revised statement is entered.
      const later = () => new Date("2027-06-03T06:00:00.000Z");
      const another = await receivePayment(
        { database: database.handle, now: later, emailReceipt: false },
        pay(lakshmi, 10_000, "2027-03-25", "cheque"),
      );
      if (another.status !== "recorded") throw new Error(another.error);
      expect(await queueCertificates(db(), "2026-27", later())).toEqual({
        status: "error",
        error: `1 donation(s) of 2026-27 were recorded after the statement was filed on 2027-06-01, so it does not report them, and a certificate would say it does. ${revise} Nothing was sent.`,
      });
      expect(await sendThroughSmtp()).toEqual([]);
    }, 60_000);

    it("keeps a failed send with its error, for the staff area to show", async () => {
      await aYearOfDonations();
      await recordFiling(
        db(),
        "2026-27",
        { acknowledgement: "ACK2627", filedOn: "2027-05-20" },
        "o@d",
        now(),
        "2027-06-01",
      );
      await queueCertificates(db(), "2026-27", now());
      const refusing: MailTransport = {
        delivery: "smtp",
        description: "a server that refuses",
        send: async () => ({ status: "error", error: "550 mailbox unavailable" }),
        close() {},
      };
      await runOutbox(refusing);
      const states = await certificateDonors(db(), "2026-27");
      expect(states.flatMap((donor) => donor.emails.map((email) => email.lastError))).toEqual([
        "550 mailbox unavailable",
        "550 mailbox unavailable",
      ]);
    }, 60_000);
  });
}
