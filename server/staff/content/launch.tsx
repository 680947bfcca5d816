import {
  isPaymentSetting,
  settingField,
  settingGroups,
  settingInputId,
  type SettingKey,
  teluguTwins,
} from "#app/content/settings/fields.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ButtonLink, Card } from "../ui/ui.tsx";
import { inputName } from "#app/content/texts/schema.ts";
import { fieldId } from "./texts.tsx";

const labelOf = (key: SettingKey) => `${settingField(key).label}${teluguTwins.has(key) ? " (Telugu)" : ""}`;

export type LaunchProps = {
  stylesheet: string;
  signedIn: SignedIn;
  unset: readonly SettingKey[];
  /** Whether the bank and UPI settings are the signed-in person's to set (decision 074). */
  paymentEditable: boolean;
  /** Page texts whose Telugu awaits review, each with the English it translates. */
  teluguTexts: readonly { page: string; pageTitle: string; path: string; english: string }[];
  /** Telugu modules not edited in the staff area, still flagged draft in code. */
  teluguDrafts: readonly string[];
  /** Page texts still showing a stand-in such as "To be confirmed", with the languages that do. */
  standIns: readonly {
    page: string;
    pageTitle: string;
    path: string;
    label: string;
    english: string;
    languages: readonly string[];
  }[];
  /** Registration certificates to upload as documents, by their document kind's label. */
  certificates: readonly string[];
  /** Stand-ins in content the staff area cannot edit (a developer's). */
  inCode: number;
  /** Team members, partners and the director's message still the code's stand-ins. */
  entries: readonly { list: string; id: string; label: string }[];
  /** Published documents with no Telugu title. */
  untranslatedDocuments: readonly { id: string; title: string }[];
};

const listTitles: Record<string, string> = { team: "Team", partners: "Partners", slides: "Home page slides" };

const entryEditor = ({ list, id }: { list: string; id: string }) =>
  id === "message" ? `/staff/content/lists/${list}/message` : `/staff/content/lists/${list}/entries/${id}`;

const languageNames: Record<string, string> = { en: "English", te: "Telugu" };

