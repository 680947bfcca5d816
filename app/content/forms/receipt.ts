import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("forms/receipt.ts");

/**
 * The letter that carries a payment's receipt PDF, in the language of the pledge's form; the
 * greeting and sign-off are the acknowledgement's (forms/acknowledgement.ts). {amountInWords} is
 * the receipt's own English wording, as printed on the PDF: the Telugu letter leaves it out, as
 * English words in a Telugu sentence read wrongly and the figure says the amount.
 */
export type ReceiptLetter = {
  subject: string;
  heading: string;
  thanks: string;
  /** For a receipt that says the donation is not deductible: no word of keeping it for the return. */
  thanksNotDeductible: string;
  whyYouGetThis: string;
};

/**
 * What a receipt says about the deduction, filled in from the law of the donation's date
 * (app/content/tax-law.ts): {act}, {section}, {year}, {rules}, {statementForm}, {certificateForm}.
 * A receipt keeps the sentences it was issued with; changing these changes only later receipts.
 */
export type ReceiptTerms = {
  title: string;
  deductible: string;
  reporting: string;
  cash: string;
  /** No PAN or Aadhaar: not deductible as it stands; what to send, and how ({email}, {receiptNumber}). */
  noIdentifier: string;
  /** No approval the society recorded covers the donation's year. */
  noApproval: string;
  /** Under the signature block: {society}. */
  signedFor: string;
  signatory: string;
  electronic: string;
  /** Above a cancelled receipt's title, before the office's reason. */
  cancelled: string;
  labels: {
    receiptNumber: string;
    date: string;
    from: string;
    address: string;
    mode: string;
    reference: string;
    issuedOn: string;
    /** Corpus, specific grant or others: the statement of donations reports each kind apart. */
    kind: string;
  };
};

export const receiptLetter: Bilingual<ReceiptLetter> = {
  en: {
    subject: "Receipt {receiptNumber} for your donation of {amount}",
    heading: "Your donation receipt",
    thanks:
      "Thank you for your donation of {amount} ({amountInWords}), received on {date}. Your receipt {receiptNumber} is attached as a PDF; please keep it for your income-tax return.",
    thanksNotDeductible:
      "Thank you for your donation of {amount} ({amountInWords}), received on {date}. Your receipt {receiptNumber} is attached as a PDF.",
    whyYouGetThis: "You receive this email because the society recorded a donation from you.",
  },
  te: {
    subject: "మీ {amount} విరాళానికి రసీదు {receiptNumber}",
    heading: "మీ విరాళం రసీదు",
    thanks:
      "{date}న అందిన మీ {amount} విరాళానికి ధన్యవాదాలు. మీ రసీదు {receiptNumber} ఈ ఈమెయిల్‌కు PDF గా జత చేయబడింది; మీ ఆదాయపు పన్ను రిటర్న్ కోసం దీన్ని భద్రపరచుకోండి.",
    thanksNotDeductible:
      "{date}న అందిన మీ {amount} విరాళానికి ధన్యవాదాలు. మీ రసీదు {receiptNumber} ఈ ఈమెయిల్‌కు PDF గా జత చేయబడింది.",
    whyYouGetThis: "సంస్థ మీ విరాళాన్ని నమోదు చేసినందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
  },
};

/**
 * The letter that tells a donor their receipt is cancelled ({reason} is the office's own words, as the
 * cancelled PDF prints them); {statementForm} is the statement of the donation's year.
 */
export type CancellationLetter = {
  subject: string;
  heading: string;
  cancelled: string;
  reason: string;
  doNotUse: string;
  questions: string;
  whyYouGetThis: string;
};

export const cancellationLetter: Bilingual<CancellationLetter> = {
  en: {
    subject: "Receipt {receiptNumber} is cancelled",
    heading: "Your receipt is cancelled",
    cancelled: "The society has cancelled receipt {receiptNumber} for {amount}, dated {date}.",
    reason: "The reason: {reason}",
    doNotUse:
      "Please do not use this receipt for your income-tax return: the society leaves it out of {statementForm}, the statement of donations it files with the Income-tax Department.",
    questions: "If you think this is a mistake, or have a question, reply to this email.",
    whyYouGetThis: "You receive this email because the society had issued this receipt to you.",
  },
  te: {
    subject: "రసీదు {receiptNumber} రద్దు చేయబడింది",
    heading: "మీ రసీదు రద్దు చేయబడింది",
    cancelled: "{date} తేదీతో {amount}కు ఇచ్చిన రసీదు {receiptNumber}ను సంస్థ రద్దు చేసింది.",
    reason: "కారణం: {reason}",
    doNotUse:
      "దయచేసి ఈ రసీదును మీ ఆదాయపు పన్ను రిటర్న్ కోసం ఉపయోగించవద్దు: సంస్థ ఆదాయపు పన్ను శాఖకు సమర్పించే విరాళాల వివరణ ({statementForm})లో దీన్ని చేర్చదు.",
    questions: "ఇది పొరపాటు అని మీకు అనిపిస్తే, లేదా ఏదైనా సందేహం ఉంటే, ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి.",
    whyYouGetThis: "సంస్థ ఈ రసీదును మీకు జారీ చేసినందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
  },
};

