import type { NewsTexts, newsMeta as englishMeta } from "../news.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/news.ts");

export const newsMeta: typeof englishMeta = {
  title: "వార్తలు",
  description: "ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్ గ్రామాల్లో సొసైటీ ఏం చేస్తోందో: వార్తలు, తాజా సమాచారం.",
};

export const newsTexts: NewsTexts = {
  eyebrow: "వార్తలు",
  title: "వార్తలు, తాజా సమాచారం",
  intro: "నెలనెలా మేం చేస్తున్న పనులు.",
  none: "ఇంకా వార్తలు ఏవీ ప్రచురించలేదు.",
  readMore: "మరింత చదవండి",
  readMoreAbout: (title: string) => `మరింత చదవండి: ${title}`,
  pagination: "వార్తల పేజీలు",
  newer: "కొత్త వార్తలు",
  older: "పాత వార్తలు",
  pageOf: (page: number, pages: number) => `${pages} పేజీల్లో ${page}వ పేజీ`,
  onlyInOther: "ఈ వార్త ఇంగ్లీషులో మాత్రమే అందుబాటులో ఉంది.",
  back: "అన్ని వార్తలు",
  share: "ఈ వార్తను పంచుకోండి",
  shareOnWhatsApp: "వాట్సాప్‌లో పంచుకోండి",
  feed: "వార్తల ఫీడ్ (Atom)",
  latestTitle: "తాజా వార్తలు",
  allNews: "అన్ని వార్తలు",
  published: "ప్రచురించిన తేదీ",
};
