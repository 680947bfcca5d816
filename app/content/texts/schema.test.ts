import { describe, expect, it } from "vitest";
import { type TextField, textFields } from "./fields.ts";
import { checkPageTexts } from "./schema.ts";

const english = {
  banner: { title: "Our work", intro: "We plant trees.", link: { label: "Read more", to: "/about" } },
  statistics: [{ id: "farmers", value: 1000, label: "Farmers", suffix: "+" }],
  figures: [{ value: "30,000+", label: "Saplings" }],
  registration: "791/2016",
  afterTransfer: "Write to {email}.",
};
const telugu = {
  banner: { title: "మా పని", intro: "మేము చెట్లు నాటుతాం.", link: { label: "మరింత", to: "/te/about" } },
  statistics: [{ id: "farmers", value: 1000, label: "రైతులు", suffix: "+" }],
  figures: [{ value: "30,000+", label: "మొక్కలు" }],
  registration: "791/2016",
  afterTransfer: "{email}కు రాయండి.",
};
const fields: TextField[] = textFields(english, telugu);

describe("a page's editable fields", () => {
  it("are its texts in both languages and its figures; ids, links, slots and identifiers are structure", () => {
    expect(fields).toEqual([
      { path: "banner.title", kind: "text", en: "Our work", te: "మా పని" },
      { path: "banner.intro", kind: "text", en: "We plant trees.", te: "మేము చెట్లు నాటుతాం." },
      { path: "banner.link.label", kind: "text", en: "Read more", te: "మరింత" },
      { path: "statistics.0.value", kind: "number", value: 1000 },
      { path: "statistics.0.label", kind: "text", en: "Farmers", te: "రైతులు" },
      { path: "figures.0.value", kind: "figure", value: "30,000+" },
      { path: "figures.0.label", kind: "text", en: "Saplings", te: "మొక్కలు" },
    ]);
  });
});

describe("the check of a page's texts", () => {
  it("keeps only what differs from the code, plain, and drops paths the code does not have", () => {
    const checked = checkPageTexts(fields, {
      texts: {
        "banner.title": { en: "Our  work\nin the villages ", te: "మా పని" },
        "banner.intro": { en: "", te: "" },
        "banner.link.to": { en: "https://elsewhere.example" },
        "gone.path": { en: "A text a later release removed" },
      },
      figures: { "statistics.0.value": "1,250", "figures.0.value": "30,000+" },
    });
    expect(checked).toEqual({
      ok: true,
      values: {
        texts: { "banner.title": { en: "Our work in the villages" } },
        figures: { "statistics.0.value": "1250" },
      },
    });
  });

  it("keeps a review mark with no change of text", () => {
    expect(
      checkPageTexts(fields, { texts: { "banner.intro": { reviewed: "We plant trees." } }, figures: {} }),
    ).toEqual({
      ok: true,
      values: { texts: { "banner.intro": { reviewed: "We plant trees." } }, figures: {} },
    });
  });

  it("refuses a figure that is not a whole number and a text too long, naming each field", () => {
    expect(
      checkPageTexts(fields, {
        texts: { "banner.intro": { te: "అ".repeat(1501) } },
        figures: { "statistics.0.value": "1000+", "figures.0.value": "about 30,000" },
      }),
    ).toEqual({
      ok: false,
      errors: {
        "te:banner.intro": "Keep it to 1,500 characters or fewer; this one has 1,501.",
        "figure:statistics.0.value": "Enter a whole number, such as 1200.",
        "figure:figures.0.value":
          "Enter a whole number, with commas if you like and + or % after it if needed (1,500 or 30,000+).",
      },
    });
  });

  it("refuses a text with a hidden direction character, which could make it read other than it is", () => {
    expect(
      checkPageTexts(fields, { texts: { "banner.title": { en: "Our \u202ework" } }, figures: {} }),
    ).toEqual({
      ok: false,
      errors: { "en:banner.title": "Remove the hidden direction characters (pasted from another program?)." },
    });
  });

  it("counts a Telugu text's length in letters as a reader does, not in code units", () => {
    // 1,500 letters, each with its vowel sign: 3,000 code units.
    const checked = checkPageTexts(fields, {
      texts: { "banner.intro": { te: "వా".repeat(1500) } },
      figures: {},
    });
    expect(checked.ok).toBe(true);
  });

  it("accepts figures as the specification writes them", () => {
    for (const figure of ["15", "1,500", "30,000+", "60%", "1,00,000+"])
      expect(checkPageTexts(fields, { texts: {}, figures: { "figures.0.value": figure } }).ok, figure).toBe(
        true,
      );
  });

  it("refuses input that is not a page's texts at all", () => {
    expect(checkPageTexts(fields, { texts: "everything" }).ok).toBe(false);
  });
});
