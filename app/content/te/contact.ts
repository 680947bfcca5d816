import type * as english from "../contact.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/contact.ts");

export const contactFormId: typeof english.contactFormId = "contact-form";

export const contactMeta: typeof english.contactMeta = {
  title: "సంప్రదించండి",
  description:
    "ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలో సేవలందిస్తున్న, తెలంగాణలోని నిర్మల్ జిల్లాలో ఉన్న మా కార్యాలయాన్ని సంప్రదించండి: ఫోన్, ఈమెయిల్, రిజిస్ట్రేషన్ వివరాలు, సందేశం పంపే ఫారం.",
};

export const contactBanner: typeof english.contactBanner = {
  eyebrow: "మాతో మాట్లాడండి",
  title: "సంప్రదించండి",
  intro:
    "స్వచ్ఛంద సేవ చేయాలన్నా, మాతో భాగస్వాములు కావాలన్నా, విరాళం ఇవ్వాలన్నా, లేదా మా పని గురించి తెలుసుకోవాలన్నా, మీ నుంచి వినడానికి ఎదురుచూస్తున్నాం.",
};

export const contactDetails: typeof english.contactDetails = {
  eyebrow: "మమ్మల్ని చేరుకోండి",
  title: "మా కార్యాలయం",
  office: {
    label: "కార్యాలయం",
    serving: `${organisation.districts.join(", ")} జిల్లాలకు సేవలు`,
  },
  phoneLabel: "ఫోన్",
  emailLabel: "ఈమెయిల్",
};

export const registrationDetails: typeof english.registrationDetails = {
  title: "రిజిస్ట్రేషన్ వివరాలు",
  text: `${organisation.registration.act} కింద నమోదైంది, రిజిస్ట్రేషన్ నంబర్ ${organisation.registration.number}.`,
};

export const contactFormHeading: typeof english.contactFormHeading = {
  eyebrow: "మాకు రాయండి",
  title: "మాకు సందేశం పంపండి",
  intro: "ఫారం నింపండి, త్వరలోనే మీకు జవాబిస్తాం.",
};

export const contactCta: typeof english.contactCta = {
  eyebrow: "మీరూ చేయి కలపండి",
  title: "మార్పు తేవడానికి సిద్ధమా?",
  text: "స్వచ్ఛంద సేవకులుగా మీ సమయాన్ని ఇవ్వండి, లేదా విరాళంతో మా పనికి అండగా నిలవండి.",
  volunteer: { label: "మాతో స్వచ్ఛంద సేవ చేయండి", to: "/te/volunteer/gram-library" },
  donate: { label: "ఇప్పుడే విరాళం ఇవ్వండి", to: "/te/donate" },
};
