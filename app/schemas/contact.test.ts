import { describe, expect, it } from "vitest";
import { contactFieldLabels, contactSchemas, contactSubjects } from "./contact.ts";
import { emptyContact } from "./contact-draft.ts";

const valid = { name: "Ravi", email: "ravi@example.org", subject: "general", message: "Hello" };

describe("contactSchemas.en", () => {
  it("accepts a complete message", () => {
    expect(contactSchemas.en.parse(valid)).toEqual(valid);
  });

  it("needs name, email, subject and message", () => {
    const result = contactSchemas.en.safeParse(emptyContact);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });

  it("accepts only the five subject values", () => {
    for (const { value } of contactSubjects) {
      expect(contactSchemas.en.safeParse({ ...valid, subject: value }).success).toBe(true);
    }
    expect(contactSchemas.en.safeParse({ ...valid, subject: "Volunteer Opportunities" }).success).toBe(false);
  });

  it("keeps line breaks in the message and limits it to 5,000 characters", () => {
    expect(contactSchemas.en.parse({ ...valid, message: "one\ntwo" }).message).toBe("one\ntwo");
    expect(contactSchemas.en.safeParse({ ...valid, message: "a".repeat(5001) }).success).toBe(false);
  });

  it("rejects a control character in the name", () => {
    expect(contactSchemas.en.safeParse({ ...valid, name: "Ra\u0000vi" }).success).toBe(false);
  });
});

describe("contact options and labels", () => {
  it("shows the five subjects with their labels in order", () => {
    expect(contactSubjects).toEqual([
      { value: "volunteer", label: "Volunteer Opportunities" },
      { value: "partnership", label: "Partnership Inquiry" },
      { value: "donation", label: "Donation Information" },
      { value: "programs", label: "Program Information" },
      { value: "general", label: "General Inquiry" },
    ]);
  });

  it("has a label for every field", () => {
    expect(Object.keys(contactFieldLabels).sort()).toEqual(Object.keys(contactSchemas.en.shape).sort());
  });
});
