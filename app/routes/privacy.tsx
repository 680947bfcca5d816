import { Link } from "react-router";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/privacy.ts";
import * as telugu from "#app/content/te/privacy.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { fillSlots } from "#app/content/language.ts";
import { comingSoon, inLanguage, phoneOf } from "#app/content/settings/published.ts";
import { calendarDate } from "#app/utils/calendar-date.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { useSettings } from "#app/utils/use-settings.ts";

export const meta = localisedMeta(english, telugu, (texts) => texts.privacyMeta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

const linkClass =
  "font-bold wrap-anywhere text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900";

/**
 * Fills the texts' {name}, {email}, {phone} and grievance slots from the published settings; a
 * detail production withholds reads "to be published soon" in the page's language. `linked` makes
 * the email addresses and the phone number links, as the contact page's are, so that a person on a
 * phone writes or calls with one tap.
 */
function useSettingSlots() {
  const language = useLanguage();
  const settings = useSettings();
  const coming = comingSoon[language];
  const phone = phoneOf(settings);
  const values: Record<string, string> = {
    name: inLanguage(settings, "name", language),
    email: settings.email ?? coming,
    phone: phone?.display ?? coming,
    grievanceName: settings[`grievance.name.${language}`] ?? settings["grievance.name.en"] ?? coming,
    grievanceEmail: settings["grievance.email"] ?? coming,
    days: settings["grievance.responseDays"] ?? "30",
  };
  const links: Record<string, string | undefined> = {
    email: settings.email ? `mailto:${settings.email}` : undefined,
    grievanceEmail: settings["grievance.email"] ? `mailto:${settings["grievance.email"]}` : undefined,
    phone: phone ? `tel:${phone.tel}` : undefined,
  };
  const fill = (text: string) => fillSlots(text, values);
  const linked = (text: string): React.ReactNode[] =>
    text.split(/(\{\w+\})/).map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || values[name] === undefined) return part;
      const href = links[name];
      return href ? (
        <a key={index} href={href} className={linkClass}>
          {values[name]}
        </a>
      ) : (
        values[name]
      );
    });
  return { fill, linked };
}

