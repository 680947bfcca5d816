import { describe, expect, it } from "vitest";
import { emptyVolunteer, volunteerFieldLabels, volunteerSchemas } from "./volunteer.ts";

const valid = { ...emptyVolunteer, name: "Lakshmi", email: "lakshmi@example.org", phone: "+91 98765 43210" };

describe("volunteerSchemas.en", () => {
  it("needs only name, email and phone", () => {
    expect(volunteerSchemas.en.parse(valid)).toEqual(valid);
  });

  it("reports the three required fields when empty", () => {
    const result = volunteerSchemas.en.safeParse(emptyVolunteer);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "email", "phone"]);
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
