import { parseRetentionPeriod } from "#app/utils/retention-period.ts";
import type { Texts } from "../language.ts";
import type * as english from "../privacy.ts";
import { placeholder } from "../placeholder.ts";
import { retentionDefaults } from "../retention.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/privacy.ts");

// The version is a date, the same in both languages: a form records the one it showed.
export { privacyNoticeVersion } from "../privacy.ts";

export const privacyMeta: typeof english.privacyMeta = {
  title: "గోప్యతా ప్రకటన",
  description:
    "సొసైటీ ఫారాలు ఏ వివరాలు అడుగుతాయి, ఎందుకు, అవి ఎవరికి చేరుతాయి, ఎంతకాలం ఉంచుతాం, మీ వివరాలను చూడటం, సరిదిద్దడం, తొలగించమని కోరడం లేదా ఫిర్యాదు చేయడం ఎలా.",
};

export const privacyBanner: typeof english.privacyBanner = {
  eyebrow: "మీ వివరాలు",
  title: "గోప్యతా ప్రకటన",
  intro:
    "మాకు రాసినప్పుడు, స్వచ్ఛంద సేవకు ముందుకు వచ్చినప్పుడు, ఇంటర్న్‌షిప్‌కు దరఖాస్తు చేసినప్పుడు లేదా విరాళం ప్రకటించినప్పుడు మీ వివరాలను నమ్మకంతో మాకు అప్పగిస్తారు. వాటితో మేమేం చేస్తామో ఈ పేజీ సరళంగా చెబుతుంది.",
};

const grievanceWhy =
  "The Telugu form of the grievance contact; replace it with the English one's real value.";

export const privacyContacts: typeof english.privacyContacts = {
  eyebrow: "మేమెవరం",
  title: "మీ వివరాలకు బాధ్యులు ఎవరు",
  intro: `ఈ వెబ్‌సైట్ ద్వారా మీరు పంపే వివరాలను ఎందుకు, ఎలా ఉపయోగించాలో ${organisation.name} నిర్ణయిస్తుంది. భారతదేశ డిజిటల్ వ్యక్తిగత సమాచార రక్షణ చట్టం, 2023 ప్రకారం వాటికి సొసైటీయే “డేటా ఫిడ్యూషియరీ”.`,
  rows: [
    {
      label: "మీ వివరాలకు బాధ్యత",
      value: `${organisation.name}, ${organisation.address.district}, ${organisation.address.state}`,
    },
    { label: "గోప్యతపై ప్రశ్నలు, అభ్యర్థనలు", value: organisation.email },
    {
      label: "ఫిర్యాదుల బాధ్యులు",
      value: placeholder("te/privacy.grievance.name", "పేరు, హోదా నిర్ధారించాల్సి ఉంది", grievanceWhy),
    },
    {
      label: "ఫిర్యాదుల ఈమెయిల్",
      value: placeholder("te/privacy.grievance.email", "grievance@dai-society.example", grievanceWhy),
    },
  ],
};

