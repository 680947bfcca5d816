import { betterAuth } from "better-auth";
import { magicLink } from "better-auth/plugins/magic-link";
import { passkey } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { hashSessionTokens } from "./session-tokens.ts";

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

export type StaffAuthOptions = {
  db: Kysely<Database>;
  secret: string;
  /** The public address (SITE_URL); an https one makes the cookie Secure. */
  siteUrl: string;
};

/** How a sign-in token is handed from better-auth to mintSignInToken: through the call's metadata. */
type TokenReceiver = (token: string) => void;

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };

/** The name a person's device shows beside a passkey for this site. */
export const passkeyRelyingPartyName = "Dai Rural Development Society";

/**
 * A passkey signs in alone, without an email address typed first, so it must be one the device keeps
 * (discoverable) and it must check that its owner is there (a fingerprint, face or the phone's PIN):
 * a security key that only needs a touch would be a thing anyone holding it could use.
 */
const requireUserVerification = (verified: boolean | undefined) => {
  if (!verified)
    throw new APIError("BAD_REQUEST", {
      code: "USER_NOT_VERIFIED",
      message: "The passkey did not check that it was you (fingerprint, face or PIN).",
    });
};

export function createStaffAuth({ db, secret, siteUrl }: StaffAuthOptions) {
  return betterAuth({
    appName: "Staff area",
    baseURL: siteUrl,
    basePath: "/staff/auth",
    secret,
    // "sqlite" names how values are stored, not the server: dates as ISO-8601 text and booleans as
    // integers, which is this database's convention on PostgreSQL as well.
    // Session tokens reach the database only as hashes (session-tokens.ts).
    database: { db: db.withPlugin(hashSessionTokens()), type: "sqlite" },
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
        // Nothing is sent from here: the outbox asks for a token when it sends the email.
        sendMagicLink({ token, metadata }) {
          const receive: unknown = metadata?.receive;
          if (typeof receive === "function") (receive as TokenReceiver)(token);
        },
      }),
      // Passkeys (decision 046): the relying party and the origin a browser must have used come from
      // SITE_URL, never from the request (decision 023), so a passkey made for this site works
      // only here.
      passkey({
        rpID: new URL(siteUrl).hostname,
        rpName: passkeyRelyingPartyName,
        origin: new URL(siteUrl).origin,
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        registration: {
          afterVerification: ({ verification }) =>
            requireUserVerification(verification.registrationInfo?.userVerified),
        },
        authentication: {
          afterVerification: ({ verification }) =>
            requireUserVerification(verification.authenticationInfo.userVerified),
        },
        advanced: { webAuthnChallengeCookie: "passkey_challenge" },
        schema: {
          passkey: {
            modelName: "staff_passkeys",
            fields: {
              publicKey: "public_key",
              userId: "user_id",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/**
 * A new one-time sign-in token for an account's address, valid for signInLinkMinutes; only its
 * hash is stored. Called by the outbox when it sends the link (sign-in-mail.ts), so the token
 * never waits in the database.
 */
export async function mintSignInToken(auth: StaffAuth, email: string): Promise<string> {
  let minted: string | undefined;
  const receive: TokenReceiver = (token) => {
    minted = token;
  };
  await auth.api.signInMagicLink({ body: { email, metadata: { receive } }, headers: new Headers() });
  if (minted === undefined) throw new Error("better-auth made no sign-in token.");
  return minted;
}
