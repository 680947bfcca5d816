import type { Program } from "./program.ts";

export const farmLivelihoods: Program = {
  meta: {
    title: "Farm Livelihoods",
    description:
      "50 dairy farmers trained, a 40% income increase for 5 fishermen, 20 horticulture farmers and turmeric in 10 villages.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Farm Livelihoods",
    intro:
      "Farming and livestock are at the heart of village life. We help families earn a steadier income from dairy, fish, horticulture and turmeric.",
  },
  story: {
    eyebrow: "Why it matters",
    title: "More from every field, pond and herd",
    paragraphs: [
      "A family that earns from more than one source is better able to weather a poor season. Our farm livelihoods work gives farmers the training and support to do that.",
      "We have trained 50 dairy farmers. Five fishermen we work with have increased their income by 40%.",
      "Twenty horticulture farmers grow with our support, and we work with turmeric growers in 10 villages.",
    ],
    illustration: "dairy",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Farm families earning more",
    groups: [
      {
        title: "Across our farm work",
        figures: [
          { value: "50", label: "Dairy farmers trained" },
          { value: "40%", label: "Income increase for 5 fishermen" },
          { value: "20", label: "Horticulture farmers supported" },
          { value: "10", label: "Villages growing turmeric" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "What we do",
    title: "Four farm livelihoods",
    items: [
      {
        title: "Dairy",
        text: "Training for dairy farmers, so that their animals and their milk bring in more.",
      },
      { title: "Fisheries", text: "Support for fishermen that has raised their income by 40%." },
      {
        title: "Horticulture",
        text: "Help for farmers who grow fruit and vegetables alongside their field crops.",
      },
      { title: "Turmeric", text: "Work with turmeric growers in 10 villages, from the field to the market." },
    ],
    illustration: "harvest",
  },
};