export const formsSection: typeof english.formsSection = {
  eyebrow: "మేము సేకరించేది",
  title: "ఏ ఫారం ఏమి అడుగుతుంది, ఎందుకు",
  intro:
    "ఫారంలో మీరు రాసినవి మాత్రమే మేము సేకరిస్తాం. ఇక్కడ చెప్పిన ప్రయోజనానికే వాటిని వాడతాం, వేరే దేనికీ కాదు: ప్రకటనలకు ఎప్పుడూ వాడం, ఎవరికీ అమ్మం.",
  labels: { collects: "అడిగే వివరాలు", purpose: "ఎందుకు" },
  forms: [
    {
      id: "contact",
      title: "సంప్రదింపు ఫారం",
      collects: "మీ పేరు, ఈమెయిల్ చిరునామా, మీరు ఎంచుకున్న విషయం, మీ సందేశం.",
      purpose: "మీ సందేశాన్ని చదివి జవాబు ఇవ్వడానికి.",
      link: { label: "సంప్రదింపు పేజీ", to: "/te/contact" },
    },
    {
      id: "volunteer",
      title: "స్వచ్ఛంద సేవ ఫారం",
      collects: "మీ పేరు, ఈమెయిల్ చిరునామా, ఫోన్ నంబర్; మీరు చెప్పదలిస్తే మీ వృత్తి, అనుభవం, ఎందుకు సేవ చేయాలనుకుంటున్నారో.",
      purpose: "మీ ఆసక్తిని పరిశీలించడానికి, దాని గురించి మిమ్మల్ని సంప్రదించడానికి, మీరు చేరితే మీ సేవను ఏర్పాటు చేయడానికి.",
      link: { label: "గ్రామ విద్య స్వచ్ఛంద సేవ పేజీ", to: "/te/volunteer/gram-library" },
    },
    {
      id: "internship",
      title: "ఇంటర్న్‌షిప్ దరఖాస్తు",
      collects:
        "మీ పేరు, పుట్టిన తేదీ, మీరు చెబితే లింగం, ఈమెయిల్ చిరునామా, ఫోన్ నంబర్లు, చిరునామాలు, చదువు, మీరు కోరుకునే ఇంటర్న్‌షిప్, నైపుణ్యాలు, మీ ఉద్దేశ ప్రకటన, మీ రిఫరీ పేరు, సంప్రదింపు వివరాలు.",
      purpose:
        "మీ దరఖాస్తును పరిశీలించడానికి, దాని గురించి మిమ్మల్నీ మీ రిఫరీనీ సంప్రదించడానికి, మీరు ఎంపికైతే ఇంటర్న్‌షిప్ ఏర్పాటు చేయడానికి. మీకు 18 ఏళ్లు నిండాయని మీ పుట్టిన తేదీ చెబుతుంది.",
      link: { label: "ఇంటర్న్‌షిప్ పేజీ", to: "/te/volunteer/internship" },
    },
    {
      id: "donation",
      title: "విరాళం ఫారం",
      collects: "మీ పేరు, ఈమెయిల్ చిరునామా, మీరు ప్రకటించే మొత్తం; మీరు ఇస్తే మీ ఫోన్ నంబర్, సందేశం.",
      purpose:
        "మీకు కృతజ్ఞతలు చెప్పడానికి, డబ్బు అందినప్పుడు మీ ప్రకటనతో సరిచూడడానికి, రసీదు ఇవ్వడానికి, పన్ను చట్టం కోరే విరాళాల రికార్డులు ఉంచడానికి.",
      link: { label: "విరాళం పేజీ", to: "/te/donate" },
    },
  ],
  technical: {
    title: "ప్రతి ఫారంతో పాటు",
    text: "మీరు పంపిన సమయం, మీ బ్రౌజర్ పేరు, వెర్షన్, మీ ఇంటర్నెట్ చిరునామా నుంచి తయారైన ఒక వన్-వే కోడ్ (చిరునామాను ఉంచుకోకుండానే పదేపదే పంపడాన్ని అదుపు చేయడానికి).",
  },
};

export const recipientsSection: typeof english.recipientsSection = {
  eyebrow: "ఎవరు చూస్తారు",
  title: "మీ వివరాలు ఎవరికి చేరుతాయి",
  items: [
    {
      title: "సొసైటీ సిబ్బంది",
      text: "సందేశాలకు జవాబిచ్చే, దరఖాస్తులు, విరాళాలు చూసే కొద్దిమంది సిబ్బంది మీరు పంపినవి చదువుతారు: వారి ఈమెయిల్‌లో, వారు మాత్రమే ప్రవేశించగల సిబ్బంది విభాగంలో.",
    },
    {
      title: "మా ఈమెయిల్, హోస్టింగ్ సంస్థలు",
      text: "మా ఈమెయిల్‌ను అందించే సంస్థ ద్వారా మీ వివరాలు వెళతాయి, ఈ వెబ్‌సైట్ నడిచే సర్వర్‌లో నిల్వ ఉంటాయి. ఆ సంస్థలు మా సూచనల మేరకే పనిచేస్తాయి.",
    },
    {
      title: "మీరు",
      text: "మీరు పంపినదాని నిర్ధారణను ఒక రిఫరెన్స్ నంబర్‌తో మీకు ఈమెయిల్ చేస్తాం; మమ్మల్ని అడిగేటప్పుడు ఆ నంబర్ చెప్పవచ్చు.",
    },
    {
      title: "మరెవరికీ కాదు",
      text: "మీ వివరాలను మరే సంస్థతోనూ పంచుకోం, చట్టం తప్పనిసరి చేస్తే తప్ప; ఉదాహరణకు విరాళాల రికార్డులను పరిశీలించే పన్ను అధికారులు.",
    },
  ],
};

const units = { d: "రోజులు", m: "నెలలు", y: "సంవత్సరాలు" } as const;
const oneUnit = { d: "రోజు", m: "నెల", y: "సంవత్సరం" } as const;

function period(text: string): string {
  const parsed = parseRetentionPeriod(text);
  if (!parsed) throw new Error(`Not a retention period: ${text}`);
  return `${parsed.amount} ${parsed.amount === 1 ? oneUnit[parsed.unit] : units[parsed.unit]}`;
}

