import type * as english from "../gram-library.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/gram-library.ts");

export const volunteerFormId: typeof english.volunteerFormId = "volunteer-form";

export const gramLibraryMeta: typeof english.gramLibraryMeta = {
  title: "గ్రామ విద్య: మాతో స్వచ్ఛంద సేవ చేయండి",
  description:
    "5 నుంచి 15 ఏళ్ల పిల్లల కోసం మేము నడిపే గ్రామ విద్య కార్యక్రమంలో స్వచ్ఛంద సేవ చేయండి: 600+ మంది పిల్లలు, 15 గ్రామాలు, 15 పాఠశాలలతో భాగస్వామ్యం.",
};

export const gramLibraryBanner: typeof english.gramLibraryBanner = {
  eyebrow: "స్వచ్ఛంద సేవ · గ్రామ గ్రంథాలయం",
  title: "గ్రామ విద్య",
  intro:
    "5 నుంచి 15 ఏళ్ల పిల్లల కోసం మా గ్రామ అభ్యాస కార్యక్రమం. మీ సమయాన్ని ఇవ్వండి, మీకు తెలిసినది పంచుకోండి, చదువులోని ఆనందాన్ని ఒక చిన్నారి కనుగొనేలా తోడ్పడండి.",
  apply: "స్వచ్ఛంద సేవకు దరఖాస్తు చేయండి",
  learnMore: { label: "మరింత తెలుసుకోండి", to: "/te/contact", context: "గ్రామ విద్య గురించి" },
};

export const gramLibraryGoals: typeof english.gramLibraryGoals = {
  eyebrow: "ప్రతి చిన్నారికీ అందుబాటులో చదువు",
  title: "లక్ష్యాలు",
  paragraphs: [
    "మేము పనిచేసే గిరిజన గ్రామాల్లోని పిల్లలకు గ్రామ విద్య పుస్తకాలను, చదువును, ఆప్యాయంగా చూసుకునే పెద్దలను చేరువ చేస్తుంది. దీనికి మూలం స్వచ్ఛంద సేవకులే.",
  ],
  goals: [
    "మా గ్రామాల్లో 5 నుంచి 15 ఏళ్ల ప్రతి చిన్నారీ చదవడం, నేర్చుకోవడం, ఆ ఆనందాన్ని అనుభవించడం",
    "అబ్బాయిలతో సమానంగా అమ్మాయిలూ చదువుకునేలా చూడటం",
    "గ్రామ పాఠశాలలతో చేయి చేయి కలిపి పనిచేయడం",
    "స్వచ్ఛంద సేవకులు తమ సమయాన్ని, నైపుణ్యాలను అర్థవంతంగా పంచుకునే అవకాశం కల్పించడం",
  ],
  illustration: "learning",
};

export const gramLibraryImpact: typeof english.gramLibraryImpact = {
  eyebrow: "మా ప్రభావం",
  title: "ఇప్పటివరకు గ్రామ విద్య",
  intro: "ఈ కార్యక్రమం 5 నుంచి 15 ఏళ్ల పిల్లలతో పనిచేస్తుంది.",
  figures: [
    { value: "600+", label: "పిల్లలు" },
    { value: "15", label: "గ్రామాలు" },
    { value: "250", label: "బాలికలు" },
    { value: "15", label: "పాఠశాలలతో భాగస్వామ్యం" },
  ],
};

export const volunteerSteps: typeof english.volunteerSteps = {
  eyebrow: "ఎలా మొదలుపెట్టాలి",
  title: "స్వచ్ఛంద సేవకు మూడు అడుగులు",
  items: [
    {
      title: "దరఖాస్తు",
      text: "ఈ పేజీలోని దరఖాస్తు ఫారం నింపి, మీ గురించి, మీరు ఎలా సహాయపడాలనుకుంటున్నారో మాకు తెలపండి.",
    },
    {
      title: "శిక్షణ",
      text: "పిల్లలతో పనిచేయడానికి మిమ్మల్ని సిద్ధం చేసి, గ్రామానికి, అక్కడి పాఠశాలకు మిమ్మల్ని పరిచయం చేస్తాం.",
    },
    {
      title: "ప్రభావం",
      text: "పిల్లలతో సమయం గడపండి, వారు చదివేందుకు, నేర్చుకునేందుకు తోడ్పడండి, వారిలో పెరిగే ఆత్మవిశ్వాసాన్ని చూడండి.",
    },
  ],
};

export const volunteerFormHeading: typeof english.volunteerFormHeading = {
  eyebrow: "మాతో చేరండి",
  title: "స్వచ్ఛంద సేవా దరఖాస్తు",
  intro: "మీ గురించి కొంచెం చెప్పండి. త్వరలోనే మీకు జవాబిస్తాం.",
};
