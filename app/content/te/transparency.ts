import type { Texts } from "../language.ts";
import type * as english from "../transparency.ts";
import { credentialsSection as englishCredentials } from "../transparency.ts";
import { placeholder } from "../placeholder.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";
import { currentLaw, deductionToday } from "../tax-law.ts";
import { donationWording } from "../forms/donation.ts";
import { fcraRegistered } from "../organisation.ts";

export const translationStatus = draft("te/transparency.ts");

export const transparencyMeta: typeof english.transparencyMeta = {
  title: "పారదర్శకత",
  description:
    "తెలంగాణ సంఘాల రిజిస్ట్రేషన్ చట్టం, 2001 కింద సొసైటీ నమోదు (నం. 791/2016), 12A, 80G, ఎన్‌జీఓ దర్పణ్, CSR-1, FCRA స్థితి, వార్షిక నివేదికలు, ఆడిట్ చేసిన లెక్కలు.",
};

export const transparencyBanner: typeof english.transparencyBanner = {
  eyebrow: "పారదర్శకత, జవాబుదారీతనం",
  title: "మా రిజిస్ట్రేషన్లు, నివేదికలు",
  intro:
    "విరాళం ఇచ్చే ముందు మేమెవరమో మీరు సరిచూసుకోగలగాలి. సంస్థ రిజిస్ట్రేషన్లు వాటి నంబర్లు, సర్టిఫికెట్లతో, మా నివేదికలు, లెక్కలు సంవత్సరాలవారీగా ఇక్కడ ఉన్నాయి.",
};

const toConfirm = "నిర్ధారించాల్సి ఉంది";
const why = "The Telugu page shows the same value as the English one; replace both together.";

/** Numbers, dates and certificates are the English records' own, so each is replaced once. */
function facts(id: string) {
  const record = englishCredentials.records.find((entry) => entry.id === id);
  if (!record) throw new Error(`No credential ${id}`);
  // A value the organisation settings hold is set there once, for both languages (the page shows it).
  const confirmed = (value: string, field: "number" | "date") =>
    value !== "To be confirmed"
      ? value
      : record[`${field}Setting`]
        ? toConfirm
        : placeholder(`te/transparency.${id}.${field}`, toConfirm, why);
  return {
    number: confirmed(record.number, "number"),
    date: confirmed(record.date, "date"),
    certificateId: record.certificateId,
    ...(record.numberSetting ? { numberSetting: record.numberSetting } : {}),
    ...(record.dateSetting ? { dateSetting: record.dateSetting } : {}),
  };
}

/** The FCRA record follows the English one: registered (the society's words) or not (the donation page's rule). */
const fcraRecord = fcraRegistered
  ? {
      id: "fcra",
      title: "FCRA స్థితి",
      what: placeholder(
        "te/transparency.fcra.status",
        "విదేశీ విరాళాల (నియంత్రణ) చట్టం, 2010 కింద సొసైటీకి రిజిస్ట్రేషన్ ఉందో లేదో నిర్ధారించాల్సి ఉంది. అప్పటివరకు, భారతదేశం బయటి నుంచి లేదా విదేశీ కరెన్సీలో విరాళం ఇచ్చే ముందు దయచేసి మాకు రాయండి.",
        why,
      ),
      ...facts("fcra"),
    }
  : {
      id: "fcra",
      title: "FCRA స్థితి",
      what: donationWording.te.giving.citizenship.rule,
      number: "నమోదు లేదు",
      date: "నమోదు లేదు",
      certificateId: "",
      noCertificate: true as const,
    };

export const credentialsSection: Texts<typeof english.credentialsSection> = {
  eyebrow: "రిజిస్ట్రేషన్లు",
  title: "నమోదు, గుర్తింపు",
  intro: "ప్రతి రిజిస్ట్రేషన్ నంబర్, తేదీ సర్టిఫికెట్‌లో ఉన్నట్లే.",
  labels: {
    number: "నంబర్",
    date: "తేదీ",
    certificate: "సర్టిఫికెట్",
    download: "సర్టిఫికెట్ చూడండి (PDF)",
    notYetPublished: "త్వరలో ఇక్కడ ప్రచురిస్తాం",
  },
  records: [
    {
      id: "registration",
      title: "సొసైటీ రిజిస్ట్రేషన్",
      what: `${organisation.registration.act} కింద సొసైటీగా నమోదైంది.`,
      ...facts("registration"),
    },
    {
      id: "12a",
      title: "12A రిజిస్ట్రేషన్",
      what: `ఆదాయపు పన్ను చట్టం, 1961 సెక్షన్ 12A కింద నమోదైంది; ఈ నమోదు ${currentLaw.act.te} కింద కొనసాగుతుంది. ధార్మిక పనికి ఖర్చుచేసే సొసైటీ ఆదాయంపై పన్ను ఉండదు.`,
      ...facts("12a"),
    },
    {
      id: "80g",
      title: "80G ఆమోదం",
      what: `ఆదాయపు పన్ను చట్టం, 1961 సెక్షన్ 80G కింద ఆమోదం ఉంది; ఈ ఆమోదం ${currentLaw.act.te} కింద కొనసాగుతుంది: దాత PAN లేదా ఆధార్ నంబర్‌తో సంస్థ ఆదాయపు పన్ను శాఖకు తెలియజేసిన విరాళాలు ${deductionToday.te}.`,
      ...facts("80g"),
    },
    {
      id: "darpan",
      title: "ఎన్‌జీఓ దర్పణ్",
      what: "స్వచ్ఛంద సంస్థల కోసం నీతి ఆయోగ్ నిర్వహించే ఎన్‌జీఓ దర్పణ్ పోర్టల్‌లో నమోదైంది; ప్రభుత్వ శాఖలు ఒక సంస్థతో కలిసి పనిచేసే ముందు దీన్ని చూస్తాయి.",
      ...facts("darpan"),
    },
    {
      id: "csr",
      title: "CSR-1 రిజిస్ట్రేషన్",
      what: "కార్పొరేట్ వ్యవహారాల మంత్రిత్వ శాఖ వద్ద CSR-1 ఫారంతో నమోదైంది; కంపెనీలు తమ కార్పొరేట్ సామాజిక బాధ్యత (CSR) నిధులతో ఒక ప్రాజెక్టుకు సహాయం చేసే ముందు ఇది చూడాలి.",
      ...facts("csr"),
    },
    fcraRecord,
  ],
};

export const transparencyContact: typeof english.transparencyContact = {
  title: "ఏదైనా కనిపించలేదా?",
  text: "ఇక్కడ లేని ఏ పత్రాన్నైనా మమ్మల్ని అడగండి, మీకు పంపుతాం.",
  link: { label: "మమ్మల్ని సంప్రదించండి", to: "/te/contact" },
};
