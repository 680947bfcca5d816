import { describe, expect, it } from "vitest";
import { commandLine } from "../accounts/audit.ts";
import { publishSettings } from "../content/settings.ts";
import { toCsv } from "../submissions/csv.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { cancelReceipt, type NewPayment, receivePayment } from "./receipts.ts";
import { statementHeader, statementRows } from "./statement.ts";

warnWhenPostgresMissing("the statement of donations tests on PostgreSQL");

/** Reads the CSV back as a filer's spreadsheet would: a BOM, quoted cells, CRLF or LF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (quoted && character === '"' && body[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (!quoted && character === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && character === "\n") {
      rows.push([...row, cell.replace(/\r$/, "")]);
      row = [];
      cell = "";
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const approvals = {
  "registration80G.urn": "AAATD1234KF20221",
  "registration80G.approvedOn": "2021-09-24",
  "registration80G.validity": "AY 2022-23 to AY 2026-27",
  "approval354.number": "AAATD1234KG20261",
  "approval354.approvedOn": "2026-05-02",
  "approval354.validity": "tax year 2026-27 to tax year 2030-31",
};

const lakshmi = {
  name: "Lakshmi Rao",
  email: "lakshmi@example.org",
  pan: "abcde1234f",
  address: "Nirmal 504106",
};
const ravi = {
  name: "Ravi Kumar",
  email: "ravi@example.org",
  aadhaar: "2341 2341 2346",
  address: "Adilabad 504001",
};
const pay = (changes: Partial<NewPayment>): NewPayment => ({
  donor: lakshmi,
  amountPaise: 100_000,
  paidOn: "2026-06-01",
  mode: "upi",
  ...changes,
});
const electronic = "Electronic modes including account payee cheque/draft";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the statement of donations for a year (${backend.name})`, () => {
    const database = databasePerTest(backend);
    const now = () => new Date("2026-11-23T06:00:00.000Z");

    async function record(payments: NewPayment[]) {
      for (const payment of payments) {
        const result = await receivePayment({ database: database.handle, now }, payment);
        if (result.status !== "recorded") throw new Error(result.error);
      }
    }

    it("is Form 113 for tax year 2026-27: aggregated by identifier, kind and mode, without cash above ₹2,000", async () => {
      await publishSettings(database.handle.db, commandLine, approvals, now());
      await record([
        pay({ amountPaise: 250_000, paidOn: "2026-04-01" }),
        pay({ amountPaise: 100_050, paidOn: "2026-09-01", mode: "bank" }),
        pay({ amountPaise: 150_000, paidOn: "2026-10-01", mode: "cash" }),
        pay({ amountPaise: 200_000, paidOn: "2026-10-03", mode: "cash" }),
        pay({ amountPaise: 200_100, paidOn: "2026-10-04", mode: "cash" }),
        pay({ amountPaise: 500_000, paidOn: "2026-10-02", donationType: "corpus" }),
        pay({ amountPaise: 70_000, paidOn: "2026-05-05", donor: ravi }),
        pay({
          amountPaise: 999_900,
          paidOn: "2026-05-06",
          donor: { name: "No Id", email: "noid@example.org" },
        }),
        pay({ amountPaise: 300_000, paidOn: "2026-07-07", donor: { ...ravi, name: "Ravi Kumar K" } }),
        pay({ amountPaise: 100_000, paidOn: "2026-03-31" }),
      ]);
      await cancelReceipt({ database: database.handle, now }, "2026-27/0009", "Wrong amount", {
        tellDonor: false,
      });

      const statement = await statementRows(database.handle.db, "2026-27");
      if (statement.status !== "ready") throw new Error(statement.error);
      expect(statement).toMatchObject({ form: "Form 113", skippedWithoutId: 1, skippedCash: 1 });
      const [header, ...rows] = parseCsv(toCsv(statementHeader, statement.rows));
      expect(header).toEqual([...statementHeader]);
      const urn = ["Section 133", "AAATD1234KG20261", "02/05/2026"];
      expect(rows).toEqual([
        ["1", "", "1", "ABCDE1234F", ...urn, "Lakshmi Rao", "Nirmal 504106", "Others", electronic, "3500.50"],
        // ₹1,500 and ₹2,000 in cash are deductible; ₹2,001 is not, and is left out.
        ["2", "", "1", "ABCDE1234F", ...urn, "Lakshmi Rao", "Nirmal 504106", "Others", "Cash", "3500"],
        ["3", "", "1", "ABCDE1234F", ...urn, "Lakshmi Rao", "Nirmal 504106", "Corpus", electronic, "5000"],
        // One Aadhaar, one row; the latest receipt's name stands for the donor; the cancelled one is out.
        ["4", "", "2", "234123412346", ...urn, "Ravi Kumar", "Adilabad 504001", "Others", electronic, "700"],
      ]);
    }, 30_000);

    it("is Form 10BD for financial year 2025-26, under the 80G approval that covers it", async () => {
      await publishSettings(database.handle.db, commandLine, approvals, now());
      await record([pay({ paidOn: "2026-03-31" }), pay({ paidOn: "2025-04-01", amountPaise: 50_000 })]);
      const statement = await statementRows(database.handle.db, "2025-26");
      if (statement.status !== "ready") throw new Error(statement.error);
      expect(statement.form).toBe("Form 10BD");
      expect(statement.unconfirmed).toBeNull();
      expect(parseCsv(toCsv(statementHeader, statement.rows)).slice(1)).toEqual([
        ["1", "", "1", "ABCDE1234F", "Section 80G(5)(vi)", "AAATD1234KF20221", "24/09/2021"].concat([
          "Lakshmi Rao",
          "Nirmal 504106",
          "Others",
          electronic,
          "1500",
        ]),
      ]);
    }, 30_000);

    it("refuses a year no published approval covers, and a year that is not one", async () => {
      const withoutFresh = Object.fromEntries(
        Object.entries(approvals).filter(([key]) => !key.startsWith("approval354.")),
      );
      await publishSettings(database.handle.db, commandLine, withoutFresh, now());
      expect(await statementRows(database.handle.db, "2026-27")).toEqual({
        status: "error",
        error:
          "No approval the society published covers 2026-27: an editor or an administrator sets its approval (number, date and validity) in the settings before exporting Form 113.",
      });
      expect(await statementRows(database.handle.db, "2026-28")).toEqual({
        status: "error",
        error: "2026-28 is not a financial year like 2026-27.",
      });
    });
  });
}
