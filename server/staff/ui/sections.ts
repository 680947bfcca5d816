import { mayOpen, type Role } from "../../accounts/roles.ts";

/*
 * The parts of the staff area a person can go to: the menu and the start page are drawn from this
 * list, filtered by the permission table (server/accounts/roles.ts), so nobody is shown a link their
 * role would be refused. A new screen adds its line here; its path decides who sees it.
 */

export type SectionKey =
  | "inbox"
  | "spam"
  | "donations"
  | "privacy"
  | "content"
  | "media"
  | "news"
  | "documents"
  | "launch"
  | "accounts"
  | "audit";

export type Section = {
  key: SectionKey;
  href: string;
  label: string;
  description: string;
  /** Where a role opens only part of the section, what that part is. */
  descriptionFor?: Partial<Record<Role, string>>;
};

export const sections: readonly Section[] = [
  { key: "inbox", href: "/staff", label: "Inbox", description: "What people sent through the site's forms." },
  {
    key: "spam",
    href: "/staff?status=spam",
    label: "Spam",
    description: "Submissions the site set aside as spam, to check now and then.",
  },
  {
    key: "donations",
    href: "/staff/donations",
    label: "Donations",
    description: "Pledges, payments, receipts and the year's statement of donations.",
  },
  {
    key: "privacy",
    href: "/staff/privacy",
    label: "Privacy",
    description: "A person's request to see or erase what the society keeps about them.",
  },
  {
    key: "content",
    href: "/staff/content",
    label: "Content",
    description:
      "The pages' texts in English and Telugu, the society's settings, the team, partners and slides.",
    descriptionFor: {
      translator: "The pages' Telugu texts beside their English: translate, correct and mark them reviewed.",
    },
  },
  {
    key: "media",
    href: "/staff/media",
    label: "Pictures",
    description: "Photographs and logos for the site's pages.",
  },
  {
    key: "news",
    href: "/staff/news",
    label: "News",
    description: "News posts in English and Telugu, published now or at a set time.",
  },
  {
    key: "documents",
    href: "/staff/documents",
    label: "Documents",
    description:
      "Reports, audited accounts and certificates on the transparency page, and the yearly figures.",
  },
  {
    key: "launch",
    href: "/staff/launch",
    label: "Launch",
    description: "What the society still has to fill in before the site goes live.",
  },
  {
    key: "accounts",
    href: "/staff/accounts",
    label: "Accounts",
    description: "Who may use the staff area, with which role, and who is signed in.",
  },
  {
    key: "audit",
    href: "/staff/audit",
    label: "Audit log",
    description: "Who did what in the staff area and on the command line, and when.",
  },
];

/** The sections a role may open, each described as that role finds it. */
export const sectionsFor = (role: Role): Section[] =>
  sections
    .filter((section) => mayOpen(role, section.href))
    .map((section) => ({ ...section, description: section.descriptionFor?.[role] ?? section.description }));
