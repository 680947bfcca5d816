/*
 * A page text's name as staff read it, from its path in the code's module: the texts editor's
 * headings and labels, and the history page's comparison (decision 034).
 */

function words(name: string) {
  const spaced = name.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A section's heading from its name in the code: "impactStatistics" → "Impact statistics". */
export function sectionTitle(section: string) {
  return /meta$/i.test(section) ? "Search engines and sharing" : words(section);
}

/** A field's name within its section: "paragraphs.1" → "Paragraph 2", "items.0.title" → "Item 1 › Title". */
export function fieldLabel(path: string) {
  const parts = path.split(".").slice(1);
  const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);
  const names: string[] = [];
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (isIndex(part)) {
      if (index === 0) names.push(`Item ${Number(part) + 1}`);
    } else if (isIndex(next)) names.push(`${words(part.replace(/s$/, ""))} ${Number(next) + 1}`);
    else names.push(words(part));
  });
  return names.join(" › ") || "Text";
}

/** A field's whole name: its section and its name within it ("Introduction: Paragraph 2"). */
export const textLabel = (path: string) => `${sectionTitle(path.split(".")[0] ?? "")}: ${fieldLabel(path)}`;
