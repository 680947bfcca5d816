import { z } from "zod";
import { retentionDefaults } from "#app/content/retention.ts";
import { parseRetentionPeriod } from "#app/utils/retention-period.ts";

/** A submission budget per client address and form type; null means no limit. */
export type RateLimit = { limit: number; windowMs: number } | null;

const durationUnits: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };
const RATE_LIMIT_PATTERN = /^(\d+)\/(\d+)([smh])$/;

function parseRateLimit(value: string, context: z.RefinementCtx): RateLimit {
  if (value === "off") return null;
  const match = RATE_LIMIT_PATTERN.exec(value);
  const [, limit, amount, unit] = match ?? [];
  if (!limit || !amount || !unit || Number(limit) < 1 || Number(amount) < 1) {
    context.addIssue({
      code: "custom",
      message: `expected "off" or like "10/10m" (count/duration in s, m or h), got "${value}"`,
    });
    return z.NEVER;
  }
  return { limit: Number(limit), windowMs: Number(amount) * (durationUnits[unit] ?? 0) };
}

const booleanText = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: 'expected "true" or "false"' })
    .default(fallback ? "true" : "false")
    .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .url({
      protocol: protocols,
      error: `expected a URL like ${example}, with any of # / ? @ : in the user name or password percent-encoded (# as %23, @ as %40)`,
    })
    .optional();

// One address or a comma-separated list, with or without display names; server/mail parses it.
const emailAddress = z
  .string()
  .trim()
  .min(3)
  .max(2000)
  .refine((value) => /[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+/.test(value), {
    error: "expected an email address such as office@example.org, or several separated by commas",
  });

// Empty variables count as unset, so `FOO=` in a .env file means "use the default".
const withoutEmptyValues = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));

// How long each kind of submission is kept before the server deletes it (server/privacy/retention.ts).
const retentionPeriod = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const period = parseRetentionPeriod(value);
      if (period) return period;
      context.addIssue({
        code: "custom",
        message: `expected whole days, months or years like "30d", "18m" or "2y", got "${value}"`,
      });
      return z.NEVER;
    });

const retentionEnv = {
  RETENTION_CONTACT: retentionPeriod(retentionDefaults.contact),
  RETENTION_VOLUNTEER: retentionPeriod(retentionDefaults.volunteer),
  RETENTION_INTERNSHIP: retentionPeriod(retentionDefaults.internship),
  RETENTION_SPAM: retentionPeriod(retentionDefaults.spam),
  RETENTION_DONATION_YEARS: z.coerce
    .number({ error: "expected a whole number of years" })
    .int("expected a whole number of years")
    .min(1, "expected at least 1 year")
    .max(100, "expected at most 100 years")
    .default(retentionDefaults.donationYearsAfterAssessmentYear),
};

// The site's public origin. Every absolute link the server writes (sign-in links, emails) is built on
// it and never on a request's Host, so a path would be silently dropped: refuse it instead.
const siteAddress = z
  .url({ protocol: /^https?$/, error: "expected a URL like https://example.org" })
  .transform((value, context) => {
    const url = new URL(value);
    if (url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password) return url.origin;
    context.addIssue({
      code: "custom",
      message: `expected the site's address without a path, like https://example.org, got "${value}"`,
    });
    return z.NEVER;
  });

/** The address the server listens on, as a URL: SITE_URL's default outside production. */
function listeningAddress(host: string, port: number) {
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "expected a port number" })
    .int()
    .min(0)
    .max(65535, "expected a port number up to 65535")
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "postgres://user:password@host:5432/database"),
  RATE_LIMIT: z.string().trim().default("10/10m").transform(parseRateLimit),
  STAFF_SIGN_IN_LIMIT: z.string().trim().default("5/15m").transform(parseRateLimit),
  TRUST_PROXY: booleanText(false),
  SITE_URL: siteAddress.optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    // Browsers send an Origin as scheme://host[:port] exactly; anything else could never match.
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/[^/?#\s]+$/, "expected origins like https://partner.example.org"),
      ),
    ),
  SMTP_URL: optionalUrl(/^smtps?$/, "smtp://user:password@mail.example.org:587"),
  MAIL_FROM: emailAddress.default("Dai Rural Development Society <no-reply@localhost>"),
  // A placeholder inbox: set MAIL_TO to the society's real address before going live.
  MAIL_TO: emailAddress.default("office@example.org"),
  MAIL_TO_DONATION: emailAddress.optional(),
  MAIL_TO_CONTACT: emailAddress.optional(),
  MAIL_TO_VOLUNTEER: emailAddress.optional(),
  MAIL_TO_INTERNSHIP: emailAddress.optional(),
  SEND_ACKNOWLEDGEMENT: booleanText(true),
  ADDRESS_HASH_SALT: z.string().min(16, "use at least 16 characters").optional(),
  // Lets a monitor read /api/health's figures (Authorization: Bearer …); outsiders see the status only.
  HEALTH_TOKEN: z.string().min(16, "use at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...retentionEnv,
  // "production" makes the start refuse placeholders and missing mail settings (server/production.ts).
  NODE_ENV: z.string().optional(),
});

// SITE_URL is always set, so that no code can fall back to a request's Host to build a link;
// production mode refuses anything but https (server/production.ts).
const configSchema = envSchema.transform((env) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? listeningAddress(env.HOST, env.PORT),
}));

export type Env = z.infer<typeof configSchema>;

/** Reads the configuration once; a bad value stops start-up with one line per problem. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = configSchema.safeParse(withoutEmptyValues(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration in the environment:\n${problems.join("\n")}`);
}
