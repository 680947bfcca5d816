import { Link } from "react-router";
import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { fillSlots, languageTags } from "#app/content/language.ts";
import * as english from "#app/content/transparency.ts";
import type { CredentialRecord } from "#app/content/transparency.ts";
import * as telugu from "#app/content/te/transparency.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage, useTexts } from "#app/utils/use-language.ts";
import { documentUrl } from "#app/utils/published-documents.ts";
import {
  documentsByYear,
  documentTitleIn,
  type PublishedDocument,
  uploadedCertificate,
} from "#app/content/published-documents.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import * as documentTexts from "#app/content/transparency-documents.ts";
import { fileSize } from "#app/content/transparency-documents.ts";
import * as teluguDocumentTexts from "#app/content/te/transparency-documents.ts";
import { publishedFigures, type YearFigures, yearlyFiguresKey } from "#app/content/yearly-figures.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import { calendarDate } from "#app/utils/calendar-date.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import type { Route } from "./+types/transparency";

export const meta = localisedMeta(english, telugu, (texts) => texts.transparencyMeta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

// The society's PDFs, copied into the build with their addresses (README in that folder).
const documents = import.meta.glob<string>("../content/documents/*.pdf", {
  eager: true,
  query: "?url",
  import: "default",
});

const linkClass =
  "font-bold wrap-anywhere text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900";

const tones = ["forest", "terracotta", "turmeric"] as const;

/** The seal's letters: a short first word as it is ("12A", "NGO"), else its initial. */
function sealLetters(title: string) {
  const first = title.split(" ")[0] ?? title;
  return first.length <= 4 ? first : first.slice(0, 1);
}

/**
 * The texts the society published for this page (server/content/texts.ts) and the documents and
 * yearly figures staff published (server/documents/, server/content/figures.ts); the build, with no
 * database, prerenders the code's texts and neither. The documents come without who uploaded them
 * (server/documents/documents.ts, publishedDocuments): the page's .data file is public.
 */
export function loader(args: Route.LoaderArgs) {
  const content = args.context.get(siteContentContext);
  return {
    texts: pageTexts(args, "transparency"),
    documents: content.documents,
    figures: publishedFigures(content.items[yearlyFiguresKey]),
  };
}

type Texts = typeof english | typeof telugu;

export default function TransparencyPage({ loaderData }: Route.ComponentProps) {
  const texts = textsWith(useLanguage(), english, telugu, loaderData.texts);
  const { credentialsSection, transparencyBanner, transparencyContact } = texts;
  return (
    <>
      <InfoBanner banner={transparencyBanner} />
      <Section>
        <SectionHeading
          eyebrow={credentialsSection.eyebrow}
          title={credentialsSection.title}
          intro={credentialsSection.intro}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {credentialsSection.records.map((record, index) => (
            <li key={record.id} id={record.id} className="scroll-mt-28">
              <Credential
                record={record}
                uploaded={loaderData.documents}
                labels={credentialsSection.labels}
                tone={tones[index % tones.length] ?? "forest"}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Reports documents={loaderData.documents} />
      <Figures figures={loaderData.figures} documents={loaderData.documents} />
      <Section tone="sand" className="py-12 sm:py-14">
        <div className="flex max-w-3xl flex-col gap-2">
          <h2 className="text-2xl font-bold text-forest-800">{transparencyContact.title}</h2>
          <p className="text-lg text-ink-muted">
            {transparencyContact.text}{" "}
            <Link to={transparencyContact.link.to} className={linkClass}>
              {transparencyContact.link.label}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}

const settingsShownBy = (id: string): Pick<CredentialRecord, "numberSetting" | "dateSetting"> =>
  english.credentialsSection.records.find((record) => record.id === id) ?? {};

/** A registration with its certificate: the code's file, else the latest one staff uploaded of its kind. */
function Credential({
  record,
  uploaded,
  labels,
  tone,
}: {
  record: Omit<CredentialRecord, "numberSetting" | "dateSetting">;
  uploaded: readonly PublishedDocument[];
  labels: Texts["credentialsSection"]["labels"];
  tone: (typeof tones)[number];
}) {
  const certificate =
    documentUrl(documents, record.certificateId) ?? uploadedCertificate(uploaded, record.id)?.href;
  const settings = useSettings();
  const language = useLanguage();
  // The settings a record shows are the code's, whatever a page's published texts hold.
  const { numberSetting, dateSetting } = settingsShownBy(record.id);
  const numberSet = numberSetting ? settings[numberSetting] : null;
  const dateSet = dateSetting ? settings[dateSetting] : null;
  return (
    <Card className="flex h-full flex-col gap-4 sm:p-7">
      <div className="flex items-center gap-4">
        <MonogramBadge letters={sealLetters(record.title)} tone={tone} className="size-14 shrink-0" />
        <h3 className="text-xl font-bold text-forest-800">{record.title}</h3>
      </div>
      <p className="text-ink-muted">{record.what}</p>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-line pt-4">
        <dt className="font-bold text-forest-800">{labels.number}</dt>
        <dd className="text-ink wrap-anywhere">{numberSet || record.number}</dd>
        <dt className="font-bold text-forest-800">{labels.date}</dt>
        <dd className="text-ink">{dateSet ? calendarDate(dateSet, language) : record.date}</dd>
        {record.noCertificate ? null : (
          <>
            <dt className="font-bold text-forest-800">{labels.certificate}</dt>
            <dd>
              {certificate ? (
                <a href={certificate} className={linkClass}>
                  {labels.download}
                </a>
              ) : (
                <span className="text-ink-muted">{labels.notYetPublished}</span>
              )}
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/**
 * The PDFs staff published at /staff/documents, by financial year, each with its size; on the
 * Telugu page each under its Telugu title, or its English one marked as English when it has none.
 */
function Reports({ documents }: { documents: readonly PublishedDocument[] }) {
  const { documentsSection: texts } = useTexts(documentTexts, teluguDocumentTexts);
  const language = useLanguage();
  const years = documentsByYear(documents);
  return (
    <Section tone="white" id="reports">
      <SectionHeading eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      {years.length === 0 ? (
        <Card className="max-w-3xl border-l-4 border-l-turmeric-500">
          <p className="text-lg text-ink-muted">{texts.none}</p>
        </Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {years.map((entry) => (
            <li key={entry.year}>
              <Card className="h-full">
                <h3 className="text-xl font-bold text-forest-800">
                  {fillSlots(texts.yearLabel, { year: entry.year })}
                </h3>
                <ul className="mt-3 space-y-3">
                  {entry.documents.map((document) => {
                    const title = documentTitleIn(document, language);
                    return (
                      <li key={document.id}>
                        <a
                          href={document.href}
                          lang={title.language === language ? undefined : languageTags[title.language]}
                          className={linkClass}
                        >
                          {title.text}
                        </a>
                        <span className="block text-sm text-ink-muted">
                          {texts.kinds[document.kind]} · {texts.pdf}, {fileSize(document.size)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * Income, expenditure and the share spent on programmes per financial year, as staff published
 * them; a year with documents but no figures says so.
 */
function Figures({
  figures,
  documents,
}: {
  figures: readonly YearFigures[];
  documents: readonly PublishedDocument[];
}) {
  const { figuresSection: texts } = useTexts(documentTexts, teluguDocumentTexts);
  const years = [
    ...new Set([...figures.map((entry) => entry.year), ...documents.map((entry) => entry.financialYear)]),
  ]
    .sort()
    .reverse();
  const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
  return (
    <Section id="figures">
      <SectionHeading eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      {years.length === 0 ? (
        <Card className="max-w-3xl border-l-4 border-l-turmeric-500">
          <p className="text-lg text-ink-muted">{texts.none}</p>
        </Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {years.map((year) => {
            const entry = figures.find((candidate) => candidate.year === year);
            return (
              <li key={year}>
                <Card className="h-full">
                  <h3 className="text-xl font-bold text-forest-800">
                    {fillSlots(texts.yearLabel, { year })}
                  </h3>
                  {entry ? (
                    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                      <dt className="font-bold text-forest-800">{texts.income}</dt>
                      <dd className="text-ink tabular-nums">{formatRupees(entry.income)}</dd>
                      <dt className="font-bold text-forest-800">{texts.expenditure}</dt>
                      <dd className="text-ink tabular-nums">{formatRupees(entry.expenditure)}</dd>
                      <dt className="font-bold text-forest-800">{texts.programmeShare}</dt>
                      <dd className="text-ink tabular-nums">{percent.format(entry.programmeShare)}%</dd>
                    </dl>
                  ) : (
                    <p className="mt-3 text-ink-muted">{texts.notYetPublished}</p>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
