import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

// Each a component's default followed by a caller's classes, as the site's components pass them.
const overrides = [
  ["inline-flex min-h-11 items-center px-6 py-2.5 text-base", "min-h-12 px-8 py-3 text-lg"],
  ["inline-flex min-h-11 items-center rounded-full font-bold", "min-h-0 text-white underline"],
  ["size-16 shrink-0", "size-14 lg:size-20"],
  ["grid gap-4 sm:grid-cols-2 lg:grid-cols-4", "sm:grid-cols-3 lg:grid-cols-1"],
  ["py-16 sm:py-20 bg-white", "py-12 sm:py-14"],
  ["rounded-2xl border bg-white p-6 shadow-sm", "p-5 sm:p-8"],
  ["px-4 py-2 p-6", ""],
  ["p-6", "px-3 py-5 sm:p-6"],
  ["text-base text-white", "text-lg text-ink"],
  ["bg-cream text-forest-800 border-line", "bg-forest-800 text-white/90 border-white/85"],
  ["border-2 border-forest-700 text-sm", "border-t-4 text-turmeric-200"],
  ["mt-4 text-lg text-pretty text-ink-muted", "text-white/90"],
] as const;

describe("cn", () => {
  it.each(overrides)("keeps the caller's class of each kind: %s + %s", (defaults, caller) => {
    const classes = (value: string) => new Set(value.split(" ").filter(Boolean));
    expect(classes(cn(defaults, caller))).toEqual(classes(twMerge(defaults, caller)));
  });

  it("joins conditional classes as clsx does", () => {
    const hidden = ["a", "b"].length > 2;
    expect(cn("a", hidden && "b", { c: true, d: false }, ["e"], undefined)).toBe("a c e");
  });
});
