// Staff tool for payments and receipts: `npm run donations -- <command>`. It opens the same
// database as the server (DATA_DIR or DATABASE_URL); receipt emails go out through the server's
// outbox, which sends them within seconds while the server runs.
import { commandLine } from "../server/accounts/audit.ts";
import type { DatabaseHandle } from "../server/db/database.ts";
import { formatPaise } from "../app/utils/rupees.ts";
import { paiseFromRupees } from "../server/donations/amount.ts";
import { statementHeader, statementRows } from "../server/donations/statement.ts";
import { financialYearDates } from "../server/donations/financial-year.ts";
import { pledgeInFull } from "../server/donations/pledge-view.ts";
import { formatPledgeLines, inFinancialYear, pledgeLines } from "../server/donations/pledges.ts";
import { cancelReceipt, findPayment, receiptEmails, receivePayment } from "../server/donations/receipts.ts";
import {
  type DonationType,
  donationTypes,
  type PaymentMode,
  paymentModes,
  withDonationTables,
} from "../server/donations/schema.ts";
import { type Outcome, parseOptions as parse, runCommandLine, UsageError } from "./command-line.ts";
import { toCsv } from "../server/submissions/csv.ts";
import { readEnv } from "../server/env.ts";
import { productionMode } from "../server/production.ts";

const usage = `Usage: npm run donations -- <command>

  receive DON-XXXXXX --amount 2500 --date 2026-11-20 --mode upi|bank|cheque|cash [--ref UTR]
          [--name N --email E --pan P --aadhaar A --address "…"] [--kind corpus|specific-grant|others]
          [--no-email] [--more-than-pledged]
      records a payment against a pledge (or, without DON-…, from --name and --email, or --name and
      --no-email for a donor with no address who is handed the receipt), gives it the
      next receipt number of its financial year and emails the donor the receipt PDF. A payment
      whose mode and reference are already on a receipt is refused (one payment, one receipt);
      one that takes a pledge past its amount needs --more-than-pledged
  list [--fy 2026-27]                    pledges with what was paid and what donors reported
                                         paying ("I have paid"), of one financial year; PAN masked
  show <receipt number>                  one payment in full (JSON)
  show DON-XXXXXX                        one pledge in full: 80G details, reports, payments (JSON)
  cancel <receipt number> --reason "…" [--no-email]
                                         cancels a receipt (its number stays used) and emails the
                                         donor that it is cancelled; --no-email: you tell them
  export-10bd --fy 2026-27               the year's statement of donations as CSV on stdout: Form
                                         10BD up to 2025-26, Form 113 from tax year 2026-27

The database is the server's: the SQLite file in DATA_DIR (default ./data), or DATABASE_URL.
receive, cancel and export-10bd are written to the staff audit log, by "command line".
`;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  option: string,
): T | undefined {
  if (value === undefined) return undefined;
  const found = allowed.find((candidate) => candidate === value);
  if (!found) throw new UsageError(`${option} must be one of ${allowed.join(", ")}.`);
  return found;
}

const text = { type: "string" } as const;

