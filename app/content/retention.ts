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
   * year (April to March) of the donation, as the Income-tax Rules require of a registered
   * charity's records of voluntary contributions.
   */
  donationYearsAfterAssessmentYear: 10,
} as const;
