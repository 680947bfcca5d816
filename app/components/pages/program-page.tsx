import { Link } from "react-router";
import { Illustration } from "#app/components/art/illustration.tsx";
import { CtaBand } from "#app/components/pages/cta-band.tsx";
import { FeatureGrid } from "#app/components/pages/feature-grid.tsx";
import { FigureGrid } from "#app/components/pages/figure-grid.tsx";
import { StorySection } from "#app/components/pages/story-section.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Picture } from "#app/components/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import * as englishNavigation from "#app/content/navigation.ts";
import type { Program } from "#app/content/programs/program.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguNavigation from "#app/content/te/navigation.ts";
import * as teluguSite from "#app/content/te/site.ts";
import type { ProgramPictureSlot } from "#app/content/texts/pictures.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";

/** A programme page's photos the society published, by slot; a slot without one shows its drawing. */
export type ProgramPictures = Partial<Record<ProgramPictureSlot, PublishedImage>>;

/**
 * The one template of the nine programme pages: banner, story, figures, work, other programmes,
 * with the society's photos in the banner and beside the story and the work when it chose them.
 */
export function ProgramPage({ program, pictures = {} }: { program: Program; pictures?: ProgramPictures }) {
  const { banner, story, impact, work } = program;
  const { cta } = useTexts(englishSite, teluguSite).siteText.programPage;
  const language = useLanguage();
  return (
    <>
      <InfoBanner banner={banner} photo={pictures.banner} />
      <StorySection story={story} photo={pictures.story} />
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
            {pictures.work ? (
              <Picture
                image={pictures.work}
                language={language}
                aspect="square"
                sizes="(min-width: 22.5rem) 20rem, calc(100vw - 2.5rem)"
                className="mx-auto mt-2 max-w-xs rounded-xl"
              />
            ) : (
              <Illustration id={work.illustration} className="mx-auto hidden max-w-xs lg:block" />
            )}
          </div>
          <FeatureGrid items={work.items} pairs />
        </div>
      </Section>
      <OtherPrograms current={banner.title} />
      <CtaBand eyebrow={cta.eyebrow} title={cta.title} text={cta.text}>
        <ButtonLink to={cta.donate.to} variant="accent" size="lg">
          {cta.donate.label}
        </ButtonLink>
        <ButtonLink to={cta.volunteer.to} variant="light" size="lg">
          {cta.volunteer.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Links to the other eight programmes, so a reader can move across the society's work. */
function OtherPrograms({ current }: { current: string }) {
  const { programs } = useTexts(englishNavigation, teluguNavigation);
  const { others: heading } = useTexts(englishSite, teluguSite).siteText.programPage;
  const others = programs.links.filter((link) => link.label !== current);
  return (
    <Section tone="cream" aria-labelledby="other-programs">
      <SectionHeading eyebrow={heading.eyebrow} title={heading.title} id="other-programs" />
      <ul className="flex flex-wrap gap-3">
        {others.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2 text-forest-800 can-hover:transition-colors hover:border-forest-500 hover:bg-forest-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
