import type { Program } from "./program.ts";

export const naturalResource: Program = {
  meta: {
    title: "Natural Resource Management",
    description:
      "30,000+ saplings across 35 villages, 6,000+ plants revived, forest work in 15 villages and water conservation with two government schemes.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Natural Resource Management",
    intro:
      "Forests, soil and water sustain every livelihood in our villages. We plant, revive and protect them together with the communities who depend on them.",
  },
  story: {
    eyebrow: "Why it matters",
    title: "Caring for the land that cares for us",
    paragraphs: [
      "The tribal villages of Adilabad, Nirmal and Asifabad live close to the forest, and their farms depend on healthy soil and water close at hand.",
      "With village communities we have planted more than 30,000 saplings across 35 villages and revived more than 6,000 plants across 20 villages. In 15 villages we work to protect and restore the forest.",
      "Water conservation works are carried out with two government schemes, so that public programmes reach the villages that need them.",
    ],
    illustration: "saplings",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Green work, village by village",
    groups: [
      {
        title: "Trees, forests and water",
        figures: [
          { value: "30,000+", label: "Saplings planted across 35 villages" },
          { value: "6,000+", label: "Plants revived across 20 villages" },
          { value: "15", label: "Villages with forest work" },
          { value: "2", label: "Government schemes for water conservation" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "What we build",
    title: "Works that hold soil and water",
    intro: "Alongside planting, we build simple structures that villages can look after themselves.",
    items: [
      {
        title: "Bund plantations",
        text: "Trees planted along the bunds between fields, where their roots help hold the soil.",
      },
      {
        title: "Percolation tanks",
        text: "Tanks that let rainwater soak slowly into the ground and recharge it.",
      },
      { title: "Bio-gas plants", text: "Household plants that turn cattle dung into gas for cooking." },
      {
        title: "Water conservation",
        text: "Water conservation works carried out with two government schemes.",
      },
    ],
    illustration: "water",
  },
};
