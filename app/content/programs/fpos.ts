import type { Program } from "./program.ts";

export const fpos: Program = {
  meta: {
    title: "Farmer Producer Organizations",
    description:
      "2 farmer producer organizations with 1,000 farmers, using drone technology and bank linkages.",
  },
  banner: {
    eyebrow: "Our programmes",
    title: "Farmer Producer Organizations",
    intro:
      "Together, small farmers are stronger. We help farmers run their own collectives, with access to new technology and to banks.",
  },
  story: {
    eyebrow: "Farmer collectives",
    title: "Farmers who own their organisation",
    paragraphs: [
      "A Farmer Producer Organization is a collective owned and run by its farmer members. Together they can buy inputs, use equipment and sell their produce on better terms than any one of them alone.",
      "We support 2 FPOs that bring together 1,000 farmers.",
      "We help them bring drone technology to their fields and build linkages with banks.",
    ],
    illustration: "collective",
  },
  impact: {
    eyebrow: "Our impact",
    title: "Farmers organised together",
    groups: [
      {
        title: "Our collectives",
        figures: [
          { value: "2", label: "Farmer Producer Organizations (FPOs)" },
          { value: "1,000", label: "Farmers" },
        ],
      },
    ],
  },
  work: {
    eyebrow: "How we work",
    title: "What a collective makes possible",
    items: [
      {
        title: "Strength in numbers",
        text: "Members buy and sell together, so every farmer's voice carries further.",
      },
      { title: "Drone technology", text: "Drones bring modern technology to members' fields." },
      {
        title: "Bank linkages",
        text: "Links with banks give the collectives and their members access to credit.",
      },
    ],
    illustration: "harvest",
  },
};
