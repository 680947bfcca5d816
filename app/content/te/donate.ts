import type * as english from "../donate.ts";
import type { Texts } from "../language.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";
import { currentLaw, deductionToday } from "../tax-law.ts";

export const translationStatus = draft("te/donate.ts");

export const donationFormId: typeof english.donationFormId = "donation-form";

export const donateMeta: typeof english.donateMeta = {
  title: "విరాళం ఇవ్వండి",
  description: `తెలంగాణ గిరిజన గ్రామాల్లో విద్య, మహిళా సాధికారత, సుస్థిర వ్యవసాయం, ఆరోగ్య సంరక్షణకు తోడ్పడండి. విరాళాలకు ${currentLaw.act.te} సెక్షన్ ${currentLaw.section} (గతంలో సెక్షన్ 80G) కింద పన్ను మినహాయింపు ఉంది.`,
};

export const donateBanner: typeof english.donateBanner = {
  eyebrow: "విరాళం",
  title: "మీ విరాళం ప్రతి గ్రామంతో పాటు పెరుగుతుంది",
  intro: "ప్రతి విరాళం ఒక చిన్నారి చదువుకు, ఒక మహిళ సొంత వ్యాపారానికి, ఒక రైతు ఆదాయానికి, ఒక కుటుంబ ఆరోగ్యానికి తోడ్పడుతుంది.",
  action: "ఇప్పుడే విరాళం ఇవ్వండి",
};

export const impactAreas: typeof english.impactAreas = {
  eyebrow: "మీ విరాళం ఎక్కడికి చేరుతుంది",
  title: "మీ విరాళం తోడ్పడే నాలుగు రంగాలు",
  items: [
    {
      title: "విద్య",
      text: "గ్రామ విద్య ద్వారా 15 గ్రామాల్లో 600 మంది పిల్లల చదువు, యువతకు కెరీర్ మార్గదర్శనం.",
      link: { label: "మా విద్యా కార్యక్రమం గురించి", to: "/te/programs/education" },
    },
    {
      title: "మహిళా సాధికారత",
      text: "నైపుణ్యాలు, రుణాలు, సొంత వ్యాపారాలు: ఇప్పటివరకు 35 గ్రామాల్లో 180 మంది మహిళలకు శిక్షణ.",
      link: { label: "మహిళలతో మా పని గురించి", to: "/te/programs/non-farm-livelihoods" },
    },
    {
      title: "సుస్థిర వ్యవసాయం",
      text: "పాడి, ఉద్యాన పంటలు, పసుపు, రైతు సంఘాలు; నేలను కాపాడే మొక్కలు, నీటి పనులు.",
      link: { label: "మా వ్యవసాయ కార్యక్రమం గురించి", to: "/te/programs/farm-livelihoods" },
    },
    {
      title: "ఆరోగ్య సంరక్షణ",
      text: "50 గ్రామాల్లో 1,500 కుటుంబాలకు ఆరోగ్యం, పోషణ.",
      link: { label: "మా ఆరోగ్య కార్యక్రమం గురించి", to: "/te/programs/health" },
    },
  ],
};

export const donationFormHeading: typeof english.donationFormHeading = {
  eyebrow: "ఆన్‌లైన్‌లో ఇవ్వండి",
  title: "మీ విరాళం",
  intro: "మొత్తాన్ని ఎంచుకోండి, మీ వివరాలు తెలపండి. కృతజ్ఞతలు చెప్పడానికి మేమే మిమ్మల్ని సంప్రదిస్తాం.",
};

export const bankTransfer: Texts<typeof english.bankTransfer> = {
  eyebrow: "బ్యాంకు బదిలీ",
  title: "బ్యాంకు బదిలీ ద్వారా ఇవ్వండి",
  intro: "మీ విరాళాన్ని నేరుగా మా బ్యాంకు ఖాతాకు కూడా బదిలీ చేయవచ్చు.",
  rows: [
    { label: "సంస్థ", field: "accountName", value: organisation.bank.accountName },
    { label: "బ్యాంకు", field: "bankName", value: organisation.bank.bankName },
    { label: "ఖాతా నంబర్", field: "accountNumber", value: organisation.bank.accountNumber },
    { label: "IFSC కోడ్", field: "ifsc", value: organisation.bank.ifsc },
    { label: "శాఖ", field: "branch", value: organisation.bank.branch },
  ],
  afterTransfer: "బదిలీ చేశాక, దయచేసి లావాదేవీ వివరాలను {email}కు ఈమెయిల్ చేయండి. మీ విరాళం అందినట్లు మేము ధ్రువీకరిస్తాం.",
  pledged: "ఈ పేజీలోని ఫారంతో విరాళం హామీ ఇచ్చారా? బదిలీ వివరణ (remarks)లో మీ రిఫరెన్స్ నంబర్ రాసి, తర్వాత",
  paidLink: "మీరు చెల్లించినట్లు మాకు తెలపండి",
};

export const whyDonate: typeof english.whyDonate = {
  eyebrow: "ఎందుకు ఇవ్వాలి",
  title: "మాకే ఎందుకు విరాళం ఇవ్వాలి",
  items: [
    {
      title: "మీ విరాళానికి పన్ను మినహాయింపు",
      text: `మాకిచ్చే విరాళాలు ${deductionToday.te}; మీ PAN (PAN లేకపోతే ఆధార్ నంబర్) తో మేము ఆదాయపు పన్ను శాఖకు తెలియజేసిన విరాళాలకే ఈ మినహాయింపు వర్తిస్తుంది, కాబట్టి విరాళంతో పాటు దాన్ని ఇవ్వండి. ₹2,000 కు మించిన నగదు విరాళానికి మినహాయింపు రాదు; పాత పన్ను విధానంలో రిటర్న్ దాఖలు చేసేవారికే ఈ మినహాయింపు వర్తిస్తుంది, కొత్త పన్ను విధానంలో కాదు.`,
    },
    {
      title: "నమోదైన, జవాబుదారీ సంస్థ",
      text: `${organisation.registration.act} కింద నమోదైంది (నం. ${organisation.registration.number}); 12A రిజిస్ట్రేషన్, ఎన్‌జీఓ దర్పణ్‌లో నమోదు కూడా ఉన్నాయి.`,
      link: { label: "మా రిజిస్ట్రేషన్లు, నివేదికలు చూడండి", to: "/te/transparency" },
    },
    {
      title: "గ్రామాల్లో వేళ్లూనుకున్నాం",
      text: `ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలోని ${organisation.claims.villagesImpacted} గ్రామాల్లో ${organisation.claims.yearsOfImpact} ఏళ్ల పని.`,
    },
    {
      title: "స్పష్టమైన లక్ష్యం",
      text: `మీరిచ్చే ప్రతి విరాళం ${organisation.goal.year} నాటికి ${organisation.goal.lives} మందికి చేరువ కావాలనే మా లక్ష్యానికి మమ్మల్ని దగ్గర చేస్తుంది.`,
    },
  ],
};
