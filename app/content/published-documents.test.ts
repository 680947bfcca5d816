import { describe, expect, it } from "vitest";
import { type PublishedDocument, uploadedCertificate } from "./published-documents.ts";

const document = (kind: PublishedDocument["kind"], financialYear: string): PublishedDocument => ({
  id: `${kind}-${financialYear}`,
  title: kind,
  titleTe: "",
  kind,
  financialYear,
  size: 1000,
  href: `/documents/${kind}-${financialYear}/certificate.pdf`,
});

describe("a registration's uploaded certificate", () => {
  it("is found for every registration /transparency lists, the society's and NGO Darpan's included", () => {
    const uploaded = [
      document("certificateRegistration", "2016-17"),
      document("certificateDarpan", "2019-20"),
      document("certificateDarpan", "2024-25"),
      document("annualReport", "2024-25"),
    ];
    expect(uploadedCertificate(uploaded, "registration")?.id).toBe("certificateRegistration-2016-17");
    // The latest year's, when a certificate was renewed.
    expect(uploadedCertificate(uploaded, "darpan")?.id).toBe("certificateDarpan-2024-25");
    expect(uploadedCertificate(uploaded, "80g")).toBeUndefined();
    expect(uploadedCertificate(uploaded, "fcra")).toBeUndefined();
  });
});
