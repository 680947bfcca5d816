import type { Program } from "./program.ts";

export const seniorCitizens: Program = {
  meta: {
    title: "Senior Citizens",
    description:
      "Care and support for 1,600+ elders in 70 villages, through three interventions of 300, 500 and 800 elders.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Senior Citizens",
    intro:
      "Our elders carry the memory and wisdom of our villages. We work so that they live their later years with care, dignity and company.",
  },
  story: {
    eyebrow: "Why it matters",
    title: "Care and dignity in later life",
    paragraphs: [
      "Our elders have spent their lives caring for their families and their villages. In later life they deserve the same care and respect in return.",
      "Our senior citizens programme has reached more than 1,600 elders in 70 villages, through three interventions of 300, 500 and 800 elders.",
    ],
    illustration: "elders",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Elders reached across our villages",
    groups: [
      {
        title: "Reach of the programme",
        figures: [
          { value: "70", label: "Villages" },
          { value: "1,600+", label: "Elders reached" },
        ],
      },
      {
        title: "Three interventions",
        figures: [
          { value: "300", label: "Elders in the first intervention" },
          { value: "500", label: "Elders in the second intervention" },
          { value: "800", label: "Elders in the third intervention" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "What we stand for",
    title: "Growing old with dignity",
    items: [
      { title: "Care", text: "Support that helps elders stay well in their own homes and villages." },
      { title: "Dignity", text: "Respect for the knowledge and place of elders in village life." },
      { title: "Company", text: "Bringing elders together, so that no one ages alone." },
    ],
    illustration: "forest",
  },
};
