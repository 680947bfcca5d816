import { describe, expect, it } from "vitest";
import { partners } from "#app/content/collaborators.ts";
import { teamMembers } from "#app/content/team.ts";
import { monogram, personInitials } from "./initials.ts";

describe("personInitials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(personInitials("Lakshmi Devi Rao")).toBe("LR");
    expect(personInitials("Team Member A")).toBe("TA");
  });

  it("gives one letter for a single name and nothing for an empty one", () => {
    expect(personInitials("Madhavi")).toBe("M");
    expect(personInitials("  ")).toBe("");
  });

  it("gives every team member a different avatar", () => {
    const initials = teamMembers.map((member) => personInitials(member.name));
    expect(new Set(initials).size).toBe(teamMembers.length);
  });
});

describe("monogram", () => {
  it("takes the first two significant words, skipping connectives and splitting hyphens", () => {
    expect(monogram("Rehabilitation Centre for Disabled Children")).toBe("RC");
    expect(monogram("State Government of Telangana")).toBe("SG");
    expect(monogram("Agri-Technology Firm")).toBe("AT");
  });

  it("gives every partner a different monogram", () => {
    const marks = partners.map((partner) => monogram(partner.name));
    expect(new Set(marks).size).toBe(partners.length);
  });
});
