import type { ReactNode } from "react";
import { cashLimitPaise, type LawEdition } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import { mayOpen, type Role } from "../../accounts/roles.ts";
import type { ApprovalOnDay, ApprovalSpan, NotDeductible } from "../../donations/receipt-terms.ts";
import { longDate } from "../../mail/content.ts";

/*
 * What the office is told about a receipt that says the donation is not deductible: on the receipt's
 * page, why it says so; on the payment form, before it is issued, when the day the money arrived is
 * one no approval in the settings covers. The rule is the receipt's own (server/donations/
 * receipt-terms.ts); these pages only put it in words. Warnings: nothing here stops a payment.
 */

const settingsPath = "/staff/content/settings";

const approvalNames: Record<LawEdition, string> = {
  "1961": "80G approval",
  "2025": "approval under the 2025 Act",
};

const daysOf = ({ from, to }: { from: string; to: string }) => `from ${longDate(from)} to ${longDate(to)}`;

/** "valid AY 2022-23 to AY 2026-27, for donations received from 1 April 2021 to 31 March 2026" */
const validityOf = ({ validity, days }: ApprovalSpan) =>
  `valid ${validity}${days ? `, for donations received ${daysOf(days)}` : ""}`;

/** Why no approval covers the year, naming what the settings hold, in a clause after a colon. */
function uncovered({ year, approvals }: ApprovalOnDay) {
  const [only] = approvals;
  if (!only) return `the settings hold no 80G approval, so nothing covers the financial year ${year}`;
  if (approvals.length === 1)
    return `the ${approvalNames[only.law]} in the settings does not cover the financial year ${year} (${validityOf(only)})`;
  const each = approvals.map((approval) => `the ${approvalNames[approval.law]} ${validityOf(approval)}`);
  return `neither approval in the settings covers the financial year ${year} (${each.join("; ")})`;
}

/** Where to check the approval: a link for a role that may open the settings, whom to ask otherwise. */
function CheckTheSettings({ role }: { role: Role }) {
  return mayOpen(role, settingsPath) ? (
    <>
      Check the approval&rsquo;s dates in{" "}
      <a href={settingsPath} className="font-semibold text-forest-700 underline">
        Settings
      </a>
    </>
  ) : (
    "Ask an editor to check the approval’s dates in Settings"
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <div className="mb-6 grid gap-2 rounded-md border-2 border-turmeric-500 bg-turmeric-100 px-4 py-3">
      {children}
    </div>
  );
}

/** What the receipt's page needs: why the receipt says not deductible, and the settings now. */
export type ReceiptDeduction = { because: NotDeductible; approvalNow: ApprovalOnDay };

/** On a receipt's page: the receipt says the donation is not deductible, why, and what to do. */
export function ReceiptNotDeductible({
  deduction: { because, approvalNow },
  inForce,
  role,
}: {
  deduction: ReceiptDeduction;
  /** Not cancelled: cancelling it and recording the payment again is still open. */
  inForce: boolean;
  role: Role;
}) {
  const again = "to issue a deductible receipt, cancel this one and record the payment again.";
  const heading = <strong>This receipt says the donation is not deductible:</strong>;
  if (because === "cash")
    return (
      <Warning>
        <p>
          {heading} it was received in cash above {formatPaise(cashLimitPaise)}, which does not qualify for
          the deduction.
        </p>
      </Warning>
    );
  if (because === "no-identifier")
    return (
      <Warning>
        <p>
          {heading} the society has no PAN or Aadhaar number for the donor, so it cannot report the donation
          for a deduction. The receipt asks the donor to send one, quoting its number.
        </p>
      </Warning>
    );
  if (approvalNow.covered)
    return (
      <Warning>
        <p>
          {heading} when it was issued, no approval in the settings covered the financial year{" "}
          {approvalNow.year}. The settings now do
          {inForce ? `: ${again}` : "."}
        </p>
      </Warning>
    );
  return (
    <Warning>
      <p>
        {heading} {uncovered(approvalNow)}.
      </p>
      <p>
        <CheckTheSettings role={role} />
        {inForce ? `; ${again}` : "."}
      </p>
    </Warning>
  );
}

/**
 * On the payment form, above the button that issues the receipt: the day it shows is one no
 * approval covers, so the receipt would say the donation is not deductible.
 */
export function PaymentNotDeductible({ approval, role }: { approval: ApprovalOnDay; role: Role }) {
  if (approval.covered) return null;
  return (
    <Warning>
      <p>
        <strong>
          A receipt for money that arrived on {longDate(approval.day)} will say the donation is not
          deductible:
        </strong>{" "}
        {uncovered(approval)}.
      </p>
      <p>
        <CheckTheSettings role={role} /> before you record this payment. You can still record it.
      </p>
    </Warning>
  );
}

/**
 * The date field's hint: the days an approval covers, so that a day chosen without a new page (no
 * script) can be judged too; undefined when no validity can be read.
 */
export function deductibleDaysHint({ approvals }: ApprovalOnDay): string | undefined {
  const spans = approvals.flatMap(({ days }) => (days ? [daysOf(days)] : []));
  if (spans.length === 0) return undefined;
  return `The receipt says the donation is deductible only for money that arrived ${spans.join(" or ")} (the approvals in the settings).`;
}
