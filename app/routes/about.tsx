import { Link } from "react-router";
import { LogoMark } from "#app/components/art/logo-mark.tsx";
import { SocietyLogo } from "#app/components/pages/society-logo.tsx";
import { Illustration } from "#app/components/art/illustration.tsx";
import { CredentialBadges } from "#app/components/pages/credential-badges.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { NumberedList } from "#app/components/pages/numbered-list.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/about.ts";
import * as englishHome from "#app/content/home.ts";
import * as englishSite from "#app/content/site.ts";
import * as telugu from "#app/content/te/about.ts";
import * as teluguHome from "#app/content/te/home.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { pageTexts } from "#app/utils/page-texts.ts";
import { textsWith, useLanguage, useTexts } from "#app/utils/use-language.ts";
import type { Route } from "./+types/about";

export const meta = localisedMeta(english, telugu, (about) => about.aboutMeta);

/** The texts the society published for this page and, for the mission and vision, the home page's. */
export const loader = (args: Route.LoaderArgs) => ({
  texts: pageTexts(args, "about"),
  home: pageTexts(args, "home"),
});

type About = typeof english | typeof telugu;

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const about = textsWith(language, english, telugu, loaderData.texts);
  const { mission, vision } = textsWith(language, englishHome, teluguHome, loaderData.home);
  const { aboutBanner, holisticApproach, transparency, coreValues, aboutCta } = about;
  const organisation = { name: inLanguage(useSettings(), "name", language) };
  return (
    <>
      <InfoBanner banner={aboutBanner} />
      <History about={about} />
      <Section tone="white">
        <SectionHeading
          eyebrow={holisticApproach.eyebrow}
          title={holisticApproach.title}
          intro={holisticApproach.intro}
        />
        <NumberedList items={holisticApproach.items} />
      </Section>
      <Section tone="sand">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <LogoMark label={organisation.name} className="size-20 shrink-0 sm:mt-1 sm:size-24" />
          <SectionHeading
            eyebrow={transparency.eyebrow}
            title={transparency.title}
            intro={transparency.intro}
          />
        </div>
        <CredentialBadges detailsAt={transparency.link.to} />
        <p className="mt-8">
          <Link
            to={transparency.link.to}
            className="text-lg font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900"
          >
            {transparency.link.label}
          </Link>
        </p>
      </Section>
      <MissionAndVision heading={about.missionVisionHeading} statements={[mission, vision]} />
      <Section tone="white">
        <SectionHeading eyebrow={coreValues.eyebrow} title={coreValues.title} />
        <FeatureGrid items={coreValues.items} className="lg:grid-cols-4" />
      </Section>
      <GeographicFocus geographicFocus={about.geographicFocus} />
      <CtaBand eyebrow={aboutCta.eyebrow} title={aboutCta.title} text={aboutCta.text}>
        <ButtonLink to={aboutCta.donate.to} variant="accent" size="lg">
          {aboutCta.donate.label}
        </ButtonLink>
        <ButtonLink to={aboutCta.volunteer.to} variant="light" size="lg">
          {aboutCta.volunteer.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

function History({ about }: { about: About }) {
  const { history, claimFigures, logoCaption } = about;
  const organisation = { name: inLanguage(useSettings(), "name", useLanguage()) };
  const { siteText } = useTexts(englishSite, teluguSite);
  return (
    <Section>
      <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          <SectionHeading eyebrow={history.eyebrow} title={history.title} />
          <div className="max-w-prose space-y-4 text-lg text-ink-muted">
            {history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="mx-auto flex max-w-sm flex-col items-center gap-4 text-center">
          <SocietyLogo label={siteText.logoAlt} className="size-44 sm:size-56" />
          <figcaption>
            <span className="block text-2xl font-bold text-forest-800">{organisation.name}</span>
            <span className="text-ink-muted">{logoCaption.founded}</span>
          </figcaption>
        </figure>
      </div>
      <FigureGrid figures={claimFigures} className="mt-14" />
    </Section>
  );
}

function MissionAndVision({
  heading,
  statements,
}: {
  heading: About["missionVisionHeading"];
  statements: readonly { title: string; text: string }[];
}) {
  return (
    <Section>
      <SectionHeading eyebrow={heading.eyebrow} title={heading.title} />
      <div className="grid gap-6 md:grid-cols-2">
        {statements.map((statement) => (
          <Card key={statement.title} className="border-t-4 border-t-turmeric-500 sm:p-8">
            <h3 className="text-2xl font-bold text-forest-800">{statement.title}</h3>
            <p className="mt-3 text-lg text-ink-muted">{statement.text}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}

function GeographicFocus({ geographicFocus }: { geographicFocus: About["geographicFocus"] }) {
  return (
    <Section tone="sand">
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <Illustration id="village" className="mx-auto w-full max-w-sm lg:order-last lg:max-w-md" />
        <div>
          <SectionHeading
            eyebrow={geographicFocus.eyebrow}
            title={geographicFocus.title}
            intro={geographicFocus.intro}
          />
          <FeatureGrid items={geographicFocus.districts} className="sm:grid-cols-3 lg:grid-cols-1" />
        </div>
      </div>
    </Section>
  );
}