async function run(database: DatabaseHandle, command: string, args: string[]): Promise<Outcome> {
  const db = withDonationTables(database.db);
  switch (command) {
    case "receive": {
      const { values, positionals } = parse(args, {
        amount: text,
        date: text,
        mode: text,
        ref: text,
        name: text,
        email: text,
        pan: text,
        aadhaar: text,
        address: text,
        kind: text,
        "no-email": { type: "boolean" },
        "more-than-pledged": { type: "boolean" },
      });
      if (positionals.length > 1) throw new UsageError("receive takes at most one pledge reference.");
      const amountPaise = paiseFromRupees(values.amount ?? "");
      if (amountPaise === undefined)
        throw new UsageError("--amount must be rupees more than zero, like 2500, 2,500 or 2500.50.");
      if (!values.date)
        throw new UsageError("--date is missing (the day the money arrived, like 2026-11-20).");
      const mode: PaymentMode | undefined = oneOf(values.mode, paymentModes, "--mode");
      if (!mode) throw new UsageError("--mode is missing.");
      const donationType: DonationType | undefined = oneOf(values.kind, donationTypes, "--kind");
      const [pledgeReference] = positionals;
      if (!pledgeReference && (!values.name || (!values.email && values["no-email"] !== true)))
        throw new UsageError(
          "Without a pledge reference, give --name and --email (or --no-email, to hand the receipt over).",
        );
      const result = await receivePayment(
        {
          database,
          emailReceipt: values["no-email"] !== true,
          recordedBy: commandLine.email,
          production: productionMode(readEnv()) !== null,
        },
        {
          pledgeReference,
          donor: {
            name: values.name,
            email: values.email,
            pan: values.pan,
            aadhaar: values.aadhaar,
            address: values.address,
          },
          amountPaise,
          paidOn: values.date,
          mode,
          paymentReference: values.ref,
          donationType,
          moreThanPledged: values["more-than-pledged"] === true,
        },
      );
      if (result.status === "error")
        return {
          error: result.moreThanPledged ? `${result.error} (--more-than-pledged)` : result.error,
          exitCode: 1,
        };
      const { payment, cautions } = result;
      const emailed = values["no-email"] === true ? "no email queued" : "receipt email queued";
      // What the staff form would have asked first (server/donations/cautions.ts), for the operator to check.
      const notes = cautions.map((caution) => `Note: ${caution.message}\n`).join("");
      return {
        output: `Receipt ${payment.receipt_number}: ${formatPaise(payment.amount_paise)} on ${payment.paid_on} (${emailed}).\n${notes}`,
        exitCode: 0,
        audit: [{ action: "donation.payment", subject: payment.receipt_number }],
      };
    }
    case "list": {
      const { values, positionals } = parse(args, { fy: text });
      if (positionals.length > 0) throw new UsageError("list takes no reference; --fy chooses a year.");
      if (values.fy !== undefined && !financialYearDates(values.fy))
        throw new UsageError("--fy must be a financial year like 2026-27.");
      const lines = await pledgeLines(database.db);
      return {
        output: formatPledgeLines(values.fy === undefined ? lines : inFinancialYear(lines, values.fy)),
        exitCode: 0,
      };
    }
    case "show": {
      const { positionals } = parse(args, {});
      const [receipt] = positionals;
      if (!receipt || positionals.length > 1)
        throw new UsageError("show takes one receipt number or pledge reference.");
      if (/^DON-/i.test(receipt)) {
        const pledge = await pledgeInFull(database.db, receipt);
        if (!pledge) return { error: `No donation pledge has the reference ${receipt}.`, exitCode: 1 };
        return { output: `${JSON.stringify(pledge, null, 2)}\n`, exitCode: 0 };
      }
      const payment = await findPayment(db, receipt);
      if (!payment) return { error: `No receipt ${receipt}.`, exitCode: 1 };
      const emails = await receiptEmails(db, payment.id);
      return { output: `${JSON.stringify({ ...payment, emails }, null, 2)}\n`, exitCode: 0 };
    }
    case "cancel": {
      const { values, positionals } = parse(args, { reason: text, "no-email": { type: "boolean" } });
      const [receipt] = positionals;
      if (!receipt || positionals.length > 1) throw new UsageError("cancel takes one receipt number.");
      const tellDonor = values["no-email"] !== true;
      const result = await cancelReceipt({ database }, receipt, values.reason ?? "", { tellDonor });
      if (result.status === "error") return { error: result.error, exitCode: 1 };
      const cancelled = result.payment.receipt_number;
      const told =
        tellDonor && result.payment.donor_email !== ""
          ? "An email telling the donor is queued."
          : "Tell the donor it is cancelled: no email was queued.";
      return {
        output: `Receipt ${cancelled} cancelled. ${told}\n`,
        exitCode: 0,
        audit: [{ action: "donation.cancel", subject: cancelled }],
      };
    }
    case "export-10bd": {
      const { values, positionals } = parse(args, { fy: text });
      if (!values.fy || positionals.length > 0)
        throw new UsageError("export-10bd needs --fy, like --fy 2026-27.");
      const form = await statementRows(database.db, values.fy, productionMode(readEnv()) !== null);
      if (form.status === "error") return { error: form.error, exitCode: 1 };
      process.stderr.write(`${form.form} for ${values.fy}.\n`);
      if (form.skippedWithoutId > 0)
        process.stderr.write(
          `${form.skippedWithoutId} payment(s) without PAN or Aadhaar are not in ${form.form}.\n`,
        );
      if (form.skippedCash > 0)
        process.stderr.write(
          `${form.skippedCash} cash payment(s) above ₹2,000 are not in ${form.form}: they are not deductible.\n`,
        );
      if (form.unconfirmed) process.stderr.write(`${form.unconfirmed}\n`);
      return {
        output: toCsv(statementHeader, form.rows),
        exitCode: 0,
        audit: [{ action: "donation.form_10bd", subject: `${values.fy}, ${form.rows.length} rows` }],
      };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

await runCommandLine(usage, run);