export const retentionSection: typeof english.retentionSection = {
  eyebrow: "ఎంతకాలం",
  title: "ఎంతకాలం ఉంచుతాం",
  intro:
    "గడువు ముగియగానే వెబ్‌సైట్ సర్వర్ ఆ ఫారాన్నీ దాని ఈమెయిల్‌లనూ ప్రతిరోజూ తనంతట తానే తొలగిస్తుంది. అంతకు ముందే తొలగించమని మీరు మమ్మల్ని అడగవచ్చు.",
  headings: { kind: "ఏమిటి", period: "ఎంతకాలం" },
  rows: [
    { kind: "సంప్రదింపు సందేశాలు", period: period(retentionDefaults.contact) },
    { kind: "స్వచ్ఛంద సేవ దరఖాస్తులు", period: period(retentionDefaults.volunteer) },
    { kind: "ఇంటర్న్‌షిప్ దరఖాస్తులు", period: period(retentionDefaults.internship) },
    {
      kind: "విరాళాల రికార్డులు",
      period: `విరాళం ఇచ్చిన ఆర్థిక సంవత్సరం తర్వాతి అసెస్‌మెంట్ సంవత్సరం ముగిసినప్పటి నుంచి ${retentionDefaults.donationYearsAfterAssessmentYear} సంవత్సరాలు (మొత్తం 11 నుంచి 12 సంవత్సరాలు); నమోదైన ధార్మిక సంస్థకు ఆదాయపు పన్ను నియమాలు ఇలా కోరుతాయి`,
    },
    { kind: "మా స్పామ్ ఫిల్టర్ పక్కన పెట్టిన సందేశాలు", period: period(retentionDefaults.spam) },
  ],
};

export const rightsSection: Texts<typeof english.rightsSection> = {
  eyebrow: "మీ హక్కులు",
  title: "మీరు మమ్మల్ని ఏమి అడగవచ్చు",
  intro: "డిజిటల్ వ్యక్తిగత సమాచార రక్షణ చట్టం, 2023 మీకు ఈ హక్కులు ఇస్తుంది. వీటిని వాడుకోవడానికి ఏ ఖర్చూ లేదు.",
  items: [
    {
      title: "తెలుసుకునే హక్కు",
      text: "మీ గురించి మా దగ్గర ఏ వివరాలున్నాయో, వాటితో ఏం చేస్తున్నామో, అవి ఎవరికి చేరాయో అడగండి; వాటి ప్రతిని మీకు పంపుతాం.",
    },
    { title: "సరిదిద్దే హక్కు", text: "తప్పుగా లేదా అసంపూర్తిగా ఉన్న వివరాలను సరిదిద్దమని, తాజాపరచమని అడగండి." },
    {
      title: "తొలగించే హక్కు",
      text: "మీ వివరాలను తొలగించమని అడగండి. పన్ను చట్టం ఉంచమని కోరే విరాళాల రికార్డులు తప్ప అన్నీ తొలగిస్తాం; ఏవైనా ఉంచితే, ఎప్పటి వరకో మీకు చెబుతాం.",
    },
    {
      title: "నామినేట్ చేసే హక్కు",
      text: "మీరు మరణించినా, అశక్తులైనా మీ తరఫున ఈ హక్కులు వాడుకునేందుకు ఒకరిని పేర్కొనండి.",
    },
    {
      title: "ఫిర్యాదు చేసే హక్కు",
      text: "మీ వివరాలను మేము సరిగా చూడలేదనిపిస్తే మాకు చెప్పండి; మా జవాబుతో పరిష్కారం కాకపోతే భారత డేటా ప్రొటెక్షన్ బోర్డుకు ఫిర్యాదు చేయండి.",
    },
  ],
  howTo: {
    title: "ఎలా అడగాలి",
    text: `ఫారంలో వాడిన ఈమెయిల్ చిరునామా నుంచే ${organisation.email} కు రాయండి, లేదా ${organisation.phone.display} కు ఫోన్ చేయండి. మీరు ఏమి అడుగుతున్నారో, మా ఈమెయిల్‌లోని రిఫరెన్స్ నంబర్ ఉంటే అదీ చెప్పండి. చర్య తీసుకునే ముందు మీరెవరో నిర్ధారించమని అడగవచ్చు.`,
    answer: placeholder(
      "te/privacy.responseTime",
      "30 రోజుల్లోగా జవాబిస్తాం.",
      "The Telugu form of the response time; confirm it with the English one.",
    ),
  },
};

