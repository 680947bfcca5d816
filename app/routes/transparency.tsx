import { Link } from "react-router";
import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { fillSlots } from "#app/content/language.ts";
import * as english from "#app/content/transparency.ts";
import type { CredentialRecord } from "#app/content/transparency.ts";
import * as telugu from "#app/content/te/transparency.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/transparency";
import { documentUrl, reportsByYear } from "#app/utils/published-documents.ts";

export const meta = localisedMeta(english, telugu, (texts) => texts.transparencyMeta);

/** The texts the society published for this page (server/content/texts.ts), in its language. */
export const loader = (args: Route.LoaderArgs) => ({ texts: pageTexts(args, "transparency") });

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

// The society's PDFs, copied into the build with their addresses (README in that folder).
const documents = import.meta.glob<string>("../content/documents/*.pdf", {
  eager: true,
  query: "?url",
  import: "default",
});

const linkClass =
  "font-semibold break-words text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900";

const tones = ["forest", "terracotta", "turmeric"] as const;

/** The seal's letters: a short first word as it is ("12A", "NGO"), else its initial. */
function sealLetters(title: string) {
  const first = title.split(" ")[0] ?? title;
  return first.length <= 4 ? first : first.slice(0, 1);
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
                labels={credentialsSection.labels}
                tone={tones[index % tones.length] ?? "forest"}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Reports reportsSection={texts.reportsSection} />
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

function Credential({
  record,
  labels,
  tone,
}: {
  record: CredentialRecord;
  labels: Texts["credentialsSection"]["labels"];
  tone: (typeof tones)[number];
}) {
  const certificate = documentUrl(documents, record.certificateId);
  return (
    <Card className="flex h-full flex-col gap-4 sm:p-7">
      <div className="flex items-center gap-4">
        <MonogramBadge letters={sealLetters(record.title)} tone={tone} className="size-14 shrink-0" />
        <h3 className="text-xl font-bold text-forest-800">{record.title}</h3>
      </div>
      <p className="text-ink-muted">{record.what}</p>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-line pt-4">
        <dt className="font-semibold text-forest-800">{labels.number}</dt>
        <dd className="text-ink">{record.number}</dd>
        <dt className="font-semibold text-forest-800">{labels.date}</dt>
        <dd className="text-ink">{record.date}</dd>
        <dt className="font-semibold text-forest-800">{labels.certificate}</dt>
        <dd>
          {certificate ? (
            <a href={certificate} className={linkClass}>
              {labels.download}
            </a>
          ) : (
            <span className="text-ink-muted">{labels.notYetPublished}</span>
          )}
        </dd>
      </dl>
    </Card>
  );
}

function Reports({ reportsSection }: { reportsSection: Texts["reportsSection"] }) {
  const years = reportsByYear(documents);
  const kinds = [
    ["annualReport", reportsSection.kinds.annualReport],
    ["auditedAccounts", reportsSection.kinds.auditedAccounts],
  ] as const;
  return (
    <Section tone="white">
      <SectionHeading
        eyebrow={reportsSection.eyebrow}
        title={reportsSection.title}
        intro={reportsSection.intro}
      />
      {years.length === 0 ? (
        <Card className="max-w-3xl border-l-4 border-l-turmeric-500">
          <p className="text-lg text-ink-muted">{reportsSection.none}</p>
        </Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {years.map((entry) => (
            <li key={entry.year}>
              <Card className="h-full">
                <h3 className="text-xl font-bold text-forest-800">
                  {fillSlots(reportsSection.yearLabel, { year: entry.year })}
                </h3>
                <ul className="mt-3 space-y-2">
                  {kinds.map(([key, kind]) => {
                    const url = entry[key];
                    return url ? (
                      <li key={key}>
                        <a href={url} className={linkClass}>
                          {fillSlots(reportsSection.download, { kind, year: entry.year })}
                        </a>
                      </li>
                    ) : null;
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
