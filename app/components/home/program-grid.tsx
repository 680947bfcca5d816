import { Link } from "react-router";
import { ProgramIcon } from "#app/components/art/program-icons.tsx";
import { ArrowIcon } from "#app/components/icons.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { ProgramCard, programsHeading } from "#app/content/home.ts";
import { fillSlots } from "#app/content/language.ts";
import type { siteText } from "#app/content/site.ts";

type CardWords = (typeof siteText)["programCard"];

export function ProgramGrid({
  id,
  heading,
  cards,
  words,
}: {
  id: string;
  heading: typeof programsHeading;
  cards: readonly ProgramCard[];
  words: CardWords;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={heading.eyebrow}
        title={heading.title}
        intro={heading.intro}
        align="center"
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.to}>
            <ProgramCardView card={card} words={words} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ProgramCardView({ card, words }: { card: ProgramCard; words: CardWords }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm shadow-ink/5 can-hover:transition-shadow hover:shadow-lg hover:shadow-forest-900/10">
      <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-2 border-dotted border-turmeric-500"
        />
        <ProgramIcon icon={card.icon} className="size-9" />
      </span>
      <h3 className="mt-5 text-xl leading-snug font-bold text-forest-800">{card.title}</h3>
      <p className="mt-3 flex-1 text-ink-muted">{card.description}</p>
      <Link
        to={card.to}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-full font-bold text-terracotta-700 underline-offset-4 hover:underline"
      >
        {words.learnMore}
        <span className="sr-only"> {fillSlots(words.context, { title: card.title })}</span>
        <ArrowIcon className="size-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
      </Link>
    </article>
  );
}
