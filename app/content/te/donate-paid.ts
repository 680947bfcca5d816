import type * as english from "../donate-paid.ts";
import type { Texts } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/donate-paid.ts");

export const paidMeta: typeof english.paidMeta = {
  title: "నేను చెల్లించాను",
  description: "మీ విరాళం హామీకి మీరు చేసిన చెల్లింపు UPI లేదా బ్యాంకు రిఫరెన్స్‌ను తెలియజేయండి, దాన్ని సరిచూసి మీకు రసీదు పంపుతాం.",
};

export const paidBanner: typeof english.paidBanner = {
  eyebrow: "విరాళం",
  title: "నేను చెల్లించాను",
  intro: "మీ హామీని UPI, బ్యాంకు బదిలీ లేదా చెక్కు ద్వారా చెల్లించారా? చెల్లింపు రిఫరెన్స్ ఇవ్వండి, మా బ్యాంకు స్టేట్‌మెంట్‌తో సరిచూస్తాం.",
};

export const whatHappensNext: Texts<typeof english.whatHappensNext> = {
  title: "తర్వాత ఏమవుతుంది",
  steps: [
    "చెల్లింపును మా బ్యాంకు స్టేట్‌మెంట్‌తో సరిచూస్తాం, సాధారణంగా కొన్ని పని దినాల్లో.",
    "డబ్బు మా ఖాతాకు చేరాక మీకు రసీదు ఈమెయిల్ చేస్తాం; మీ PAN (లేదా ఆధార్ నంబర్) ఉంటే అది పన్ను మినహాయింపు రసీదు.",
    "ఈ పేజీ ద్వారా ఏ డబ్బూ తీసుకోం: మీరు ఇప్పటికే చేసిన చెల్లింపు గురించి మాత్రమే ఇది మాకు తెలియజేస్తుంది.",
  ],
};
