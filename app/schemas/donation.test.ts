import { describe, expect, it } from "vitest";
import { donationWording } from "#app/content/forms/donation.ts";
import {
  donationAmount,
  donationFieldLabels,
  donationFromDraft,
  donationPresets,
  donationSchemas,
} from "./donation.ts";
import {
  citizenshipRequired,
  donationTotal,
  emptyDonationDraft,
  receiptDetailsNotAsked,
} from "./donation-draft.ts";

const valid = {
  name: "Asha Devi",
  email: "asha@example.org",
  phone: "",
  amount: 1000,
  message: "",
  indianCitizen: true,
};
const noReceipt = { wants80G: false, ...receiptDetailsNotAsked };

describe("donationSchemas.en", () => {
  it("accepts name, email and a positive whole amount, with phone and message optional", () => {
    expect(donationSchemas.en.parse(valid)).toEqual({ ...valid, ...noReceipt });
  });

  it.each([0, -500, 12.5, Number.NaN, 10_000_001])("rejects the amount %s", (amount) => {
    expect(donationSchemas.en.safeParse({ ...valid, amount }).success).toBe(false);
  });

  it("accepts the largest amount, 1 crore rupees", () => {
    expect(donationSchemas.en.safeParse({ ...valid, amount: 10_000_000 }).success).toBe(true);
  });

  it("rejects an amount sent as text", () => {
    expect(donationSchemas.en.safeParse({ ...valid, amount: "1000" }).success).toBe(false);
  });

  it("needs a name and an email", () => {
    const result = donationSchemas.en.safeParse({ ...valid, name: " ", email: "" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "email"]);
  });

  it("rejects unknown and missing fields", () => {
    expect(donationSchemas.en.safeParse({ ...valid, extra: "x" }).success).toBe(false);
    expect(donationSchemas.en.safeParse({ name: valid.name, email: valid.email, amount: 500 }).success).toBe(
      false,
    );
  });

  it("has a label for every field", () => {
    expect(Object.keys(donationFieldLabels).sort()).toEqual(
      Object.keys(donationSchemas.en.def.in.shape).sort(),
    );
  });
});

describe("the 80G receipt details", () => {
  const { hints } = donationWording.en.giving.receipt80G;
  const ticked = {
    ...valid,
    wants80G: true,
    panName: "Asha Rani",
    pan: "abcde 1234 f",
    aadhaar: "",
    address: "12-3 Gandhi Road, Nirmal",
    pinCode: "504106",
  };
  const hintsOf = (data: object) =>
    Object.fromEntries(
      (donationSchemas.en.safeParse(data).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );

  it("asks nothing more when the box is not ticked, and keeps nothing typed before unticking", () => {
    const result = donationSchemas.en.parse({ ...ticked, wants80G: false, pan: "not a pan", pinCode: "1" });
    expect(result).toEqual({ ...valid, ...noReceipt });
  });

  it("when ticked, stores the PAN upper-cased and without spaces", () => {
    expect(donationSchemas.en.parse(ticked)).toMatchObject({
      wants80G: true,
      pan: "ABCDE1234F",
      panName: "Asha Rani",
    });
  });

  it("gives a wrong PAN its own hint", () => {
    for (const pan of ["ABCD1234F", "ABCDE12345", "12345ABCDE"])
      expect(hintsOf({ ...ticked, pan })).toEqual({ pan: hints.pan });
  });

  it("takes Aadhaar, checked by its Verhoeff digit, where the donor has no PAN", () => {
    expect(donationSchemas.en.parse({ ...ticked, pan: "", aadhaar: "2345 6789 0124" })).toMatchObject({
      pan: "",
      aadhaar: "234567890124",
    });
    expect(hintsOf({ ...ticked, pan: "", aadhaar: "234567890123" })).toEqual({ aadhaar: hints.aadhaar });
    expect(hintsOf({ ...ticked, pan: "", aadhaar: "" })).toEqual({ pan: hints.panOrAadhaar });
  });

  it("needs the name as on PAN, the address and a 6-digit PIN code only when ticked", () => {
    expect(hintsOf({ ...ticked, panName: "", address: " ", pinCode: "50410" })).toEqual({
      panName: "Name as on PAN is required.",
      address: "Address is required.",
      pinCode: hints.pinCode,
    });
  });

  it("takes the name as on PAN in English letters only, as the PAN card prints it", () => {
    for (const panName of ["Asha Rani", "A. K. D'Souza", "José Fernandes", "Anne-Marie"])
      expect(hintsOf({ ...ticked, panName }), panName).toEqual({});
    expect(hintsOf({ ...ticked, panName: "సీత లక్ష్మి" })).toEqual({ panName: hints.panNameLetters });
    expect(donationSchemas.te.safeParse({ ...ticked, panName: "Sita ల" }).error?.issues[0]?.message).toBe(
      donationWording.te.giving.receipt80G.hints.panNameLetters,
    );
  });

  it("keeps the requirements 8 message for the required fields", () => {
    expect(donationWording.en.messages.invalid.title).toBe(
      "Please fill in all required fields and select a donation amount.",
    );
  });
});

describe("the citizenship confirmation", () => {
  it("is required while the society has no FCRA registration", () => {
    expect(citizenshipRequired).toBe(true);
    const result = donationSchemas.en.safeParse({ ...valid, indianCitizen: false });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["indianCitizen"],
        message: donationWording.en.giving.citizenship.hint,
      }),
    ]);
  });
});

