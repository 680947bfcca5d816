import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("forms/person-copy.ts");

/**
 * The words of a person's copy of their data (DPDP Act section 11; server/staff/privacy/person-copy.tsx),
 * in the language they wrote to the society in. Staff hand it over; the person reads it.
 */
export type PersonCopyWording = {
  /** {society}: the society's name as published, in the copy's language. */
  title: string;
  intro: string;
  counts: { forms: string; payments: string; mentions: string; emailFiles: string };
  formHeading: string;
  formNames: { donation: string; contact: string; volunteer: string; internship: string };
  received: string;
  spam: string;
  whatYouSent: string;
  consent: string;
  consentGiven: string;
  consentBefore: string;
  emails: string;
  none: string;
  teamNote: string;
  handled: string;
  keptByLaw: string;
  reports: string;
  report: string;
  reportSpam: string;
  payments: string;
  paymentHeading: string;
  paymentRows: {
    pledge: string;
    name: string;
    email: string;
    pan: string;
    aadhaar: string;
    address: string;
    amount: string;
    paidOn: string;
    mode: string;
    reference: string;
    recorded: string;
    cancelled: string;
  };
  modes: { upi: string; bank: string; cheque: string; cash: string };
  emailKinds: {
    notification: string;
    acknowledgement: string;
    receipt: string;
    report_confirmation: string;
    report_notification: string;
  };
  emailStates: { pending: string; sending: string; sent: string; written: string; failed: string };
  mentions: string;
  mention: string;
  notGiven: string;
};

