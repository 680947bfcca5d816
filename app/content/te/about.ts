import type * as english from "../about.ts";
import type { Feature } from "../page-blocks.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/about.ts");

const { claims, goal, districts, registration } = organisation;

export const aboutMeta: typeof english.aboutMeta = {
  title: "మా గురించి",
  description: `${organisation.founded}లో ఏర్పాటైన మేము ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్ గిరిజన సముదాయాలతో కలిసి పనిచేస్తున్నాం: మా కథ, మా విధానం, గుర్తింపులు, లక్ష్యం, దార్శనికత, విలువలు.`,
};

export const aboutBanner: typeof english.aboutBanner = {
  eyebrow: "మేమెవరం",
  title: "మా గురించి",
  intro: `${organisation.founded} నుంచి ఉత్తర తెలంగాణ గిరిజన, గ్రామీణ సముదాయాలకు తోడుగా పనిచేస్తున్నాం. మేము చేసే ప్రతి పనికీ మహిళలు, యువత, రైతు కుటుంబాలే కేంద్రం.`,
};

export const history: typeof english.history = {
  eyebrow: "మా కథ",
  title: "ప్రతి గ్రామానికీ అమ్మ లాంటి ఆదరణ",
  paragraphs: [
    `ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్ జిల్లాల గిరిజన, గ్రామీణ సముదాయాలతో కలిసి పనిచేసేందుకు ${organisation.name} ${organisation.founded}లో ఏర్పాటైంది. ${organisation.nameMeaning}`,
    "ఇంటిల్లిపాదినీ కంటికి రెప్పలా చూసుకునే అమ్మలా, గ్రామ జీవితంలోని ప్రతి అంశాన్నీ మేము పట్టించుకుంటాం: నేల, నీరు, మహిళలు-పురుషుల జీవనోపాధి, పిల్లల చదువు, పెద్దల క్షేమం.",
    `మహిళలకు, యువతకు సాధికారత కల్పించడం, వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులను బలోపేతం చేయడంపై దృష్టి పెడతాం. ${goal.year} నాటికి ${goal.lives} మందికి చేరువ కావడం మా లక్ష్యం.`,
  ],
};

export const claimFigures: typeof english.claimFigures = [
  { value: claims.yearsOfImpact, label: "ఏళ్ల సేవ" },
  { value: claims.villagesImpacted, label: "గ్రామాల్లో మార్పు" },
  { value: claims.strategicPartners, label: "వ్యూహాత్మక భాగస్వాములు" },
  // A figure on its own reads "10 లక్షలు"; goal.lives is the form that goes before మంది.
  { value: "10 లక్షలు", label: `${goal.year} నాటికి మేము చేరువ కావాలనుకుంటున్న ప్రజలు` },
];

export const holisticApproach: typeof english.holisticApproach = {
  eyebrow: "మా విధానం",
  title: "సమగ్ర విధానం",
  intro: "శాశ్వత మార్పు జీవితంలోని ప్రతి పార్శ్వాన్నీ తాకుతుంది. అందుకే మా పని ఒకదానితో ఒకటి ముడిపడిన ఎనిమిది రంగాలకు విస్తరించింది.",
  items: [
    {
      title: "సహజ వనరుల నిర్వహణ",
      text: "మొక్కలు నాటడం, ఎండిన మొక్కలకు మళ్లీ జీవం పోయడం, అడవులను కాపాడటం, నీటిని సంరక్షించడం.",
      link: { label: "సహజ వనరుల నిర్వహణ", to: "/te/programs/natural-resource" },
    },
    {
      title: "విద్య",
      text: "5 నుంచి 15 ఏళ్ల పిల్లలకు చదువు, కెరీర్ మార్గదర్శనం, తల్లిదండ్రులకు అవగాహన.",
      link: { label: "విద్య", to: "/te/programs/education" },
    },
    {
      title: "వ్యవసాయ జీవనోపాధులు, రైతు సంఘాలు",
      text: "పాడి, చేపల పెంపకం, ఉద్యాన పంటలు, పసుపు; రైతు ఉత్పత్తిదారుల సంస్థలు.",
      link: { label: "వ్యవసాయ జీవనోపాధులు", to: "/te/programs/farm-livelihoods" },
    },
    {
      title: "వ్యవసాయేతర జీవనోపాధులు",
      text: "గ్రామీణ మహిళలకు నైపుణ్యాలు, రుణాలు, సొంత వ్యాపారాలు.",
      link: { label: "వ్యవసాయేతర జీవనోపాధులు", to: "/te/programs/non-farm-livelihoods" },
    },
    {
      title: "ఆరోగ్యం, పోషణ",
      text: "కుటుంబాలకు వారి సొంత గ్రామాల్లోనే ఆరోగ్యం, పోషణ.",
      link: { label: "ఆరోగ్యం, పోషణ", to: "/te/programs/health" },
    },
    {
      title: "గ్రామీణ క్రీడలు",
      text: "గ్రామ యువతకు దృఢత్వం, జట్టు స్ఫూర్తి, ఆత్మవిశ్వాసం.",
      link: { label: "గ్రామీణ క్రీడలు", to: "/te/programs/sports" },
    },
    {
      title: "వ్యసనాల నుంచి విముక్తి",
      text: "మద్యం, మాదకద్రవ్యాలకు వ్యతిరేకంగా మూడు అంచెల కార్యక్రమం.",
      link: { label: "మద్యం, మాదకద్రవ్యాల వ్యసన విముక్తి", to: "/te/programs/drug-de-addiction" },
    },
    {
      title: "పెద్దల సంరక్షణ",
      text: "వయోవృద్ధులకు సంరక్షణ, గౌరవం, తోడు.",
      link: { label: "వయోవృద్ధులు", to: "/te/programs/senior-citizens" },
    },
  ],
};

