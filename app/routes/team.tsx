import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { personInitials } from "#app/components/pages/initials.ts";
import { TeamMemberCard } from "#app/components/pages/team-member-card.tsx";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { languageOfPath } from "#app/content/language.ts";
import { teamList, type TeamPageData, teamPageData } from "#app/content/lists/team.ts";
import { teamComingSoon } from "#app/content/lists/words.ts";
import { publishedItem, siteContentContext } from "#app/content/site-content.ts";
import * as english from "#app/content/team.ts";
import * as telugu from "#app/content/te/team.ts";
import { localisedMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import type { Route } from "./+types/team";

export const meta = localisedMeta(english, telugu, (team) => team.teamMeta);

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

/** The members and message as the society published them (the code's until it does). */
export function loader({ context, request }: Route.LoaderArgs): TeamPageData {
  const content = context.get(siteContentContext);
  const language = languageOfPath(new URL(request.url).pathname);
  return teamPageData(
    publishedItem(content, teamList.key),
    language,
    content.production ?? false,
    content.images,
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { teamBanner, teamHeading } = useTexts(english, telugu);
  const language = useLanguage();
  const { members, message } = loaderData;
  return (
    <>
      <InfoBanner banner={teamBanner} />
      <Section>
        <SectionHeading eyebrow={teamHeading.eyebrow} title={teamHeading.title} intro={teamHeading.intro} />
        {members.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-2xl text-center text-lg text-ink-muted">{teamComingSoon[language]}</p>
        )}
      </Section>
      {message ? <DirectorMessage message={message} /> : null}
    </>
  );
}

function DirectorMessage({ message }: { message: NonNullable<TeamPageData["message"]> }) {
  const { directorMessage } = useTexts(english, telugu);
  const { author, paragraphs } = message;
  return (
    <Section tone="sand">
      <div className="mx-auto max-w-3xl">
        <SectionHeading eyebrow={directorMessage.eyebrow} title={directorMessage.title} />
        {/* Staff write it: a long name or word wraps rather than widen a phone's page. */}
        <figure className="relative rounded-3xl border border-line bg-white p-8 wrap-anywhere shadow-sm shadow-ink/5 sm:p-12">
          <span
            aria-hidden="true"
            className="absolute -top-6 left-8 text-8xl leading-none font-bold text-turmeric-400"
          >
            “
          </span>
          <blockquote className="space-y-4 text-lg text-ink-muted sm:text-xl">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          {author ? (
            <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
              <MonogramBadge letters={personInitials(author.name)} className="size-14" />
              <span>
                <span className="block font-bold text-forest-800">{author.name}</span>
                <span className="text-terracotta-700">{author.role}</span>
              </span>
            </figcaption>
          ) : null}
        </figure>
      </div>
    </Section>
  );
}
