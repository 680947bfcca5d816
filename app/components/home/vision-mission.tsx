import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { mission as missionContent, visionMissionHeading } from "#app/content/home.ts";

type Statement = typeof missionContent;

export function VisionMission({
  heading,
  vision,
  mission,
}: {
  heading: typeof visionMissionHeading;
  vision: Statement;
  mission: Statement;
}) {
  return (
    <Section tone="sand" aria-labelledby="vision-mission-heading">
      <SectionHeading
        id="vision-mission-heading"
        eyebrow={heading.eyebrow}
        title={heading.title}
        align="center"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <StatementCard statement={vision} motif="sun" />
        <StatementCard statement={mission} motif="path" />
      </div>
    </Section>
  );
}

function StatementCard({ statement, motif }: { statement: Statement; motif: "sun" | "path" }) {
  return (
    <article className="relative overflow-hidden rounded-3xl border border-line bg-white p-8 shadow-sm shadow-ink/5 sm:p-10">
      <CornerDots />
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-turmeric-100 text-terracotta-700">
        <svg
          viewBox="0 0 48 48"
          aria-hidden="true"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path
            d={
              motif === "sun"
                ? "M24 16a8 8 0 1 0 0 16 8 8 0 1 0 0-16zM24 5v5M24 38v5M5 24h5M38 24h5M10.6 10.6l3.5 3.5M33.9 33.9l3.5 3.5M37.4 10.6l-3.5 3.5M14.1 33.9l-3.5 3.5"
                : "M8 40c6-4 10-10 16-10s8-6 8-12 4-8 8-10M33 8h7v7M6 30a3 3 0 1 0 6 0 3 3 0 1 0-6 0"
            }
          />
        </svg>
      </span>
      <h3 className="mt-6 text-2xl font-bold text-forest-800">{statement.title}</h3>
      <p className="mt-4 text-lg leading-relaxed text-ink-muted">{statement.text}</p>
    </article>
  );
}

/** Gond-style dotted arcs in a card's corner. */
function CornerDots() {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      className="pointer-events-none absolute -top-2 -right-2 size-32"
    >
      {[40, 62, 84].map((r) => (
        <path
          key={r}
          d={`M${120 - r} 0a${r} ${r} 0 0 0 ${r} ${r}`}
          fill="none"
          className={r === 62 ? "stroke-turmeric-400" : "stroke-terracotta-200"}
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="0 11"
        />
      ))}
    </svg>
  );
}
