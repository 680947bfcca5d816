import { organisation } from "./organisation.ts";
import type { Banner, FeatureSection, PageMetaText } from "./page-blocks.ts";
import { currentLaw, deductionToday } from "./tax-law.ts";

/** The id of the section holding the donation form; the banner's button scrolls to it. */
export const donationFormId = "donation-form";

export const donateMeta: PageMetaText = {
  title: "Donate",
  description: `Support education, women's empowerment, sustainable agriculture and healthcare in the tribal villages of Telangana. Donations are eligible for a tax deduction under section ${currentLaw.section} of the ${currentLaw.act.en} (formerly section 80G).`,
};

export const donateBanner: Banner & { action: string } = {
  eyebrow: "Donate",
  title: "Your gift grows with every village",
  intro:
    "Every donation helps a child learn, a woman start an enterprise, a farmer earn more and a family stay healthy.",
  action: "Donate Now",
};

export const impactAreas: FeatureSection = {
  eyebrow: "Where your gift goes",
  title: "Four areas your donation supports",
  items: [
    {
      title: "Education",
      text: "Learning for 600 children in 15 villages through Grama Vidhya, and career guidance for young people.",
      link: { label: "About our education work", to: "/programs/education" },
    },
    {
      title: "Women Empowerment",
      text: "Skills, loans and enterprise: 180 women trained across 35 villages so far.",
      link: { label: "About our work with women", to: "/programs/non-farm-livelihoods" },
    },
    {
      title: "Sustainable Agriculture",
      text: "Dairy, horticulture, turmeric and farmer collectives, with saplings and water works that protect the land.",
      link: { label: "About our farm work", to: "/programs/farm-livelihoods" },
    },
    {
      title: "Healthcare",
      text: "Health and nutrition for 1,500 households in 50 villages.",
      link: { label: "About our health work", to: "/programs/health" },
    },
  ],
};

export const donationFormHeading = {
  eyebrow: "Give online",
  title: "Make your donation",
  intro: "Choose an amount, tell us who you are, and we will be in touch to thank you.",
};

export const bankTransfer = {
  eyebrow: "Bank transfer",
  title: "Give by bank transfer",
  intro: "You can also transfer your donation directly to our bank account.",
  rows: [
    { label: "Organization", field: "accountName", value: organisation.bank.accountName },
    { label: "Bank", field: "bankName", value: organisation.bank.bankName },
    { label: "Account number", field: "accountNumber", value: organisation.bank.accountNumber },
    { label: "IFSC", field: "ifsc", value: organisation.bank.ifsc },
    { label: "Branch", field: "branch", value: organisation.bank.branch },
  ],
  /** Also the acknowledgement email's last step when there is no "I have paid" page to link to. */
  afterTransfer:
    "After your transfer, please email the transaction details to {email} so that we can acknowledge your donation.",
  pledged: "Pledged with the form on this page? Quote your pledge reference in the transfer's remarks, then",
  paidLink: "tell us you have paid",
};

export const whyDonate: FeatureSection = {
  eyebrow: "Why give",
  title: "Why donate to us",
  items: [
    {
      title: "Tax deduction for your donation",
      text: `Donations to us are ${deductionToday.en}, once we report them to the Income-tax Department with your PAN (or Aadhaar number if you have no PAN): give it with your donation. A donation in cash above ₹2,000 does not qualify, and the deduction is for those who file under the old tax regime, not the new one.`,
    },
    {
      title: "Registered and accountable",
      text: `Registered under the ${organisation.registration.act} (No. ${organisation.registration.number}), with 12A registration and a listing on NGO Darpan.`,
      link: { label: "See our registrations and reports", to: "/transparency" },
    },
    {
      title: "Rooted in the villages",
      text: `${organisation.claims.yearsOfImpact} years of work in ${organisation.claims.villagesImpacted} villages of Adilabad, Nirmal and Asifabad.`,
    },
    {
      title: "A clear goal",
      text: `Every gift brings us closer to reaching ${organisation.goal.lives} lives by ${organisation.goal.year}.`,
    },
  ],
};
