import { describe, expect, it } from "vitest";
import { volunteerFieldLabels, volunteerSchemas } from "./volunteer.ts";
import { emptyVolunteer } from "./volunteer-draft.ts";

const valid = { ...emptyVolunteer, name: "Lakshmi", email: "lakshmi@example.org", phone: "+91 98765 43210" };

describe("volunteerSchemas.en", () => {
  it("needs only name, email and phone", () => {
    expect(volunteerSchemas.en.parse(valid)).toEqual(valid);
  });

  it("reports the three required fields when empty", () => {
    const result = volunteerSchemas.en.safeParse(emptyVolunteer);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "email", "phone"]);
  });

  it("takes a phone number the society can call back: 10 to 15 digits, written as people write them", () => {
    for (const phone of ["9876543210", "+91 98765 43210", "(08734) 123-456", "+44 20 7946 0958"])
      expect(volunteerSchemas.en.safeParse({ ...valid, phone }).success, phone).toBe(true);
    for (const phone of ["12345", "98765 4321", "+91 98765 43210 12345", "98765-abcde"]) {
      const result = volunteerSchemas.te.safeParse({ ...valid, phone });
      expect(
        result.error?.issues.map((issue) => issue.message),
        phone,
      ).toEqual(["దయచేసి 10 నుంచి 15 అంకెల ఫోన్ నంబర్‌ను అంకెలు, ఖాళీలు, + ( ) - గుర్తులతో మాత్రమే రాయండి."]);
    }
  });

  it("keeps the optional answers, trimmed", () => {
    const data = volunteerSchemas.en.parse({
      ...valid,
      occupation: " Teacher ",
      motivation: "I love\nreading",
    });
    expect(data.occupation).toBe("Teacher");
    expect(data.motivation).toBe("I love\nreading");
  });

  it("has a label for every field", () => {
    expect(Object.keys(volunteerFieldLabels).sort()).toEqual(Object.keys(volunteerSchemas.en.shape).sort());
  });
});
