import { monogram } from "#app/components/pages/initials.ts";
import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { Partner } from "#app/content/collaborators.ts";
import { fillSlots } from "#app/content/language.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { partnerWebsiteLink } from "#app/content/lists/words.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { Picture } from "#app/components/picture.tsx";

const tones = ["forest", "terracotta", "turmeric"] as const;

/** A partner: its logo (a monogram until there is one), name, focus and type tags, and a description. */
export function PartnerCard({ partner, index }: { partner: Partner; index: number }) {
  const { partnerCard: words } = useTexts(englishSite, teluguSite).siteText;
  const language = useLanguage();
  return (
    // Staff write it: a long name or word wraps anywhere rather than widen a phone's page.
    <Card className="flex h-full flex-col gap-4 wrap-anywhere">
      <div className="flex items-center gap-4">
        {partner.logo ? (
          // No placeholder: a logo's transparent parts would show it.
          <Picture
            image={partner.logo}
            language={language}
            aspect="square"
            sizes="4rem"
            placeholder={false}
            className="size-16 shrink-0 rounded-xl border border-line bg-white"
          />
        ) : (
          <MonogramBadge
            letters={monogram(partner.name)}
            tone={tones[index % tones.length]}
            className="size-14"
          />
        )}
        <h3 className="text-lg leading-snug font-bold text-forest-800">{partner.name}</h3>
      </div>
      <p className="flex flex-wrap gap-2 text-sm font-bold">
        <span className="rounded-full bg-turmeric-100 px-3 py-1 text-terracotta-700">
          <span className="sr-only">{words.focus} </span>
          {partner.focus}
        </span>
        <span className="rounded-full bg-forest-50 px-3 py-1 text-forest-800">
          <span className="sr-only">{words.type} </span>
          {partner.type}
        </span>
      </p>
      <p className="text-ink-muted">{partner.description}</p>
      {partner.website ? (
        <a
          href={partner.website}
          rel="external noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center font-bold text-forest-700 underline underline-offset-4 hover:text-forest-800"
        >
          {fillSlots(partnerWebsiteLink[language], { name: partner.name })}
        </a>
      ) : null}
    </Card>
  );
}
