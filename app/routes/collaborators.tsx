import { Illustration } from "#app/components/art/illustration.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { PartnerCard } from "#app/components/pages/partner-card.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as english from "#app/content/collaborators.ts";
import { languageOfPath } from "#app/content/language.ts";
import { partnersIn, partnersList } from "#app/content/lists/partners.ts";
import { partnersComingSoon } from "#app/content/lists/words.ts";
import { publishedItem, siteContentContext } from "#app/content/site-content.ts";
import * as telugu from "#app/content/te/collaborators.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import type { Route } from "./+types/collaborators";

export const meta = localisedMeta(english, telugu, (collaborators) => collaborators.collaboratorsMeta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

/** The partners as the society published them (the code's until it does). */
export function loader({ context, request }: Route.LoaderArgs) {
  const content = context.get(siteContentContext);
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    partners: partnersIn(
      publishedItem(content, partnersList.key),
      language,
      content.production ?? false,
      content.images,
    ),
  };
}

export default function CollaboratorsPage({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  const language = useLanguage();
  const {
    collaborativeImpact,
    collaboratorsBanner,
    partnerCta,
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
        {partners.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner, index) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} index={index} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-2xl text-center text-lg text-ink-muted">
            {partnersComingSoon[language]}
          </p>
        )}
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
