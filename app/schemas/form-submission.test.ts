import { describe, expect, it } from "vitest";
import { emptyContact } from "./contact-draft.ts";
import { emptyInternship } from "./internship-draft.ts";
import { formSubmissionSchemas } from "./form-submission.ts";

const contact = {
  ...emptyContact,
  name: "Ravi",
  email: "ravi@example.org",
  subject: "programs",
  message: "Hi",
};

describe("formSubmissionSchemas.en", () => {
  it("accepts {formType, data} with the data of that form", () => {
    expect(formSubmissionSchemas.en.parse({ formType: "contact", data: contact })).toEqual({
      formType: "contact",
      data: contact,
    });
  });

  it("checks the data against the schema the formType names", () => {
    expect(formSubmissionSchemas.en.safeParse({ formType: "volunteer", data: contact }).success).toBe(false);
  });

  it("rejects an unknown formType and extra top-level fields", () => {
    expect(formSubmissionSchemas.en.safeParse({ formType: "newsletter", data: contact }).success).toBe(false);
    expect(
      formSubmissionSchemas.en.safeParse({ formType: "contact", data: contact, trap: "x" }).success,
    ).toBe(false);
  });

  it("applies the same rules on Telugu pages and gives the hints in Telugu", () => {
    const samples = [
      { formType: "contact", data: contact },
      { formType: "contact", data: emptyContact },
      { formType: "contact", data: { ...contact, email: "ravi", message: "a".repeat(5001) } },
      {
        formType: "donation",
        data: { name: "Asha", email: "asha@example.org", phone: "", amount: 0, message: "" },
      },
      {
        formType: "internship",
        data: { ...emptyInternship, gender: "other", academicRequirement: false, collegeName: "X" },
      },
    ];
    for (const sample of samples) {
      const english = formSubmissionSchemas.en.safeParse(sample);
      const telugu = formSubmissionSchemas.te.safeParse(sample);
      expect(telugu.success).toBe(english.success);
      expect(telugu.error?.issues.map((issue) => issue.path)).toEqual(
        english.error?.issues.map((issue) => issue.path),
      );
      for (const issue of telugu.error?.issues ?? []) expect(issue.message).toMatch(/[\u0C00-\u0C7F]/);
    }
    const missingName = formSubmissionSchemas.te.safeParse({
      formType: "contact",
      data: { ...contact, name: "" },
    });
    expect(missingName.error?.issues[0]?.message).toBe("పూర్తి పేరు తప్పనిసరిగా నింపాలి.");
  });
});
