import type { ReactNode } from "react";
import { indianFigures } from "#app/utils/indian-figures.ts";
import type { Role } from "../../accounts/roles.ts";
import { type SectionKey, sectionsFor } from "./sections.ts";
import { ActionForm, Button } from "./ui.tsx";

export type SignedIn = {
  name: string;
  email: string;
  role: Role;
  spamCount: number;
  /**
   * The script every signed-in page loads (server/staff/client/leave-guard.ts): it asks before
   * leaving a form marked `data-leave-guard` with changes not saved. None when the views are
   * taken from source (tests), as for the other scripts.
   */
  leaveGuardScript?: string;
};

/**
 * The whole HTML document of a staff page: never indexed, no inline script; `scripts` are the
 * area's own script files (server/staff/scripts.ts) for the few pages that need one.
 */
export function Document({
  title,
  stylesheet,
  signedIn,
  current,
  scripts = [],
  children,
}: {
  title: string;
  stylesheet: string;
  signedIn?: SignedIn;
  current?: SectionKey;
  scripts?: readonly string[];
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Staff area`}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
        {[...scripts, ...(signedIn?.leaveGuardScript ? [signedIn.leaveGuardScript] : [])].map((script) => (
          <script key={script} type="module" src={script} />
        ))}
      </head>
      <body>
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <header className="on-dark bg-forest-800 text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <p className="leading-tight">
              <span className="block text-sm opacity-90 sm:inline sm:text-base sm:font-semibold sm:opacity-100">
                Dai Rural Development Society
              </span>
              <span className="font-semibold sm:font-normal sm:opacity-90">
                <span className="hidden sm:inline"> · </span>Staff area
              </span>
            </p>
            {signedIn && (
              <div className="flex items-center gap-3 text-sm">
                <bdi className="hidden sm:inline">{signedIn.name}</bdi>
                <ActionForm action="/staff/sign-out">
                  <button className="min-h-11 rounded-md border border-white/60 px-3 font-semibold hover:bg-forest-900">
                    Sign out
                  </button>
                </ActionForm>
              </div>
            )}
          </div>
          {signedIn && (
            <nav aria-label="Staff area" className="mx-auto flex max-w-6xl flex-wrap gap-0.5 px-2 sm:gap-1">
              {sectionsFor(signedIn.role).map((section) => (
                <NavLink key={section.key} href={section.href} current={current === section.key}>
                  {section.label}
                  {section.key === "spam" && " "}
                  {section.key === "spam" && (
                    <span
                      className={`ml-1 rounded-full px-2 text-sm ${current === "spam" ? "bg-forest-100" : "bg-white/20"}`}
                    >
                      {indianFigures(signedIn.spamCount)}
                    </span>
                  )}
                </NavLink>
              ))}
            </nav>
          )}
        </header>
        <main id="content" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          {children}
        </main>
        {signedIn && (
          <footer className="mx-auto max-w-6xl px-4 pb-8 text-sm text-ink-muted">
            <p className="mb-2">
              Signed in as <bdi>{signedIn.name}</bdi> (<bdi>{signedIn.email}</bdi>). Times are India Standard
              Time (IST).
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <ActionForm action="/staff/sign-out">
                <input type="hidden" name="scope" value="everywhere" />
                <Button variant="secondary">Sign out on every device</Button>
              </ActionForm>
              <a href="/staff/passkeys" className="font-semibold text-forest-700 underline">
                Your passkeys
              </a>
            </div>
          </footer>
        )}
      </body>
    </html>
  );
}

function NavLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-t-md px-2 font-semibold whitespace-nowrap no-underline sm:px-4 ${
        // In high contrast the tab's fill is gone: the current one keeps a border and an underline.
        current
          ? "bg-cream text-forest-900 forced-colors:border-2 forced-colors:border-b-0 forced-colors:underline"
          : "text-white hover:bg-forest-900"
      }`}
    >
      {children}
    </a>
  );
}
