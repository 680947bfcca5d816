import { Card } from "#app/components/ui/card.tsx";
import * as english from "#app/content/donate.ts";
import { pathIn } from "#app/content/language.ts";
import { comingSoon } from "#app/content/settings/published.ts";
import * as telugu from "#app/content/te/donate.ts";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import { bankRowsOf } from "#app/components/forms/payment-details.ts";
import { BankRows } from "./bank-rows.tsx";

const linkStyle =
  "font-bold wrap-anywhere text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4";

/** The society's bank account for direct transfers, with the note on acknowledgment. */
export function BankDetails() {
  const { bankTransfer } = useTexts(english, telugu);
  const language = useLanguage();
  const [beforeEmail, afterEmail] = bankTransfer.afterTransfer.split("{email}");
  const settings = useSettings();
  const { email } = settings;
  const rows = bankRowsOf(bankTransfer.rows, settings);
  return (
    <Card className="border-t-4 border-t-forest-700 p-6 sm:p-8">
      <p className="text-sm font-bold tracking-widest text-terracotta-700 uppercase">
        {bankTransfer.eyebrow}
      </p>
      <h2 id="bank-transfer" className="mt-2 text-2xl font-bold text-forest-800">
        {bankTransfer.title}
      </h2>
      <p className="mt-2 text-ink-muted">{bankTransfer.intro}</p>
      {rows ? (
        <BankRows rows={rows} className="mt-6" />
      ) : (
        <p className="mt-6 rounded-xl border border-line bg-cream px-4 py-3 font-bold text-ink">
          {bankTransfer.title}: {comingSoon[language]}
        </p>
      )}
      {rows && email ? (
        <p className="mt-6 text-ink-muted">
          {beforeEmail}
          <a href={`mailto:${email}`} className={linkStyle}>
            {email}
          </a>
          {afterEmail}
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted">
        {bankTransfer.pledged}{" "}
        <a href={pathIn(language, paymentReportPage)} className={linkStyle}>
          {bankTransfer.paidLink}
        </a>
        .
      </p>
    </Card>
  );
}
