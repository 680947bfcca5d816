import type * as english from "../grow-plant.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/grow-plant.ts");

export const growPlantMeta: typeof english.growPlantMeta = {
  title: "మొక్కలు పెంచే కార్యక్రమం",
  description: "మొక్కలు పెంచే కార్యక్రమంలో చేరండి: 3 గ్రామాల్లోని 15 చోట్ల 100+ మంది గ్రామస్థులు మొక్కలు నాటి, వాటిని సంరక్షిస్తున్నారు.",
};

export const growPlantBanner: typeof english.growPlantBanner = {
  eyebrow: "స్వచ్ఛంద సేవ",
  title: "మొక్కలు పెంచే కార్యక్రమం",
  intro: "గ్రామ సముదాయాలతో కలిసి మొక్కలు నాటుతాం, అవి సొంతంగా నిలదొక్కుకునే వరకు వాటిని సంరక్షిస్తాం.",
  join: { label: "కార్యక్రమంలో చేరండి", to: "/te/contact#contact-form" },
  learnMore: { label: "మరింత తెలుసుకోండి", to: "/te/contact", context: "మొక్కలు పెంచే కార్యక్రమం గురించి" },
};

export const growPlantStory: typeof english.growPlantStory = {
  eyebrow: "మేము ఎందుకు నాటుతాం",
  title: "ఎన్నో చేతులు కలిసి నాటే ప్రతి మొక్క",
  paragraphs: [
    "మొక్కకు నేలలో గుంత ఒక్కటే చాలదు. దానికి నీరు, రక్షణ, అది బతకాలని కోరుకునే మనిషి కావాలి.",
    "మొక్కలు పెంచే కార్యక్రమం గ్రామ సముదాయాలను ఒక్కచోటికి చేర్చి మొక్కలు నాటిస్తుంది, వాటిని కాపాడిస్తుంది. అలా మా గ్రామాల పచ్చదనం ఏటేటా పెరుగుతుంది.",
  ],
  illustration: "saplings",
};

export const growPlantFocus: typeof english.growPlantFocus = {
  eyebrow: "కార్యక్రమం దేనిపై పనిచేస్తుంది",
  title: "ప్రధాన రంగాలు",
  items: [
    {
      title: "మొక్కలు నాటడం",
      text: "గ్రామంలో, గ్రామం చుట్టుపక్కల ప్రదేశాల్లో సముదాయంతో కలిసి మొక్కలు నాటడం.",
    },
    {
      title: "మొక్కల సంరక్షణ",
      text: "మొదటి కొన్ని రుతువుల్లో లేత మొక్కలకు నీళ్లు పోసి, వాటిని కాపాడటం.",
    },
    {
      title: "సముదాయ యాజమాన్యం",
      text: "గ్రామస్థులే మొక్కలు నాటి పెంచుతారు, కాబట్టి ఆ చెట్లు వారివే.",
    },
    {
      title: "ప్రకృతి గురించి అవగాహన",
      text: "తమ చుట్టూ ఉన్న చెట్లను పిల్లలు, యువత అర్థం చేసుకుని, విలువనిచ్చేలా తోడ్పడటం.",
    },
  ],
};

export const growPlantProjects: typeof english.growPlantProjects = {
  eyebrow: "కార్యక్రమం ఎక్కడ పెరుగుతోంది",
  title: "ప్రాజెక్టులు",
  items: [
    { title: "గ్రామాల్లో మొక్కలు నాటే ప్రదేశాలు", text: "3 గ్రామాల్లో 15 చోట్ల మొక్కలు నాటుతున్నాం." },
    {
      title: "సముదాయ సంరక్షకులు",
      text: "లేత మొక్కలను నాటి, నీళ్లు పోసి, కాపాడుతున్న 100 మందికి పైగా గ్రామస్థులు.",
    },
    {
      title: "మా పచ్చదనం పనిలో భాగం",
      text: "ఈ కార్యక్రమం మా సహజ వనరుల నిర్వహణ కార్యక్రమంతో పాటు పెరుగుతోంది.",
      link: { label: "సహజ వనరుల నిర్వహణ", to: "/te/programs/natural-resource" },
    },
  ],
};

export const growPlantImpact: typeof english.growPlantImpact = {
  eyebrow: "మా ప్రభావం",
  title: "ఇప్పటివరకు ఈ కార్యక్రమం",
  figures: [
    { value: "3", label: "గ్రామాలు" },
    { value: "100+", label: "గ్రామస్థులు" },
    { value: "15", label: "ప్రదేశాలు" },
  ],
};
