import { Illustration } from "#app/components/art/illustration.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { Story } from "#app/content/page-blocks.ts";
import { cn } from "#app/utils/cn.ts";

/** Prose beside an illustration; `reverse` puts the drawing first on wide screens. */
export function StorySection({
  story,
  tone = "cream",
  reverse = false,
  children,
}: {
  story: Story;
  tone?: "cream" | "sand" | "white";
  reverse?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Section tone={tone}>
      <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className={cn(reverse && "lg:order-last")}>
          <SectionHeading eyebrow={story.eyebrow} title={story.title} />
          <div className="max-w-prose space-y-4 text-lg text-ink-muted">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {children}
        </div>
        <Illustration id={story.illustration} className="mx-auto w-full max-w-sm lg:max-w-md" />
      </div>
    </Section>
  );
}
