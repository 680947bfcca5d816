import { afterEach, describe, expect, it, vi } from "vitest";
import {
  durations,
  genders,
  internshipFieldLabels,
  internshipForm,
  internshipFromDraft,
  internshipSchemas,
} from "./internship.ts";
import { areasOfInterest, emptyInternship } from "./internship-draft.ts";
import { internshipRequiredBySpecification } from "../../tests/requirements.ts";
import { requiredFields } from "./form-definition.ts";

const valid = {
  ...emptyInternship,
  fullName: "Sita Rani",
  dateOfBirth: "2003-06-15",
  email: "sita@example.org",
  mobile: "9876543210",
  currentAddress: "Village Road\nNirmal",
  degree: "B.Sc. Agriculture",
  institution: "State Agricultural University",
  yearOfPassing: "2025",
  marksOrCGPA: "8.1 CGPA",
  startDate: "2026-01-05",
  statementOfPurpose: "I want to learn from rural communities.",
  referenceName: "Dr. K. Rao",
  referenceDesignation: "Professor",
  referenceOrganization: "State Agricultural University",
  referenceEmail: "rao@example.org",
  referencePhone: "9876500000",
};

function issuePaths(data: unknown) {
  return internshipSchemas.en.safeParse(data).error?.issues.map((issue) => issue.path.join(".")) ?? [];
}

describe("internshipSchemas.en", () => {
  it("accepts an application with every required field and nothing optional", () => {
    expect(internshipSchemas.en.parse(valid)).toEqual(valid);
  });

  it("requires exactly the fields requirements 5 marks", () => {
    expect(issuePaths(emptyInternship)).toEqual(internshipRequiredBySpecification);
  });

  it("marks as required the fields requirements 5 marks, and those 'Other' reveals", () => {
    expect([...requiredFields(internshipForm, "en")].sort()).toEqual(
      [...internshipRequiredBySpecification, "customGender", "customDuration"].sort(),
    );
  });

  it("requires customGender when gender is other, and only then", () => {
    expect(issuePaths({ ...valid, gender: "other" })).toEqual(["customGender"]);
    expect(issuePaths({ ...valid, gender: "other", customGender: "Non-binary" })).toEqual([]);
    expect(issuePaths({ ...valid, gender: "female", customGender: "x" })).toEqual(["customGender"]);
    expect(issuePaths({ ...valid, gender: "", customGender: "x" })).toEqual(["customGender"]);
  });

  it("requires customDuration when duration is other, and only then", () => {
    expect(issuePaths({ ...valid, duration: "other" })).toEqual(["customDuration"]);
    expect(issuePaths({ ...valid, duration: "other", customDuration: "6 weeks" })).toEqual([]);
    expect(issuePaths({ ...valid, duration: "2months", customDuration: "6 weeks" })).toEqual([
      "customDuration",
    ]);
  });

  it("takes the college fields only with an academic requirement, and then as optional", () => {
    expect(issuePaths({ ...valid, academicRequirement: true })).toEqual([]);
    const college = { collegeName: "Govt. Degree College", department: "Botany", supervisorName: "Dr. Rao" };
    expect(issuePaths({ ...valid, academicRequirement: true, ...college })).toEqual([]);
    expect(issuePaths({ ...valid, ...college })).toEqual(["collegeName", "department", "supervisorName"]);
  });

  it("accepts the listed genders and durations only", () => {
    expect(issuePaths({ ...valid, gender: "male", duration: "3months" })).toEqual([]);
    expect(issuePaths({ ...valid, gender: "Male" })).toEqual(["gender"]);
    expect(issuePaths({ ...valid, duration: "6months" })).toEqual(["duration"]);
  });

  it("takes areas of interest from the seven listed, each once", () => {
    expect(issuePaths({ ...valid, areaOfInterest: ["Education", "Health/Nutrition"] })).toEqual([]);
    expect(issuePaths({ ...valid, areaOfInterest: ["Education", "Education"] })).toEqual(["areaOfInterest"]);
    expect(issuePaths({ ...valid, areaOfInterest: ["Sports"] })).toEqual(["areaOfInterest.0"]);
  });

  it("needs academicRequirement as a boolean", () => {
    expect(issuePaths({ ...valid, academicRequirement: "false" })).toEqual(["academicRequirement"]);
  });

  it("rejects dates that do not exist", () => {
    expect(issuePaths({ ...valid, dateOfBirth: "2003-02-30", startDate: "05/01/2026" })).toEqual([
      "dateOfBirth",
      "startDate",
    ]);
  });

  it("limits the statement of purpose to 10,000 characters", () => {
    expect(issuePaths({ ...valid, statementOfPurpose: "a".repeat(10_000) })).toEqual([]);
    expect(issuePaths({ ...valid, statementOfPurpose: "a".repeat(10_001) })).toEqual(["statementOfPurpose"]);
  });

  it("rejects unknown fields", () => {
    expect(internshipSchemas.en.safeParse({ ...valid, website: "spam" }).success).toBe(false);
  });
});

