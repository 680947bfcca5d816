import { describe, expect, it } from "vitest";
import { emptyVolunteer, volunteerFieldLabels, volunteerSchema } from "./volunteer.ts";

const valid = { ...emptyVolunteer, name: "Lakshmi", email: "lakshmi@example.org", phone: "+91 98765 43210" };

describe("volunteerSchema", () => {
  it("needs only name, email and phone", () => {
    expect(volunteerSchema.parse(valid)).toEqual(valid);
  });

  it("reports the three required fields when empty", () => {
    const result = volunteerSchema.safeParse(emptyVolunteer);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "email", "phone"]);
  });

  it("keeps the optional answers, trimmed", () => {
    const data = volunteerSchema.parse({ ...valid, occupation: " Teacher ", motivation: "I love\nreading" });
    expect(data.occupation).toBe("Teacher");
    expect(data.motivation).toBe("I love\nreading");
  });

  it("has a label for every field", () => {
    expect(Object.keys(volunteerFieldLabels).sort()).toEqual(Object.keys(volunteerSchema.shape).sort());
  });
});
