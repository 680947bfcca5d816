import { Link } from "react-router";
import { Illustration } from "#app/components/pages/art/illustration.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { StorySection } from "#app/components/pages/story-section.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { programs } from "#app/content/navigation.ts";
import type { Programme } from "#app/content/programs/programme.ts";

/** The one template of the nine programme pages: banner, story, figures, work, other programmes. */
export function ProgramPage({ programme }: { programme: Programme }) {
  const { banner, story, impact, work } = programme;
  return (
    <>
      <InfoBanner banner={banner} />
      <StorySection story={story} />
      {impact ? (
        <Section tone="white">
          <SectionHeading eyebrow={impact.eyebrow} title={impact.title} intro={impact.intro} />
          <div className="space-y-12">
            {impact.groups.map((group) => (
              <div key={group.title}>
                <h3 className="text-xl font-bold text-forest-800">{group.title}</h3>
                {group.intro ? <p className="mt-1 text-ink-muted">{group.intro}</p> : null}
                <FigureGrid figures={group.figures} className="mt-5" />
              </div>
            ))}
          </div>
        </Section>
      ) : null}
      <Section tone="sand">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <div>
            <SectionHeading eyebrow={work.eyebrow} title={work.title} intro={work.intro} />
            <Illustration id={work.illustration} className="mx-auto hidden max-w-xs lg:block" />
          </div>
          <FeatureGrid items={work.items} pairs />
        </div>
      </Section>
      <OtherProgrammes current={banner.title} />
      <CtaBand
        eyebrow="Get involved"
        title="Help this work reach more families"
        text="Your gift or your time helps us do more with the communities we serve."
      >
        <ButtonLink to="/donate" variant="accent" size="lg">
          Donate Now
        </ButtonLink>
        <ButtonLink to="/volunteer/gram-library" variant="light" size="lg">
          Volunteer With Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Links to the other eight programmes, so a reader can move across the society's work. */
function OtherProgrammes({ current }: { current: string }) {
  const others = programs.links.filter((link) => link.label !== current);
  return (
    <Section tone="cream" aria-labelledby="other-programmes">
      <SectionHeading eyebrow="Our programmes" title="Explore our other programmes" id="other-programmes" />
      <ul className="flex flex-wrap gap-3">
        {others.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2 font-medium text-forest-800 transition-colors hover:border-forest-500 hover:bg-forest-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
