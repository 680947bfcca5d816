import type { Program } from "./program.ts";

export const health: Program = {
  meta: {
    title: "Health and Nutrition",
    description: "Health and nutrition work with 1,500 households in 50 villages of tribal Telangana.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Health and Nutrition",
    intro:
      "Good health and good food are where every other change begins. We work with families in their own villages so that children grow strong and adults and elders stay well.",
  },
  story: {
    eyebrow: "Why it matters",
    title: "Healthy families, stronger villages",
    paragraphs: [
      "When a child is well fed and a parent is healthy, the child can learn and the family can work. Health and nutrition carry all our other programmes.",
      "Our health and nutrition work reaches 1,500 households across 50 villages.",
    ],
    illustration: "care",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Reaching households where they live",
    groups: [
      {
        title: "Reach of the programme",
        figures: [
          { value: "50", label: "Villages" },
          { value: "1,500", label: "Households" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "How we work",
    title: "Health in everyday life",
    items: [
      {
        title: "In the village",
        text: "We meet families where they live, so that support does not depend on a long journey.",
      },
      {
        title: "With the whole household",
        text: "Mothers, children and elders each have their own needs, and we keep all of them in view.",
      },
      {
        title: "Alongside our other work",
        text: "Health links our education, livelihoods and senior citizens' programmes in the same villages.",
      },
    ],
    illustration: "village",
  },
};
