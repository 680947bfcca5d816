import type { ProgramIcon as ProgramIconId } from "#app/content/home.ts";

// Line drawings on a 48-unit grid, stroked in the current colour.
const drawings: Record<ProgramIconId, string> = {
  "natural-resource":
    "M24 42V20M24 30c-8 0-13-5-13-12 8 0 13 5 13 12zM24 24c0-8 5-13 13-13 0 8-5 13-13 13zM12 42h24M34 34c0 2.2-1.8 4-4 4s-4-1.8-4-4c0-3 4-7 4-7s4 4 4 7z",
  education:
    "M24 14c-5-4-12-5-18-4v26c6-1 13 0 18 4 5-4 12-5 18-4V10c-6-1-13 0-18 4zM24 14v26M11 17c3 0 6 1 8 2M11 23c3 0 6 1 8 2M29 19c2-1 5-2 8-2M29 25c2-1 5-2 8-2",
  farm: "M24 44V10M24 18c-5-1-7-4-7-8 5 1 7 4 7 8zM24 18c5-1 7-4 7-8-5 1-7 4-7 8zM24 27c-5-1-7-4-7-8 5 1 7 4 7 8zM24 27c5-1 7-4 7-8-5 1-7 4-7 8zM24 36c-5-1-7-4-7-8 5 1 7 4 7 8zM24 36c5-1 7-4 7-8-5 1-7 4-7 8z",
  health: "M24 40S7 30 7 18a8.5 8.5 0 0 1 17-3 8.5 8.5 0 0 1 17 3c0 12-17 22-17 22zM13 24h6l3-5 4 9 3-4h6",
  sports:
    "M24 8a16 16 0 1 0 0 32 16 16 0 1 0 0-32zM24 17l6.6 4.8-2.5 7.8h-8.2l-2.5-7.8zM24 17V8M30.6 21.8l8.6-2.8M28.1 29.6l5.3 7.3M19.9 29.6l-5.3 7.3M17.4 21.8l-8.6-2.8",
  fpo: "M14 20a4 4 0 1 0 0-8 4 4 0 1 0 0 8zM34 20a4 4 0 1 0 0-8 4 4 0 1 0 0 8zM24 17a4.5 4.5 0 1 0 0-9 4.5 4.5 0 1 0 0 9zM5 36c0-6 4-11 9-11 2 0 4 .8 5.5 2M43 36c0-6-4-11-9-11-2 0-4 .8-5.5 2M15 40c0-7 4-17 9-17s9 10 9 17zM8 42h32",
  "de-addiction": "M24 6l15 5v11c0 9-6.5 16-15 20-8.5-4-15-11-15-20V11zM17 24l5 5 9-10",
  "senior-citizens":
    "M21 13a4 4 0 1 0 0-8 4 4 0 1 0 0 8zM21 17c-4 4-5 9-4 14l-3 11M18 31l6 11M20 20l9 6M31 24v18M14 22l-3 7",
};

/** The small drawing on a programme card; decorative, since the card's title names the programme. */
export function ProgramIcon({ icon, className }: { icon: ProgramIconId; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={drawings[icon]} />
    </svg>
  );
}
