import { receiptDetailsNotAsked } from "#app/schemas/donation-draft.ts";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import type { FormType } from "#app/schemas/form-types.ts";

/**
 * A pattern's source that finds any of these names as a whole word, for checks that no URL names a
 * test's person: not inside a run of `[\w-]`, which base64url ids and references are made of, since
 * a random id may hold "uRaO" by chance.
 */
export const asWholeWords = (...names: string[]) => String.raw`(?<![\w-])(?:${names.join("|")})(?![\w-])`;

/** One valid body per form, as the browser forms send them (every field present, "" when not given). */
export const validSubmissions = {
  donation: {
    formType: "donation",
    data: {
      name: "Asha Devi",
      email: "asha@example.org",
      phone: "+91 98765 43210",
      amount: 2500,
      message: "For the library.",
      wants80G: false,
      ...receiptDetailsNotAsked,
      indianCitizen: true,
    },
  },
  contact: {
    formType: "contact",
    data: {
      name: "Ravi Kumar",
      email: "ravi@example.org",
      subject: "partnership",
      message: "నమస్కారం — we would like to partner.\nThanks.",
    },
  },
  volunteer: {
    formType: "volunteer",
    data: {
      name: "Lakshmi",
      email: "lakshmi@example.org",
      phone: "9876543210",
      occupation: "Teacher",
      experience: "",
      motivation: "I want to teach reading on weekends.",
    },
  },
  internship: {
    formType: "internship",
    data: {
      fullName: "Sravani Reddy",
      dateOfBirth: "2003-05-14",
      gender: "other",
      customGender: "Non-binary",
      email: "sravani@example.org",
      mobile: "+91 91234 56789",
      alternatePhone: "",
      currentAddress: "H.No 1-2-3, Nirmal",
      permanentAddress: "",
      degree: "M.A. Rural Development",
      institution: "Osmania University",
      yearOfPassing: "2025",
      marksOrCGPA: "8.2 CGPA",
      duration: "other",
      customDuration: "6 weeks",
      startDate: "2026-06-01",
      academicRequirement: true,
      collegeName: "Arts College",
      department: "Social Work",
      supervisorName: "",
      areaOfInterest: ["Rural Development", "Education"],
      languages: "Telugu, Hindi, English",
      computerSkills: "",
      experience: "",
      statementOfPurpose: "I grew up in Adilabad and want to work on village libraries.",
      referenceName: "Dr. K. Rao",
      referenceDesignation: "Professor",
      referenceOrganization: "Osmania University",
      referenceEmail: "krao@example.org",
      referencePhone: "040 2709 8000",
    },
  },
} as const satisfies Record<FormType, FormSubmission>;

/**
 * One valid body of the form that no other sender sends: the sender's address carries `tag`. Load
 * and fault tests need every post to be a submission of its own, since the same content sent again
 * from one address soon after is answered as the first (decision 028).
 */
export function distinctSubmission(formType: FormType, tag: string): FormSubmission {
  const { data } = validSubmissions[formType];
  return { formType, data: { ...data, email: `sender-${tag}@example.org` } } as FormSubmission;
}
