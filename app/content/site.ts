import { organisation } from "./organisation.ts";

/*
 * The words of the site's frame and shared parts (header, footer, menus, carousel, cards, the 404
 * page), kept here so that every language has them; components take them from here.
 * `{name}`-style slots are filled by fillSlots() (language.ts) where word order differs between languages.
 */

export const siteText = {
  skipLink: "Skip to main content",
  mainNavigation: "Main",
  menuButton: "Main menu",
  languageSwitch: "Read this page in",
  footer: {
    followUs: "Follow us",
    quickLinks: "Quick Links",
    programs: "Our Programs",
    contact: "Contact Us",
    opensInNewTab: "{network} (opens in a new tab)",
    copyright: `© ${organisation.copyrightYear} {name}. All rights reserved.`,
    registration: `Registered under the ${organisation.registration.act}, No. ${organisation.registration.number}`,
  },
  carousel: {
    region: "Highlights of our work",
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    roleCarousel: "carousel",
    roleSlide: "slide",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause automatic slide show",
    play: "Play automatic slide show",
    pauseShort: "Pause",
    playShort: "Play",
    goTo: "Go to slide {number}",
    position: "{number} of {count}",
  },
  programCard: { learnMore: "Learn More", context: "about {title}" },
  programLink: { context: "programme" },
  steps: { step: "Step" },
  partnerCard: { focus: "Focus:", type: "Type:" },
  teamCard: { qualification: "Qualification", experience: "Experience" },
  logoAlt: `${organisation.name} logo`,
  programPage: {
    others: { eyebrow: "Our programmes", title: "Explore our other programmes" },
    cta: {
      eyebrow: "Get involved",
      title: "Help this work reach more families",
      text: "Your gift or your time helps us do more with the communities we serve.",
      donate: { label: "Donate Now", to: "/donate" },
      volunteer: { label: "Volunteer With Us", to: "/volunteer/gram-library" },
    },
  },
  notFound: {
    meta: { title: "Page not found", description: "The page you were looking for does not exist." },
    heading: "Oops! Page not found",
    home: { label: "Return to Home", to: "/" },
  },
};
