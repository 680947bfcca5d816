import type * as english from "../home.ts";
import type { Texts } from "../language.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/home.ts");

// Plain commas: the bookish మరియు of a list formatter reads stiffly to the readers this is for.
const districtsInWords = organisation.districts.join(", ");

export const homeMeta: typeof english.homeMeta = {
  title: "హోమ్",
  description: "తెలంగాణ గిరిజన ప్రాంతాల్లో మహిళలకు, యువతకు సాధికారత కల్పిస్తూ, జీవనోపాధులను బలోపేతం చేస్తున్న గ్రామీణాభివృద్ధి సంస్థ.",
};

export const programsSectionId: typeof english.programsSectionId = "programs";

export const heroSlides: typeof english.heroSlides = [
  {
    id: "community",
    art: "community",
    title: "గ్రామీణ సముదాయాలకు సాధికారత",
    subtitle: `${organisation.founded} నుంచి ${districtsInWords} జిల్లాల గిరిజన, గ్రామీణ కుటుంబాలకు తోడుగా పనిచేస్తున్నాం.`,
    cta: { label: "మరింత తెలుసుకోండి", to: "/te/about", context: "మా సంస్థ గురించి" },
  },
  {
    id: "water",
    art: "water",
    title: "నీటిని కాపాడుతూ, జీవితాన్ని నిలబెడుతూ",
    subtitle: "ఊట కుంటలు, పొలం గట్లపై మొక్కలు, మళ్లీ పచ్చబడిన నేల: మా గ్రామాల్లో నీరు, మట్టి నిలిచి ఉండేలా చేస్తున్నాయి.",
    cta: { label: "మా కార్యక్రమాలు", to: "/te#programs" },
  },
  {
    id: "farm",
    art: "farm",
    title: "వ్యవసాయ జీవనోపాధులు, పశుపోషణ",
    subtitle: "పాడి, చేపల పెంపకం, ఉద్యాన పంటలు, పసుపు: రైతు కుటుంబాల ఆదాయం పెరిగేందుకు నైపుణ్యాలు, అండదండలు.",
    cta: { label: "మీరూ చేయి కలపండి", to: "/te/volunteer/gram-library" },
  },
  {
    id: "women",
    art: "women",
    title: "నైపుణ్యాలతో మహిళా సాధికారత",
    subtitle: "నైపుణ్య శిక్షణ, బ్యాంకు రుణాలు, చిన్న వ్యాపారాలు: గ్రామ ఆర్థిక వ్యవస్థకు మహిళలను కేంద్రంగా నిలుపుతున్నాయి.",
    cta: { label: "మాకు అండగా నిలవండి", to: "/te/donate" },
  },
];

export const impactStatistics: typeof english.impactStatistics = [
  { id: "farmers", value: 1000, label: "తోడ్పాటు పొందిన రైతులు", suffix: "+" },
  { id: "women", value: 3000, label: "సాధికారత పొందిన మహిళలు", suffix: "+" },
  { id: "children", value: 600, label: "చదువు అందించిన పిల్లలు", suffix: "+" },
  { id: "villages", value: 70, label: "చేరుకున్న గ్రామాలు", suffix: "" },
];

export const impactBand: typeof english.impactBand = {
  eyebrow: "మా ప్రభావం",
  title: "గ్రామం గ్రామాన, లెక్కించగలిగే మార్పు",
};

export const introduction: Texts<typeof english.introduction> = {
  eyebrow: "మేమెవరం",
  title: "ఉత్తర తెలంగాణ గిరిజన గ్రామాల్లో వేళ్లూనుకున్న సంస్థ",
  paragraphs: [
    `తెలంగాణలోని ${districtsInWords} జిల్లాల గిరిజన, గ్రామీణ సముదాయాలతో కలిసి పనిచేసేందుకు ${organisation.name} ${organisation.founded}లో ఏర్పాటైంది. మా పరిపాలనా కార్యాలయం ${organisation.address.district}లో ఉంది.`,
    `మహిళలకు, యువతకు సాధికారత కల్పించడం, వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులను బలోపేతం చేయడంపై మేము దృష్టి పెడతాం. ${organisation.goal.year} నాటికి ${organisation.goal.lives} మందికి చేరువ కావడం మా లక్ష్యం.`,
  ],
  highlights: [
    { value: organisation.claims.yearsOfImpact, label: "ఏళ్ల సేవ" },
    { value: organisation.claims.villagesImpacted, label: "గ్రామాల్లో మార్పు" },
    { value: organisation.claims.strategicPartners, label: "వ్యూహాత్మక భాగస్వాములు" },
  ],
  link: { label: "మా గురించి మరింత తెలుసుకోండి", to: "/te/about" },
  nameCard: {
    word: organisation.shortName,
    meaning: organisation.nameMeaning,
    facts: [
      { label: "స్థాపన", value: String(organisation.founded) },
      { label: "రిజిస్ట్రేషన్", value: organisation.registration.number },
      { label: "జిల్లాలు", value: organisation.districts.join(" · ") },
    ],
  },
};

