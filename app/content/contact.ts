import { organisation } from "./organisation.ts";
import type { Banner, PageMetaText } from "./page-blocks.ts";

/** The id of the section holding the message form. */
export const contactFormId = "contact-form";

export const contactMeta: PageMetaText = {
  title: "Contact Us",
  description:
    "Reach our office in Nirmal District, Telangana, serving Adilabad, Nirmal and Asifabad: phone, email, registration details and a message form.",
};

export const contactBanner: Banner = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  intro:
    "Whether you would like to volunteer, partner with us, give or simply learn more about our work, we would love to hear from you.",
};

export const contactDetails = {
  eyebrow: "Reach us",
  title: "Our office",
  office: {
    label: "Office",
    serving: `Serving ${new Intl.ListFormat("en-GB", { type: "conjunction" }).format(organisation.districts)} districts`,
  },
  phoneLabel: "Phone",
  emailLabel: "Email",
};

export const registrationDetails = {
  title: "Registration details",
  text: `Registered under the ${organisation.registration.act}, registration number ${organisation.registration.number}.`,
};

export const contactFormHeading = {
  eyebrow: "Write to us",
  title: "Send us a message",
  intro: "Fill in the form and we will get back to you soon.",
};

export const contactCta = {
  eyebrow: "Get involved",
  title: "Ready to make a difference?",
  text: "Give your time as a volunteer, or support our work with a donation.",
  volunteer: { label: "Volunteer With Us", to: "/volunteer/gram-library" },
  donate: { label: "Donate Now", to: "/donate" },
};