export const transparency: typeof english.transparency = {
  eyebrow: "మేమెవరమో, ఎలా పనిచేస్తామో దాపరికం లేకుండా",
  title: "పారదర్శకత, జవాబుదారీతనం",
  intro: `మేము ${registration.act} కింద నమోదయ్యాం, రిజిస్ట్రేషన్ నంబర్ ${registration.number}. దాతలు, భాగస్వాములు నిశ్చింతగా సహకరించేందుకు అవసరమైన గుర్తింపులన్నీ మాకు ఉన్నాయి.`,
  link: { label: "మా రిజిస్ట్రేషన్లు, సర్టిఫికెట్లు, నివేదికలు", to: "/te/transparency" },
};

export const coreValues: typeof english.coreValues = {
  eyebrow: "మేము నమ్మేది",
  title: "మా మౌలిక విలువలు",
  items: [
    {
      title: "కరుణ",
      text: "ముందుగా వింటాం. మేము కలిసి పనిచేసే ప్రతి వ్యక్తి పట్ల, ప్రతి కుటుంబం పట్ల శ్రద్ధ, గౌరవంతో వ్యవహరిస్తాం.",
    },
    {
      title: "సముదాయమే కేంద్రం",
      text: "ప్రాధాన్యాలను నిర్ణయించేది సముదాయాలే. గ్రామం గ్రామాన వారితో కలిసి పనిచేస్తాం.",
    },
    { title: "నాణ్యత", text: "మా పనికి ఉన్నత ప్రమాణాలు పెట్టుకుంటాం, సాధించిన ఫలితాలను లెక్కగడతాం." },
    {
      title: "సుస్థిరత",
      text: "నిలిచి ఉండే మార్పు తెస్తాం: ఆరోగ్యకరమైన నేల, స్థిరమైన ఆదాయం, బలమైన స్థానిక సంఘాలు.",
    },
  ],
};

export const geographicFocus: typeof english.geographicFocus = {
  eyebrow: "మేము పనిచేసే ప్రాంతం",
  title: "మా కార్యక్షేత్రం",
  intro: `ఉత్తర తెలంగాణలోని ${districts.length} జిల్లాల గిరిజన ప్రాంతాల్లో పనిచేస్తున్నాం. మా పరిపాలనా కార్యాలయం ${organisation.address.district}లో ఉంది.`,
  districts: districts.map((district): Feature => ({
    title: `${district} జిల్లా`,
    text:
      `${district} జిల్లా` === organisation.address.district
        ? "గిరిజన గూడేలు, గ్రామాలు; మా పరిపాలనా కార్యాలయం ఇక్కడే ఉంది."
        : "మా కార్యక్రమాలు నడుస్తున్న గిరిజన గూడేలు, గ్రామాలు.",
  })),
};

export const logoCaption: typeof english.logoCaption = { founded: `స్థాపన ${organisation.founded}` };

export const missionVisionHeading: typeof english.missionVisionHeading = {
  eyebrow: "మమ్మల్ని నడిపించేది",
  title: "లక్ష్యం, దార్శనికత",
};

export const aboutCta: typeof english.aboutCta = {
  eyebrow: "మీరూ చేయి కలపండి",
  title: "మాతో కలిసి నడవండి",
  text: "మీ సమయాన్ని స్వచ్ఛంద సేవకు ఇవ్వండి, మాతో భాగస్వాములు కండి, లేదా విరాళంతో మా పనికి అండగా నిలవండి.",
  donate: { label: "ఇప్పుడే విరాళం ఇవ్వండి", to: "/te/donate" },
  volunteer: { label: "మాతో స్వచ్ఛంద సేవ చేయండి", to: "/te/volunteer/gram-library" },
};
