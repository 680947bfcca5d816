import { MonogramBadge } from "#app/components/pages/monogram-badge.tsx";
import { organisation } from "#app/content/organisation.ts";
import { cn } from "#app/utils/cn.ts";

const tones = ["forest", "terracotta", "turmeric", "forest"] as const;

/** The four credentials of §1 as seals: Darpan, 12A, 80G and CSR eligibility. */
export function CredentialBadges({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", !compact && "lg:grid-cols-4", className)}>
      {organisation.registration.credentials.map((credential, index) => (
        <li
          key={credential.id}
          className={cn(
            "flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm shadow-ink/5",
            !compact && "lg:flex-col lg:p-6 lg:text-center",
          )}
        >
          <MonogramBadge
            letters={credential.title.split(" ")[0] ?? credential.title}
            tone={tones[index]}
            className={cn("size-14", !compact && "lg:size-20")}
          />
          <div>
            <p className="font-bold text-forest-800">{credential.title}</p>
            <p className="text-sm text-ink-muted">{credential.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
