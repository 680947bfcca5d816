export type NavLink = { label: string; to: string };
export type NavGroup = { id: string; label: string; links: readonly NavLink[] };

export const whoWeAre: NavGroup = {
  id: "who-we-are",
  label: "Who we are",
  links: [
    { label: "About Page", to: "/about" },
    { label: "Team Page", to: "/team" },
  ],
};

export const programs: NavGroup = {
  id: "programs",
  label: "Programs",
  links: [
    { label: "Natural Resource Management", to: "/programs/natural-resource" },
    { label: "Education", to: "/programs/education" },
    { label: "Farm Livelihoods", to: "/programs/farm-livelihoods" },
    { label: "Non-Farm Livelihoods", to: "/programs/non-farm-livelihoods" },
    { label: "Health and Nutrition", to: "/programs/health" },
    { label: "Rural Sports", to: "/programs/sports" },
    { label: "Farmer Producer Organizations", to: "/programs/fpos" },
    { label: "Alcohol and Drug De-Addiction", to: "/programs/drug-de-addiction" },
    { label: "Senior Citizens", to: "/programs/senior-citizens" },
  ],
};

export const volunteer: NavGroup = {
  id: "volunteer",
  label: "Volunteer",
  links: [
    { label: "Gram Library", to: "/volunteer/gram-library" },
    { label: "Grow Plant Initiative", to: "/volunteer/grow-plant" },
    { label: "Internship", to: "/volunteer/internship" },
  ],
};

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return "links" in item;
}

/** The header's order (requirements 2): Home, Who we are, Programs, Collaborators, Volunteer, Contact, then Donate. */
export const headerNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  whoWeAre,
  programs,
  { label: "Collaborators", to: "/collaborators" },
  volunteer,
  { label: "Contact", to: "/contact" },
];

export const donateLink: NavLink = { label: "Donate", to: "/donate" };

export const footerBlurb =
  "We work with tribal and rural communities in the forests and fields of north Telangana, empowering women and youth and strengthening farm and non-farm livelihoods.";

export const footerQuickLinks: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Our Team", to: "/team" },
  { label: "Collaborators", to: "/collaborators" },
  { label: "Volunteer", to: "/volunteer/gram-library" },
  { label: "Internship", to: "/volunteer/internship" },
  { label: "Contact", to: "/contact" },
  { label: "Donate", to: "/donate" },
];

/** The notice every form links to, the society's credentials (issue 15) and its news (issue 25). */
export const footerTrustLinks: readonly NavLink[] = [
  { label: "Privacy Notice", to: "/privacy" },
  { label: "Transparency", to: "/transparency" },
  { label: "News", to: "/news" },
];

// The footer links Rural Sports at /programs/rural-sports, the header at /programs/sports (requirements 2).
export const footerProgramLinks: readonly NavLink[] = programs.links.map((link) =>
  link.to === "/programs/sports" ? { ...link, to: "/programs/rural-sports" } : link,
);
