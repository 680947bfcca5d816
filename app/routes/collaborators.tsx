import { Illustration } from "#app/components/art/illustration.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { PartnerCard } from "#app/components/pages/partner-card.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/collaborators.ts";
import * as telugu from "#app/content/te/collaborators.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useTexts } from "#app/utils/use-language.ts";

export const meta = localisedMeta(english, telugu, (collaborators) => collaborators.collaboratorsMeta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export default function CollaboratorsPage() {
  const {
    collaborativeImpact,
    collaboratorsBanner,
    partnerCta,
    partners,
    partnersHeading,
    partnershipFigures,
    partnershipFiguresLabel,
  } = useTexts(english, telugu);
  return (
    <>
      <InfoBanner banner={collaboratorsBanner} />
      <Section tone="white" aria-label={partnershipFiguresLabel} className="py-12 sm:py-14">
        <FigureGrid figures={partnershipFigures} />
      </Section>
      <Section>
        <SectionHeading
          eyebrow={partnersHeading.eyebrow}
          title={partnersHeading.title}
          intro={partnersHeading.intro}
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner, index) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} index={index} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <div>
            <SectionHeading
              eyebrow={collaborativeImpact.eyebrow}
              title={collaborativeImpact.title}
              intro={collaborativeImpact.intro}
            />
            <Illustration id="partners" className="mx-auto max-w-xs" />
          </div>
          <FeatureGrid items={collaborativeImpact.items} pairs />
        </div>
      </Section>
      <CtaBand eyebrow={partnerCta.eyebrow} title={partnerCta.title} text={partnerCta.text}>
        <ButtonLink to={partnerCta.link.to} variant="accent" size="lg">
          {partnerCta.link.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
