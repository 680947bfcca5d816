import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("forms/certificate.ts");

/**
 * The yearly certificate of a donor's donations, and the consolidated statement of all of them,
 * as PDFs (server/donations/certificate-document.ts), and the letter that carries the certificate.
 * {year}, {statementForm} and {certificateForm} come from app/content/tax-law.ts.
 */
export type CertificateTexts = {
  title: string;
  statementTitle: string;
  reported: string;
  /** The section the certified donations are claimed under: {section}, {act}, {year}. */
  eligible: string;
  portal: string;
  statementNote: string;
  notDeductible: string;
  total: string;
  /** The statement's second total, when some donations are not deductible. */
  deductibleTotal: string;
  donor: string;
  pan: string;
  aadhaar: string;
  issuedOn: string;
  columns: { receipt: string; date: string; mode: string; kind: string; amount: string };
  letter: { subject: string; heading: string; body: string; whyYouGetThis: string };
};

export const certificateTexts: Bilingual<CertificateTexts> = {
  en: {
    title: "Certificate of donations",
    statementTitle: "Statement of donations",
    reported:
      "The donations below, received in {year}, are reported to the Income-tax Department in {statementForm}: acknowledgement {acknowledgement}, dated {filedOn}.",
    eligible:
      "They are eligible for deduction under section {section} of the {act} for {year}, subject to the conditions and limits of that section.",
    portal:
      "The society issues this certificate from its records of that statement. The certificate in {certificateForm}, which the Income-tax Department's e-filing portal generates from the statement, is the one a deduction is claimed with: the society sends it to you as well.",
    statementNote:
      "Every donation the society received from you in {year}, as its records show, at your request. It is not a certificate for a deduction.",
    notDeductible: "not deductible",
    total: "Total",
    deductibleTotal: "Of which deductible",
    donor: "Donor",
    pan: "PAN",
    aadhaar: "Aadhaar",
    issuedOn: "Issued on",
    columns: { receipt: "Receipt", date: "Date", mode: "Mode", kind: "Donation type", amount: "Amount" },
    letter: {
      subject: "Certificate of your donations for {year}",
      heading: "Your certificate of donations",
      body: "Attached is the certificate of your donations of {total} to the society in {year}, as reported to the Income-tax Department in {statementForm} (acknowledgement {acknowledgement}). Please keep it with your income-tax records, with the certificate in {certificateForm} from the Income-tax Department's e-filing portal, which the society sends you as well: that is the one a deduction is claimed with. If it has not reached you, please reply to this email.",
      whyYouGetThis: "You receive this email because the society recorded donations from you.",
    },
  },
  te: {
    title: "విరాళాల ధ్రువపత్రం",
    statementTitle: "విరాళాల వివరాల పత్రం",
    reported:
      "{year}లో అందిన కింది విరాళాలను {statementForm} లో ఆదాయపు పన్ను శాఖకు తెలియజేశాం: అక్నాలెడ్జ్‌మెంట్ నంబర్ {acknowledgement}, తేదీ {filedOn}.",
    eligible: "{year} కోసం ఇవి {act} సెక్షన్ {section} కింద, ఆ సెక్షన్ షరతులు, పరిమితులకు లోబడి, పన్ను మినహాయింపుకు అర్హం.",
    portal:
      "ఆ నివేదిక రికార్డుల ఆధారంగా సంస్థ ఈ ధ్రువపత్రం ఇస్తోంది. పన్ను మినహాయింపు కోరడానికి కావలసింది ఆదాయపు పన్ను శాఖ ఇ-ఫైలింగ్ పోర్టల్ ఆ నివేదిక నుంచి తయారుచేసే {certificateForm} ధ్రువపత్రం: దాన్ని కూడా సంస్థ మీకు పంపుతుంది.",
    statementNote:
      "మీ కోరిక మేరకు, {year}లో సంస్థకు మీ నుంచి అందిన ప్రతి విరాళం, సంస్థ రికార్డుల ప్రకారం. ఇది పన్ను మినహాయింపు ధ్రువపత్రం కాదు.",
    notDeductible: "మినహాయింపు లేదు",
    total: "మొత్తం",
    deductibleTotal: "వీటిలో మినహాయింపుకు అర్హమైనది",
    donor: "దాత",
    pan: "PAN నంబర్",
    aadhaar: "ఆధార్ నంబర్",
    issuedOn: "జారీ తేదీ",
    columns: { receipt: "రసీదు", date: "తేదీ", mode: "విధానం", kind: "విరాళం రకం", amount: "మొత్తం" },
    letter: {
      subject: "{year} కి మీ విరాళాల ధ్రువపత్రం",
      heading: "మీ విరాళాల ధ్రువపత్రం",
      body: "{year}లో సంస్థకు మీరు ఇచ్చిన {total} విరాళాల ధ్రువపత్రం ఈ ఈమెయిల్‌కు జత చేయబడింది; వీటిని {statementForm} లో ఆదాయపు పన్ను శాఖకు తెలియజేశాం (అక్నాలెడ్జ్‌మెంట్ నంబర్ {acknowledgement}). మీ ఆదాయపు పన్ను రికార్డులతో దీన్ని భద్రపరచుకోండి; సంస్థ ఆదాయపు పన్ను శాఖ ఇ-ఫైలింగ్ పోర్టల్ నుంచి పంపే {certificateForm} ధ్రువపత్రాన్ని కూడా దీనితో ఉంచుకోండి: పన్ను మినహాయింపు కోరడానికి కావలసింది అదే. అది మీకు అందకపోతే, దయచేసి ఈ ఈమెయిల్‌కు జవాబు రాయండి.",
      whyYouGetThis: "సంస్థ మీ విరాళాలను నమోదు చేసినందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
    },
  },
};
