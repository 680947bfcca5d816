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

/** Every path of requirements 2, including both of the Rural Sports page. */
export const specificationPaths = [
  "/",
  "/about",
  "/team",
  "/collaborators",
  "/donate",
  "/contact",
  "/volunteer/gram-library",
  "/volunteer/grow-plant",
  "/volunteer/internship",
  "/programs/natural-resource",
  "/programs/education",
  "/programs/farm-livelihoods",
  "/programs/non-farm-livelihoods",
  "/programs/health",
  "/programs/rural-sports",
  "/programs/sports",
  "/programs/fpos",
  "/programs/drug-de-addiction",
  "/programs/senior-citizens",
  "/privacy",
  "/transparency",
  // Issue 13: "I have paid", a donor's report of a payment against a pledge.
  "/donate/paid",
];
