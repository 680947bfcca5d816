import { pictureInputName } from "#app/content/texts/pictures.ts";
import { inputName } from "#app/content/texts/schema.ts";

/*
 * Roles in the staff area (issue 27, decision 042): each person has one, and the permission table
 * below says which role may use which part of the area. The table is checked for every request by
 * one middleware (server/staff/area.ts), and the menus and the screens' links are drawn from it
 * (`mayOpen`), so a screen is protected by its path alone. A path the table does not name is for
 * administrators only: a new screen is safe before anyone lists it. Pure data and functions: the
 * views import this module as well.
 */

export const roles = ["administrator", "office", "editor", "translator"] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.some((role) => role === value);

export const roleLabels: Record<Role, string> = {
  administrator: "Administrator",
  office: "Office",
  editor: "Editor",
  translator: "Translator",
};

/** What a person with the role may do, in the words the 403 page and the accounts page use. */
export const roleDescriptions: Record<Role, string> = {
  administrator:
    "everything, including staff accounts, the audit log, signed-in sessions and erasing a person's data",
  office:
    "the inbox and submissions, donations and receipts, exports, and privacy requests (except erasing a person's data)",
  editor:
    "the site's content: texts, settings (not where donations are paid), news, photographs and documents; no submissions and no donors",
  translator: "the Telugu texts of the site's pages, and marking them reviewed; nothing else",
};

const everyone: readonly Role[] = roles;
const administrators: readonly Role[] = ["administrator"];
const office: readonly Role[] = ["administrator", "office"];
const site: readonly Role[] = ["administrator", "editor"];
const siteAndTranslators: readonly Role[] = ["administrator", "editor", "translator"];

export type Permission = {
  /** A path under /staff: it covers itself and everything below it, or only itself when `exact`. */
  path: string;
  exact?: boolean;
  /** Who may read it (GET, HEAD). */
  read: readonly Role[];
  /** Who may change something through it (POST and the rest); the readers when not given. */
  change?: readonly Role[];
};

/**
 * Which role may use which path and action. The most specific entry for a path decides (an exact
 * entry before one that covers the path, a longer path before a shorter); no entry means
 * administrators only.
 */
export const permissions: readonly Permission[] = [
  // The inbox names people: editors and translators are sent to their start page instead.
  { path: "/staff", exact: true, read: office },
  { path: "/staff/start", read: everyone },
  { path: "/staff/sign-out", read: everyone },
  // Each person's own passkeys: every query there names the signed-in account.
  { path: "/staff/passkeys", read: everyone },
  // Submissions, donations, privacy requests: the office's work. Exports carry full PAN and Aadhaar.
  { path: "/staff/search", read: office },
  { path: "/staff/bulk", read: office },
  { path: "/staff/export", read: office },
  { path: "/staff/submissions", read: office },
  { path: "/staff/donations", read: office },
  { path: "/staff/privacy", read: office },
  { path: "/staff/privacy/erase", read: administrators },
  { path: "/staff/identity", read: office },
  // The site's content.
  { path: "/staff/content", read: site },
  // The list of pages, with the texts awaiting Telugu review.
  { path: "/staff/content", exact: true, read: siteAndTranslators },
  // Translators change only Telugu texts and review marks: translatorRefusal checks what they post.
  { path: "/staff/content/texts", read: siteAndTranslators },
  { path: "/staff/preview", read: siteAndTranslators, change: site },
  { path: "/staff/media", read: site },
  { path: "/staff/news", read: site },
  { path: "/staff/documents", read: site },
  { path: "/staff/figures", read: site },
  { path: "/staff/launch", read: site },
  // The people who use the area, and what they did.
  { path: "/staff/accounts", read: administrators },
  { path: "/staff/audit", read: administrators },
  { path: "/staff/sessions", read: administrators },
  // The health figures (server/health.ts, served beside the area): failed emails and backups are
  // the office's and the administrators' to act on.
  { path: "/staff/health", read: office },
];

const isReading = (method: string) => method === "GET" || method === "HEAD";

