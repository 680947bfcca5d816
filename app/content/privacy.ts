import { describeRetentionPeriod, parseRetentionPeriod } from "#app/utils/retention-period.ts";
import { organisation } from "./organisation.ts";
import type { Banner, Feature, Link, PageMetaText } from "./page-blocks.ts";
import { placeholder } from "./placeholder.ts";
import { retentionDefaults } from "./retention.ts";
import { currentLaw } from "./tax-law.ts";

/*
 * The privacy notice (/privacy): who holds the data the forms send, what and why, who receives it,
 * how long it is kept, the person's rights and how to use them. Plain words first; the law it
 * answers to (the Digital Personal Data Protection Act, 2023 and its Rules of 2025) is named where
 * a reader needs it. Decisions 015 (notice and consent) and 016 (retention, requests).
 */

// The version (its date) lives beside the names the forms send it under, for the forms' small bundle.
export { privacyNoticeVersion } from "#app/utils/privacy-notice-signal.ts";

export const privacyMeta: PageMetaText = {
  title: "Privacy Notice",
  description:
    "What the society's forms collect and why, who receives it, how long it is kept, and how to see, correct or erase your data or complain.",
};

export const privacyBanner: Banner = {
  eyebrow: "Your data",
  title: "Privacy Notice",
  intro:
    "When you write to us, volunteer, apply for an internship or pledge a donation, you trust us with your details. This page says, in plain words, what we do with them.",
};

export const privacyContacts = {
  eyebrow: "Who we are",
  title: "Who is responsible for your data",
  intro: `{name} decides why and how the details you send through this website are used. Under India's Digital Personal Data Protection Act, 2023 that makes the society the "data fiduciary" for them.`,
  rows: [
    {
      label: "Responsible for your data",
      value: `{name}, ${organisation.address.district}, ${organisation.address.state}`,
    },
    { label: "Privacy questions and requests", value: "{email}" },
    {
      label: "Grievance contact",
      value: "{grievanceName}",
    },
    {
      label: "Grievance email",
      value: "{grievanceEmail}",
    },
  ],
};

export type FormNotice = { id: string; title: string; collects: string; purpose: string; link: Link };

export const formsSection = {
  eyebrow: "What we collect",
  title: "What each form asks for, and why",
  intro:
    "We collect only what you type into a form. We use it for the purpose named here and for nothing else: never for advertising, and we never sell it.",
  labels: { collects: "What it asks for", purpose: "Why" },
  forms: [
    {
      id: "contact",
      title: "Contact form",
      collects: "Your name, email address, the subject you choose and your message.",
      purpose: "To read and answer your message.",
      link: { label: "Contact page", to: "/contact" },
    },
    {
      id: "volunteer",
      title: "Volunteer form",
      collects:
        "Your name, email address and phone number, and if you choose to tell us, your occupation, experience and why you want to volunteer.",
      purpose: "To consider your offer, contact you about it and, if you join us, arrange your volunteering.",
      link: { label: "Grama Vidhya volunteer page", to: "/volunteer/gram-library" },
    },
    {
      id: "internship",
      title: "Internship application",
      collects:
        "Your name, date of birth, gender if you give it, email address and phone numbers, addresses, education, the internship you want, your skills, your statement of purpose, and the name and contact details of your referee.",
      purpose:
        "To assess your application, contact you and your referee about it and, if you are selected, arrange your internship. Your date of birth tells us that you are 18 or older.",
      link: { label: "Internship page", to: "/volunteer/internship" },
    },
    {
      id: "donation",
      title: "Donation form",
      collects:
        "Your name, email address, the amount you pledge, and if you give them, your phone number and a message.",
      purpose:
        "To thank you, match your pledge with the money when it arrives, issue your receipt and keep the donation records that tax law requires.",
      link: { label: "Donate page", to: "/donate" },
    },
  ] satisfies FormNotice[],
  technical: {
    title: "With every form",
    text: "the time you sent it, your browser's name and version, and a one-way code made from your internet address that lets us limit repeated sending without keeping the address itself.",
  },
};

export const recipientsSection = {
  eyebrow: "Who sees it",
  title: "Who receives your details",
  items: [
    {
      title: "The society's staff",
      text: "The few staff members who answer messages and handle applications and donations read what you send, in their email and in a staff area that only they can sign in to.",
    },
    {
      title: "Our email and hosting providers",
      text: "Your details pass through the company that delivers our email and are stored on the server that runs this website. They act only on our instructions.",
    },
    {
      title: "You",
      text: "We email you a confirmation of what you sent, with a reference number you can quote to us.",
    },
    {
      title: "No one else",
      text: "We share your details with no other organisation, unless the law obliges us to, for example a tax authority checking donation records.",
    },
  ] satisfies Feature[],
};

