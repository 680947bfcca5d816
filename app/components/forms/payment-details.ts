import * as english from "#app/content/donate.ts";
import type { Language } from "#app/content/language.ts";
import { bankAccountOf, comingSoon, type PublishedSettings } from "#app/content/settings/published.ts";
import * as telugu from "#app/content/te/donate.ts";
import { type UpiPayee, upiPayeeOf } from "#app/utils/upi.ts";
import { textsIn } from "#app/utils/use-language.ts";

/** How a pledge can be paid, as the published settings say: the bank account's rows and the UPI payee. */
export type PaymentDetails = {
  bankRows: readonly { label: string; value: string }[] | null;
  payee: UpiPayee | null;
  /** The society's published email, which a closed payment page names (the words for "soon" while withheld). */
  officeEmail: string;
};

/**
 * Worked out where the page is rendered and handed to the donation form's island as props
 * (decision 043): the browser then needs neither the settings' definitions nor the page's texts.
 */
export function paymentDetailsOf(settings: PublishedSettings, language: Language): PaymentDetails {
  const { bankTransfer } = textsIn(language, english, telugu);
  return {
    bankRows: bankRowsOf(bankTransfer.rows, settings),
    payee: upiPayeeOf(settings),
    officeEmail: settings.email ?? comingSoon[language],
  };
}

/**
 * The bank account's rows as the published settings give them, labelled by the page's content; none
 * while production withholds the account (an unset number or IFSC is never shown as if real).
 */
export function bankRowsOf(rows: readonly { label: string; field: string }[], settings: PublishedSettings) {
  const account = bankAccountOf(settings);
  if (!account) return null;
  const values = new Map<string, string | null>(Object.entries(account));
  return rows.flatMap(({ label, field }) => {
    const value = values.get(field);
    return value ? [{ label, value }] : [];
  });
}
