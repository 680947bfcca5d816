import type { DocumentKind } from "./published-documents.ts";

/*
 * The words of /transparency's documents and yearly figures, beside the page's own texts
 * (transparency.ts): the documents are those staff upload at /staff/documents, the figures those
 * they publish at /staff/figures.
 */

export const documentsSection = {
  eyebrow: "Reports and accounts",
  title: "Annual reports, accounts and certificates",
  intro: "Our work and our money, year by year. Each financial year runs from April to March.",
  yearLabel: "Financial year {year}",
  none: "Not yet published: no report, statement or certificate has been put online yet.",
  pdf: "PDF",
  kinds: {
    annualReport: "Annual report",
    auditedAccounts: "Audited accounts",
    fcraReturn: "FCRA return",
    certificateRegistration: "Society registration certificate",
    certificate12a: "12A certificate",
    certificate80g: "80G certificate",
    certificateDarpan: "NGO Darpan certificate",
    certificateCsr1: "CSR-1 registration",
    other: "Document",
  } satisfies Record<DocumentKind, string>,
};

export type DocumentsSection = typeof documentsSection;

export const figuresSection = {
  eyebrow: "Money in, money out",
  title: "Yearly figures",
  intro:
    "Income and expenditure each financial year, from our audited accounts, and the share spent on programmes.",
  yearLabel: "Financial year {year}",
  income: "Income",
  expenditure: "Expenditure",
  programmeShare: "Spent on programmes",
  notYetPublished: "Figures not yet published.",
  none: "Not yet published: the figures of each financial year will be shown here once the accounts are audited.",
};

export type FiguresSection = typeof figuresSection;

/** A size as people read it: "840 KB", "2.4 MB". */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
