import type { Env } from "./env.ts";
import { mailboxes, mailSettings } from "./mail/messages.ts";

type ProductionEnv = Pick<
  Env,
  | "SITE_URL"
  | "NODE_ENV"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_TO"
  | "MAIL_TO_DONATION"
  | "MAIL_TO_CONTACT"
  | "MAIL_TO_VOLUNTEER"
  | "MAIL_TO_INTERNSHIP"
>;

/** Production: the site has a public https address, or the operator says so with NODE_ENV. */
export function productionMode(env: Pick<Env, "SITE_URL" | "NODE_ENV">): string | null {
  if (env.SITE_URL.startsWith("https://")) return `SITE_URL is ${env.SITE_URL}`;
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  return null;
}

// Domains reserved for examples and local use (RFC 2606, RFC 6761): no mail reaches them.
const RESERVED_DOMAIN = /(^|\.)(example|example\.(com|net|org)|invalid|test|localhost)$/i;

function reservedAddresses(addresses: string): string[] {
  return mailboxes(addresses)
    .map((mailbox) => mailbox.address)
    .filter((address) => RESERVED_DOMAIN.test(address.split("@")[1] ?? ""));
}

/**
 * What would make a production site say something untrue, lose mail or send links elsewhere: a
 * SITE_URL that is not https, emails that are only written to files, placeholder mailboxes. One
 * sentence per problem; none means ready. Content the society has not supplied yet is no reason to
 * stay offline: it fills it in from the staff area, and until then production leaves out what it
 * would state untruly (docs/decisions/033-settings-published-and-pages-regenerated.md).
 */
export function productionProblems(env: ProductionEnv): string[] {
  const problems: string[] = [];
  if (!env.SITE_URL.startsWith("https://"))
    problems.push(
      `SITE_URL is ${env.SITE_URL} (when unset, the address the server listens on): sign-in links and the emails' links are built on it, so set it to the site's public https:// address.`,
    );
  if (!env.SMTP_URL)
    problems.push(
      "SMTP_URL is not set: every email would only be written to a file under DATA_DIR/mail, and nobody would receive it.",
    );
  const { from, recipients } = mailSettings(env);
  const byAddress = new Map<string, string[]>();
  for (const [formType, addresses] of Object.entries(recipients)) {
    for (const address of reservedAddresses(addresses))
      byAddress.set(address, [...(byAddress.get(address) ?? []), formType]);
  }
  for (const [address, formTypes] of byAddress)
    problems.push(
      `The ${formTypes.join(", ")} notifications go to ${address}, a placeholder address that receives no mail: set MAIL_TO (or MAIL_TO_<FORM>) to the society's inbox.`,
    );
  for (const address of reservedAddresses(from))
    problems.push(
      `MAIL_FROM is ${address}, a placeholder address: mail servers refuse or bin its mail; set it to an address of the society's domain.`,
    );
  return problems;
}

/**
 * The one line a start prints about content: how many values are still to fill in, and where. The
 * counts are the launch page's: the Telugu texts staff review, and apart from them the Telugu modules
 * in the code a developer reviews.
 */
export function contentToFillIn(unset: number, drafts: number, codeModules = 0): string | null {
  if (unset === 0 && drafts === 0 && codeModules === 0) return null;
  const developer =
    codeModules > 0 ? `, and ${codeModules} Telugu module(s) in the code for a developer` : "";
  return `The society still has ${unset} value(s) to fill in and ${drafts} Telugu text(s) to review${developer}: see "Ready to launch" in the staff area (/staff/launch), or npm run content:check.`;
}

/**
 * The pages' canonical links, share tags, sitemap and JSON-LD name the address the site was built
 * for (SITE_URL at build time); a server started for another address would serve them as they are.
 */
export function builtForAnotherAddress(builtFor: string, siteUrl: string): string | null {
  if (builtFor === siteUrl) return null;
  return `The pages were built for ${builtFor}, but SITE_URL is ${siteUrl}: their canonical links, share tags and sitemap name ${builtFor}. Build again with this SITE_URL: SITE_URL=${siteUrl} npm run build`;
}
