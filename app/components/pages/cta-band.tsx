import { Section, SectionHeading } from "#app/components/ui/section.tsx";

/** The closing call to action of a page: a heading, a line of text and its buttons. */
export function CtaBand({
  eyebrow,
  title,
  text,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Section tone="forest" className="relative overflow-hidden">
      <SectionHeading eyebrow={eyebrow} title={title} intro={text} onDark align="center" />
      <div className="flex flex-wrap justify-center gap-4">{children}</div>
    </Section>
  );
}
