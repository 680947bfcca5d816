import type { Banner, PageMetaText, Story } from "./page-blocks.ts";

/** The id of the section holding the internship form. */
export const internshipFormId = "internship-form";

export const internshipMeta: PageMetaText = {
  title: "Internship Program",
  description:
    "Students and recent graduates: apply for an internship of one to three months and learn rural development in the villages of Telangana.",
};

export const internshipBanner: Banner = {
  eyebrow: "Volunteer",
  title: "Internship Program",
  intro: "Learn rural development where it happens: in the tribal villages of Adilabad, Nirmal and Asifabad.",
};

/** The name of the section holding the form, for screen readers (the form carries its own title). */
export const internshipFormRegion = "Internship application";

export const internshipIntro: Story & { areasTitle: string } = {
  eyebrow: "For students and recent graduates",
  title: "Learn by doing, alongside our team",
  paragraphs: [
    "Our internships are for students and recent graduates who want to see how change happens in rural communities. Interns join us for one, two or three months, or another period that suits their studies, and work with our team in the field. Tell us about yourself and the area you would like to work in, and we will be in touch.",
  ],
  areasTitle: "Areas you can choose from",
  illustration: "mentor",
};