function covers(permission: Permission, path: string) {
  if (path === permission.path) return true;
  return !permission.exact && path.startsWith(`${permission.path}/`);
}

/** The entry that decides for a path: exact first, then the longest path that covers it. */
export function permissionFor(path: string): Permission | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  let best: Permission | undefined;
  for (const permission of permissions) {
    if (!covers(permission, normalised)) continue;
    const better =
      !best ||
      permission.path.length > best.path.length ||
      (permission.path.length === best.path.length && permission.exact === true);
    if (better) best = permission;
  }
  return best;
}

/** Whether a person with this role may make this request (method and path under /staff). */
export function mayUse(role: Role, method: string, path: string): boolean {
  const permission = permissionFor(path);
  if (!permission) return role === "administrator";
  const allowed = isReading(method) ? permission.read : (permission.change ?? permission.read);
  return allowed.includes(role);
}

/** Where a person starts after signing in: the inbox for those who may read it. */
export function startPage(role: Role): string {
  return mayUse(role, "GET", "/staff") ? "/staff" : "/staff/start";
}

/**
 * Whether a role may open a link's target (a path under /staff, with or without a query): the menus
 * and each screen's links and buttons show only these, so nobody is invited to a page they would be
 * refused.
 */
export const mayOpen = (role: Role, href: string) =>
  mayUse(role, "GET", new URL(href, "http://staff.invalid").pathname);

/**
 * Whether a role changes where donations are paid (the bank and UPI settings, decision 074): a
 * wrong account takes donors' money, so an editor's account, if misused, must not be able to.
 */
export const changesPaymentDetails = (role: Role) => role === "administrator";

/** Whether a role publishes the site's content (a translator's work waits for an editor's publish). */
export const publishesContent = (role: Role) => site.includes(role);

/*
 * A translator's post to a texts page may change the Telugu wording and nothing else. The texts
 * editor names each field by its part and the text's path (decision 034): a translator's form holds
 * only Telugu ("te:intro.title"), review marks ("reviewed:intro.title"), the form's base and an
 * intent that saves or marks reviewed. This is a list of what is allowed, not of what is refused:
 * English, a figure, a picture, or any field the editor gains later is refused with the whole post,
 * so nothing of it is saved. Publishing is an editor's: it would publish English drafts along with
 * the Telugu.
 */
const translatorFieldPrefixes = [inputName("te", ""), inputName("reviewed", "")];
const translatorFormFields = new Set(["base", "intent"]);
const translatorIntents = new Set(["draft", "preview", "review"]);

const onlyTelugu = "A translator changes only Telugu texts";

/** Why a field outside a translator's part refuses the post, in words that name what it was. */
function translatorFieldRefusal(name: string) {
  if (name.startsWith(inputName("en", "")))
    return `${onlyTelugu}; this form held English. Nothing was saved.`;
  if (name.startsWith(inputName("figure", "")))
    return `${onlyTelugu}; this form held a figure, which an editor changes. Nothing was saved.`;
  if (name.startsWith(pictureInputName("")))
    return `${onlyTelugu}; this form held a page picture, which an editor chooses. Nothing was saved.`;
  return `${onlyTelugu}; this form held something else. Nothing was saved.`;
}

/** Why a translator's post is refused, or undefined when it holds only what a translator may change. */
export function translatorRefusal(form: Readonly<Record<string, unknown>>): string | undefined {
  for (const [name, value] of Object.entries(form)) {
    if (translatorFieldPrefixes.some((prefix) => name.startsWith(prefix))) continue;
    if (!translatorFormFields.has(name)) return translatorFieldRefusal(name);
    if (name !== "intent") continue;
    const asked = Array.isArray(value) ? value : [value];
    if (asked.some((item) => typeof item === "string" && item.toLowerCase().includes("publish")))
      return "A translator does not publish: an editor or an administrator publishes the page. Nothing was saved.";
    if (!asked.every((item) => typeof item === "string" && translatorIntents.has(item)))
      return translatorFieldRefusal(name);
  }
  return undefined;
}
