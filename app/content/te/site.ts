import type * as english from "../site.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/site.ts");

export const siteText: typeof english.siteText = {
  skipLink: "ప్రధాన విషయానికి వెళ్లండి",
  mainNavigation: "ప్రధాన మెనూ",
  menuButton: "మెనూ",
  languageSwitch: "ఈ పేజీని ఈ భాషలో చదవండి:",
  footer: {
    followUs: "మమ్మల్ని అనుసరించండి",
    quickLinks: "త్వరిత లింకులు",
    programs: "మా కార్యక్రమాలు",
    contact: "సంప్రదించండి",
    opensInNewTab: "{network} (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
    copyright: `© ${organisation.copyrightYear} {name}. సర్వహక్కులూ ప్రత్యేకించబడినవి.`,
    registration: `${organisation.registration.act} కింద నమోదు, నం. ${organisation.registration.number}`,
  },
  carousel: {
    region: "మా పనిలోని ముఖ్యాంశాలు",
    roleCarousel: "స్లైడ్‌షో",
    roleSlide: "స్లైడ్",
    previous: "మునుపటి స్లైడ్",
    next: "తదుపరి స్లైడ్",
    pause: "స్లైడ్‌లు వాటంతట అవే మారడం ఆపండి",
    play: "స్లైడ్‌లు వాటంతట అవే మారేలా ప్లే చేయండి",
    pauseShort: "ఆపండి",
    playShort: "ప్లే",
    goTo: "స్లైడ్ {number}కి వెళ్లండి",
    position: "{count}లో {number}",
  },
  programCard: { learnMore: "మరింత తెలుసుకోండి", context: "{title} గురించి" },
  programLink: { context: "కార్యక్రమం" },
  steps: { step: "దశ" },
  partnerCard: { focus: "దృష్టి:", type: "రకం:" },
  teamCard: { qualification: "విద్యార్హత", experience: "అనుభవం" },
  logoAlt: `${organisation.name} లోగో`,
  programPage: {
    others: { eyebrow: "మా కార్యక్రమాలు", title: "మా ఇతర కార్యక్రమాలను చూడండి" },
    cta: {
      eyebrow: "మీరూ చేయి కలపండి",
      title: "ఈ పని మరిన్ని కుటుంబాలకు చేరేలా తోడ్పడండి",
      text: "మీరిచ్చే విరాళం లేదా మీ సమయం, మేము సేవ చేసే సముదాయాల కోసం మరింత చేయడానికి మాకు తోడ్పడుతుంది.",
      donate: { label: "ఇప్పుడే విరాళం ఇవ్వండి", to: "/te/donate" },
      volunteer: { label: "మాతో స్వచ్ఛంద సేవ చేయండి", to: "/te/volunteer/gram-library" },
    },
  },
  notFound: {
    meta: { title: "పేజీ కనబడలేదు", description: "మీరు వెతుకుతున్న పేజీ లేదు." },
    heading: "అయ్యో! పేజీ కనబడలేదు",
    home: { label: "హోమ్ పేజీకి వెళ్లండి", to: "/te" },
  },
};
