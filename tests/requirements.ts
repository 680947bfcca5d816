/*
 * What the specification states, written out once for the tests that check it (docs/requirements.md),
 * rather than read from the code under test.
 */

/** The internship form's fields requirements 5 marks as required, in the form's order, before any reveal. */
export const internshipRequiredBySpecification = [
  "fullName",
  "dateOfBirth",
  "email",
  "mobile",
  "currentAddress",
  "degree",
  "institution",
  "yearOfPassing",
  "marksOrCGPA",
  "startDate",
  "statementOfPurpose",
  "referenceName",
  "referenceDesignation",
  "referenceOrganization",
  "referenceEmail",
  "referencePhone",
];
