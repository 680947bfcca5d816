import { fcraRegistered, organisation } from "./organisation.ts";
import type { SettingKey } from "./settings/fields.ts";
import { donationWording } from "./forms/donation.ts";
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
/** A number or date kept in the organisation settings, shown while the society has not published it. */
const toConfirm = "To be confirmed";
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
  /**
   * The organisation settings that hold this record's number and date, which receipts print too: the
   * page shows what the society published there, and `number` and `date` only while it is unset.
   */
  numberSetting?: SettingKey;
  dateSetting?: SettingKey;
  /** A status with nothing to certify (not registered): the page shows no certificate line. */
  noCertificate?: true;
};

/** Said where the FCRA record's number and date would be, while the society is not registered. */
const notRegistered = "Not registered";

/**
 * The FCRA record follows the same setting as the donation form's citizenship rule
 * (organisation.giving.fcraRegistered): while the society is not registered, it says what the
 * donation page says; once it is, its words, number and date are the society's to give.
 */
const fcraRecord: CredentialRecord = fcraRegistered
  ? {
      id: "fcra",
      title: "FCRA status",
      what: placeholder(
        "transparency.fcra.status",
        "Whether the society is registered under the Foreign Contribution (Regulation) Act, 2010 is to be confirmed. Until it is, please write to us before giving from outside India or in a foreign currency.",
        "State the society's FCRA registration, with its number and date.",
      ),
      number: placeholder("transparency.fcra.number", toConfirm, supplied),
      date: placeholder("transparency.fcra.date", toConfirm, supplied),
      certificateId: placeholder("transparency.fcra.certificate", "", certificateWhy),
    }
  : {
      id: "fcra",
      title: "FCRA status",
      what: donationWording.en.giving.citizenship.rule,
      number: notRegistered,
      date: notRegistered,
      certificateId: "",
      noCertificate: true,
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
      number: toConfirm,
      date: toConfirm,
      numberSetting: "registration12A.number",
      dateSetting: "registration12A.date",
      certificateId: placeholder("transparency.12a.certificate", "", certificateWhy),
    },
    {
      id: "80g",
      title: "80G approval",
      what: `Approved under section 80G of the Income-tax Act, 1961, an approval that continues under the ${currentLaw.act.en}: donations are ${deductionToday.en}, once the society reports them to the Income-tax Department with the donor's PAN or Aadhaar number.`,
      number: toConfirm,
      date: toConfirm,
      numberSetting: "registration80G.urn",
      dateSetting: "registration80G.approvedOn",
      certificateId: placeholder("transparency.80g.certificate", "", certificateWhy),
    },
    {
      id: "darpan",
      title: "NGO Darpan",
      what: "Enrolled on NGO Darpan, NITI Aayog's portal of voluntary organisations, which government departments consult before working with one.",
      number: toConfirm,
      date: placeholder("transparency.darpan.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.darpan.certificate", "", certificateWhy),
      numberSetting: "darpanId",
    },
    {
      id: "csr",
      title: "CSR-1 registration",
      what: "Registered with the Ministry of Corporate Affairs on form CSR-1, which companies need to see before funding a project from their Corporate Social Responsibility budget.",
      number: toConfirm,
      date: placeholder("transparency.csr.date", "To be confirmed", supplied),
      certificateId: placeholder("transparency.csr.certificate", "", certificateWhy),
      numberSetting: "csr",
    },
    fcraRecord,
  ] satisfies CredentialRecord[],
};

export const transparencyContact = {
  title: "Something missing?",
  text: "Ask us for any document you do not find here, and we will send it to you.",
  link: { label: "Contact us", to: "/contact" },
};
