import { describe, expect, it } from "vitest";
import { documentUrl } from "./published-documents.ts";

const found = {
  "../content/documents/annual-report-2023-24.pdf": "/assets/annual-report-2023-24-a1.pdf",
  "../content/documents/audited-accounts-2024-25.pdf": "/assets/audited-accounts-2024-25-b2.pdf",
  "../content/documents/annual-report-2024-25.pdf": "/assets/annual-report-2024-25-c3.pdf",
  "../content/documents/certificate-80g.pdf": "/assets/certificate-80g-d4.pdf",
  "../content/documents/annual-report-2024.pdf": "/assets/misnamed.pdf",
};

describe("published documents", () => {
  it("finds a certificate by file name, none when none is named, and refuses a name with no file", () => {
    expect(documentUrl(found, "certificate-80g.pdf")).toBe("/assets/certificate-80g-d4.pdf");
    expect(documentUrl(found, "")).toBeUndefined();
    expect(() => documentUrl(found, "certificate-12a.pdf")).toThrowError(
      "app/content/documents/certificate-12a.pdf is named in the content but not in the folder.",
    );
  });
});
