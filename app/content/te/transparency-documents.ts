import type { DocumentsSection, FiguresSection } from "../transparency-documents.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("te/transparency-documents.ts");

export const documentsSection: DocumentsSection = {
  eyebrow: "నివేదికలు, లెక్కలు",
  title: "వార్షిక నివేదికలు, లెక్కలు, సర్టిఫికెట్లు",
  intro: "మా పని, మా డబ్బు, సంవత్సరాలవారీగా. ప్రతి ఆర్థిక సంవత్సరం ఏప్రిల్ నుంచి మార్చి వరకు.",
  yearLabel: "ఆర్థిక సంవత్సరం {year}",
  none: "ఇంకా ప్రచురించలేదు: ఏ నివేదిక, లెక్కల పత్రం లేదా సర్టిఫికెట్ ఇంకా ఆన్‌లైన్‌లో పెట్టలేదు.",
  pdf: "PDF ఫైల్",
  kinds: {
    annualReport: "వార్షిక నివేదిక",
    auditedAccounts: "ఆడిట్ చేసిన లెక్కలు",
    fcraReturn: "FCRA రిటర్న్",
    certificateRegistration: "సంస్థ నమోదు సర్టిఫికెట్",
    certificate12a: "12A సర్టిఫికెట్",
    certificate80g: "80G సర్టిఫికెట్",
    certificateDarpan: "ఎన్‌జీఓ దర్పణ్ సర్టిఫికెట్",
    certificateCsr1: "CSR-1 నమోదు",
    other: "పత్రం",
  },
};

export const figuresSection: FiguresSection = {
  eyebrow: "వచ్చిన డబ్బు, ఖర్చు చేసిన డబ్బు",
  title: "సంవత్సరవారీ లెక్కలు",
  intro: "ప్రతి ఆర్థిక సంవత్సరం ఆదాయం, ఖర్చు, మా ఆడిట్ చేసిన లెక్కల నుంచి, కార్యక్రమాలపై ఖర్చు చేసిన వాటా.",
  yearLabel: "ఆర్థిక సంవత్సరం {year}",
  income: "ఆదాయం",
  expenditure: "ఖర్చు",
  programmeShare: "కార్యక్రమాలపై ఖర్చు",
  notYetPublished: "లెక్కలు ఇంకా ప్రచురించలేదు.",
  none: "ఇంకా ప్రచురించలేదు: లెక్కల ఆడిట్ పూర్తయ్యాక ప్రతి ఆర్థిక సంవత్సరం లెక్కలు ఇక్కడ చూపిస్తాం.",
};