describe("donation presets", () => {
  it("are the five amounts of requirements 9 with their impact texts", () => {
    expect(donationPresets.map((preset) => preset.amount)).toEqual([500, 1000, 2500, 5000, 10000]);
    expect(donationPresets[0]?.impact).toBe("Educational materials for 5 children");
    expect(donationPresets[4]?.impact).toBe("A community water conservation project");
  });
});

describe("donationTotal", () => {
  it("is the preset when one is chosen", () => {
    expect(donationTotal({ preset: "2500", customAmount: "" })).toBe(2500);
  });

  it("is the custom value parsed as an integer when no preset is chosen", () => {
    expect(donationTotal({ preset: "", customAmount: "1500" })).toBe(1500);
    expect(donationTotal({ preset: "", customAmount: "1500.75" })).toBe(1500);
  });

  it("is 0 when nothing usable is given", () => {
    expect(donationTotal({ preset: "", customAmount: "" })).toBe(0);
    expect(donationTotal({ preset: "", customAmount: "abc" })).toBe(0);
    expect(donationTotal({ preset: "", customAmount: "-20" })).toBe(0);
  });
});

describe("donationAmount", () => {
  it("sends the preset, else a custom whole number", () => {
    expect(donationAmount({ preset: "500", customAmount: "" })).toBe(500);
    expect(donationAmount({ preset: "", customAmount: " 750 " })).toBe(750);
  });

  it("sends a typed custom amount over a preset left chosen, as a form posted without a script has both", () => {
    expect(donationAmount({ preset: "2500", customAmount: "3000" })).toBe(3000);
    expect(donationAmount({ preset: "2500", customAmount: "30.5" })).toBeNaN();
    expect(donationAmount({ preset: "2500", customAmount: "  " })).toBe(2500);
  });

  it("gives no number for a custom amount that is not a whole number", () => {
    for (const customAmount of ["", "12.5", "1e3", "-5", "five"]) {
      expect(donationAmount({ preset: "", customAmount })).toBeNaN();
    }
  });

  it("builds exactly the data (requirements 3) from the form's draft", () => {
    const draft = { ...emptyDonationDraft, name: "Asha", email: "a@example.org", customAmount: "750" };
    expect(donationFromDraft(draft)).toEqual({
      name: "Asha",
      email: "a@example.org",
      phone: "",
      amount: 750,
      message: "",
      ...noReceipt,
      indianCitizen: false,
    });
  });
});
