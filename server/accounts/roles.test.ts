import { describe, expect, it } from "vitest";
import { mayUse, permissionFor, roles, startPage, translatorRefusal } from "./roles.ts";

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

  it("starts each role where it may be", () => {
    expect(startPage("administrator")).toBe("/staff");
    expect(startPage("office")).toBe("/staff");
    expect(startPage("editor")).toBe("/staff/start");
    expect(startPage("translator")).toBe("/staff/start");
  });
});

describe("what a translator may post", () => {
  it("takes Telugu fields and a review mark", () => {
    expect(
      translatorRefusal({ "intro.title.te": "పరిచయం", reviewed: "intro.title", intent: "save" }),
    ).toBeUndefined();
    expect(translatorRefusal({ "te:intro.title": "పరిచయం", intent: "review" })).toBeUndefined();
  });

  it("refuses English fields, another language and publishing", () => {
    expect(translatorRefusal({ "intro.title.en": "Hello", "intro.title.te": "పరిచయం" })).toMatch(
      /only Telugu/,
    );
    expect(translatorRefusal({ "en:intro.title": "Hello" })).toMatch(/only Telugu/);
    expect(translatorRefusal({ "title[en]": "Hello" })).toMatch(/only Telugu/);
    expect(translatorRefusal({ language: "en", text: "Hello" })).toMatch(/another language/);
    expect(translatorRefusal({ intent: "publish" })).toMatch(/does not publish/);
  });
});
