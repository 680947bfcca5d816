import { Container } from "#app/components/ui/section.tsx";

/**
 * The title band at the top of every inner page; it holds the page's one h1. `aside` (a photo) sits
 * beside the words from 64rem, below them on a narrower screen.
 */
export function PageBanner({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const words = (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-widest text-turmeric-200 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{intro}</div> : null}
    </>
  );
  return (
    <div className="on-dark relative overflow-hidden bg-forest-800 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.12] [background-image:radial-gradient(currentColor_1.2px,transparent_1.3px)] [background-size:14px_14px]"
      />
      <Container className="relative py-14 sm:py-20">
        {aside ? (
          <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
            <div>{words}</div>
            {aside}
          </div>
        ) : (
          words
        )}
        {children}
      </Container>
    </div>
  );
}
