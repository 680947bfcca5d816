import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { magicLink } from "better-auth/plugins/magic-link";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";

/*
 * Staff sign-in, by better-auth with its Kysely adapter and magic-link plugin
 * (docs/decisions/013-staff-area.md). Nobody can sign up: accounts come from `npm run staff -- add`.
 * The staff area calls better-auth's API from its own routes (plain HTML forms); better-auth's HTTP
 * handler is not mounted, so no endpoint exists that the staff area does not use.
 */

/** How long an emailed sign-in link works. */
export const signInLinkMinutes = 15;
/** A session ends this long after it was last renewed; using the area renews it once a day. */
const sessionDays = 7;

export type SignInLink = { email: string; token: string; origin: string };

export type StaffAuthOptions = {
  db: Kysely<Database>;
  secret: string;
  /** The public address (SITE_URL); an https one makes the cookie Secure. */
  siteUrl: string;
  /** Sends the link to a staff member; called only for addresses that have an account. */
  sendSignInLink: (link: SignInLink) => Promise<void>;
};

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };

export function createStaffAuth({ db, secret, siteUrl, sendSignInLink }: StaffAuthOptions) {
  return betterAuth({
    appName: "Staff area",
    baseURL: siteUrl,
    basePath: "/staff/auth",
    secret,
    // "sqlite" names how values are stored, not the server: dates as ISO-8601 text and booleans as
    // integers, which is this database's convention on PostgreSQL as well.
    database: { db, type: "sqlite" },
    telemetry: { enabled: false },
    user: {
      modelName: "staff_users",
      fields: { emailVerified: "email_verified", ...timestamps },
    },
    session: {
      modelName: "staff_sessions",
      fields: {
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
        ...timestamps,
      },
      expiresIn: sessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    verification: {
      modelName: "staff_verifications",
      fields: { expiresAt: "expires_at", ...timestamps },
    },
    account: {
      modelName: "staff_accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    // Sign-in attempts are limited by the staff area itself, in the database, per address and per
    // email (routes/sign-in.ts), so that several server instances share one budget.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "staff",
      useSecureCookies: siteUrl.startsWith("https:"),
      // The cookie goes only to the staff area, never with a public page's request.
      defaultCookieAttributes: { path: "/staff", sameSite: "lax", httpOnly: true },
      // A staff member's address is not kept with their session.
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: signInLinkMinutes * 60,
        // Only a hash of the token is stored: a copy of the database signs nobody in.
        storeToken: "hashed",
        async sendMagicLink({ email, token, metadata }) {
          const account = await db
            .withTables<{ staff_users: { email: string } }>()
            .selectFrom("staff_users")
            .select("email")
            .where("email", "=", email.toLowerCase())
            .executeTakeFirst();
          if (!account) return;
          await sendSignInLink({ email: account.email, token, origin: String(metadata?.origin ?? "") });
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * The key that signs session cookies: drawn once and kept in the settings table, so that every
 * instance shares it and restarts keep staff signed in. Anyone able to read it could already read
 * the sessions table.
 */
export async function loadStaffAuthSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("settings")
    .values({ name: "staff_auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", "staff_auth_secret")
    .executeTakeFirstOrThrow();
  return row.value;
}
