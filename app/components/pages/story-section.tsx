import { Illustration } from "#app/components/art/illustration.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { Story } from "#app/content/page-blocks.ts";
import { cn } from "#app/utils/cn.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { useLanguage } from "#app/utils/use-language.ts";

// The drawing's place: 24rem wide below 64rem, two fifths of the container (at most 26rem) above.
const photoSizes = "(min-width: 64rem) 26rem, (min-width: 26.5rem) 24rem, calc(100vw - 2.5rem)";

/**
 * Prose beside an illustration, or beside a photo when the page has one (a programme page's);
 * `reverse` puts the drawing first on wide screens.
 */
export function StorySection({
  story,
  tone = "cream",
  reverse = false,
  photo,
  children,
}: {
  story: Story;
  tone?: "cream" | "sand" | "white";
  reverse?: boolean;
  photo?: PublishedImage;
  children?: React.ReactNode;
}) {
  const language = useLanguage();
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
        {photo ? (
          <Picture
            image={photo}
            language={language}
            aspect="wide"
            sizes={photoSizes}
            className="mx-auto w-full max-w-sm rounded-xl lg:max-w-md"
          />
        ) : (
          <Illustration id={story.illustration} className="mx-auto w-full max-w-sm lg:max-w-md" />
        )}
      </div>
    </Section>
  );
}
