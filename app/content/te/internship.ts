import type * as english from "../internship.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/internship.ts");

export const internshipFormId: typeof english.internshipFormId = "internship-form";

export const internshipMeta: typeof english.internshipMeta = {
  title: "ఇంటర్న్‌షిప్ కార్యక్రమం",
  description:
    "విద్యార్థులు, ఇటీవలే చదువు పూర్తిచేసినవారు: ఒకటి నుంచి మూడు నెలల ఇంటర్న్‌షిప్‌కు దరఖాస్తు చేసి, తెలంగాణ గ్రామాల్లో గ్రామీణాభివృద్ధిని నేర్చుకోండి.",
};

export const internshipBanner: typeof english.internshipBanner = {
  eyebrow: "స్వచ్ఛంద సేవ",
  title: "ఇంటర్న్‌షిప్ కార్యక్రమం",
  intro: "గ్రామీణాభివృద్ధిని అది జరిగే చోటే నేర్చుకోండి: ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలోని గిరిజన గ్రామాల్లో.",
};

export const internshipFormRegion: string = "ఇంటర్న్‌షిప్ దరఖాస్తు";

export const internshipIntro: typeof english.internshipIntro = {
  eyebrow: "విద్యార్థులకు, ఇటీవలే చదువు పూర్తిచేసినవారికి",
  title: "మా బృందంతో కలిసి, చేస్తూ నేర్చుకోండి",
  paragraphs: [
    "గ్రామీణ సముదాయాల్లో మార్పు ఎలా వస్తుందో స్వయంగా చూడాలనుకునే విద్యార్థుల కోసం, ఇటీవలే చదువు పూర్తిచేసినవారి కోసం మా ఇంటర్న్‌షిప్‌లు. ఇంటర్న్‌లు ఒకటి, రెండు లేదా మూడు నెలలు, లేదా వారి చదువుకు అనువైన మరో వ్యవధి పాటు మాతో చేరి, మా బృందంతో కలిసి క్షేత్రస్థాయిలో పనిచేస్తారు. మీ గురించి, మీరు పనిచేయాలనుకునే రంగం గురించి మాకు తెలపండి, మేమే మిమ్మల్ని సంప్రదిస్తాం.",
  ],
  areasTitle: "మీరు ఎంచుకోగల రంగాలు",
  illustration: "mentor",
};
