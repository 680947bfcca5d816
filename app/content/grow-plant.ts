import type { Banner, FeatureSection, ImpactFigure, Link, PageMetaText, Story } from "./page-blocks.ts";

export const growPlantMeta: PageMetaText = {
  title: "Grow Plant Initiative",
  description:
    "Join the Grow Plant Initiative: 100+ community members planting and caring for trees at 15 sites in 3 villages.",
};

// The specification shows no action for 'Join the Initiative'. It opens the contact form, where a
// volunteer can write to us (docs/decisions/003-page-content-choices.md).
export const growPlantBanner: Banner & { join: Link; learnMore: Link } = {
  eyebrow: "Volunteer",
  title: "Grow Plant Initiative",
  intro: "Planting trees with village communities, and caring for them until they can stand on their own.",
  join: { label: "Join the Initiative", to: "/contact#contact-form" },
  learnMore: { label: "Learn More", to: "/contact", context: "about the Grow Plant Initiative" },
};

export const growPlantStory: Story = {
  eyebrow: "Why we plant",
  title: "Every tree planted by many hands",
  paragraphs: [
    "A sapling needs more than a hole in the ground. It needs water, protection and someone who cares whether it lives.",
    "The Grow Plant Initiative brings village communities together to plant trees and look after them, so that the green cover of our villages grows year by year.",
  ],
  illustration: "saplings",
};

export const growPlantFocus: FeatureSection = {
  eyebrow: "What the initiative works on",
  title: "Focus areas",
  items: [
    {
      title: "Tree planting",
      text: "Planting saplings together with the community, at sites in and around the village.",
    },
    {
      title: "Caring for saplings",
      text: "Watering and protecting young trees through their first seasons.",
    },
    {
      title: "Community ownership",
      text: "Villagers plant and tend the trees themselves, so the trees belong to them.",
    },
    {
      title: "Learning about nature",
      text: "Helping children and young people understand and value the trees around them.",
    },
  ],
};

export const growPlantProjects: FeatureSection = {
  eyebrow: "Where the initiative is growing",
  title: "Projects",
  items: [
    { title: "Village planting sites", text: "Planting at 15 sites across 3 villages." },
    {
      title: "Community caretakers",
      text: "More than 100 community members who plant, water and protect the young trees.",
    },
    {
      title: "Part of our green work",
      text: "The initiative grows alongside our natural resource management programme.",
      link: { label: "Natural Resource Management", to: "/programs/natural-resource" },
    },
  ],
};

export const growPlantImpact: { eyebrow: string; title: string; figures: readonly ImpactFigure[] } = {
  eyebrow: "Our impact",
  title: "The initiative so far",
  figures: [
    { value: "3", label: "Villages" },
    { value: "100+", label: "Community members" },
    { value: "15", label: "Sites" },
  ],
};
