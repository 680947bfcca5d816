import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/utils/cn.ts";

/**
 * A button-styled link to a section further down the same page. A plain fragment link works
 * before hydration, moves keyboard focus to the target, and scrolls smoothly through the global
 * `scroll-behavior`, which app.css turns off for visitors who prefer reduced motion.
 */
export function JumpLink({
  target,
  variant = "accent",
  size = "lg",
  className,
  children,
}: {
  target: string;
  variant?: "primary" | "accent" | "outline" | "light";
  size?: "sm" | "md" | "lg";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={`#${target}`} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </a>
  );
}
