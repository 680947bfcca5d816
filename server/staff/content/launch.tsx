import {
  settingField,
  settingGroups,
  settingInputId,
  type SettingKey,
  teluguTwins,
} from "#app/content/settings/fields.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ButtonLink, Card } from "../ui/ui.tsx";

export type LaunchProps = {
  stylesheet: string;
  signedIn: SignedIn;
  unset: readonly SettingKey[];
  teluguDrafts: readonly string[];
  /** Stand-ins in content not editable here yet (team, partners, page texts). */
  inCode: number;
};

/** Everything the society still has to fill in or review before the site says all it should. */
export function LaunchPage({ stylesheet, signedIn, unset, teluguDrafts, inCode }: LaunchProps) {
  const ready = unset.length === 0 && teluguDrafts.length === 0;
  return (
    <Document title="Ready to launch" stylesheet={stylesheet} signedIn={signedIn} current="launch">
      <h1 className="mb-2 text-2xl font-bold text-forest-800">Ready to launch</h1>
      <p className="mb-6 max-w-3xl text-ink-muted">
        {ready
          ? "Every setting is filled in and every Telugu text reviewed."
          : "The site can be online meanwhile: a value that is not set is left out of the public pages (or they say it is coming), never shown as if it were true."}
      </p>
      <Card title={`Settings to fill in (${unset.length})`} className="mb-6">
        {unset.length === 0 ? (
          <p>All set.</p>
        ) : (
          <ul className="divide-y divide-line">
            {unset.map((key) => (
              <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <a
                  href={`/staff/content/settings#${settingInputId(key)}`}
                  className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                >
                  {settingField(key).label}
                  {teluguTwins.has(key) ? " (Telugu)" : ""}
                </a>
                <span className="text-sm text-ink-muted">{settingGroups[settingField(key).group]}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={`Telugu texts awaiting review (${teluguDrafts.length})`}>
        {teluguDrafts.length === 0 ? (
          <p>All reviewed.</p>
        ) : (
          <>
            <p className="mb-3 text-ink-muted">
              Machine-assisted or volunteer translations nobody from the society has read yet. Until the page
              texts can be edited here, a developer records a review in the file named.
            </p>
            <ul className="divide-y divide-line">
              {teluguDrafts.map((module) => (
                <li key={module} className="py-2">
                  <code className="font-mono text-sm">app/content/{module}</code>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {inCode > 0 && (
        <p className="mt-6 max-w-3xl text-ink-muted">
          Also {inCode} stand-in(s) in the team, partners and page texts, which the staff area cannot edit
          yet: ask the site&apos;s developer to fill them in, or wait for those editors.
        </p>
      )}
      <p className="mt-6">
        <ButtonLink href="/staff/content/settings" variant="primary">
          Open the settings
        </ButtonLink>
      </p>
    </Document>
  );
}
