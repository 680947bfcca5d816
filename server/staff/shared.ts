import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { DatabaseHandle, EmailKind } from "../db/database.ts";
import type { RateLimit } from "../env.ts";
import { describeError, type Logger } from "../log.ts";
import type { PersonContext } from "../privacy/person.ts";
import type { Actor } from "../accounts/audit.ts";
import type { PageRenderer } from "../content/pages.ts";
import type { Role } from "../accounts/roles.ts";
import { type StaffDatabase, withStaffTables } from "../accounts/database.ts";
import { htmlResponse } from "./http.ts";
import { type StaffScripts, staffScripts } from "./scripts.ts";
import type * as compiledViews from "./ui/render.tsx";
import type { SignedIn } from "./ui/document.tsx";

/* What the staff area's route modules share: their dependencies, and the signed-in person. */

/** The compiled views (server/staff/ui/render.tsx); the type is erased when Node runs this file. */
export type StaffViews = typeof compiledViews;

export type StaffAreaDependencies = {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  views: StaffViews;
  /** The compiled stylesheet's and scripts' folder ($BUILD_DIR/staff/assets). */
  assetsDir: string;
  /** The sender of sign-in emails. */
  mailFrom: string;
  secret: string;
  /** SITE_URL: the only origin sign-in links are built on; an https one makes the cookie Secure. */
  siteUrl: string;
  trustProxy: boolean;
  addressSalt: string;
  /** The emails a submission gets (SEND_ACKNOWLEDGEMENT), queued when one is marked "not spam". */
  emailKinds: readonly EmailKind[];
  log: Logger;
  now?: () => Date;
  /** For privacy requests: DATA_DIR/mail and RETENTION_DONATION_YEARS (server/privacy/person.ts). */
  privacy: Pick<PersonContext, "mailDirectory" | "donationYears">;
  /**
   * The published content (server/content/live.ts): a publish renders the pages again. Without it
   * (tests of other screens) a publish is stored and the pages follow at the next start.
   */
  content?: {
    refresh: () => Promise<void>;
    production: boolean;
    /** The site's pages rendered on demand (server/content/pages.ts), for the preview; without it, none. */
    pages?: Pick<PageRenderer, "pagePaths" | "renderHtml">;
  };
  /** Sign-in requests allowed per client address and, separately, per email address; link uses per address. */
  signInLimit?: RateLimit;
};

export type Staff = { id: string; name: string; email: string; role: Role };

/** Hono's variables inside the staff area: set by the session check in area.ts. */
export type StaffEnv = { Variables: { staff: Staff; spamCount: number } };

export type Shared = {
  deps: StaffAreaDependencies;
  views: StaffViews;
  db: Kysely<StaffDatabase>;
  now: () => Date;
  /** The browser scripts' addresses (scripts.ts), for the pages that load one. */
  scripts: StaffScripts;
  /** A page that only says something: not found, refused, too many attempts. */
  message: (status: number, title: string, text: string, link?: { href: string; text: string }) => Response;
  /** Who is signed in, for the page header, with the script every signed-in page loads. */
  signedIn: (context: Context<StaffEnv>) => SignedIn;
  /**
   * Renders the public pages again in the background after a change (`after`: "a publish"); the
   * staff member's answer does not wait, and a failure is logged while the old pages stay served.
   */
  renderPagesAgain: (after: string) => void;
};

export function shared(deps: StaffAreaDependencies): Shared {
  const { views } = deps;
  const scripts = staffScripts(deps.assetsDir);
  const leaveGuard = scripts.leaveGuard ? { leaveGuardScript: scripts.leaveGuard } : {};
  return {
    deps,
    views,
    db: withStaffTables(deps.database.db),
    now: deps.now ?? (() => new Date()),
    scripts,
    message: (status, title, text, link = { href: "/staff", text: "Go to the inbox" }) =>
      htmlResponse(views.renderMessage({ title, message: text, link }), status),
    signedIn: (context) => ({ ...context.var.staff, spamCount: context.var.spamCount, ...leaveGuard }),
    renderPagesAgain: (after) => {
      deps.content
        ?.refresh()
        .catch((error: unknown) =>
          deps.log.error(
            { event: "content.render_failed", error: describeError(error) },
            `Rendering after ${after} failed; the previous pages are still served`,
          ),
        );
    },
  };
}

export function actorOf(user: { id: string; email: string }): Actor {
  return { id: user.id, email: user.email };
}
