import { GondBorder } from "#app/components/art/gond-border.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/section.tsx";
import type { callToAction } from "#app/content/home.ts";

export function CallToAction({ content }: { content: typeof callToAction }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-cream pb-20">
      <Container>
        <div className="relative overflow-hidden on-dark rounded-3xl bg-terracotta-700 text-white shadow-xl shadow-terracotta-700/20">
          <GondBorder tone="fill-turmeric-400" dot="fill-terracotta-700" />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-[0.12] [background-image:radial-gradient(currentColor_1.2px,transparent_1.3px)] [background-size:14px_14px]"
          />
          <div className="relative flex flex-col items-center px-6 py-14 text-center sm:px-12 sm:py-16">
            <h2
              id="cta-heading"
              className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {content.title}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-white/90">{content.text}</p>
            <div className="mt-8 flex flex-col gap-4 sm:flex-row">
              <ButtonLink to={content.donate.to} variant="accent" size="lg">
                {content.donate.label}
              </ButtonLink>
              <ButtonLink to={content.volunteer.to} variant="light" size="lg">
                {content.volunteer.label}
              </ButtonLink>
            </div>
          </div>
          <GondBorder className="rotate-180" tone="fill-turmeric-400" dot="fill-terracotta-700" />
        </div>
      </Container>
    </section>
  );
}
