import { GondBorder } from "#app/components/art/gond-border.tsx";
import { LogoMark } from "#app/components/art/logo-mark.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { introduction as englishIntroduction } from "#app/content/home.ts";
import type { Texts } from "#app/content/language.ts";

type IntroductionContent = Texts<typeof englishIntroduction>;

export function Introduction({ content }: { content: IntroductionContent }) {
  return (
    <Section aria-labelledby="intro-heading">
      <div className="grid items-center gap-12 lg:grid-cols-[1.25fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="intro-heading" eyebrow={content.eyebrow} title={content.title} />
          <div className="-mt-4 space-y-4 text-lg text-ink-muted">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-line py-6">
            {content.highlights.map((highlight) => (
              <div key={highlight.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-ink-muted sm:text-base">{highlight.label}</dt>
                <dd className="text-3xl font-bold text-terracotta-700 sm:text-4xl">{highlight.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to={content.link.to} className="mt-8">
            {content.link.label}
          </ButtonLink>
        </div>
        <NameCard card={content.nameCard} />
      </div>
    </Section>
  );
}

/** What the name means, set as a framed card with a Gond border. */
function NameCard({ card }: { card: IntroductionContent["nameCard"] }) {
  return (
    <figure className="relative overflow-hidden on-dark rounded-3xl bg-forest-800 text-white shadow-xl shadow-forest-900/20">
      <GondBorder />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 top-3.5 opacity-[0.1] [background-image:radial-gradient(currentColor_1.2px,transparent_1.3px)] [background-size:14px_14px]"
      />
      <div className="relative px-8 py-10 sm:px-10">
        <LogoMark className="size-20" />
        <p lang="gon" className="mt-6 text-6xl font-bold tracking-tight text-turmeric-400">
          {card.word}
        </p>
        {/* A plain paragraph: a figcaption must be the figure's first or last child (HTML validity). */}
        <p className="mt-3 text-lg text-white/90">{card.meaning}</p>
        <dl className="mt-8 space-y-3 border-t border-white/15 pt-6">
          {card.facts.map((fact) => (
            <div key={fact.label} className="flex justify-between gap-4">
              <dt className="text-white/75">{fact.label}</dt>
              <dd className="text-right font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <GondBorder className="rotate-180" />
    </figure>
  );
}
