import { organisation } from "./organisation.ts";
import type { Banner, PageMetaText } from "./page-blocks.ts";
import { placeholder } from "./placeholder.ts";
import { currentLaw, deductionToday } from "./tax-law.ts";

/*
 * The transparency page (/transparency): the society's registrations with their numbers, dates and
 * certificates, and its annual reports and audited accounts by year. The specification gives the
 * act and the registration number 791/2016 and names the other credentials without their numbers;
 * every number, date and certificate it does not give is a flagged placeholder until the society
 * supplies it. Certificates are PDF files in app/content/documents/, named as its README says; the
 * reports, accounts and returns staff upload at /staff/documents (transparency-documents.ts).
 */

export const transparencyMeta: PageMetaText = {
  title: "Transparency",
  description:
    "The society's registration under the Telangana Societies Registration Act, 2001 (No. 791/2016), its 12A, 80G, NGO Darpan, CSR-1 and FCRA status, annual reports and audited accounts.",
};

export const transparencyBanner: Banner = {
  eyebrow: "Transparency and accountability",
  title: "Our registrations and reports",
  intro:
    "Before you give, you should be able to check who we are. Here are the society's registrations, with their numbers and certificates, and our reports and accounts year by year.",
};

const supplied =
  "The specification names this credential without its number or date; the society has to supply them.";
const certificateWhy =
  "Add the scanned certificate to app/content/documents/ as certificate-<id>.pdf and put that file name here.";

export type CredentialRecord = {
  id: string;
  title: string;
  what: string;
  number: string;
  date: string;
  /** The certificate's file in app/content/documents/, such as certificate-80g.pdf; empty until supplied. */
  certificateId: string;
};

export const credentialsSection = {
  eyebrow: "Registrations",
  title: "Registered and recognised",
  intro: "Each registration with its number and date as they appear on the certificate.",
  labels: {
    number: "Number",
    date: "Date",
    certificate: "Certificate",
    download: "View the certificate (PDF)",
    notYetPublished: "To be published here",
  },
  records: [
    {
      id: "registration",
      title: "Society registration",
      what: `Registered as a society under the ${organisation.registration.act}.`,
      number: organisation.registration.number,
      date: placeholder("transparency.registration.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.registration.certificate", "", certificateWhy),
    },
    {
      id: "12a",
      title: "12A registration",
      what: `Registered under section 12A of the Income-tax Act, 1961, a registration that continues under the ${currentLaw.act.en}, so that the society's income spent on its charitable work is not taxed.`,
      number: placeholder("transparency.12a.number", "To be confirmed", supplied),
      date: placeholder("transparency.12a.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.12a.certificate", "", certificateWhy),
    },
    {
      id: "80g",
      title: "80G approval",
      what: `Approved under section 80G of the Income-tax Act, 1961, an approval that continues under the ${currentLaw.act.en}: donations are ${deductionToday.en}, once the society reports them to the Income-tax Department with the donor's PAN or Aadhaar number.`,
      number: placeholder("transparency.80g.number", "To be confirmed", supplied),
      date: placeholder("transparency.80g.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.80g.certificate", "", certificateWhy),
    },
    {
      id: "darpan",
      title: "NGO Darpan",
      what: "Enrolled on NGO Darpan, NITI Aayog's portal of voluntary organisations, which government departments consult before working with one.",
      number: placeholder("transparency.darpan.number", "To be confirmed", supplied),
      date: placeholder("transparency.darpan.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.darpan.certificate", "", certificateWhy),
    },
    {
      id: "csr",
      title: "CSR-1 registration",
      what: "Registered with the Ministry of Corporate Affairs on form CSR-1, which companies need to see before funding a project from their Corporate Social Responsibility budget.",
      number: placeholder("transparency.csr.number", "To be confirmed", supplied),
      date: placeholder("transparency.csr.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.csr.certificate", "", certificateWhy),
    },
    {
      id: "fcra",
      title: "FCRA status",
      what: placeholder(
        "transparency.fcra.status",
        "Whether the society is registered under the Foreign Contribution (Regulation) Act, 2010 is to be confirmed. Until it is, please write to us before giving from outside India or in a foreign currency.",
        "The specification does not say whether the society holds FCRA registration; state it, with the number and date if it does.",
      ),
      number: placeholder("transparency.fcra.number", "To be confirmed", supplied),
      date: placeholder("transparency.fcra.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.fcra.certificate", "", certificateWhy),
    },
  ] satisfies CredentialRecord[],
};

export const transparencyContact = {
  title: "Something missing?",
  text: "Ask us for any document you do not find here, and we will send it to you.",
  link: { label: "Contact us", to: "/contact" },
};
