import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { personInitials } from "#app/components/pages/initials.ts";
import { Card } from "#app/components/ui/card.tsx";
import type { TeamMember } from "#app/content/team.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { Picture } from "#app/components/picture.tsx";

function Portrait({ member }: { member: TeamMember }) {
  const language = useLanguage();
  if (member.photo) {
    // 8rem wide at every width: the cards' grid changes their width, not the portrait's.
    return (
      <Picture
        image={member.photo}
        language={language}
        aspect="portrait"
        sizes="8rem"
        className="w-32 rounded-2xl border-4 border-turmeric-200"
      />
    );
  }
  return <MonogramBadge letters={personInitials(member.name)} className="size-24" />;
}

export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { teamCard } = useTexts(englishSite, teluguSite).siteText;
  return (
    // Staff write it: a long name (Venkatalakshminarasimhaswamy) wraps rather than widen a phone's page.
    <Card className="flex h-full flex-col items-center gap-4 text-center wrap-anywhere">
      <Portrait member={member} />
      <div>
        <h3 className="text-xl font-bold text-forest-800">{member.name}</h3>
        <p className="mt-1 font-bold text-terracotta-700">{member.role}</p>
      </div>
      <dl className="grid w-full gap-2 border-y border-line py-3 text-sm">
        {member.qualification ? (
          <div>
            <dt className="font-bold text-ink">{teamCard.qualification}</dt>
            <dd className="text-ink-muted">{member.qualification}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-bold text-ink">{teamCard.experience}</dt>
          <dd className="text-ink-muted">{member.experience}</dd>
        </div>
      </dl>
      <p className="text-ink-muted">{member.biography}</p>
    </Card>
  );
}