export default function PrivacyPage() {
  const {
    changesSection,
    childrenSection,
    complaintsSection,
    consentSection,
    privacyBanner,
    privacyContacts,
    privacyNoticeVersion,
    recipientsSection,
    rightsSection,
    safeguardsSection,
  } = useTexts(english, telugu);
  const language = useLanguage();
  const { fill, linked } = useSettingSlots();
  return (
    <>
      <InfoBanner banner={privacyBanner} />
      <Section>
        <SectionHeading
          eyebrow={privacyContacts.eyebrow}
          title={privacyContacts.title}
          intro={fill(privacyContacts.intro)}
        />
        <Card className="max-w-3xl sm:p-8">
          <dl className="divide-y divide-line">
            {privacyContacts.rows.map((row) => (
              <div
                key={row.label}
                className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[15rem_1fr] sm:gap-6"
              >
                <dt className="font-bold text-forest-800">{row.label}</dt>
                <dd className="wrap-anywhere text-ink-muted">{linked(row.value)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>
      <FormsCollected />
      <Section tone="sand">
        <SectionHeading eyebrow={recipientsSection.eyebrow} title={recipientsSection.title} />
        <FeatureGrid items={recipientsSection.items} pairs />
      </Section>
      <Retention />
      <Section tone="white">
        <SectionHeading
          eyebrow={rightsSection.eyebrow}
          title={rightsSection.title}
          intro={rightsSection.intro}
        />
        <FeatureGrid items={rightsSection.items} className="lg:grid-cols-3" />
        <Card className="mt-8 max-w-3xl border-l-4 border-l-turmeric-500 sm:p-8">
          <h3 className="text-2xl font-bold text-forest-800">{rightsSection.howTo.title}</h3>
          <p className="mt-3 text-lg text-ink-muted">{linked(rightsSection.howTo.text)}</p>
          <p className="mt-3 text-lg font-bold text-ink">{fill(rightsSection.howTo.answer)}</p>
        </Card>
      </Section>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
          <div>
            <SectionHeading eyebrow={consentSection.eyebrow} title={consentSection.title} />
            <Prose paragraphs={consentSection.paragraphs.map(fill)} />
          </div>
          <Card className="self-start border-t-4 border-t-terracotta-600 sm:p-8">
            <h2 className="text-2xl font-bold text-forest-800">{childrenSection.title}</h2>
            <p className="mt-3 text-lg text-ink-muted">{childrenSection.text}</p>
          </Card>
        </div>
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={complaintsSection.eyebrow} title={complaintsSection.title} />
        <Prose paragraphs={complaintsSection.paragraphs} />
        <p className="mt-4 text-lg">
          <a href={complaintsSection.board.url} className={linkClass}>
            {complaintsSection.board.label}
          </a>
        </p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <Card className="sm:p-8">
            <h2 className="text-2xl font-bold text-forest-800">{safeguardsSection.title}</h2>
            <div className="mt-3">
              <Prose paragraphs={safeguardsSection.paragraphs} />
            </div>
          </Card>
          <Card className="sm:p-8">
            <h2 className="text-2xl font-bold text-forest-800">{changesSection.title}</h2>
            <p className="mt-3 text-lg text-ink-muted">{changesSection.text}</p>
            <p className="mt-4 text-lg text-ink">
              {changesSection.versionLabel}{" "}
              <time dateTime={privacyNoticeVersion}>{calendarDate(privacyNoticeVersion, language)}</time>.
            </p>
          </Card>
        </div>
      </Section>
    </>
  );
}

function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-prose space-y-4 text-lg text-ink-muted">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function FormsCollected() {
  const { formsSection } = useTexts(english, telugu);
  const { labels } = formsSection;
  return (
    <Section tone="white">
      <SectionHeading eyebrow={formsSection.eyebrow} title={formsSection.title} intro={formsSection.intro} />
      <ul className="grid gap-5 md:grid-cols-2">
        {formsSection.forms.map((form) => (
          <li key={form.id} id={`form-${form.id}`}>
            <Card className="flex h-full flex-col gap-3">
              <h3 className="text-xl font-bold text-forest-800">{form.title}</h3>
              <dl className="space-y-3">
                <div>
                  <dt className="text-sm font-bold tracking-wide text-terracotta-700 uppercase">
                    {labels.collects}
                  </dt>
                  <dd className="mt-1 text-ink-muted">{form.collects}</dd>
                </div>
                <div>
                  <dt className="text-sm font-bold tracking-wide text-terracotta-700 uppercase">
                    {labels.purpose}
                  </dt>
                  <dd className="mt-1 text-ink-muted">{form.purpose}</dd>
                </div>
              </dl>
              <Link to={form.link.to} className={`mt-auto pt-1 ${linkClass}`}>
                {form.link.label}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-lg text-ink-muted">
        <strong className="text-ink">{formsSection.technical.title}</strong> {formsSection.technical.text}
      </p>
    </Section>
  );
}

function Retention() {
  const { retentionSection } = useTexts(english, telugu);
  const { headings } = retentionSection;
  return (
    <Section>
      <SectionHeading
        eyebrow={retentionSection.eyebrow}
        title={retentionSection.title}
        intro={retentionSection.intro}
      />
      <div className="max-w-4xl overflow-hidden rounded-2xl border border-line bg-white shadow-sm shadow-ink/5">
        <table className="w-full text-left">
          <thead className="on-dark bg-forest-800 text-white">
            <tr>
              <th scope="col" className="px-5 py-3 font-bold">
                {headings.kind}
              </th>
              <th scope="col" className="px-5 py-3 font-bold">
                {headings.period}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {retentionSection.rows.map((row) => (
              <tr key={row.kind} className="align-top">
                <th scope="row" className="px-5 py-4 font-bold text-forest-800">
                  {row.kind}
                </th>
                <td className="px-5 py-4 text-ink-muted">{row.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
