import type { Texts } from "../language.ts";
import { organisation as english } from "../organisation.ts";
import { placeholder } from "../placeholder.ts";
import { deductionToday } from "../tax-law.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/organisation.ts");

/**
 * The society's facts as Telugu pages write them. Figures, the registration number, phone, email,
 * web addresses and bank details come from the English module, so they are replaced in one place
 * (a donor types the bank details as the bank holds them).
 */
export const organisation: Texts<typeof english> = {
  name: placeholder(
    "te/organisation.name",
    "దాయి రూరల్ డెవలప్‌మెంట్ సొసైటీ",
    "The default English name in Telugu script; replace it with the society's registered name as written in Telugu.",
  ),
  shortName: placeholder("te/organisation.shortName", "దాయి", "Short form of the default name."),
  nameMeaning: "గోండి భాషలో మా పేరుకు “అమ్మ” అని అర్థం. మేము కలిసి పనిచేసే గోండు ప్రజల భాష అది.",
  founded: english.founded,
  focus: "మహిళలకు, యువతకు సాధికారత కల్పించడం; వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులను బలోపేతం చేయడం.",
  goal: { lives: "10 లక్షల", year: english.goal.year },
  claims: english.claims,
  districts: ["ఆదిలాబాద్", "నిర్మల్", "ఆసిఫాబాద్"],
  registration: {
    act: "తెలంగాణ సంఘాల రిజిస్ట్రేషన్ చట్టం, 2001",
    number: english.registration.number,
    credentials: [
      { id: "darpan", title: "ఎన్‌జీఓ దర్పణ్", detail: "నీతి ఆయోగ్ దర్పణ్ పోర్టల్‌లో నమోదైంది" },
      { id: "12a", title: "12A రిజిస్ట్రేషన్", detail: "ఆదాయపు పన్ను చట్టం, 1961 సెక్షన్ 12A కింద నమోదైంది" },
      { id: "80g", title: "80G సర్టిఫికెట్", detail: `విరాళాలు ${deductionToday.te}` },
      {
        id: "csr",
        title: "CSR అర్హత",
        detail: "కార్పొరేట్ సామాజిక బాధ్యత (CSR) నిధులు పొందేందుకు అర్హత ఉంది",
      },
    ],
  },
  address: {
    locality: placeholder(
      "te/organisation.address.locality",
      "నిర్మల్",
      "Street address and PIN code not given in the specification.",
    ),
    district: "నిర్మల్ జిల్లా",
    state: "తెలంగాణ",
    country: "భారతదేశం",
  },
  phone: english.phone,
  email: english.email,
  social: [
    { id: "instagram", label: "ఇన్‌స్టాగ్రామ్", url: english.social[0].url },
    { id: "youtube", label: "యూట్యూబ్", url: english.social[1].url },
    { id: "linkedin", label: "లింక్డ్‌ఇన్", url: english.social[2].url },
  ],
  bank: english.bank,
  giving: english.giving,
  copyrightYear: english.copyrightYear,
};
export { fcraRegistered } from "../organisation.ts";
