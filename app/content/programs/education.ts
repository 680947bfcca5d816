import type { Program } from "./program.ts";

export const education: Program = {
  meta: {
    title: "Education",
    description:
      "Learning for 600 children in 15 villages, career guidance for 30,000+ students and parental awareness in tribal Telangana.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Education",
    intro:
      "Every child deserves to learn with joy and confidence. We bring learning closer to children in tribal villages and help young people see the paths open to them.",
  },
  story: {
    eyebrow: "Learning in the village",
    title: "A good start, close to home",
    paragraphs: [
      "Through Grama Vidhya, our village learning programme, 600 children in 15 villages (350 boys and 250 girls) learn with the help of volunteers and partner schools.",
      "For older students, our career guidance has reached more than 30,000 students with information about the courses and careers open to them.",
      "Children learn best when their families stand behind them, so we also talk with parents about the value of their children's education.",
    ],
    illustration: "learning",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Children learning, families involved",
    groups: [
      {
        title: "Reach of the programme",
        figures: [
          { value: "15", label: "Villages" },
          { value: "600", label: "Children: 350 boys and 250 girls" },
          { value: "30,000+", label: "Students reached by career guidance" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "How we work",
    title: "Three ways we support learning",
    items: [
      {
        title: "Grama Vidhya",
        text: "Learning support for children aged 5 to 15 in their own villages, given by volunteers with partner schools.",
        link: { label: "Volunteer with Grama Vidhya", to: "/volunteer/gram-library" },
      },
      {
        title: "Career guidance",
        text: "Sessions that help students learn about further study and work, so that they can choose with confidence.",
      },
      {
        title: "Parental awareness",
        text: "Conversations with parents about learning at home and keeping both daughters and sons in school.",
      },
    ],
    illustration: "mentor",
  },
};
