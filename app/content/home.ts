import { organisation } from "./organisation.ts";
import type { PageMetaText } from "./page-blocks.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";

const districtsInWords = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(organisation.districts);

export const homeMeta: PageMetaText = {
  title: "Home",
  description:
    "A rural-development society empowering women and youth and strengthening livelihoods in the tribal regions of Telangana.",
};

/** The id of the section holding the programme grid; the "Our Programs" slide links to it. */
export const programsSectionId = "programs";

export type HeroArt = "community" | "water" | "farm" | "women";

export type HeroSlide = {
  id: string;
  art: HeroArt;
  /** A photograph from the media library (16:9) shown instead of the artwork. */
  photo?: PublishedImage;
  title: string;
  subtitle: string;
  /** `context` is read to screen readers and search engines after a generic label ("Learn More"). */
  cta: { label: string; to: string; context?: string };
};

// The four slide topics and call-to-action labels of requirements 2; the targets are our choice (the spec leaves them open).
export const heroSlides: readonly HeroSlide[] = [
  {
    id: "community",
    art: "community",
    title: "Empowering Rural Communities",
    subtitle: `Working alongside tribal and rural families of ${districtsInWords} since ${organisation.founded}.`,
    cta: { label: "Learn More", to: "/about", context: "about the society" },
  },
  {
    id: "water",
    art: "water",
    title: "Conserving Water, Sustaining Life",
    subtitle:
      "Percolation tanks, bund plantations and revived green cover that keep water and soil in our villages.",
    cta: { label: "Our Programs", to: `/#${programsSectionId}` },
  },
  {
    id: "farm",
    art: "farm",
    title: "Farm Livelihoods and Animal Husbandry",
    subtitle:
      "Dairy, fisheries, horticulture and turmeric: skills and support that help farming families earn more.",
    cta: { label: "Get Involved", to: "/volunteer/gram-library" },
  },
  {
    id: "women",
    art: "women",
    title: "Women's Empowerment Through Skills",
    subtitle:
      "Skill training, bank loans and small enterprises that put women at the heart of village economies.",
    cta: { label: "Support Us", to: "/donate" },
  },
];

export type ImpactStatistic = { id: string; value: number; label: string; suffix: string };

// requirements 3, verbatim.
export const impactStatistics: readonly ImpactStatistic[] = [
  { id: "farmers", value: 1000, label: "Farmers Supported", suffix: "+" },
  { id: "women", value: 3000, label: "Women Empowered", suffix: "+" },
  { id: "children", value: 600, label: "Children Educated", suffix: "+" },
  { id: "villages", value: 70, label: "Villages Reached", suffix: "" },
];

export const impactBand = {
  eyebrow: "Our impact",
  title: "Change you can count, village by village",
};

export const introduction = {
  eyebrow: "Who we are",
  title: "Rooted in the tribal villages of north Telangana",
  paragraphs: [
    `${organisation.name} was founded in ${organisation.founded} to work with tribal and rural communities in the ${districtsInWords} districts of Telangana. Our administrative office is in ${organisation.address.district}.`,
    `We focus on empowering women and youth and on strengthening farm and non-farm livelihoods, and we aim to reach ${organisation.goal.lives} lives by ${organisation.goal.year}.`,
  ],
  highlights: [
    { value: organisation.claims.yearsOfImpact, label: "Years of impact" },
    { value: organisation.claims.villagesImpacted, label: "Villages impacted" },
    { value: organisation.claims.strategicPartners, label: "Strategic partners" },
  ],
  link: { label: "Learn More About Us", to: "/about" },
  nameCard: {
    word: organisation.shortName,
    meaning: organisation.nameMeaning,
    facts: [
      { label: "Founded", value: String(organisation.founded) },
      { label: "Registration", value: organisation.registration.number },
      { label: "Districts", value: organisation.districts.join(" · ") },
    ],
  },
};

// The About page shows the same mission and vision; it imports these rather than restating them.
export const vision = {
  title: "Our Vision",
  text: "Thriving, self-reliant tribal and rural communities in which every woman, young person and family can earn a secure living and lead a life of dignity.",
};

export const mission = {
  title: "Our Mission",
  text: `To work hand in hand with the communities of ${districtsInWords}, empowering women and youth and strengthening farm and non-farm livelihoods, so that together we reach ${organisation.goal.lives} lives by ${organisation.goal.year}.`,
};

export const visionMissionHeading = { eyebrow: "What drives us", title: "Vision and Mission" };

export type ProgramIcon =
  | "natural-resource"
  | "education"
  | "farm"
  | "health"
  | "sports"
  | "fpo"
  | "de-addiction"
  | "senior-citizens";

export type ProgramCard = { icon: ProgramIcon; title: string; description: string; to: string };

export const programsHeading = {
  eyebrow: "What we do",
  title: "Our Programs",
  intro: "Eight programmes, one aim: healthier, more secure lives in the villages we serve.",
};

// The eight cards of requirements 2, in its order; figures from requirements 9.
export const programCards: readonly ProgramCard[] = [
  {
    icon: "natural-resource",
    title: "Natural Resource Management",
    description:
      "30,000+ saplings planted across 35 villages, with percolation tanks, bund plantations and bio-gas plants.",
    to: "/programs/natural-resource",
  },
  {
    icon: "education",
    title: "Education",
    description:
      "Learning support for 600 children in 15 villages, and career guidance that has reached 30,000+ students.",
    to: "/programs/education",
  },
  {
    icon: "farm",
    title: "Farm Livelihoods",
    description:
      "Training in dairy, fisheries, horticulture and turmeric that helps farming families earn more.",
    to: "/programs/farm-livelihoods",
  },
  {
    icon: "health",
    title: "Health and Nutrition",
    description: "Health and nutrition work reaching 1,500 households across 50 villages.",
    to: "/programs/health",
  },
  {
    icon: "sports",
    title: "Rural Sports",
    description: "Sport for village youth, building health, teamwork and confidence.",
    to: "/programs/sports",
  },
  {
    icon: "fpo",
    title: "Farmer Producer Organizations",
    description: "Two farmer collectives with 1,000 farmers, using drone technology and bank linkages.",
    to: "/programs/fpos",
  },
  {
    icon: "de-addiction",
    title: "Alcohol and Drug De-Addiction",
    description: "A three-tiered intervention in colleges and villages that has reached 6,300+ people.",
    to: "/programs/drug-de-addiction",
  },
  {
    icon: "senior-citizens",
    title: "Senior Citizens",
    description: "Care and support for 1,600+ elders across 70 villages.",
    to: "/programs/senior-citizens",
  },
];

export const callToAction = {
  title: "Stand with the villages of Telangana",
  text: "A gift or a few hours of your time helps a child learn, a woman start a business and a farmer grow more.",
  donate: { label: "Donate Now", to: "/donate" },
  volunteer: { label: "Volunteer With Us", to: "/volunteer/gram-library" },
};
