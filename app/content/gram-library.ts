import type {
  Banner,
  Feature,
  FeatureSection,
  ImpactFigure,
  Link,
  PageMetaText,
  Story,
} from "./page-blocks.ts";

/** The id of the section holding the volunteer form; 'Apply to Volunteer' scrolls to it. */
export const volunteerFormId = "volunteer-form";

export const gramLibraryMeta: PageMetaText = {
  title: "Grama Vidhya: Volunteer With Us",
  description:
    "Volunteer with Grama Vidhya, our learning programme for children aged 5 to 15: 600+ children, 15 villages and 15 school partnerships.",
};

export const gramLibraryBanner: Banner & { apply: string; learnMore: Link } = {
  eyebrow: "Volunteer · Gram Library",
  title: "Grama Vidhya",
  intro:
    "Our village learning programme for children aged 5 to 15. Give your time, share what you know and help a child discover the joy of learning.",
  apply: "Apply to Volunteer",
  learnMore: { label: "Learn More", to: "/contact", context: "about Grama Vidhya" },
};

export const gramLibraryGoals: Story & { goals: readonly string[] } = {
  eyebrow: "Learning within reach of every child",
  title: "Goals",
  paragraphs: [
    "Grama Vidhya brings books, learning and caring adults to children in the tribal villages where we work. Volunteers are at its heart.",
  ],
  goals: [
    "Help every child aged 5 to 15 in our villages read, learn and enjoy it",
    "Make sure girls learn alongside boys",
    "Work hand in hand with village schools",
    "Give volunteers a meaningful way to share their time and skills",
  ],
  illustration: "learning",
};

export const gramLibraryImpact: {
  eyebrow: string;
  title: string;
  intro: string;
  figures: readonly ImpactFigure[];
} = {
  eyebrow: "Our impact",
  title: "Grama Vidhya so far",
  intro: "The programme works with children aged 5 to 15.",
  figures: [
    { value: "600+", label: "Children" },
    { value: "15", label: "Villages" },
    { value: "250", label: "Girls" },
    { value: "15", label: "School partnerships" },
  ],
};

export const volunteerSteps: FeatureSection & { items: readonly Feature[] } = {
  eyebrow: "How to start",
  title: "Three steps to volunteering",
  items: [
    {
      title: "Apply",
      text: "Fill in the application form on this page and tell us about yourself and how you would like to help.",
    },
    {
      title: "Training",
      text: "We prepare you to work with children and introduce you to the village and its school.",
    },
    {
      title: "Impact",
      text: "Spend time with children, help them read and learn, and watch their confidence grow.",
    },
  ],
};

export const volunteerFormHeading = {
  eyebrow: "Join us",
  title: "Volunteer application",
  intro: "Tell us a little about yourself. We will get back to you soon.",
};
