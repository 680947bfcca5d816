import { describe, expect, it } from "vitest";
import { emptyContact } from "./contact.ts";
import { formSubmissionSchema, formTypes } from "./form-submission.ts";

const contact = {
  ...emptyContact,
  name: "Ravi",
  email: "ravi@example.org",
  subject: "programs",
  message: "Hi",
};

describe("formSubmissionSchema", () => {
  it("accepts {formType, data} with the data of that form", () => {
    expect(formSubmissionSchema.parse({ formType: "contact", data: contact })).toEqual({
      formType: "contact",
      data: contact,
    });
  });

  it("checks the data against the schema the formType names", () => {
    expect(formSubmissionSchema.safeParse({ formType: "volunteer", data: contact }).success).toBe(false);
  });

  it("rejects an unknown formType and extra top-level fields", () => {
    expect(formSubmissionSchema.safeParse({ formType: "newsletter", data: contact }).success).toBe(false);
    expect(formSubmissionSchema.safeParse({ formType: "contact", data: contact, trap: "x" }).success).toBe(
      false,
    );
  });

  it("knows the four form types", () => {
    expect(formTypes).toEqual(["donation", "contact", "volunteer", "internship"]);
  });
});
