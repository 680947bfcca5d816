import type { Program } from "./program.ts";

export const nonFarmLivelihoods: Program = {
  meta: {
    title: "Non-Farm Livelihoods",
    description:
      "180 women trained across 35 villages, 60% of them with loans, and 100+ micro-entrepreneurs; aiming for 500+ beneficiaries and 50+ cooperatives.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Non-Farm Livelihoods",
    intro:
      "Skills, credit and enterprise give rural women an income of their own. We train women, link them to loans and stand by them as their businesses grow.",
  },
  story: {
    eyebrow: "Women at work",
    title: "Skills that become a living",
    paragraphs: [
      "We have trained 180 women across 35 villages, and 60% of them have gone on to get loans. More than 100 micro-entrepreneurs now run small businesses of their own.",
      "We also ran a pilot that trained 10 women over 2 days.",
      "We are growing this work towards 500+ beneficiaries in 100+ villages, organised in 50+ cooperatives.",
    ],
    illustration: "craft",
  },
  impact: {
    eyebrow: "Our impact",
    title: "From training to enterprise",
    groups: [
      {
        title: "So far",
        figures: [
          { value: "180", label: "Women trained across 35 villages" },
          { value: "60%", label: "Of trained women got loans" },
          { value: "100+", label: "Micro-entrepreneurs" },
          { value: "10", label: "Women in a pilot lasting 2 days" },
        ],
      },
      {
        title: "Where we are heading",
        intro: "Our targets for the programme.",
        figures: [
          { value: "500+", label: "Beneficiaries" },
          { value: "100+", label: "Villages" },
          { value: "50+", label: "Cooperatives" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "How we work",
    title: "Step by step towards enterprise",
    items: [
      { title: "Skills training", text: "Practical training for women in skills that can earn an income." },
      {
        title: "Access to credit",
        text: "Help to apply for loans, so that a new skill can become a business.",
      },
      {
        title: "Micro-enterprise",
        text: "Support for women as they start and grow their own small enterprises.",
      },
      {
        title: "Cooperatives",
        text: "Bringing women together in cooperatives, so that they are stronger together.",
      },
    ],
    illustration: "giving",
  },
};