export const personCopyWording: Bilingual<PersonCopyWording> = {
  en: {
    title: "Your data held by {society}",
    intro: "Everything the society’s website keeps about {address}, as on {date}.",
    counts: {
      forms: "Forms you sent: {count}",
      payments: "Payments received, with their receipts: {count}",
      mentions: "Forms other people sent that name you: {count}",
      emailFiles: "Email files naming your address: {count}",
    },
    formHeading: "{form} form, reference {reference}",
    formNames: { donation: "Donation", contact: "Contact", volunteer: "Volunteer", internship: "Internship" },
    received: "Received {date}.",
    spam: "Kept in the spam folder: no email was sent.",
    whatYouSent: "What you sent",
    consent: "Your consent",
    consentGiven: "You sent the form with privacy notice version {version} shown, on {date}.",
    consentBefore: "Sent before the forms recorded the privacy notice shown.",
    emails: "Emails about it",
    none: "None.",
    teamNote: "The team’s note",
    handled: "Handled {date}.",
    keptByLaw: "A donation record: the tax rules require the society to keep it until {date}.",
    reports: "Payments you told us you made",
    report: "{mode} {reference}, paid on {paidOn}, told us {date}",
    reportSpam: "(set aside as automated)",
    payments: "Payments received and their receipts",
    paymentHeading: "Receipt {receipt}",
    paymentRows: {
      pledge: "Donation reference",
      name: "Name",
      email: "Email",
      pan: "PAN",
      aadhaar: "Aadhaar",
      address: "Address",
      amount: "Amount",
      paidOn: "Day the money arrived",
      mode: "How it was paid",
      reference: "Payment reference",
      recorded: "Recorded",
      cancelled: "Cancelled",
    },
    modes: { upi: "UPI", bank: "Bank transfer", cheque: "Cheque", cash: "Cash" },
    emailKinds: {
      notification: "Notice to the society",
      acknowledgement: "Confirmation to you",
      receipt: "Your receipt, with the PDF",
      report_confirmation: "Confirmation to you that your payment report arrived",
      report_notification: "Notice to the society of your payment report",
    },
    emailStates: {
      pending: "Waiting to be sent",
      sending: "Being sent",
      sent: "Sent",
      written: "Saved as a file, not sent",
      failed: "Could not be sent",
    },
    mentions: "Where other people’s forms name you",
    mention: "{form} form {reference}, received {date}: in {fields}",
    notGiven: "Not given",
  },
  te: {
    title: "{society} వద్ద ఉన్న మీ సమాచారం",
    intro: "సంస్థ వెబ్‌సైట్ {address} గురించి ఉంచిన సమాచారం అంతా, {date} నాటికి.",
    counts: {
      forms: "మీరు పంపిన ఫారాలు: {count}",
      payments: "అందిన చెల్లింపులు, వాటి రసీదులు: {count}",
      mentions: "మీ ప్రస్తావన ఉన్న ఇతరుల ఫారాలు: {count}",
      emailFiles: "మీ చిరునామా ఉన్న ఈమెయిల్ ఫైళ్లు: {count}",
    },
    formHeading: "{form} ఫారం, రిఫరెన్స్ {reference}",
    formNames: { donation: "విరాళం", contact: "సంప్రదింపు", volunteer: "స్వచ్ఛంద సేవ", internship: "ఇంటర్న్‌షిప్" },
    received: "అందిన తేదీ: {date}.",
    spam: "స్పామ్ ఫోల్డర్‌లో ఉంచబడింది: ఏ ఈమెయిల్ పంపలేదు.",
    whatYouSent: "మీరు పంపిన వివరాలు",
    consent: "మీ సమ్మతి",
    consentGiven: "గోప్యతా నోటీసు వెర్షన్ {version} చూపిన ఫారాన్ని మీరు {date}న పంపారు.",
    consentBefore: "ఫారాలు చూపిన గోప్యతా నోటీసును నమోదు చేయడం మొదలుపెట్టక ముందు పంపినది.",
    emails: "దీని గురించి ఈమెయిళ్లు",
    none: "ఏమీ లేవు.",
    teamNote: "మా బృందం నోట్",
    handled: "పూర్తి చేసిన తేదీ: {date}.",
    keptByLaw: "ఇది విరాళం రికార్డు: పన్ను నిబంధనల ప్రకారం సంస్థ దీన్ని {date} వరకు ఉంచాలి.",
    reports: "మీరు చెల్లించినట్లు మాకు తెలిపినవి",
    report: "{mode} {reference}, చెల్లించిన తేదీ {paidOn}, మాకు తెలిపిన సమయం {date}",
    reportSpam: "(ఆటోమేటెడ్‌గా అనిపించినందున పక్కన పెట్టబడింది)",
    payments: "అందిన చెల్లింపులు, వాటి రసీదులు",
    paymentHeading: "రసీదు {receipt}",
    paymentRows: {
      pledge: "విరాళం రిఫరెన్స్",
      name: "పేరు",
      email: "ఈమెయిల్",
      pan: "పాన్ (PAN)",
      aadhaar: "ఆధార్",
      address: "చిరునామా",
      amount: "మొత్తం",
      paidOn: "డబ్బు అందిన రోజు",
      mode: "చెల్లించిన విధానం",
      reference: "చెల్లింపు రిఫరెన్స్",
      recorded: "నమోదు చేసిన సమయం",
      cancelled: "రద్దు చేయబడింది",
    },
    modes: { upi: "యూపీఐ (UPI)", bank: "బ్యాంక్ బదిలీ", cheque: "చెక్", cash: "నగదు" },
    emailKinds: {
      notification: "సంస్థకు సమాచారం",
      acknowledgement: "మీకు పంపిన నిర్ధారణ",
      receipt: "PDF తో మీ రసీదు",
      report_confirmation: "మీ చెల్లింపు సమాచారం అందినట్లు మీకు నిర్ధారణ",
      report_notification: "మీ చెల్లింపు సమాచారం గురించి సంస్థకు సమాచారం",
    },
    emailStates: {
      pending: "పంపాల్సి ఉంది",
      sending: "పంపుతున్నాం",
      sent: "పంపబడింది",
      written: "ఫైల్‌గా భద్రపరిచాం, పంపలేదు",
      failed: "పంపలేకపోయాం",
    },
    mentions: "ఇతరుల ఫారాల్లో మీ ప్రస్తావన",
    mention: "{form} ఫారం {reference}, అందిన తేదీ {date}: {fields} లో",
    notGiven: "ఇవ్వలేదు",
  },
};