export const receiptTerms: Bilingual<ReceiptTerms> = {
  en: {
    title: "Donation receipt",
    deductible:
      "This donation, received in {year}, is eligible for deduction under section {section} of the {act}, subject to the conditions and limits of that section.",
    reporting:
      "After the end of the year the society reports it to the Income-tax Department in {statementForm} ({rules}), and the donor gets the certificate in {certificateForm}.",
    cash: "This donation was received in cash above ₹2,000, which does not qualify for deduction under section {section} of the {act}.",
    noIdentifier:
      "As it stands this donation cannot be claimed as a deduction: the society has no PAN or Aadhaar number for the donor, and it reports a donation in {statementForm} only with one. To have it reported for a deduction under section {section} of the {act} for {year}, send the society your PAN (or your Aadhaar number if you have no PAN), your name as on it and your postal address, quoting receipt {receiptNumber}: reply to the receipt email or write to {email}.",
    noApproval:
      "The society's approval recorded on the date of this receipt does not cover {year}, so this receipt does not make the donation deductible.",
    signedFor: "For {society}",
    signatory: "Authorised signatory",
    electronic: "Issued electronically from the society's records; it carries no handwritten signature.",
    cancelled: "CANCELLED",
    labels: {
      receiptNumber: "Receipt number",
      date: "Date of donation",
      from: "Received from",
      address: "Address",
      mode: "Mode of payment",
      reference: "Payment reference",
      issuedOn: "Date of issue",
      kind: "Donation type",
    },
  },
  te: {
    title: "విరాళం రసీదు",
    deductible:
      "{year}లో అందిన ఈ విరాళం {act} సెక్షన్ {section} కింద, ఆ సెక్షన్ షరతులు, పరిమితులకు లోబడి, పన్ను మినహాయింపుకు అర్హం.",
    reporting:
      "సంవత్సరం ముగిశాక సంస్థ ఈ విరాళాన్ని {statementForm} ({rules}) లో ఆదాయపు పన్ను శాఖకు తెలియజేస్తుంది; దాతకు {certificateForm} లో ధ్రువపత్రం అందుతుంది.",
    cash: "ఈ విరాళం ₹2,000 కు మించి నగదుగా అందింది; ఇది {act} సెక్షన్ {section} కింద మినహాయింపుకు అర్హం కాదు.",
    noIdentifier:
      "ప్రస్తుతం ఈ విరాళంపై పన్ను మినహాయింపు పొందలేరు: సంస్థ వద్ద దాత PAN గానీ ఆధార్ నంబర్ గానీ లేదు, అవి ఉంటేనే విరాళాన్ని {statementForm} లో తెలియజేయగలదు. {year} కోసం {act} సెక్షన్ {section} కింద మినహాయింపుకు దీన్ని తెలియజేయాలంటే, రసీదు {receiptNumber} ను పేర్కొంటూ మీ PAN (PAN లేకపోతే ఆధార్ నంబర్), దానిపై ఉన్న మీ పేరు, మీ పోస్టల్ చిరునామాను సంస్థకు పంపండి: రసీదు ఈమెయిల్‌కు జవాబు ఇవ్వండి లేదా {email} కు రాయండి.",
    noApproval: "ఈ రసీదు తేదీ నాటికి నమోదైన సంస్థ ఆమోదం {year} కు వర్తించదు; అందువల్ల ఈ రసీదుతో విరాళంపై పన్ను మినహాయింపు రాదు.",
    signedFor: "{society} తరఫున",
    signatory: "అధీకృత సంతకందారు",
    electronic: "సంస్థ రికార్డుల నుంచి ఎలక్ట్రానిక్‌గా జారీ చేసినది; దీనిపై చేతి సంతకం ఉండదు.",
    cancelled: "ఈ రసీదు రద్దు చేయబడింది",
    labels: {
      receiptNumber: "రసీదు సంఖ్య",
      date: "విరాళం తేదీ",
      from: "ఎవరి నుంచి",
      address: "చిరునామా",
      mode: "చెల్లింపు విధానం",
      reference: "చెల్లింపు రిఫరెన్స్",
      issuedOn: "జారీ తేదీ",
      kind: "విరాళం రకం",
    },
  },
};
