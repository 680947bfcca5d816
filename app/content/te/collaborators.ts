import type * as english from "../collaborators.ts";
import type { Partner } from "../collaborators.ts";
import { placeholder } from "../placeholder.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/collaborators.ts");

export const collaboratorsMeta: typeof english.collaboratorsMeta = {
  title: "మా సహకారులు",
  description: `ప్రభుత్వం నుంచి పరిశ్రమల వరకు ${organisation.claims.strategicPartners} వ్యూహాత్మక భాగస్వాములు, ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలోని ${organisation.claims.villagesImpacted} గ్రామాల్లో మాతో కలిసి పనిచేస్తున్నారు.`,
};

export const collaboratorsBanner: typeof english.collaboratorsBanner = {
  eyebrow: "కలిసి పనిచేస్తూ",
  title: "మా సహకారులు",
  intro:
    "ప్రభుత్వం, పరిశ్రమలు, శిక్షణ సంస్థలు, సంరక్షణ సంస్థలు తమ బలాన్ని మా గ్రామాలకు తీసుకొస్తున్నాయి. మాలో ఎవరూ ఒంటరిగా చేరలేనంత దూరం అందరం కలిసి చేరుకుంటున్నాం.",
};

export const partnershipFigures: typeof english.partnershipFigures = [
  { value: organisation.claims.strategicPartners, label: "వ్యూహాత్మక భాగస్వాములు" },
  { value: organisation.claims.villagesImpacted, label: "గ్రామాల్లో మార్పు" },
  { value: organisation.claims.yearsOfImpact, label: "ఏళ్ల సేవ" },
  { value: String(organisation.districts.length), label: "సేవలందిస్తున్న గిరిజన జిల్లాలు" },
];

export const partnershipFiguresLabel: string = "అంకెల్లో మా భాగస్వామ్యాలు";

export const partnersHeading: typeof english.partnersHeading = {
  eyebrow: "మా భాగస్వాములు",
  title: "మేము ఎవరితో కలిసి పనిచేస్తాం",
  intro: "మేము సేవ చేసే సముదాయాలకు లేకపోతే అందని నైపుణ్యం, వనరులు, చేరువను ప్రతి భాగస్వామీ తీసుకొస్తున్నారు.",
};

const unnamed =
  "The specification describes this partner without naming it; replace with the partner's name, in Telugu.";

function partner(id: string, name: string, details: Omit<Partner, "id" | "name">): Partner {
  return { id, name: placeholder(`te/collaborators.${id}.name`, name, unnamed), ...details };
}

