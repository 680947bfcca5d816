import type { ReactNode } from "react";

/**
 * A sentence with one slot filled by a value that must not break across lines, such as a reference
 * "DON-7F3K2Q", which a narrow phone would otherwise split at its hyphen.
 */
export function withUnbroken(template: string, slot: string, value: string): ReactNode {
  const [before = "", after = ""] = template.split(`{${slot}}`);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{value}</span>
      {after}
    </>
  );
}
