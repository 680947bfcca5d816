import type * as english from "../navigation.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/navigation.ts");

export const whoWeAre: typeof english.whoWeAre = {
  id: "who-we-are",
  label: "మేమెవరం",
  links: [
    { label: "మా గురించి", to: "/te/about" },
    { label: "మా బృందం", to: "/te/team" },
  ],
};

export const programs: typeof english.programs = {
  id: "programs",
  label: "కార్యక్రమాలు",
  links: [
    { label: "సహజ వనరుల నిర్వహణ", to: "/te/programs/natural-resource" },
    { label: "విద్య", to: "/te/programs/education" },
    { label: "వ్యవసాయ జీవనోపాధులు", to: "/te/programs/farm-livelihoods" },
    { label: "వ్యవసాయేతర జీవనోపాధులు", to: "/te/programs/non-farm-livelihoods" },
    { label: "ఆరోగ్యం, పోషణ", to: "/te/programs/health" },
    { label: "గ్రామీణ క్రీడలు", to: "/te/programs/sports" },
    { label: "రైతు ఉత్పత్తిదారుల సంస్థలు", to: "/te/programs/fpos" },
    { label: "మద్యం, మాదకద్రవ్యాల వ్యసన విముక్తి", to: "/te/programs/drug-de-addiction" },
    { label: "వయోవృద్ధులు", to: "/te/programs/senior-citizens" },
  ],
};

export const volunteer: typeof english.volunteer = {
  id: "volunteer",
  label: "స్వచ్ఛంద సేవ",
  links: [
    { label: "గ్రామ గ్రంథాలయం", to: "/te/volunteer/gram-library" },
    { label: "మొక్కలు పెంచే కార్యక్రమం", to: "/te/volunteer/grow-plant" },
    { label: "ఇంటర్న్‌షిప్", to: "/te/volunteer/internship" },
  ],
};

export const headerNavigation: typeof english.headerNavigation = [
  { label: "హోమ్", to: "/te" },
  whoWeAre,
  programs,
  { label: "సహకారులు", to: "/te/collaborators" },
  volunteer,
  { label: "సంప్రదించండి", to: "/te/contact" },
];

export const donateLink: typeof english.donateLink = { label: "విరాళం ఇవ్వండి", to: "/te/donate" };

export const footerBlurb: string =
  "ఉత్తర తెలంగాణలోని అడవులు, పొలాల మధ్య నివసించే గిరిజన, గ్రామీణ సముదాయాలతో కలిసి పనిచేస్తున్నాం. మహిళలకు, యువతకు సాధికారత కల్పిస్తూ, వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులను బలోపేతం చేస్తున్నాం.";

export const footerQuickLinks: typeof english.footerQuickLinks = [
  { label: "హోమ్", to: "/te" },
  { label: "మా గురించి", to: "/te/about" },
  { label: "మా బృందం", to: "/te/team" },
  { label: "సహకారులు", to: "/te/collaborators" },
  { label: "స్వచ్ఛంద సేవ", to: "/te/volunteer/gram-library" },
  { label: "ఇంటర్న్‌షిప్", to: "/te/volunteer/internship" },
  { label: "సంప్రదించండి", to: "/te/contact" },
  { label: "విరాళం ఇవ్వండి", to: "/te/donate" },
];

// As in English, the footer links Rural Sports at its second address (requirements 2).
export const footerProgramLinks: typeof english.footerProgramLinks = programs.links.map((link) =>
  link.to === "/te/programs/sports" ? { ...link, to: "/te/programs/rural-sports" } : link,
);

export const footerTrustLinks: typeof english.footerTrustLinks = [
  { label: "గోప్యతా ప్రకటన", to: "/te/privacy" },
  { label: "పారదర్శకత", to: "/te/transparency" },
  { label: "వార్తలు", to: "/te/news" },
];
