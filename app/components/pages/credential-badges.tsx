import { Link } from "react-router";
import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { organisation as englishOrganisation } from "#app/content/organisation.ts";
import { organisation as teluguOrganisation } from "#app/content/te/organisation.ts";
import { useTexts } from "#app/utils/use-language.ts";
import { cn } from "#app/utils/cn.ts";

const tones = ["forest", "terracotta", "turmeric", "forest"] as const;

/**
 * The four credentials of requirements 1 as seals: Darpan, 12A, 80G and CSR eligibility. With `detailsAt`
 * (the transparency page) each seal links to that credential's number, date and certificate there.
 */
export function CredentialBadges({
  className,
  compact = false,
  detailsAt,
}: {
  className?: string;
  compact?: boolean;
  detailsAt?: string;
}) {
  const organisation = useTexts(englishOrganisation, teluguOrganisation);
  const badgeClass = cn(
    "flex h-full items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm shadow-ink/5",
    !compact && "lg:flex-col lg:p-6 lg:text-center",
    detailsAt && "can-hover:transition-colors hover:border-forest-600 hover:bg-forest-50",
  );
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", !compact && "lg:grid-cols-4", className)}>
      {organisation.registration.credentials.map((credential, index) => {
        const badge = (
          <>
            <MonogramBadge
              letters={sealLetters(credential.id)}
              tone={tones[index]}
              className={cn("size-14", !compact && "lg:size-20")}
            />
            <div>
              <p className="font-bold text-forest-800">{credential.title}</p>
              <p className="text-sm text-ink-muted">{credential.detail}</p>
            </div>
          </>
        );
        return (
          <li key={credential.id}>
            {detailsAt ? (
              <Link to={`${detailsAt}#${credential.id}`} className={badgeClass}>
                {badge}
              </Link>
            ) : (
              <div className={badgeClass}>{badge}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The seal shows the credential's short form as registered ("NGO", "12A", "80G", "CSR") in either language. */
function sealLetters(id: string) {
  const title =
    englishOrganisation.registration.credentials.find((credential) => credential.id === id)?.title ?? "";
  return title.split(" ")[0] ?? title;
}
