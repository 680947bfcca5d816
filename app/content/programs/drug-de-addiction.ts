import type { Program } from "./program.ts";

export const drugDeAddiction: Program = {
  meta: {
    title: "Alcohol and Drug De-Addiction",
    description:
      "A three-tiered intervention: 3,500+ students in 20 colleges, 2,500 people in 30 villages and 350 youth counselled, 6,300+ in all.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Alcohol and Drug De-Addiction",
    intro:
      "Alcohol and drugs harm young people, their families and whole villages. Our three-tiered intervention reaches students, communities and the young people who need help most.",
  },
  story: {
    eyebrow: "Why it matters",
    title: "Three tiers, one aim",
    paragraphs: [
      "Addiction is easier to prevent than to overcome, and no one overcomes it alone. That is why our intervention works at three levels at once.",
      "In 20 colleges we have reached more than 3,500 students. In 30 villages we have reached 2,500 people. And 350 young people have received counselling.",
      "In all, the programme has reached more than 6,300 people.",
    ],
    illustration: "circle",
  },
  impact: {
    eyebrow: "Our impact",
    title: "A three-tiered intervention",
    groups: [
      {
        title: "The three tiers",
        figures: [
          { value: "3,500+", label: "Students in 20 colleges" },
          { value: "2,500", label: "People in 30 villages" },
          { value: "350", label: "Youth counselled" },
          { value: "6,300+", label: "People reached in total" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "How we work",
    title: "Reaching people where they are",
    items: [
      { title: "Tier 1: Colleges", text: "Sessions with students in 20 colleges, before habits take hold." },
      {
        title: "Tier 2: Villages",
        text: "Work with 2,500 people in 30 villages, so families and neighbours can support one another.",
      },
      {
        title: "Tier 3: Counselling",
        text: "Counselling for 350 young people on their way to a life free of alcohol and drugs.",
      },
    ],
    illustration: "partners",
  },
};