function period(text: string): string {
  const parsed = parseRetentionPeriod(text);
  if (!parsed) throw new Error(`Not a retention period: ${text}`);
  return describeRetentionPeriod(parsed);
}

export const retentionSection = {
  eyebrow: "How long",
  title: "How long we keep it",
  intro:
    "When a period ends, the website's server deletes the form and its emails by itself, every day. You can ask us to erase your details sooner.",
  headings: { kind: "What", period: "Kept for" },
  rows: [
    { kind: "Contact messages", period: period(retentionDefaults.contact) },
    { kind: "Volunteer applications", period: period(retentionDefaults.volunteer) },
    { kind: "Internship applications", period: period(retentionDefaults.internship) },
    {
      kind: "Donation records",
      period: `${retentionDefaults.donationYearsAfterAssessmentYear} years after the end of the year that follows the financial (tax) year of the donation (11 to 12 years in all): the period the Income-tax Rules, 1962 set for a registered charity's records, which we keep for every donation under the ${currentLaw.act.en} too`,
    },
    { kind: "Messages our spam filter sets aside", period: period(retentionDefaults.spam) },
  ],
};

export const rightsSection = {
  eyebrow: "Your rights",
  title: "What you can ask of us",
  intro: "The Digital Personal Data Protection Act, 2023 gives you these rights. Using them costs nothing.",
  items: [
    {
      title: "To know",
      text: "Ask what details we hold about you, what we do with them and who has received them; we send you a copy.",
    },
    {
      title: "To correct",
      text: "Ask us to correct details that are wrong or incomplete, or to bring them up to date.",
    },
    {
      title: "To erase",
      text: "Ask us to erase your details. We erase everything except donation records the tax law obliges us to keep; we tell you if any are kept, and until when.",
    },
    {
      title: "To nominate",
      text: "Name someone who may use these rights for you if you die or become unable to.",
    },
    {
      title: "To complain",
      text: "Tell us if we have handled your details badly; if our answer does not settle it, complain to the Data Protection Board of India.",
    },
  ] satisfies Feature[],
  howTo: {
    title: "How to ask",
    text: `Write to {email} from the email address you used on the form, or call {phone}. Tell us what you are asking for and, if you have it, the reference number from our email. We may ask you to confirm your identity before we act.`,
    answer: "We answer within {days} days.",
  },
};

export const consentSection = {
  eyebrow: "Your consent",
  title: "Consent, and taking it back",
  paragraphs: [
    "Every form shows a short notice beside its send button that names its purpose and links to this page. Sending the form with that notice in front of you is your consent to our using the details for that purpose; we record which version of this notice you saw and when.",
    `You can take your consent back at any time, as easily as you gave it: write to {email} or call us. We then stop using your details and erase them, except donation records the law obliges us to keep. Taking consent back does not undo what we lawfully did before.`,
  ],
};

export const childrenSection = {
  title: "Children",
  text: "Our forms are for adults. Internship applicants must be 18 or older: the form does not accept an application from someone younger. A younger student who wants to join us can apply with a parent or guardian by writing to us or calling us, and the parent or guardian gives consent for them.",
};

export const complaintsSection = {
  eyebrow: "Complaints",
  title: "If you are unhappy with how we handled your data",
  paragraphs: [
    "Write to our grievance contact named above first: the law asks that a complaint be brought to us before it goes further, and we will look into it and answer you.",
    "If our answer does not resolve it, you can complain to the Data Protection Board of India, the body set up under the Digital Personal Data Protection Act, 2023 to hear such complaints.",
  ],
  board: {
    label: "The Data Protection Board of India",
    url: placeholder(
      "privacy.board.url",
      "https://www.meity.gov.in/",
      "The Ministry of Electronics and Information Technology's site; replace it with the Board's own complaint page once the society has confirmed its address.",
    ),
  },
};

export const safeguardsSection = {
  title: "Keeping it safe, and no tracking",
  paragraphs: [
    "Your details travel encrypted between your browser and our server, are kept on a server only the society's staff can reach, and are never written into our technical logs.",
    "The public pages of this website set no cookies and use no analytics or advertising trackers.",
  ],
};

export const changesSection = {
  title: "Changes to this notice",
  text: "When we change this notice we change its date below. A form you sent stays under the notice you saw when you sent it.",
  versionLabel: "This notice was last changed on",
};
