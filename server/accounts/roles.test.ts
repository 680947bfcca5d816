import { describe, expect, it } from "vitest";
import { mayOpen, mayUse, permissionFor, roles, startPage, translatorRefusal } from "./roles.ts";

describe("the permission table", () => {
  it("gives the office submissions, donations and privacy requests, but not erasure or accounts", () => {
    for (const path of [
      "/staff",
      "/staff/submissions/CON-ABC123",
      "/staff/export",
      "/staff/donations/form-10bd",
      "/staff/privacy",
    ])
      expect(mayUse("office", "GET", path), path).toBe(true);
    expect(mayUse("office", "POST", "/staff/privacy/erase")).toBe(false);
    expect(mayUse("office", "GET", "/staff/accounts")).toBe(false);
    expect(mayUse("office", "GET", "/staff/content/settings")).toBe(false);
  });

  it("gives editors the site's content and nothing that names a person", () => {
    for (const path of [
      "/staff/content/settings",
      "/staff/media",
      "/staff/news/new",
      "/staff/launch",
      "/staff/content/texts/home",
    ])
      expect(mayUse("editor", "POST", path), path).toBe(true);
    for (const path of [
      "/staff",
      "/staff/export",
      "/staff/submissions/DON-ABC123",
      "/staff/donations",
      "/staff/privacy",
      "/staff/identity",
    ])
      expect(mayUse("editor", "GET", path), path).toBe(false);
  });

  it("gives translators the texts and the pages list only", () => {
    expect(mayUse("translator", "GET", "/staff/content")).toBe(true);
    expect(mayUse("translator", "POST", "/staff/content/texts/home")).toBe(true);
    expect(mayUse("translator", "GET", "/staff/preview/te")).toBe(true);
    expect(mayUse("translator", "POST", "/staff/preview/te")).toBe(false);
    for (const path of [
      "/staff/content/settings",
      "/staff/content/history/settings",
      "/staff/news",
      "/staff/media",
      "/staff/launch",
    ])
      expect(mayUse("translator", "GET", path), path).toBe(false);
  });

  it("matches whole path segments, not prefixes of words", () => {
    expect(permissionFor("/staff/newsletter")).toBeUndefined();
    expect(permissionFor("/staff/content-export")).toBeUndefined();
    expect(mayUse("editor", "GET", "/staff/newsletter")).toBe(false);
  });

  it("leaves a path nobody listed to administrators (a new screen is closed until listed)", () => {
    for (const role of roles)
      expect(mayUse(role, "GET", "/staff/something-new"), role).toBe(role === "administrator");
    expect(mayUse("administrator", "POST", "/staff/privacy/erase")).toBe(true);
  });

  it("opens a link by its path, whatever its query, as the server would answer it", () => {
    expect(mayOpen("translator", "/staff/content")).toBe(true);
    expect(mayOpen("translator", "/staff/preview/programs/education?from=texts%3Aprograms%2Feducation")).toBe(
      true,
    );
    for (const href of [
      "/staff/launch",
      "/staff/content/settings",
      "/staff/content/lists",
      "/staff/content/history/texts%3Ahome",
      "/staff?status=spam",
    ])
      expect(mayOpen("translator", href), href).toBe(false);
    expect(mayOpen("editor", "/staff/content/history/texts%3Ahome")).toBe(true);
  });

  it("starts each role where it may be", () => {
    expect(startPage("administrator")).toBe("/staff");
    expect(startPage("office")).toBe("/staff");
    expect(startPage("editor")).toBe("/staff/start");
    expect(startPage("translator")).toBe("/staff/start");
  });
});

describe("what a translator may post", () => {
  it("takes Telugu texts, review marks, the form's base and a save or a review", () => {
    expect(
      translatorRefusal({
        "te:intro.title": "పరిచయం",
        "reviewed:intro.title": "yes",
        base: "v1",
        intent: "draft",
      }),
    ).toBeUndefined();
    expect(translatorRefusal({ "te:intro.title": "పరిచయం", intent: "review" })).toBeUndefined();
    expect(translatorRefusal({ "te:intro.title": ["పరిచయం", "మరొకటి"], intent: "preview" })).toBeUndefined();
    expect(translatorRefusal({})).toBeUndefined();
  });

  it("refuses English, figures and pictures, naming which", () => {
    expect(translatorRefusal({ "en:intro.title": "Hello", "te:intro.title": "పరిచయం" })).toMatch(
      /only Telugu texts; this form held English/,
    );
    expect(
      translatorRefusal({ "te:intro.title": "పరిచయం", "figure:impact.groups.0.figures.1.value": "9999" }),
    ).toMatch(/held a figure/);
    expect(translatorRefusal({ "picture:banner": "" })).toMatch(/held a page picture/);
  });

  it("refuses any other field, whatever its name says, and publishing", () => {
    for (const form of [
      { "intro.title.en": "Hello" },
      { "title[en]": "Hello" },
      { language: "en", text: "Hello" },
      { "te:intro.title": "పరిచయం", "figures.impact": "9999" },
      { intent: "save-everything" },
    ])
      expect(translatorRefusal(form), JSON.stringify(form)).toMatch(
        /only Telugu texts; this form held something else/,
      );
    expect(translatorRefusal({ intent: "publish" })).toMatch(/does not publish/);
    expect(translatorRefusal({ intent: ["draft", "publish"] })).toMatch(/does not publish/);
  });
});
