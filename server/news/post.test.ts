import { describe, expect, it } from "vitest";
import { checkPost, emptyPost, istInstant, postDay, slugFrom } from "./post.ts";

const written = { ...emptyPost, date: "2026-11-20", titleEn: "Seed bank opens", bodyEn: "Forty farmers." };

const errorsOf = (input: Record<string, string>) => {
  const checked = checkPost(input);
  return checked.ok ? {} : checked.errors;
};

describe("a post's address", () => {
  it("is made from the English title when left empty", () => {
    expect(checkPost(written)).toMatchObject({ ok: true, values: { slug: "seed-bank-opens" } });
  });

  it("is not asked for when it is left empty and there is no English title: the title's error says what to do", () => {
    const untitled = errorsOf({ ...written, titleEn: "" });
    expect(untitled.titleEn).toBe("Give the English version a title, or empty its fields.");
    expect(untitled).not.toHaveProperty("slug");

    const blank = errorsOf({ ...emptyPost, date: "2026-11-20" });
    expect(blank.titleEn).toBe("Write the post in English or Telugu (or both): a title and its text.");
    expect(blank).not.toHaveProperty("slug");
  });

  it("is asked for when a title makes none, and refused when the one typed is not an address", () => {
    const telugu = { ...emptyPost, date: "2026-11-20", titleTe: "విత్తన బ్యాంకు", bodyTe: "నలభై మంది." };
    expect(errorsOf(telugu)).toEqual({ slug: expect.stringContaining("Give the post an address") });
    expect(errorsOf({ ...written, titleEn: "!!!" })).toEqual({
      slug: expect.stringContaining("Give the post an address"),
    });
    expect(errorsOf({ ...written, titleEn: "", slug: "seed bank!" })).toMatchObject({
      slug: expect.stringContaining("Use only lower-case letters"),
      titleEn: expect.any(String),
    });
    expect(checkPost({ ...telugu, slug: "seed-bank" })).toMatchObject({ ok: true });
  });
});

describe("a post's date", () => {
  it("may be left empty, to be the day the post appears; one typed must be a day", () => {
    expect(checkPost({ ...written, date: "" })).toMatchObject({ ok: true, values: { date: "" } });
    expect(errorsOf({ ...written, date: "30/11/2026" })).toEqual({
      date: "Enter the post's date, such as 2026-11-20, or leave it empty for the day it appears.",
    });
    // Shaped like a date but no day: refused as the others, not an error of the server.
    for (const date of ["2026-13-45", "2026-02-30"])
      expect(errorsOf({ ...written, date })).toEqual({
        date: "Enter the post's date, such as 2026-11-20, or leave it empty for the day it appears.",
      });
    expect(istInstant("2026-13-45T10:00")).toBeNull();
  });

  it("is the day the post appears in India when left empty, and the one given otherwise", () => {
    expect(postDay({ date: "", publishAt: "2026-12-24T19:00:00.000Z" })).toBe("2026-12-25");
    expect(postDay({ date: "2026-11-30", publishAt: "2026-12-24T19:00:00.000Z" })).toBe("2026-11-30");
    expect(postDay({ date: "", publishAt: "" })).toBe("");
  });
});

describe("a post's text limits", () => {
  // 89 Telugu letters as a reader counts them, but 161 UTF-16 code units.
  const headline =
    "ఆదిలాబాద్ జిల్లా ఉట్నూర్ మండలంలోని గిరిజన గ్రామాల్లో మహిళా స్వయం సహాయక సంఘాల ఆధ్వర్యంలో చిరుధాన్యాల విత్తన బ్యాంకు ప్రారంభం: నలభై మంది రైతులకు ఉచితంగా విత్తనాలు.";
  const telugu = {
    ...emptyPost,
    slug: "seed-bank",
    date: "2026-11-20",
    titleTe: headline,
    bodyTe: "నలభై మంది.",
  };

  it("count letters as a reader does: an 89-letter Telugu headline fits under 150", () => {
    expect(headline.length).toBeGreaterThan(150);
    expect(checkPost(telugu)).toMatchObject({ ok: true, values: { titleTe: headline } });
  });

  it("say how long the text typed is", () => {
    expect(errorsOf({ ...telugu, titleTe: "గ్రా".repeat(151) })).toEqual({
      titleTe: "Keep the title to 150 characters or fewer; this one has 151.",
    });
    expect(errorsOf({ ...written, summaryEn: "a".repeat(401) })).toEqual({
      summaryEn: "Keep the summary to 400 characters or fewer; this one has 401.",
    });
    expect(errorsOf({ ...telugu, bodyTe: "మం".repeat(40_001) })).toEqual({
      bodyTe: "Keep the text to 40,000 characters or fewer; this one has 40,001.",
    });
  });
});

describe("a post's address made from its title", () => {
  it("ends at a word's end when the title is longer than an address may be", () => {
    const slug = slugFrom(
      "Women's self-help groups in the tribal villages of Utnoor mandal, Adilabad district, open a seed bank",
    );
    expect(slug).toBe("women-s-self-help-groups-in-the-tribal-villages-of-utnoor-mandal-adilabad");
    expect(slugFrom("Seed bank opens")).toBe("seed-bank-opens");
    expect(slugFrom("a".repeat(100))).toBe("a".repeat(80));
  });
});
