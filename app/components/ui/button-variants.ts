import { cva, type VariantProps } from "class-variance-authority";

/**
 * The button styles, apart from the components: an island (decision 043) styles its links as
 * buttons without importing button.tsx, whose ButtonLink would bring React Router to the page.
 */
export const buttonVariants = cva(
  // forced-colors: high contrast drops the fill that makes a button, so a border keeps its shape.
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-bold can-hover:transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 forced-colors:border-2 forced-colors:border-[ButtonText]",
  {
    variants: {
      variant: {
        primary: "bg-forest-700 text-white hover:bg-forest-800",
        accent: "bg-turmeric-500 text-ink hover:bg-turmeric-400",
        outline: "border-2 border-forest-700 text-forest-800 hover:bg-forest-50",
        light: "border-2 border-white/85 text-white hover:bg-white/10",
      },
      size: {
        md: "",
        sm: "min-h-10 px-4 py-2 text-sm",
        lg: "min-h-12 px-8 py-3 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
