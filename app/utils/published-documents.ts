/*
 * The society's PDFs in app/content/documents/, as the build found them: each file's name and the
 * address it is served at. The transparency page passes what import.meta.glob found; this module
 * sorts them into certificates and, by financial year, reports.
 */

export type DocumentFiles = Readonly<Record<string, string>>;

export type YearOfReports = { year: string; annualReport?: string; auditedAccounts?: string };

const REPORT = /(?:^|\/)(annual-report|audited-accounts)-(\d{4}-\d{2})\.pdf$/;

/** Annual reports and audited accounts by financial year ("2024-25"), newest first. */
export function reportsByYear(files: DocumentFiles): YearOfReports[] {
  const years = new Map<string, YearOfReports>();
  for (const [file, url] of Object.entries(files)) {
    const [, kind, year] = REPORT.exec(file) ?? [];
    if (!kind || !year) continue;
    const entry = years.get(year) ?? { year };
    if (kind === "annual-report") entry.annualReport = url;
    else entry.auditedAccounts = url;
    years.set(year, entry);
  }
  return [...years.values()].sort((a, b) => b.year.localeCompare(a.year));
}

/** The address of the named file, or undefined when no file is named; a named file missing is a mistake. */
export function documentUrl(files: DocumentFiles, fileName: string): string | undefined {
  if (!fileName) return undefined;
  const found = Object.entries(files).find(([file]) => file.endsWith(`/${fileName}`));
  if (!found)
    throw new Error(`app/content/documents/${fileName} is named in the content but not in the folder.`);
  return found[1];
}
