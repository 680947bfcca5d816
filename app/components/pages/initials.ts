// Connecting words ("of", "for") carry no initial: "Rehabilitation Centre for Disabled Children" → "RC".
function significantWords(name: string): string[] {
  return name.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
}

/** A person's initials: the first letters of the first and last names ("Team Member A" → "TA"). */
export function personInitials(name: string): string {
  const words = significantWords(name);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`;
}

/** An organisation's monogram: the first letters of its first two words ("Spices Board" → "SB"). */
export function monogram(name: string): string {
  return significantWords(name)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}