describe("internshipFromDraft", () => {
  const college = { collegeName: "Govt. Degree College", department: "Botany", supervisorName: "Dr. Rao" };

  it("sends the college fields when the academic requirement is ticked", () => {
    expect(internshipFromDraft({ ...valid, academicRequirement: true, ...college })).toMatchObject(college);
  });

  it("sends them empty when it is not", () => {
    expect(internshipFromDraft({ ...valid, ...college })).toMatchObject({
      collegeName: "",
      department: "",
      supervisorName: "",
    });
  });
});

describe("internship options and labels", () => {
  it("lists the options (requirements 3)", () => {
    expect(genders.map((gender) => gender.value)).toEqual(["male", "female", "other"]);
    expect(durations.map((duration) => duration.value)).toEqual(["1month", "2months", "3months", "other"]);
    expect(areasOfInterest).toHaveLength(7);
  });

  it("starts with every text empty, no academic requirement and no areas", () => {
    const { academicRequirement, areaOfInterest, ...texts } = emptyInternship;
    expect(academicRequirement).toBe(false);
    expect(areaOfInterest).toEqual([]);
    expect(Object.values(texts).every((value) => value === "")).toBe(true);
  });

  it("has a label for every field", () => {
    expect(Object.keys(internshipFieldLabels).sort()).toEqual(Object.keys(internshipSchemas.en.shape).sort());
    expect(Object.keys(emptyInternship).sort()).toEqual(Object.keys(internshipSchemas.en.shape).sort());
  });
});

describe("the age rule (decision 015)", () => {
  afterEach(() => vi.useRealTimers());

  const dateOfBirthMessages = (dateOfBirth: string) =>
    internshipSchemas.en
      .safeParse({ ...valid, dateOfBirth })
      .error?.issues.filter((issue) => issue.path.join(".") === "dateOfBirth")
      .map((issue) => issue.message) ?? [];

  it("refuses an applicant under 18 on the day of applying in India, with the way to apply with a parent", () => {
    // 23 November 2026, 00:30 in India (still the 22nd in UTC).
    vi.useFakeTimers({ now: new Date("2026-11-22T19:00:00.000Z"), toFake: ["Date"] });
    expect(dateOfBirthMessages("2008-11-23")).toEqual([]);
    const [message, ...more] = dateOfBirthMessages("2008-11-24");
    expect(more).toEqual([]);
    expect(message).toMatch(
      /^Applicants must be 18 or older\. If you are under 18, please apply with a parent or guardian: write to \S+@\S+ or call .+\.$/,
    );
    expect(dateOfBirthMessages("2015-01-01")).toHaveLength(1);
  });

  it("gives the same rule in Telugu, with a Telugu message", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T06:00:00.000Z"), toFake: ["Date"] });
    const issues =
      internshipSchemas.te.safeParse({ ...valid, dateOfBirth: "2010-05-05" }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["dateOfBirth"]);
    expect(issues[0]?.message).toMatch(/[\u0C00-\u0C7F]/);
    expect(internshipSchemas.te.safeParse({ ...valid, dateOfBirth: "2000-05-05" }).success).toBe(true);
  });
});

describe("the year of passing (decision 063)", () => {
  afterEach(() => vi.useRealTimers());

  const messagesIn = (language: "en" | "te", yearOfPassing: string) =>
    internshipSchemas[language]
      .safeParse({ ...valid, yearOfPassing })
      .error?.issues.filter((issue) => issue.path.join(".") === "yearOfPassing")
      .map((issue) => issue.message) ?? [];

  it("takes four digits from 1950 to six years on, this year counted in India", () => {
    // 1 January 2027, 00:30 in India (still 2026 in UTC): the last year taken is 2033.
    vi.useFakeTimers({ now: new Date("2026-12-31T19:00:00.000Z"), toFake: ["Date"] });
    for (const year of ["1950", "2025", "2033", " 2027 "]) expect(messagesIn("en", year), year).toEqual([]);
    for (const year of ["20255", "1949", "2034", "25", "2025-26", "Final year", "２０２５"]) {
      expect(messagesIn("en", year), year).toEqual([
        "Please enter the year as four digits, from 1950 to 2033. Still studying? Give the year you expect to pass.",
      ]);
    }
  });

  it("says so in Telugu", () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T06:00:00.000Z"), toFake: ["Date"] });
    expect(messagesIn("te", "20255")).toEqual([
      "దయచేసి సంవత్సరాన్ని 1950 నుంచి 2032 మధ్య నాలుగు అంకెల్లో రాయండి. ఇంకా చదువుతున్నారా? ఉత్తీర్ణులవుతారని అనుకుంటున్న సంవత్సరం రాయండి.",
    ]);
  });
});