/** Page texts still the code's stand-ins, and certificates not yet uploaded: the society's to give. */
function StandIns({
  standIns,
  certificates,
}: {
  standIns: LaunchProps["standIns"];
  certificates: LaunchProps["certificates"];
}) {
  const count = standIns.length + certificates.length;
  return (
    <Card title={`Page texts and certificates to fill in (${count})`} className="mb-6">
      {count === 0 ? (
        <p>All filled in.</p>
      ) : (
        <>
          <p className="mb-3 text-ink-muted">
            Stand-ins such as “To be confirmed” that the public pages still show. Replace each in the page’s
            texts and publish; upload each certificate as a document of its kind.
          </p>
          <ul className="divide-y divide-line">
            {standIns.map((text) => (
              <li
                key={`${text.page}-${text.path}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
              >
                <a
                  href={`/staff/content/texts/${text.page}#${fieldId(inputName(text.languages[0] === "te" ? "te" : "en", text.path))}`}
                  className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                >
                  {text.label}
                  {text.english.length > 60 ? "" : `: “${text.english}”`}
                </a>
                <span className="text-sm text-ink-muted">
                  {text.pageTitle} ({text.languages.map((language) => languageNames[language]).join(" and ")})
                </span>
              </li>
            ))}
            {certificates.map((label) => (
              <li key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <a
                  href="/staff/documents"
                  className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                >
                  Upload the {label}
                </a>
                <span className="text-sm text-ink-muted">Transparency (documents)</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Everything the society still has to fill in or review before the site says all it should. */
function TeluguTexts({ texts }: { texts: LaunchProps["teluguTexts"] }) {
  const pages = [...new Set(texts.map((text) => text.page))];
  return (
    <Card title={`Telugu texts awaiting review (${texts.length})`} className="mb-6">
      {texts.length === 0 ? (
        <p>All reviewed.</p>
      ) : (
        <>
          <p className="mb-3 text-ink-muted">
            Translations nobody from the society has read yet, or whose English has changed since. Open a
            page, read each Telugu text beside its English, correct it if needed and mark it reviewed.
          </p>
          <ul className="divide-y divide-line">
            {pages.map((page) => {
              const onPage = texts.filter((text) => text.page === page);
              return (
                <li key={page} className="py-2">
                  <details>
                    <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                      {onPage[0]?.pageTitle ?? page}: {onPage.length}
                    </summary>
                    <ul className="mt-1 space-y-1 pl-4">
                      {onPage.map((text) => (
                        <li key={text.path}>
                          <a
                            href={`/staff/content/texts/${page}#${fieldId(inputName("te", text.path))}`}
                            className="inline-flex min-h-11 items-center text-forest-700 underline"
                          >
                            {text.english.length > 80 ? `${text.english.slice(0, 80)}…` : text.english}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Documents /te/transparency lists under their English title, each leading to "Edit titles". */
function UntranslatedDocuments({ documents }: { documents: LaunchProps["untranslatedDocuments"] }) {
  return (
    <Card title={`Documents without a Telugu title (${documents.length})`} className="mb-6">
      {documents.length === 0 ? (
        <p>Every document has one.</p>
      ) : (
        <>
          <p className="mb-3 text-ink-muted">
            /te/transparency lists these under their English title. Open one and give its title in Telugu.
          </p>
          <ul className="divide-y divide-line">
            {documents.map((document) => (
              <li key={document.id} className="py-2">
                <a
                  href={`/staff/documents/${document.id}/titles`}
                  className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                >
                  <bdi>{document.title}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function LaunchPage({
  stylesheet,
  signedIn,
  unset,
  paymentEditable,
  teluguTexts,
  teluguDrafts,
  standIns,
  certificates,
  inCode,
  entries,
  untranslatedDocuments,
}: LaunchProps) {
  const ready =
    unset.length === 0 &&
    teluguTexts.length === 0 &&
    teluguDrafts.length === 0 &&
    entries.length === 0 &&
    standIns.length === 0 &&
    certificates.length === 0 &&
    untranslatedDocuments.length === 0;
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
                {/* Where donations are paid is an administrator's (decision 074): no field to link to. */}
                {!paymentEditable && isPaymentSetting(key) ? (
                  <span className="inline-flex min-h-11 items-center font-semibold">
                    {labelOf(key)} (an administrator sets it)
                  </span>
                ) : (
                  <a
                    href={`/staff/content/settings#${settingInputId(key)}`}
                    className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                  >
                    {labelOf(key)}
                  </a>
                )}
                <span className="text-sm text-ink-muted">{settingGroups[settingField(key).group]}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={`Team and partners to fill in (${entries.length})`} className="mb-6">
        {entries.length === 0 ? (
          <p>All filled in.</p>
        ) : (
          <>
            <p className="mb-3 text-ink-muted">
              Stand-ins written in the code, not yet replaced by the society. In production they are not shown
              to visitors; edit each one and publish its list.
            </p>
            <ul className="divide-y divide-line">
              {entries.map((entry) => (
                <li
                  key={`${entry.list}-${entry.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
                >
                  <a
                    href={entryEditor(entry)}
                    className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                  >
                    {entry.label}
                  </a>
                  <span className="text-sm text-ink-muted">{listTitles[entry.list] ?? entry.list}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <StandIns standIns={standIns} certificates={certificates} />
      <TeluguTexts texts={teluguTexts} />
      <UntranslatedDocuments documents={untranslatedDocuments} />
      <Card title={`Telugu modules a developer reviews (${teluguDrafts.length})`}>
        {teluguDrafts.length === 0 ? (
          <p>All reviewed.</p>
        ) : (
          <>
            <p className="mb-3 text-ink-muted">
              Machine-assisted or volunteer translations of texts the staff area does not edit yet (menus,
              forms, privacy notice): a developer records a review in the file named.
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
          Also {inCode} stand-in(s) in content the staff area does not edit (such as certificates kept with
          the site&apos;s code): ask the site&apos;s developer to fill them in.
        </p>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/staff/content/settings" variant="primary">
          Open the settings
        </ButtonLink>
        <ButtonLink href="/staff/content">Page texts</ButtonLink>
        <ButtonLink href="/staff/content/lists">Team, partners and slides</ButtonLink>
      </p>
    </Document>
  );
}
