import { deductionLawOn } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Kysely } from "kysely";
import { longDate } from "../mail/content.ts";
import { financialYearDates, financialYearOf } from "./financial-year.ts";
import { cashAboveLimit } from "./receipt-terms.ts";
import type { DonationDatabase, PaymentMode } from "./schema.ts";

/*
 * What the office is asked to confirm before a receipt is issued: a receipt is a numbered legal
 * document, and cancelling one to correct it leaves its number used for good. None of these is
 * wrong in itself (cash above ₹2,000 is receipted, only not deductible), so each is a question the
 * staff form asks once, not a refusal. The command line issues and prints them as notes.
 */

export const cautionKinds = ["not-deductible", "before-pledge", "same-payment", "statement-due"] as const;

export type CautionKind = (typeof cautionKinds)[number];

export type Caution = { kind: CautionKind; message: string };

export type PaymentFacts = {
  amountPaise: number;
  paidOn: string;
  mode: PaymentMode;
  donor: { name: string; email?: string | undefined; pan?: string | undefined; aadhaar?: string | undefined };
  /** The day the pledge it pays was made, India time; none for a payment recorded on its own. */
  pledgedOn?: string | undefined;
};

/** The statement of donations of a financial year is due by 31 May after it (rule 18AB). */
function statementDueDay(paidOn: string) {
  const to = financialYearDates(financialYearOf(paidOn))?.to ?? paidOn;
  return `${to.slice(0, 4)}-05-31`;
}

/** A receipt in force for the same donor, amount and day: most likely the same money recorded twice. */
async function samePayment(db: Kysely<DonationDatabase>, facts: PaymentFacts) {
  const email = facts.donor.email?.toLowerCase() ?? "";
  const found = await db
    .selectFrom("payments")
    .select("receipt_number")
    .where("cancelled_at", "is", null)
    .where("paid_on", "=", facts.paidOn)
    .where("amount_paise", "=", facts.amountPaise)
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["donor_name"]), "=", facts.donor.name.toLowerCase()),
        ...(email ? [eb(eb.fn("lower", ["donor_email"]), "=", email)] : []),
      ]),
    )
    .orderBy("receipt_number")
    .executeTakeFirst();
  return found?.receipt_number;
}

/** The cautions a payment about to be receipted raises, in the order the form shows them. */
export async function receiptCautions(
  db: Kysely<DonationDatabase>,
  facts: PaymentFacts,
  today: string,
): Promise<Caution[]> {
  const cautions: Caution[] = [];
  if (cashAboveLimit({ mode: facts.mode, amount_paise: facts.amountPaise }))
    cautions.push({
      kind: "not-deductible",
      message: `It was paid in cash above ₹2,000: the receipt will say the donation is not deductible.`,
    });
  else if (!facts.donor.pan && !facts.donor.aadhaar)
    cautions.push({
      kind: "not-deductible",
      message:
        "No PAN or Aadhaar number is given: the receipt will say the donation cannot be deducted as it stands, and it is left out of the statement of donations.",
    });
  if (facts.pledgedOn && facts.paidOn < facts.pledgedOn)
    cautions.push({
      kind: "before-pledge",
      message: `The money arrived on ${longDate(facts.paidOn)}, before the pledge was made on ${longDate(facts.pledgedOn)}: check the date (day and month the other way round?).`,
    });
  const twin = await samePayment(db, facts);
  if (twin)
    cautions.push({
      kind: "same-payment",
      message: `Receipt ${twin} is for the same donor, ${formatPaise(facts.amountPaise)}, on the same day: check this is not that payment recorded again.`,
    });
  const due = statementDueDay(facts.paidOn);
  if (today > due)
    cautions.push({
      kind: "statement-due",
      message: `The statement of donations for ${financialYearOf(facts.paidOn)} (${deductionLawOn(facts.paidOn).statementForm}) was due on ${longDate(due)}: a receipt dated in that year needs the statement revised to include it.`,
    });
  return cautions;
}

/** The cautions not among those the office ticked. */
export const unconfirmed = (cautions: readonly Caution[], confirmed: readonly string[]) =>
  cautions.filter((caution) => !confirmed.includes(caution.kind));
