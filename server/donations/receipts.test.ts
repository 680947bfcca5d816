import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log.ts";
import { mailSettings } from "../mail/messages.ts";
import { createOutbox } from "../mail/outbox.ts";
import { withStaffTables } from "../accounts/database.ts";
import { commandLine } from "../accounts/audit.ts";
import { publishSettings } from "../content/settings.ts";
import { auditedByCommandLine, auditLog } from "../staff/testing.ts";
import { type ReceivedEmail, startSmtpSink } from "../mail/testing/smtp-sink.ts";
import { createMailTransport } from "../mail/transport.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { formatPledgeLines, pledgeLines } from "./pledges.ts";
import { renderReceiptPdf } from "./receipt-document.ts";
import { cancelReceipt, findPayment, type NewPayment, receivePayment } from "./receipts.ts";
import { withDonationTables } from "./schema.ts";

const runNode = promisify(execFile);
const now = () => new Date("2026-11-23T06:00:00.000Z");
const settings = mailSettings({
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
  MAIL_TO: "Office <office@dai.example>",
  MAIL_TO_DONATION: undefined,
  MAIL_TO_CONTACT: undefined,
  MAIL_TO_VOLUNTEER: undefined,
  MAIL_TO_INTERNSHIP: undefined,
});
const lakshmi = {
  name: "Lakshmi Rao",
  email: "lakshmi@example.org",
  pan: "abcde1234f",
  address: "12 Main Road, Nirmal 504106",
};
let references = 0;
/** A payment with a reference of its own: one reference is one payment. */
const payment = (changes: Partial<NewPayment> = {}): NewPayment => ({
  donor: lakshmi,
  amountPaise: 250_000,
  paidOn: "2026-06-01",
  mode: "upi",
  paymentReference: String(123456789000 + (references += 1)),
  ...changes,
});

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

