import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("forms/acknowledgement.ts");

/**
 * The frame of the acknowledgement email; each form adds its own subject, thanks and next steps.
 * {name} and {phone} are the society's, from its published settings (server/mail/messages.ts).
 */
export type AcknowledgementFrame = {
  greeting: string;
  reference: string;
  whatYouSent: string;
  signOff: string;
  notGiven: string;
  yes: string;
  no: string;
  /** The society's phone in the footer, left out while it is not published. */
  phoneLine: string;
  whyYouGetThis: string;
};

export const acknowledgementFrame: Bilingual<AcknowledgementFrame> = {
  en: {
    greeting: "Dear {name},",
    reference: "Your reference is {reference}. Please mention it whenever you write to us about this.",
    whatYouSent: "This is what you sent us:",
    signOff: "With warm regards,\n{name}",
    notGiven: "Not given",
    yes: "Yes",
    no: "No",
    phoneLine: "Phone {phone}",
    whyYouGetThis: "You receive this email because this address was entered in a form on our website.",
  },
  te: {
    greeting: "ప్రియమైన {name} గారికి,",
    reference: "మీ రిఫరెన్స్ నంబర్ {reference}. దీని గురించి మాకు ఎప్పుడు రాసినా దయచేసి ఈ నంబర్‌ను పేర్కొనండి.",
    whatYouSent: "మీరు మాకు పంపిన వివరాలు ఇవి:",
    signOff: "ఆత్మీయ శుభాకాంక్షలతో,\n{name}",
    notGiven: "ఇవ్వలేదు",
    yes: "అవును",
    no: "లేదు",
    phoneLine: "ఫోన్ {phone}",
    whyYouGetThis: "మా వెబ్‌సైట్‌లోని ఒక ఫారంలో ఈ చిరునామా నమోదైనందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
  },
};