export const consentSection: typeof english.consentSection = {
  eyebrow: "మీ సమ్మతి",
  title: "సమ్మతి, దాన్ని వెనక్కి తీసుకోవడం",
  paragraphs: [
    "ప్రతి ఫారం పంపే బటన్ పక్కన, దాని ప్రయోజనాన్ని చెప్పి ఈ పేజీకి లింక్ ఇచ్చే చిన్న ప్రకటన ఉంటుంది. ఆ ప్రకటన మీ ముందు ఉండగా ఫారం పంపడమే, ఆ ప్రయోజనానికి మీ వివరాలను వాడేందుకు మీరిచ్చే సమ్మతి; మీరు ఈ ప్రకటనలోని ఏ వెర్షన్ చూశారో, ఎప్పుడో మేము నమోదు చేస్తాం.",
    `ఇచ్చినంత సులభంగానే మీ సమ్మతిని ఎప్పుడైనా వెనక్కి తీసుకోవచ్చు: ${organisation.email} కు రాయండి లేదా ఫోన్ చేయండి. అప్పుడు మీ వివరాల వాడకం ఆపి, చట్టం ఉంచమని కోరే విరాళాల రికార్డులు తప్ప అన్నీ తొలగిస్తాం. సమ్మతి వెనక్కి తీసుకున్నా, అంతకుముందు చట్టబద్ధంగా చేసినది రద్దు కాదు.`,
  ],
};

export const childrenSection: typeof english.childrenSection = {
  title: "పిల్లలు",
  text: "మా ఫారాలు పెద్దల కోసం. ఇంటర్న్‌షిప్ దరఖాస్తుదారులకు 18 ఏళ్లు నిండి ఉండాలి: అంతకంటే చిన్నవారి దరఖాస్తును ఫారం స్వీకరించదు. మాతో చేరాలనుకునే చిన్న విద్యార్థులు తల్లిదండ్రులు లేదా సంరక్షకులతో కలిసి మాకు రాసి లేదా ఫోన్ చేసి దరఖాస్తు చేయవచ్చు; వారి తరఫున తల్లిదండ్రులు లేదా సంరక్షకులు సమ్మతి ఇస్తారు.",
};

export const complaintsSection: typeof english.complaintsSection = {
  eyebrow: "ఫిర్యాదులు",
  title: "మీ వివరాలను మేము చూసిన తీరు మీకు నచ్చకపోతే",
  paragraphs: [
    "ముందుగా పైన పేర్కొన్న ఫిర్యాదుల బాధ్యులకు రాయండి: ఫిర్యాదు ముందుకు వెళ్లే ముందు మా దగ్గరకు రావాలని చట్టం కోరుతుంది; మేము దాన్ని పరిశీలించి మీకు జవాబిస్తాం.",
    "మా జవాబుతో పరిష్కారం కాకపోతే, డిజిటల్ వ్యక్తిగత సమాచార రక్షణ చట్టం, 2023 కింద ఇలాంటి ఫిర్యాదులు వినడానికి ఏర్పాటైన భారత డేటా ప్రొటెక్షన్ బోర్డుకు ఫిర్యాదు చేయవచ్చు.",
  ],
  board: { label: "భారత డేటా ప్రొటెక్షన్ బోర్డు", url: "https://www.meity.gov.in/" },
};

export const safeguardsSection: typeof english.safeguardsSection = {
  title: "సురక్షితంగా ఉంచడం, ట్రాకింగ్ లేదు",
  paragraphs: [
    "మీ బ్రౌజర్ నుంచి మా సర్వర్‌కు మీ వివరాలు ఎన్‌క్రిప్ట్ అయి వెళతాయి, సొసైటీ సిబ్బంది మాత్రమే చేరగల సర్వర్‌లో ఉంటాయి, మా సాంకేతిక లాగ్‌లలో ఎప్పుడూ రాయబడవు.",
    "ఈ వెబ్‌సైట్ పబ్లిక్ పేజీలు ఏ కుకీలూ పెట్టవు, ఏ అనలిటిక్స్ లేదా ప్రకటనల ట్రాకర్లూ వాడవు.",
  ],
};

export const changesSection: typeof english.changesSection = {
  title: "ఈ ప్రకటనలో మార్పులు",
  text: "ఈ ప్రకటనను మార్చినప్పుడు కింద ఉన్న తేదీని మారుస్తాం. మీరు పంపిన ఫారం, పంపినప్పుడు మీరు చూసిన ప్రకటన కిందే ఉంటుంది.",
  versionLabel: "ఈ ప్రకటనను చివరిగా మార్చిన తేదీ",
};