export const vision: typeof english.vision = {
  title: "మా దార్శనికత",
  text: "ప్రతి మహిళ, ప్రతి యువతీయువకుడు, ప్రతి కుటుంబం భద్రమైన జీవనోపాధి పొంది గౌరవంగా జీవించే, స్వయం సమృద్ధి గల గిరిజన, గ్రామీణ సముదాయాలు.",
};

export const mission: typeof english.mission = {
  title: "మా లక్ష్యం",
  text: `${districtsInWords} సముదాయాలతో చేయి చేయి కలిపి, మహిళలకు, యువతకు సాధికారత కల్పిస్తూ, వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులను బలోపేతం చేస్తూ, అందరం కలిసి ${organisation.goal.year} నాటికి ${organisation.goal.lives} మందికి చేరువ కావడం.`,
};

export const visionMissionHeading: typeof english.visionMissionHeading = {
  eyebrow: "మమ్మల్ని నడిపించేది",
  title: "దార్శనికత, లక్ష్యం",
};

export const programsHeading: typeof english.programsHeading = {
  eyebrow: "మేము చేసే పని",
  title: "మా కార్యక్రమాలు",
  intro: "ఎనిమిది కార్యక్రమాలు, ఒకే ధ్యేయం: మేము సేవ చేసే గ్రామాల్లో మరింత ఆరోగ్యకరమైన, భద్రమైన జీవితాలు.",
};

export const programCards: typeof english.programCards = [
  {
    icon: "natural-resource",
    title: "సహజ వనరుల నిర్వహణ",
    description: "35 గ్రామాల్లో 30,000+ మొక్కలు నాటాం; ఊట కుంటలు, గట్లపై మొక్కలు, బయోగ్యాస్ ప్లాంట్లు కూడా.",
    to: "/te/programs/natural-resource",
  },
  {
    icon: "education",
    title: "విద్య",
    description: "15 గ్రామాల్లో 600 మంది పిల్లల చదువుకు తోడ్పాటు; 30,000+ విద్యార్థులకు చేరిన కెరీర్ మార్గదర్శనం.",
    to: "/te/programs/education",
  },
  {
    icon: "farm",
    title: "వ్యవసాయ జీవనోపాధులు",
    description: "పాడి, చేపల పెంపకం, ఉద్యాన పంటలు, పసుపు సాగులో శిక్షణ: రైతు కుటుంబాలకు మరింత ఆదాయం.",
    to: "/te/programs/farm-livelihoods",
  },
  {
    icon: "health",
    title: "ఆరోగ్యం, పోషణ",
    description: "50 గ్రామాల్లో 1,500 కుటుంబాలకు చేరుతున్న ఆరోగ్య, పోషణ కార్యక్రమాలు.",
    to: "/te/programs/health",
  },
  {
    icon: "sports",
    title: "గ్రామీణ క్రీడలు",
    description: "గ్రామ యువతకు క్రీడలు: ఆరోగ్యం, జట్టు స్ఫూర్తి, ఆత్మవిశ్వాసం.",
    to: "/te/programs/sports",
  },
  {
    icon: "fpo",
    title: "రైతు ఉత్పత్తిదారుల సంస్థలు",
    description: "1,000 మంది రైతులతో రెండు రైతు సంఘాలు; డ్రోన్ సాంకేతికత, బ్యాంకు అనుసంధానం.",
    to: "/te/programs/fpos",
  },
  {
    icon: "de-addiction",
    title: "మద్యం, మాదకద్రవ్యాల వ్యసన విముక్తి",
    description: "కళాశాలల్లో, గ్రామాల్లో మూడు అంచెల కార్యక్రమం: ఇప్పటివరకు 6,300+ మందికి చేరింది.",
    to: "/te/programs/drug-de-addiction",
  },
  {
    icon: "senior-citizens",
    title: "వయోవృద్ధులు",
    description: "70 గ్రామాల్లో 1,600+ మంది వృద్ధులకు సంరక్షణ, అండ.",
    to: "/te/programs/senior-citizens",
  },
];

export const callToAction: typeof english.callToAction = {
  title: "తెలంగాణ గ్రామాలకు అండగా నిలవండి",
  text: "మీరిచ్చే విరాళం లేదా మీ సమయంలో కొన్ని గంటలు ఒక చిన్నారి చదువుకు, ఒక మహిళ వ్యాపారానికి, ఒక రైతు మంచి పంటకు తోడ్పడతాయి.",
  donate: { label: "ఇప్పుడే విరాళం ఇవ్వండి", to: "/te/donate" },
  volunteer: { label: "మాతో స్వచ్ఛంద సేవ చేయండి", to: "/te/volunteer/gram-library" },
};
