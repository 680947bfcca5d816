import type { Kysely } from "kysely";
import { maskPan } from "#app/utils/tax-identifiers.ts";
import type { Database } from "../db/database.ts";
import { rupeeFigures } from "./amount.ts";
import { withDonationTables } from "./schema.ts";

/*
 * What staff see in `donations list`: every pledge with what has been paid against it, and every
 * payment that came without a pledge. PAN is masked here (ABCDE****F); `show` and the exports
 * carry it whole.
 */

export type PledgeLine = {
  reference: string;
  name: string;
  pledgedPaise: number | null;
  paidPaise: number;
  state: "unpaid" | "part paid" | "paid" | "no pledge";
  receipts: string[];
  pan: string;
};

function pledgedRupees(data: string): number | null {
  try {
    const amount: unknown = JSON.parse(data).amount;
    return typeof amount === "number" && Number.isFinite(amount) ? amount : null;
  } catch {
    return null;
  }
}

function pledgeName(data: string): string {
  try {
    const name: unknown = JSON.parse(data).name;
    return typeof name === "string" ? name : "";
  } catch {
    return "";
  }
}

export async function pledgeLines(database: Kysely<Database>): Promise<PledgeLine[]> {
  const db = withDonationTables(database);
  const pledges = await db
    .selectFrom("submissions")
    .select(["id", "reference", "data"])
    .where("form_type", "=", "donation")
    .where("status", "=", "received")
    .orderBy("created_at")
    .execute();
  const payments = await db
    .selectFrom("payments")
    .select(["submission_id", "receipt_number", "amount_paise", "donor_name", "donor_pan", "cancelled_at"])
    .orderBy("financial_year")
    .orderBy("sequence")
    .execute();
  const lines: PledgeLine[] = pledges.map((pledge) => {
    const own = payments.filter(
      (payment) => payment.submission_id === pledge.id && payment.cancelled_at === null,
    );
    const pledgedRupeesValue = pledgedRupees(pledge.data);
    const pledgedPaise = pledgedRupeesValue === null ? null : pledgedRupeesValue * 100;
    const paidPaise = own.reduce((sum, payment) => sum + payment.amount_paise, 0);
    const pan = own.find((payment) => payment.donor_pan)?.donor_pan;
    return {
      reference: pledge.reference,
      name: pledgeName(pledge.data),
      pledgedPaise,
      paidPaise,
      state:
        paidPaise === 0 ? "unpaid" : pledgedPaise !== null && paidPaise < pledgedPaise ? "part paid" : "paid",
      receipts: own.map((payment) => payment.receipt_number),
      pan: pan ? maskPan(pan) : "",
    };
  });
  for (const payment of payments) {
    if (payment.submission_id !== null || payment.cancelled_at !== null) continue;
    lines.push({
      reference: "",
      name: payment.donor_name,
      pledgedPaise: null,
      paidPaise: payment.amount_paise,
      state: "no pledge",
      receipts: [payment.receipt_number],
      pan: payment.donor_pan ? maskPan(payment.donor_pan) : "",
    });
  }
  return lines;
}

export function formatPledgeLines(lines: PledgeLine[]): string {
  if (lines.length === 0) return "No pledges or payments yet.\n";
  const header = ["reference", "name", "pledged", "paid", "state", "receipts", "PAN"];
  const rows = lines.map((line) => [
    line.reference || "-",
    line.name,
    line.pledgedPaise === null ? "-" : `₹${rupeeFigures(line.pledgedPaise)}`,
    `₹${rupeeFigures(line.paidPaise)}`,
    line.state,
    line.receipts.join(" ") || "-",
    line.pan || "-",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return (
    [header, ...rows]
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}
