import { cn } from "#app/utils/cn.ts";

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-5 sm:px-8", className)} {...props} />;
}

const tones = {
  cream: "bg-cream",
  sand: "bg-sand",
  white: "bg-white",
  forest: "on-dark bg-forest-800 text-white",
} as const;

export function Section({
  tone = "cream",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: keyof typeof tones }) {
  return (
    <section className={cn("py-16 sm:py-20", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** A section heading with the short eyebrow line above it (DESIGN.md, Components). */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "start",
  onDark = false,
  as: Heading = "h2",
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  id?: string;
  align?: "start" | "center";
  onDark?: boolean;
  as?: "h1" | "h2" | "h3";
}) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 flex items-center gap-3 text-sm font-bold tracking-widest uppercase",
            align === "center" && "justify-center",
            onDark ? "text-turmeric-200" : "text-terracotta-700",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("h-0.5 w-8 rounded", onDark ? "bg-turmeric-400" : "bg-terracotta-600")}
          />
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          onDark ? "text-white" : "text-forest-800",
        )}
      >
        {title}
      </Heading>
      {intro ? (
        <div className={cn("mt-4 text-lg text-pretty", onDark ? "text-white/90" : "text-ink-muted")}>
          {intro}
        </div>
      ) : null}
    </div>
  );
}
