import type { Language } from "./language.ts";

/*
 * The society's documents staff upload at /staff/documents (annual reports, audited accounts, FCRA
 * returns, certificates), as the server hands them to /transparency: the file itself is served from
 * /documents/<id>/<name>.pdf (server/documents/). Financial years run April to March: "2025-26".
 */

export const documentKinds = [
  "annualReport",
  "auditedAccounts",
  "fcraReturn",
  "certificateRegistration",
  "certificate12a",
  "certificate80g",
  "certificateDarpan",
  "certificateCsr1",
  "other",
] as const;

export type DocumentKind = (typeof documentKinds)[number];

export type PublishedDocument = {
  id: string;
  /** In English; the download's name is made from it. */
  title: string;
  /** In Telugu, for /te/transparency; empty when staff gave none. */
  titleTe: string;
  kind: DocumentKind;
  /** "2025-26". */
  financialYear: string;
  /** Bytes. */
  size: number;
  href: string;
};

/**
 * The title a page in `language` shows, and the language it is in: on Telugu pages the Telugu
 * title, else the English one (marked as English by the page, as a post in one language is).
 */
export function documentTitleIn(document: PublishedDocument, language: Language) {
  return language === "te" && document.titleTe
    ? { text: document.titleTe, language: "te" as const }
    : { text: document.title, language: "en" as const };
}

/**
 * The registrations (app/content/transparency.ts, by id) whose certificate staff can upload as a
 * document of its kind; the others' certificates are files in the code.
 */
export const certificateKinds: Readonly<Record<string, DocumentKind>> = {
  registration: "certificateRegistration",
  "12a": "certificate12a",
  "80g": "certificate80g",
  darpan: "certificateDarpan",
  csr: "certificateCsr1",
};

/** A registration's certificate among the uploaded documents: the latest year's of its kind. */
export function uploadedCertificate(documents: readonly PublishedDocument[], credential: string) {
  const kind = certificateKinds[credential];
  if (!kind) return undefined;
  return documents
    .filter((document) => document.kind === kind)
    .sort((a, b) => b.financialYear.localeCompare(a.financialYear))[0];
}

/** A financial year as written in India, "2025-26": the second part is the year after the first. */
export function isFinancialYear(value: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return start >= 1990 && start <= 2100 && (start + 1) % 100 === Number(match[2]);
}

/** The documents by financial year, the latest year first, each year's in kind order. */
export function documentsByYear(documents: readonly PublishedDocument[]) {
  const years = [...new Set(documents.map((document) => document.financialYear))].sort().reverse();
  return years.map((year) => ({
    year,
    documents: documents
      .filter((document) => document.financialYear === year)
      .sort(
        (a, b) =>
          documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind) || a.title.localeCompare(b.title),
      ),
  }));
}