warnWhenPostgresMissing("the receipt numbering tests");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`receipts on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("gives two receive commands run at the same moment by two processes consecutive numbers", async () => {
      await database.handle.close();
      const environment = { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...backend.environment() };
      const receive = (name: string) =>
        runNode(
          process.execPath,
          [
            "scripts/donations.ts",
            "receive",
            "--amount",
            "1000",
            "--date",
            "2026-05-10",
            "--mode",
            "bank",
            "--name",
            name,
            // Two donors, with their PANs: receipts the office would not be asked about.
            "--email",
            `${name.split(" ")[0]?.toLowerCase()}@example.org`,
            "--pan",
            "ABCDE1234F",
          ],
          { env: environment },
        );
      const outputs = await Promise.all([receive("First Giver"), receive("Second Giver")]);
      expect(outputs.map(({ stdout }) => stdout).sort()).toEqual([
        "Receipt 2026-27/0001: ₹1,000 on 2026-05-10 (receipt email queued).\n",
        "Receipt 2026-27/0002: ₹1,000 on 2026-05-10 (receipt email queued).\n",
      ]);
      database.handle = await backend.openAgain();
      const rows = await withDonationTables(database.handle.db)
        .selectFrom("payments")
        .select(["receipt_number", "donor_name"])
        .orderBy("receipt_number")
        .execute();
      expect(rows.map((row) => row.receipt_number)).toEqual(["2026-27/0001", "2026-27/0002"]);
      expect(rows.map((row) => row.donor_name).sort()).toEqual(["First Giver", "Second Giver"]);
      const jobs = await database.handle.db.selectFrom("email_jobs").select(["kind", "payment_id"]).execute();
      expect(jobs).toHaveLength(2);
      expect(jobs.every((job) => job.kind === "receipt" && job.payment_id !== null)).toBe(true);
    }, 60_000);

    it("makes one receipt of one payment sent twice at the same moment, by two processes or two calls", async () => {
      await database.handle.close();
      const environment = { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...backend.environment() };
      const receive = (reference: string) =>
        runNode(
          process.execPath,
          [
            "scripts/donations.ts",
            "receive",
            "--amount",
            "1000",
            "--date",
            "2026-05-10",
            "--mode",
            "upi",
          ].concat([
            "--ref",
            reference,
            "--name",
            "Giver",
            "--email",
            "giver@example.org",
            "--pan",
            "ABCDE1234F",
          ]),
          { env: environment },
        ).then(
          ({ stdout }) => stdout,
          // The refusal is the last line (the first names the database).
          (error: { stderr: string }) => `${error.stderr.trim().split("\n").at(-1)}\n`,
        );
      const outputs = await Promise.all([receive("111122223333"), receive("1111 2222 3333")]);
      expect(outputs.sort()).toEqual([
        "Receipt 2026-27/0001: ₹1,000 on 2026-05-10 (receipt email queued).\n",
        "This payment is already recorded: receipt 2026-27/0001 has the UPI reference 111122223333. Open that receipt rather than issue a second.\n",
      ]);
      database.handle = await backend.openAgain();

      const deps = { database: database.handle, now };
      const same = payment({ paymentReference: "999988887777" });
      const results = await Promise.all([receivePayment(deps, same), receivePayment(deps, same)]);
      expect(results.map((result) => result.status).sort()).toEqual(["error", "recorded"]);
      expect(results.find((result) => result.status === "error")).toMatchObject({
        existingReceipt: "2026-27/0002",
      });
      const db = withDonationTables(database.handle.db);
      expect(
        await db.selectFrom("payments").select("receipt_number").orderBy("receipt_number").execute(),
      ).toEqual([{ receipt_number: "2026-27/0001" }, { receipt_number: "2026-27/0002" }]);
      expect(await db.selectFrom("email_jobs").select("id").execute()).toHaveLength(2);
      // The database itself refuses a second receipt in force for one payment.
      const row = await db
        .selectFrom("payments")
        .selectAll()
        .where("receipt_number", "=", "2026-27/0002")
        .executeTakeFirstOrThrow();
      await expect(
        db
          .insertInto("payments")
          .values({ ...row, id: "copy", receipt_number: "2026-27/0099", sequence: 99 })
          .execute(),
      ).rejects.toThrow();
    }, 60_000);

    it("queues the donor's cancellation email with the cancellation, and none when the office says not to", async () => {
      const deps = { database: database.handle, now };
      for (const recorded of [payment(), payment()])
        expect((await receivePayment({ ...deps, emailReceipt: false }, recorded)).status).toBe("recorded");
      await cancelReceipt(deps, "2026-27/0001", "Recorded twice", { tellDonor: true });
      await cancelReceipt(deps, "2026-27/0002", "Recorded twice", { tellDonor: false });
      const jobs = await withDonationTables(database.handle.db)
        .selectFrom("email_jobs")
        .innerJoin("payments", "payments.id", "email_jobs.payment_id")
        .select(["payments.receipt_number", "email_jobs.kind", "email_jobs.status"])
        .execute();
      expect(jobs).toEqual([{ receipt_number: "2026-27/0001", kind: "cancellation", status: "pending" }]);
    });

    it("numbers each financial year from 0001 and never reuses a cancelled number", async () => {
      const deps = { database: database.handle, now };
      const numbers = [];
      // Today (now) is in 2026-27: last year's payments are still recorded, in last year's series.
      for (const paidOn of ["2025-04-01", "2025-04-02", "2026-03-31", "2026-04-01"]) {
        const result = await receivePayment(deps, payment({ paidOn }));
        if (result.status !== "recorded") throw new Error(result.error);
        numbers.push(result.payment.receipt_number);
      }
      expect(numbers).toEqual(["2025-26/0001", "2025-26/0002", "2025-26/0003", "2026-27/0001"]);

      const cancelled = await cancelReceipt(deps, "2026-27/0001", "Entered twice", { tellDonor: false });
      expect(cancelled).toMatchObject({
        status: "cancelled",
        payment: { cancellation_reason: "Entered twice" },
      });
      expect(await cancelReceipt(deps, "2026-27/0001", "Again", { tellDonor: false })).toEqual({
        status: "error",
        error: "Receipt 2026-27/0001 was already cancelled.",
      });
      const next = await receivePayment(deps, payment({ paidOn: "2026-04-05" }));
      expect(next).toMatchObject({ status: "recorded", payment: { receipt_number: "2026-27/0002" } });
    });

    it("records a company's ₹5 crore CSR grant and reads its amount back as a number", async () => {
      // ₹5,00,00,000.50 is 5,00,00,00,050 paise: more than a 32-bit integer holds.
      const deps = { database: database.handle, now };
      const result = await receivePayment(
        deps,
        payment({ amountPaise: 5_000_000_050, paidOn: "2026-06-01" }),
      );
      if (result.status !== "recorded") throw new Error(result.error);
      const stored = await findPayment(withDonationTables(database.handle.db), result.payment.receipt_number);
      expect(stored?.amount_paise).toBe(5_000_000_050);
      const second = await receivePayment(
        deps,
        payment({ amountPaise: 4_000_000_000, paidOn: "2026-06-02" }),
      );
      expect(second.status).toBe("recorded");
      const lines = await pledgeLines(database.handle.db);
      expect(lines.reduce((sum, line) => sum + line.paidPaise, 0)).toBe(9_000_000_050);
    });
  });
}

describe("recording a payment (SQLite)", () => {
  const backend = sqliteBackend();
  const database = databasePerTest(backend);

  it("refuses bad input and records nothing", async () => {
    const deps = { database: database.handle, now };
    const refusals = await Promise.all([
      receivePayment(deps, payment({ amountPaise: 0 })),
      receivePayment(deps, payment({ paidOn: "2026-02-30" })),
      receivePayment(deps, payment({ paidOn: "2026-12-01" })),
      // A mistyped year (2016 for 2026) would open a series in a closed year for good.
      receivePayment(deps, payment({ paidOn: "2016-04-01" })),
      receivePayment(deps, payment({ paidOn: "2025-03-31" })),
      receivePayment(deps, payment({ donor: { ...lakshmi, pan: "ABCD1234F" } })),
      receivePayment(deps, payment({ donor: { ...lakshmi, pan: undefined, aadhaar: "234123412347" } })),
      receivePayment(deps, payment({ pledgeReference: "DON-NOSUCH" })),
      receivePayment(deps, payment({ donor: { ...lakshmi, name: "వెంకట రమణ" } })),
    ]);
    expect(refusals.map((result) => (result.status === "error" ? result.error : "recorded"))).toEqual([
      "Write the amount in figures, more than zero, as on the bank statement: 2500, 2,500 or 2,500.50.",
      "The date must be a real date like 2026-11-20.",
      "The date of payment is in the future.",
      "The date is before 1 April 2025, the start of last financial year: check the year.",
      "The date is before 1 April 2025, the start of last financial year: check the year.",
      "The PAN must be five letters, four digits and a letter (ABCDE1234F).",
      "The Aadhaar number must be 12 digits with a valid check digit.",
      "No donation pledge has the reference DON-NOSUCH.",
      "Write the name in English letters, as on the donor's PAN (or Aadhaar): the statement of donations reports it.",
    ]);
    const stored = await withDonationTables(database.handle.db).selectFrom("payments").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("records a payment from a donor with no email address only when the receipt is not emailed", async () => {
    const handed = payment({
      donor: { name: "Lakshmamma", pan: "LMNOP4321Q" },
      mode: "cheque",
      paymentReference: "004513",
    });
    expect(await receivePayment({ database: database.handle, now }, handed)).toMatchObject({
      status: "error",
      fields: { email: expect.stringContaining("The donor's email address is missing") },
    });
    const recorded = await receivePayment({ database: database.handle, now, emailReceipt: false }, handed);
    expect(recorded).toMatchObject({
      status: "recorded",
      payment: { donor_email: "", donor_name: "Lakshmamma" },
    });
    const jobs = await database.handle.db.selectFrom("email_jobs").select("kind").execute();
    expect(jobs).toEqual([]);
  });

  it("refuses a payment whose mode and reference are already on a receipt in force, on any pledge", async () => {
    const deps = { database: database.handle, now };
    const { post } = await openTestApi(database.handle, { now });
    const pledges: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await post(validSubmissions.donation);
      pledges.push(((await response.json()) as { reference: string }).reference);
    }
    const upi = { amountPaise: 100_000, paymentReference: "1234 5678 9012", donor: {} };
    const first = await receivePayment(deps, payment({ ...upi, pledgeReference: pledges[0] }));
    expect(first).toMatchObject({ status: "recorded", payment: { payment_reference: "123456789012" } });
    const message =
      "This payment is already recorded: receipt 2026-27/0001 has the UPI reference 123456789012. Open that receipt rather than issue a second.";
    for (const again of [
      payment({ ...upi, pledgeReference: pledges[0] }),
      payment({ ...upi, pledgeReference: pledges[1], paymentReference: "1234-5678-9012" }),
      payment({ paymentReference: "123456789012" }),
    ])
      expect(await receivePayment(deps, again)).toEqual({
        status: "error",
        error: message,
        fields: { reference: message },
        existingReceipt: "2026-27/0001",
      });
    // Another mode is another payment; cash and blank references are never compared.
    for (const other of [
      payment({ mode: "bank", paymentReference: "123456789012" }),
      payment({ mode: "cash", paymentReference: "" }),
      payment({ mode: "cash", paymentReference: undefined }),
      payment({ mode: "bank", paymentReference: "  " }),
      payment({ mode: "bank", paymentReference: undefined }),
    ])
      expect((await receivePayment(deps, other)).status).toBe("recorded");
    // A cancelled receipt frees its payment to be recorded again.
    await cancelReceipt(deps, "2026-27/0001", "Wrong pledge", { tellDonor: false });
    expect(await receivePayment(deps, payment({ ...upi, pledgeReference: pledges[1] }))).toMatchObject({
      status: "recorded",
    });
    const jobs = await database.handle.db
      .selectFrom("email_jobs")
      .select("kind")
      .where("kind", "=", "receipt")
      .execute();
    expect(jobs).toHaveLength(7);
  });

  it("refuses a reference that is not of its mode's shape, as the donor's form does, and records nothing", async () => {
    const deps = { database: database.handle, now };
    for (const [mode, paymentReference, message] of [
      [
        "upi",
        "12",
        "A UPI reference (UTR) is 12 digits, as on the bank statement or in the donor's UPI app.",
      ],
      ["upi", "T2411301234567890", "A UPI reference (UTR) is 12 digits"],
      ["cheque", "12345", "A cheque number is 6 digits, as printed on the cheque."],
      ["bank", "N/A", "A bank transfer's reference is 6 to 30 letters and digits, as on the bank statement."],
    ] as const)
      expect(await receivePayment(deps, payment({ mode, paymentReference })), paymentReference).toMatchObject(
        {
          status: "error",
          fields: { reference: expect.stringContaining(message) },
        },
      );
    expect(
      await withDonationTables(database.handle.db).selectFrom("payments").select("id").execute(),
    ).toEqual([]);
    // Cash has no bank reference to check: a counterfoil number is kept as written.
    expect(
      (
        await receivePayment(
          deps,
          payment({ mode: "cash", amountPaise: 150_000, paymentReference: "Book 3 / 17" }),
        )
      ).status,
    ).toBe("recorded");
  });

  it("needs a confirmation to take a pledge past its amount, and marks the pledge handled when a receipt is issued", async () => {
    const deps = { database: database.handle, now, recordedBy: "office@dai.example" };
    const { post } = await openTestApi(database.handle, { now });
    const response = await post(validSubmissions.donation);
    const { reference } = (await response.json()) as { reference: string };
    const pledged = validSubmissions.donation.data.amount * 100;
    const reviews = () =>
      withStaffTables(database.handle.db).selectFrom("submission_reviews").selectAll().execute();
    expect(await reviews()).toEqual([]);

    // The pledge was made on 23 November 2026: a payment dated in an earlier financial year is a
    // mistyped year.
    const lastYear = await receivePayment(
      deps,
      payment({ pledgeReference: reference, donor: {}, amountPaise: 100_00, paidOn: "2026-03-20" }),
    );
    expect(lastYear).toMatchObject({
      status: "error",
      fields: {
        date: "The date is before 1 April 2026, the start of the financial year the pledge was made in (on 23 November 2026): check the year.",
      },
    });
    const part = await receivePayment(
      deps,
      payment({ pledgeReference: reference, donor: {}, amountPaise: pledged - 100_00 }),
    );
    expect(part.status).toBe("recorded");
    expect(await reviews()).toMatchObject([
      { handled_by: "office@dai.example", handled_at: now().toISOString(), note: "" },
    ]);

    const tooMuch = payment({ pledgeReference: reference, donor: {}, amountPaise: 300_00 });
    const refused = await receivePayment(deps, tooMuch);
    expect(refused).toMatchObject({
      status: "error",
      moreThanPledged: true,
      fields: {
        amount:
          "Only ₹100 of the pledge is unpaid; this payment is ₹200 more. Record it only if the donor did pay more, and confirm it.",
      },
    });
    expect(await receivePayment(deps, { ...tooMuch, moreThanPledged: true })).toMatchObject({
      status: "recorded",
    });
    expect(
      await receivePayment(deps, payment({ pledgeReference: reference, donor: {}, amountPaise: 1_00 })),
    ).toMatchObject({
      fields: {
        amount: expect.stringMatching(
          /^The pledge of ₹[\d,]+ is already paid in full; this payment would be ₹201 more\./,
        ),
      },
    });
    expect(await pledgeLines(database.handle.db)).toMatchObject([{ reference, state: "paid" }]);
  });

  it("lists the newest first, pledges and receipts without a pledge alike: the office looks for today's", async () => {
    let clock = new Date("2026-11-20T05:00:00.000Z");
    const { post } = await openTestApi(database.handle, { now: () => clock });
    const first = ((await (await post(validSubmissions.donation)).json()) as { reference: string }).reference;
    clock = new Date("2026-11-21T05:00:00.000Z");
    const second = ((await (await post(validSubmissions.donation)).json()) as { reference: string })
      .reference;
    clock = new Date("2026-11-22T05:00:00.000Z");
    const grant = await receivePayment(
      { database: database.handle, now: () => clock },
      payment({ paidOn: "2026-11-22" }),
    );
    if (grant.status !== "recorded") throw new Error(grant.error);
    const lines = await pledgeLines(database.handle.db);
    expect(lines.map((line) => line.reference || line.receipts[0]?.number)).toEqual([
      grant.payment.receipt_number,
      second,
      first,
    ]);
  });

  it("records a payment against a pledge with the pledge's donor, and lists it with the PAN masked", async () => {
    const { post } = await openTestApi(database.handle, { now });
    const response = await post(validSubmissions.donation);
    const { reference } = (await response.json()) as { reference: string };
    const pledged = validSubmissions.donation.data.amount;
    const result = await receivePayment(
      { database: database.handle, now },
      payment({ pledgeReference: reference, donor: { pan: "ABCDE1234F" }, amountPaise: pledged * 100 }),
    );
    expect(result).toMatchObject({
      status: "recorded",
      payment: { donor_name: validSubmissions.donation.data.name, donor_pan: "ABCDE1234F" },
    });
    const listed = formatPledgeLines(await pledgeLines(database.handle.db));
    expect(listed).toContain(reference);
    expect(listed).toContain("ABCDE****F");
    expect(listed).not.toContain("ABCDE1234F");
    expect(listed).toMatch(/\bpaid\b/);
  });

  it("keeps a cancelled receipt in the list, marked cancelled and counting for nothing paid", async () => {
    const deps = { database: database.handle, now };
    const { post } = await openTestApi(database.handle, { now });
    const response = await post(validSubmissions.donation);
    const { reference } = (await response.json()) as { reference: string };
    const pledged = validSubmissions.donation.data.amount * 100;
    for (const recorded of [
      payment({ pledgeReference: reference, donor: {}, amountPaise: 1_000_00 }),
      payment({ pledgeReference: reference, donor: {}, amountPaise: 500_00 }),
      payment({ amountPaise: 700_00 }),
    ])
      expect((await receivePayment(deps, recorded)).status).toBe("recorded");
    for (const receipt of ["2026-27/0001", "2026-27/0003"])
      expect((await cancelReceipt(deps, receipt, "Entered twice", { tellDonor: false })).status).toBe(
        "cancelled",
      );

    const lines = await pledgeLines(database.handle.db);
    expect(lines).toMatchObject([
      {
        reference,
        pledgedPaise: pledged,
        paidPaise: 500_00,
        state: "part paid",
        receipts: [
          { number: "2026-27/0001", cancelled: true },
          { number: "2026-27/0002", cancelled: false },
        ],
      },
      {
        reference: "",
        name: "Lakshmi Rao",
        paidPaise: 0,
        state: "no pledge",
        receipts: [{ number: "2026-27/0003", cancelled: true }],
        financialYears: ["2026-27"],
      },
    ]);
    const listed = formatPledgeLines(lines);
    expect(listed).toContain("2026-27/0001 (cancelled) 2026-27/0002");
    expect(listed).toMatch(/^-\s+Lakshmi Rao\s+-\s+₹0\s+no pledge\s+2026-27\/0003 \(cancelled\)/m);
  });

  it("audits the command's payment, cancellation and 10BD file as the staff area does, and no refused command", async () => {
    const environment = { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...backend.environment() };
    const donations = (...args: string[]) =>
      runNode(process.execPath, ["scripts/donations.ts", ...args], { env: environment }).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    // The statement for 2026-27 needs an approval that covers it, as the society publishes it.
    const approval = {
      "approval354.number": "AAATD1234KG20261",
      "approval354.approvedOn": "2026-05-02",
      "approval354.validity": "tax year 2026-27 to tax year 2030-31",
    };
    await publishSettings(database.handle.db, commandLine, approval, now());
    const receive = ["receive", "--date", "2026-05-10", "--mode", "bank", "--name", "Giver"];
    const donor = ["--email", "giver@example.org", "--pan", "ABCDE1234F", "--no-email"];
    expect(await donations(...receive, ...donor, "--amount", "0")).toBe(2);
    expect(await donations(...receive, ...donor, "--amount", "1000", "--pan", "ABCD")).toBe(1);
    expect(await donations(...receive, ...donor, "--amount", "1000")).toBe(0);
    expect(await donations("show", "2026-27/0001")).toBe(0);
    expect(await donations("export-10bd", "--fy", "2026-28")).toBe(1);
    expect(await donations("export-10bd", "--fy", "2026-27")).toBe(0);
    expect(await donations("cancel", "2026-27/0001")).toBe(1);
    expect(await donations("cancel", "2026-27/0001", "--reason", "Entered twice")).toBe(0);
    expect(await donations("cancel", "2026-27/0001", "--reason", "Again")).toBe(1);

    const donationLines = (await auditLog(database.handle)).filter((line) =>
      line.action.startsWith("donation."),
    );
    expect(donationLines).toEqual([
      auditedByCommandLine("donation.payment", "2026-27/0001"),
      auditedByCommandLine("donation.form_10bd", "2026-27, 1 rows"),
      auditedByCommandLine("donation.cancel", "2026-27/0001"),
    ]);

    // What the staff form asks first, the command issues and prints as a note.
    const cash = [
      "receive",
      "--date",
      "2026-05-11",
      "--mode",
      "cash",
      "--name",
      "Walk-in Donor",
      "--no-email",
    ];
    const { stdout } = await runNode(
      process.execPath,
      ["scripts/donations.ts", ...cash, "--amount", "5000"],
      {
        env: environment,
      },
    );
    expect(stdout).toContain(
      "Note: It was paid in cash above ₹2,000: the receipt will say the donation is not deductible.",
    );
  }, 60_000);

  /** Sends every queued email through a real SMTP server; gives back what it received, parsed. */
  async function sendQueuedEmails(): Promise<ReceivedEmail[]> {
    const sink = await startSmtpSink();
    const dataDir = await mkdtemp(path.join(tmpdir(), "receipt-mail-"));
    const log = createLogger("silent");
    const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
    try {
      const outbox = createOutbox({ database: database.handle, transport, settings, log, now });
      let sent = 0;
      for (let batch = await outbox.runOnce(); batch > 0; batch = await outbox.runOnce()) sent += batch;
      return await sink.waitFor(sent);
    } finally {
      transport.close();
      await sink.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it("emails the receipt with the PDF to the donor through a real SMTP server", async () => {
    const result = await receivePayment(
      { database: database.handle, now },
      payment({ amountPaise: 12_345_600 }),
    );
    if (result.status !== "recorded") throw new Error(result.error);
    const [email, ...more] = await sendQueuedEmails();
    expect(more).toEqual([]);
    expect(email?.envelopeTo).toEqual(["lakshmi@example.org"]);
    expect(email?.parsed.subject).toBe("Receipt 2026-27/0001 for your donation of ₹1,23,456");
    // A reply (a PAN to correct) reaches the office, not the no-reply sender.
    expect(email?.parsed.replyTo?.value).toEqual([{ name: "Office", address: "office@dai.example" }]);
    const [attachment] = email?.parsed.attachments ?? [];
    expect(attachment).toMatchObject({
      contentType: "application/pdf",
      filename: "receipt-2026-27-0001.pdf",
    });
    if (!attachment) throw new Error("The receipt email has no attachment.");
    const text = await pdfText(attachment.content);
    expect(text).toContain("2026-27/0001");
    expect(text).toContain("One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees Only");
    const [job] = await database.handle.db.selectFrom("email_jobs").select("status").execute();
    expect(job?.status).toBe("sent");
  }, 30_000);

  it("writes the receipt email in the language of the pledge's form; English without a pledge", async () => {
    const { post } = await openTestApi(database.handle, { now });
    for (const language of ["te", "en", undefined] as const) {
      const response = language && (await post({ ...validSubmissions.donation, language }));
      const pledgeReference = response
        ? ((await response.json()) as { reference: string }).reference
        : undefined;
      const result = await receivePayment(
        { database: database.handle, now },
        payment({
          pledgeReference,
          donor: pledgeReference ? {} : lakshmi,
          amountPaise: 1_00_000_50,
          moreThanPledged: true,
        }),
      );
      if (result.status !== "recorded") throw new Error(result.error);
    }
    const receipts = (await sendQueuedEmails())
      .filter((email) => email.parsed.attachments.some((file) => file.contentType === "application/pdf"))
      .map(({ parsed }) => ({ subject: parsed.subject, text: parsed.text ?? "", html: String(parsed.html) }));
    expect(receipts.map((receipt) => receipt.subject).sort()).toEqual([
      "Receipt 2026-27/0002 for your donation of ₹1,00,000.50",
      "Receipt 2026-27/0003 for your donation of ₹1,00,000.50",
      "మీ ₹1,00,000.50 విరాళానికి రసీదు 2026-27/0001",
    ]);
    const telugu = receipts.find((receipt) => receipt.subject?.startsWith("మీ"));
    expect(telugu?.html).toContain('lang="te-IN"');
    // The letter says what the receipt says about the deduction, in the letter's language.
    for (const expected of ["ప్రియమైన Asha Devi గారికి,", "1 జూన్", "పన్ను సంవత్సరం 2026-27", "ఆత్మీయ శుభాకాంక్షలతో"])
      expect(telugu?.text).toContain(expected);
    expect(telugu?.text).not.toContain("Thank you");
    for (const english of receipts.filter((receipt) => receipt !== telugu)) {
      expect(english.html).toContain('lang="en-IN"');
      expect(english.text).toContain("received on 1 June 2026");
    }
  }, 30_000);

  it("tells the donor a cancelled receipt is cancelled, in the pledge's language, when the office asks", async () => {
    const { post } = await openTestApi(database.handle, { now });
    const response = await post({ ...validSubmissions.donation, language: "te" });
    const { reference } = (await response.json()) as { reference: string };
    const deps = { database: database.handle, now };
    for (const recorded of [payment({ pledgeReference: reference, donor: {} }), payment(), payment()]) {
      const result = await receivePayment({ ...deps, emailReceipt: false }, recorded);
      if (result.status !== "recorded") throw new Error(result.error);
    }
    for (const [receipt, tellDonor] of [
      ["2026-27/0001", true],
      ["2026-27/0002", true],
      ["2026-27/0003", false],
    ] as const)
      expect((await cancelReceipt(deps, receipt, "Cheque returned unpaid", { tellDonor })).status).toBe(
        "cancelled",
      );
    // The pledge's own notification and acknowledgement go out too; the receipts were handed over.
    const emails = (await sendQueuedEmails()).filter((email) =>
      /cancelled|రద్దు/.test(email.parsed.subject ?? ""),
    );
    expect(emails.map((email) => email.parsed.subject).sort()).toEqual([
      "Receipt 2026-27/0002 is cancelled",
      "రసీదు 2026-27/0001 రద్దు చేయబడింది",
    ]);
    const english = emails.find((email) => email.parsed.subject === "Receipt 2026-27/0002 is cancelled");
    expect(english?.envelopeTo).toEqual(["lakshmi@example.org"]);
    expect(english?.parsed.attachments).toEqual([]);
    expect(english?.parsed.replyTo?.value).toEqual([{ name: "Office", address: "office@dai.example" }]);
    for (const expected of [
      "The society has cancelled receipt 2026-27/0002 for ₹2,500, dated 1 June 2026.",
      "The reason: Cheque returned unpaid",
      "the society leaves it out of Form 113",
    ])
      expect(english?.parsed.text).toContain(expected);
    const telugu = emails.find((email) => email.parsed.subject?.startsWith("రసీదు"));
    expect(String(telugu?.parsed.html)).toContain('lang="te-IN"');
    expect(telugu?.parsed.text).toContain("కారణం: Cheque returned unpaid");
  }, 30_000);

  it("writes the receipt PDF with the donor, PAN, amount in words and a cancellation", async () => {
    const result = await receivePayment(
      { database: database.handle, now },
      payment({ amountPaise: 1_00_00_000_00, mode: "cheque", paymentReference: "004 512" }),
    );
    if (result.status !== "recorded") throw new Error(result.error);
    const cancelled = await cancelReceipt(
      { database: database.handle, now },
      result.payment.receipt_number,
      "Cheque bounced",
      { tellDonor: false },
    );
    if (cancelled.status !== "cancelled") throw new Error(cancelled.error);
    const text = await pdfText(await renderReceiptPdf(cancelled.payment));
    for (const expected of [
      "Lakshmi Rao",
      "ABCDE1234F",
      "12 Main Road, Nirmal 504106",
      "₹1,00,00,000",
      "One Crore Rupees Only",
      "1 June 2026",
      "Cheque",
      "004512",
      "CANCELLED: Cheque bounced",
    ])
      expect(text).toContain(expected);
    // And in Telugu, under it (pdf.js reads a conjunct's parts out of order: only its start is compared).
    expect(text).toMatch(/CANCELLED: Cheque bounced ఈ రసీదు ర/);
  });
});
