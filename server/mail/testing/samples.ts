import type { ContactData } from "#app/schemas/contact.ts";
import type { DonationData } from "#app/schemas/donation.ts";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import type { InternshipData } from "#app/schemas/internship.ts";
import type { VolunteerData } from "#app/schemas/volunteer.ts";

/** One valid submission per form, as the function stores them. */
export const donation: DonationData = {
  name: "Asha",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  amount: 1000,
  message: "For the school library.\nWith love.",
  wants80G: true,
  panName: "Asha Rani",
  pan: "ABCDE1234F",
  aadhaar: "",
  address: "12-3 Gandhi Road\nNirmal",
  pinCode: "504106",
  indianCitizen: true,
};

export const contact: ContactData = {
  name: "Kiran",
  email: "kiran@example.com",
  subject: "partnership",
  message: "We would like to work with you.",
};

export const volunteer: VolunteerData = {
  name: "Lakshmi",
  email: "lakshmi@example.com",
  phone: "98765 00000",
  occupation: "Teacher",
  experience: "",
  motivation: "I want to teach reading.",
};

export const internship: InternshipData = {
  fullName: "Ravi",
  dateOfBirth: "2001-08-15",
  gender: "male",
  customGender: "",
  email: "ravi@example.com",
  mobile: "98765 11111",
  alternatePhone: "",
  currentAddress: "House 4, Nirmal",
  permanentAddress: "",
  degree: "B.Sc. Agriculture",
  institution: "Example Agricultural University",
  yearOfPassing: "2024",
  marksOrCGPA: "8.1 CGPA",
  duration: "2months",
  customDuration: "",
  startDate: "2026-12-01",
  academicRequirement: false,
  collegeName: "",
  department: "",
  supervisorName: "",
  areaOfInterest: ["Rural Development"],
  languages: "Telugu, English",
  computerSkills: "",
  experience: "",
  statementOfPurpose: "I want to learn how villages organise.",
  referenceName: "Dr. Rao",
  referenceDesignation: "Professor",
  referenceOrganization: "Example Agricultural University",
  referenceEmail: "rao@example.edu",
  referencePhone: "98765 22222",
};

export const submissions: FormSubmission[] = [
  { formType: "donation", data: donation },
  { formType: "contact", data: contact },
  { formType: "volunteer", data: volunteer },
  { formType: "internship", data: internship },
];