export const partners: typeof english.partners = [
  partner("price-guarantee", "రైతు పంట ధరల హామీ కార్యక్రమం", {
    focus: "న్యాయమైన పంట ధరలు",
    type: "రైతు కార్యక్రమం · 2025",
    description: "రైతుల పంటలకు హామీ ఉన్న, న్యాయమైన ధర కోసం పనిచేసే కార్యక్రమం.",
  }),
  partner("state-government", "తెలంగాణ రాష్ట్ర ప్రభుత్వం", {
    focus: "ప్రభుత్వ పథకాలు",
    type: "ప్రభుత్వం",
    description: "ప్రభుత్వ పథకాలు గిరిజన గ్రామాలకు చేరేలా రాష్ట్ర ప్రభుత్వ శాఖలతో కలిసి పనిచేస్తున్నాం.",
  }),
  partner("sewing-machines", "కుట్టు మిషన్ల తయారీ సంస్థ", {
    focus: "మహిళల నైపుణ్యాలు",
    type: "తయారీ భాగస్వామి",
    description: "కుట్టు మిషన్లు తయారుచేసే సంస్థ; గ్రామీణ మహిళలకు టైలరింగ్ నైపుణ్యాల కోసం మాతో భాగస్వామి.",
  }),
  partner("agri-technology", "వ్యవసాయ సాంకేతిక సంస్థ", {
    focus: "వ్యవసాయ సాంకేతికత",
    type: "సాంకేతిక భాగస్వామి",
    description: "మేము కలిసి పనిచేసే రైతులకు, రైతు సంఘాలకు ఆధునిక వ్యవసాయ సాంకేతికతను అందుబాటులోకి తెస్తుంది.",
  }),
  partner("commodity-exchange", "కమోడిటీ ఎక్స్ఛేంజ్", {
    focus: "మార్కెట్ అందుబాటు",
    type: "మార్కెట్ భాగస్వామి",
    description: "వ్యవస్థీకృత కమోడిటీ మార్కెట్లను అర్థం చేసుకుని, వాటిని చేరుకోవడానికి రైతులకు, వారి సంఘాలకు సహాయపడుతుంది.",
  }),
  partner("spices-board", "సుగంధ ద్రవ్యాల బోర్డు", {
    focus: "సుగంధ ద్రవ్యాలు, పసుపు",
    type: "ప్రభుత్వ బోర్డు",
    description: "సుగంధ ద్రవ్యాల కోసం ఏర్పాటైన ప్రభుత్వ బోర్డు; మా గ్రామాల పసుపు వంటి పంటలపై మాతో కలిసి పనిచేస్తోంది.",
  }),
  partner("spice-programme", "జాతీయ సుస్థిర సుగంధ ద్రవ్యాల కార్యక్రమం", {
    focus: "సుస్థిర సుగంధ పంటలు",
    type: "జాతీయ కార్యక్రమం",
    description: "సుగంధ ద్రవ్యాలను సుస్థిర పద్ధతుల్లో పండించడాన్ని ప్రోత్సహించే జాతీయ కార్యక్రమం.",
  }),
  partner("livestock", "పశుసంపద కన్సల్టెన్సీ", {
    focus: "పశుసంపద, పాడి",
    type: "కన్సల్టెన్సీ భాగస్వామి",
    description: "పాడి రైతులతో మేము చేసే పనికి తోడ్పడే పశుపోషణ నైపుణ్యాన్ని పంచుకుంటుంది.",
  }),
  partner("training-institute", "పారిశ్రామిక శిక్షణ సంస్థ (ఐటీఐ)", {
    focus: "వృత్తి నైపుణ్యాలు",
    type: "శిక్షణ భాగస్వామి",
    description: "గ్రామీణ యువతకు నైపుణ్యం గల వృత్తుల్లో ప్రవేశం కల్పించే వృత్తి శిక్షణను అందిస్తుంది.",
  }),
  partner("rehabilitation-centre", "దివ్యాంగ పిల్లల పునరావాస కేంద్రం", {
    focus: "దివ్యాంగ పిల్లలు",
    type: "సంరక్షణ భాగస్వామి",
    description: "దివ్యాంగ పిల్లలను సంరక్షిస్తూ, వారు కూడా మా పనిలో భాగమయ్యేలా చూస్తుంది.",
  }),
];

export const collaborativeImpact: typeof english.collaborativeImpact = {
  eyebrow: "కలిసి సాధించే ప్రభావం",
  title: "కలిసి ఉంటే బలం",
  intro: "భాగస్వామ్యాల వల్ల ప్రతి సంస్థ తనకు బాగా వచ్చిన పనిని చేయగలుగుతుంది. మా గ్రామాల్లో అవి ఐదు విధాలుగా కలిసి వస్తాయి.",
  items: [
    {
      title: "న్యాయమైన మార్కెట్లు",
      text: "ధరల హామీలు, కమోడిటీ మార్కెట్లు, సుగంధ ద్రవ్యాల సంస్థలు రైతులకు న్యాయమైన రాబడి అందేలా తోడ్పడతాయి.",
    },
    {
      title: "నైపుణ్యాలు, ఉపాధి",
      text: "తయారీ సంస్థలు, శిక్షణ సంస్థలు మహిళలకు, యువతకు కొత్త నైపుణ్యాలను, వృత్తులను అందుబాటులోకి తెస్తాయి.",
    },
    {
      title: "పొలంలో సాంకేతికత",
      text: "వ్యవసాయ సాంకేతికత, పశుపోషణ నైపుణ్యం చిన్న పొలాలకు ఆధునిక పద్ధతులను తెస్తాయి.",
    },
    {
      title: "ప్రభుత్వ పథకాలు",
      text: "ప్రభుత్వంతో కలిసి పనిచేయడం వల్ల అవసరమైన గ్రామాలకు ప్రభుత్వ పథకాలు చేరుతాయి.",
    },
    {
      title: "ఎవరూ వెనకబడకుండా",
      text: "దివ్యాంగ పిల్లలు కూడా గ్రామ జీవితంలో భాగమయ్యేలా సంరక్షణ భాగస్వాములు చూస్తారు.",
    },
  ],
};

export const partnerCta: typeof english.partnerCta = {
  eyebrow: "మాతో భాగస్వాములు కండి",
  title: "కలిసి పనిచేద్దాం",
  text: "గిరిజన, గ్రామీణ సముదాయాల పట్ల మాకున్న నిబద్ధత మీ సంస్థకూ ఉంటే, మీ నుంచి వినడానికి సంతోషిస్తాం.",
  link: { label: "మమ్మల్ని సంప్రదించండి", to: "/te/contact" },
};
