import { organisation } from "./organisation.ts";
import type { Banner, Feature, FeatureSection, ImpactFigure, PageMetaText } from "./page-blocks.ts";

const { claims, goal, districts, registration } = organisation;

export const aboutMeta: PageMetaText = {
  title: "About Us",
  description: `Founded in ${organisation.founded}, we work with tribal communities of Adilabad, Nirmal and Asifabad: our story, approach, credentials, mission, vision and values.`,
};

export const aboutBanner: Banner = {
  eyebrow: "Who we are",
  title: "About Us",
  intro: `Since ${organisation.founded} we have worked alongside the tribal and rural communities of north Telangana, with women, young people and farming families at the heart of everything we do.`,
};

export const history = {
  eyebrow: "Our story",
  title: "A mother's care for every village",
  paragraphs: [
    `${organisation.name} was founded in ${organisation.founded} to work with the tribal and rural communities of Adilabad, Nirmal and Asifabad districts. ${organisation.nameMeaning}`,
    "Like a mother who looks after the whole family, we care for every part of village life: the land and water, the livelihoods of women and men, the learning of children and the wellbeing of elders.",
    `We focus on empowering women and youth and on strengthening farm and non-farm livelihoods. We aim to reach ${goal.lives} lives by ${goal.year}.`,
  ],
};

export const claimFigures: readonly ImpactFigure[] = [
  { value: claims.yearsOfImpact, label: "Years of impact" },
  { value: claims.villagesImpacted, label: "Villages impacted" },
  { value: claims.strategicPartners, label: "Strategic partners" },
  { value: goal.lives, label: `Lives we aim to reach by ${goal.year}` },
];

// The specification asks for eight items without naming them; they follow the programmes, with
// farm livelihoods and farmer collectives as one item because they serve the same farmers.
export const holisticApproach: FeatureSection = {
  eyebrow: "Our approach",
  title: "A holistic approach",
  intro: "Lasting change touches every part of life, so our work reaches across eight connected areas.",
  items: [
    {
      title: "Natural resource management",
      text: "Planting saplings, reviving plants, protecting forests and conserving water.",
      link: { label: "Natural Resource Management", to: "/programs/natural-resource" },
    },
    {
      title: "Education",
      text: "Learning for children aged 5 to 15, career guidance and parental awareness.",
      link: { label: "Education", to: "/programs/education" },
    },
    {
      title: "Farm livelihoods and farmer collectives",
      text: "Dairy, fisheries, horticulture and turmeric, and Farmer Producer Organizations.",
      link: { label: "Farm Livelihoods", to: "/programs/farm-livelihoods" },
    },
    {
      title: "Non-farm livelihoods",
      text: "Skills, loans and enterprise for rural women.",
      link: { label: "Non-Farm Livelihoods", to: "/programs/non-farm-livelihoods" },
    },
    {
      title: "Health and nutrition",
      text: "Health and nutrition for households in their own villages.",
      link: { label: "Health and Nutrition", to: "/programs/health" },
    },
    {
      title: "Rural sports",
      text: "Fitness, teamwork and confidence for village youth.",
      link: { label: "Rural Sports", to: "/programs/sports" },
    },
    {
      title: "Freedom from addiction",
      text: "A three-tiered intervention against alcohol and drugs.",
      link: { label: "Alcohol and Drug De-Addiction", to: "/programs/drug-de-addiction" },
    },
    {
      title: "Care for elders",
      text: "Care, dignity and company for senior citizens.",
      link: { label: "Senior Citizens", to: "/programs/senior-citizens" },
    },
  ],
};

export const transparency = {
  eyebrow: "Open about who we are and how we work",
  title: "Transparency and accountability",
  intro: `We are registered under the ${registration.act}, registration number ${registration.number}, and we hold the certifications that let donors and partners give with confidence.`,
  link: { label: "Our registrations, certificates and reports", to: "/transparency" },
};

export const coreValues: FeatureSection = {
  eyebrow: "What we believe",
  title: "Our core values",
  items: [
    {
      title: "Compassion",
      text: "We listen first, and we act with care and respect for every person and family we work with.",
    },
    {
      title: "Community-Centered",
      text: "Communities set the priorities. We work alongside them, village by village.",
    },
    { title: "Excellence", text: "We hold our work to a high standard and keep count of what it achieves." },
    {
      title: "Sustainability",
      text: "We build change that lasts: healthy land, steady incomes and strong local groups.",
    },
  ],
};

export const geographicFocus = {
  eyebrow: "Where we work",
  title: "Our geographic focus",
  intro: `We work in the tribal regions of ${districts.length} districts of north Telangana. Our administrative office is in ${organisation.address.district}.`,
  districts: districts.map((district): Feature => ({
    title: `${district} District`,
    text:
      `${district} District` === organisation.address.district
        ? "Tribal and rural villages, and the home of our administrative office."
        : "Tribal and rural villages where our programmes work.",
  })),
};

export const logoCaption = { founded: `Founded ${organisation.founded}` };

export const missionVisionHeading = { eyebrow: "What drives us", title: "Mission and vision" };

export const aboutCta = {
  eyebrow: "Get involved",
  title: "Walk with us",
  text: "Volunteer your time, partner with us or support our work with a donation.",
  donate: { label: "Donate Now", to: "/donate" },
  volunteer: { label: "Volunteer With Us", to: "/volunteer/gram-library" },
};
