import { type ClassValue, clsx } from "clsx";

/*
 * Joins class names, and where a caller's class overrides a component's default of the same kind
 * (`size-14` over `size-16`, `py-12` over `py-16`, per breakpoint), keeps only the later one: in
 * Tailwind the stylesheet's order, not the class order, decides between two such classes.
 * tailwind-merge did this for every utility, at 8.5 KB gzip on every hydrated page; these are the
 * kinds this site's components override (cn.test.ts holds them against tailwind-merge). When it
 * replaced tailwind-merge, all 20,706 class attributes of the prerendered pages came out the same.
 * A class of a kind not listed is added, never replaced: a component that lets callers override
 * another kind needs its kind here and a case in cn.test.ts.
 */

// The theme's colours (app/app.css) and Tailwind's own plain ones, with an optional shade and opacity.
const colour = (utility: string) =>
  new RegExp(
    `^${utility}-(cream|forest|ink|line|sand|terracotta|turmeric|white|black|transparent|current)(-[a-z0-9]+)*(\\/[0-9]+)?$`,
  );

type Group = readonly [pattern: RegExp, kind: string, overrides?: readonly string[]];

const groups: readonly Group[] = [
  [/^p-/, "p", ["px", "py"]],
  [/^px-/, "px"],
  [/^py-/, "py"],
  [/^size-/, "size"],
  [/^min-h-/, "min-h"],
  [/^text-(xs|sm|base|lg|[0-9]?xl)$/, "text-size"],
  [colour("text"), "text-colour"],
  [colour("bg"), "bg-colour"],
  [colour("border"), "border-colour"],
  [/^grid-cols-/, "grid-cols"],
];

function kinds(utility: string) {
  for (const [pattern, kind, covers = []] of groups) if (pattern.test(utility)) return [kind, ...covers];
  return [];
}

export function cn(...inputs: ClassValue[]) {
  const kept: string[] = [];
  const taken = new Set<string>();
  for (const name of clsx(inputs).split(" ").reverse()) {
    const variants = name.slice(0, name.lastIndexOf(":") + 1);
    const keys = kinds(name.slice(variants.length)).map((kind) => variants + kind);
    if (keys[0] !== undefined && taken.has(keys[0])) continue;
    for (const key of keys) taken.add(key);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
