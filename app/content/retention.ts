/*
 * How long the society keeps what each form sends, by default. The server applies these periods
 * every day (server/privacy/retention.ts) unless the RETENTION_* variables set others, and the
 * privacy notice states them: change both together. Why these periods:
 * docs/decisions/016-retention-and-requests-about-a-person.md.
 */

export const retentionDefaults = {
  contact: "1y",
  volunteer: "2y",
  internship: "2y",
  /** Submissions the spam check set aside, of any form. */
  spam: "30d",
  /**
   * Donation records: whole years after the end of the assessment year that follows the financial
   * year (April to March) of the donation, as the Income-tax Rules, 1962 required of a registered
   * charity's records of voluntary contributions; kept the same way for donations under the
   * Income-tax Act, 2025, which names no assessment year (docs/decisions/037).
   */
  donationYearsAfterAssessmentYear: 10,
} as const;
