import type { Bilingual } from "../language.ts";

/* The public words of the lists' pages (no schema here: a page's bundle imports this alone). */

/** What the team page says while no member can be shown (production, before the society publishes one). */
export const teamComingSoon: Bilingual<string> = {
  en: "The members of our team will be introduced here soon.",
  te: "మా బృంద సభ్యులను త్వరలో ఇక్కడ పరిచయం చేస్తాం.",
};

/** What the collaborators page says while no partner can be shown (production, before the society publishes one). */
export const partnersComingSoon: Bilingual<string> = {
  en: "Our partners will be named here soon.",
  te: "మా భాగస్వాముల పేర్లను త్వరలో ఇక్కడ తెలియజేస్తాం.",
};

/** The link to a partner's own website on its card. */
export const partnerWebsiteLink: Bilingual<string> = {
  en: "Visit the website of {name}",
  te: "{name} వెబ్‌సైట్ చూడండి",
};
