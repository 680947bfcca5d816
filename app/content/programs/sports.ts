import type { Program } from "./program.ts";

// The specification gives this programme no figures, so the page shows none.
export const ruralSports: Program = {
  meta: {
    title: "Rural Sports",
    description: "Sport for rural youth in tribal Telangana: fitness, teamwork and confidence.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Rural Sports",
    intro:
      "Sport gives young people fitness, friends and confidence. We encourage the youth of our villages to play, train and grow together.",
  },
  story: {
    eyebrow: "Why sport",
    title: "Strong bodies, strong spirits",
    paragraphs: [
      "Empowering youth is at the centre of our work. On the playing field, young people learn discipline, teamwork and belief in themselves.",
      "Sport also gives young people something positive to do with their time and energy, and a team to belong to.",
    ],
    illustration: "sport",
  },
  work: {
    eyebrow: "What sport builds",
    title: "More than a game",
    items: [
      { title: "Fitness", text: "Regular play keeps young bodies active and healthy." },
      { title: "Teamwork", text: "Playing together teaches young people to trust and rely on one another." },
      { title: "Confidence", text: "Every skill learned and every match played builds belief in oneself." },
      { title: "Community", text: "Games bring young people and their villages together." },
    ],
    illustration: "circle",
  },
};
