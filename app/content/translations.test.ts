import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { pathIn } from "./language.ts";
import { organisation } from "./organisation.ts";
import { translationStatuses } from "./translation-status.ts";

/*
 * Every English text of app/content has its Telugu counterpart: each English module has a twin
 * under te/ with the same exports and the same shape, every text in Telugu script, every figure,
 * id and illustration the same, and every link pointing at the Telugu page. Form modules under
 * forms/ hold both languages side by side ({ en, te }) and are held to the same rules.
 */

const contentDir = import.meta.dirname;

/** Modules that hold no words: types, helpers, settings, the translation machinery itself. */
const wordless = new Set([
  "illustrations.ts",
  "retention.ts",
  "language.ts",
  "page-blocks.ts",
  "placeholder.ts",
  "placeholder-scan.ts",
  "programs/program.ts",
  "translation-status.ts",
  // The tax law's names hold both languages side by side; tax-law.test.ts checks the Telugu.
  "tax-law.ts",
  // News posts' shape and paths, the documents' kinds, the content the server hands the pages.
  "news-posts.ts",
  "published-documents.ts",
  "site-content.ts",
  // The yearly figures' schema; its messages are for staff (English), the page's words are in
  // transparency-documents.ts.
  "yearly-figures.ts",
  // The settings' field list, schema and rules: the values pages show come from the published settings.
  "settings/fields.ts",
  "settings/phone.ts",
  "settings/published.ts",
  "settings/schema.ts",
  "site-content.ts",
  // The page texts' machinery: the texts themselves are the modules it reads (decision 034).
  "texts/fields.ts",
  "texts/overlay.ts",
  // The programme pages' picture slots: their labels are for the staff editor (English).
  "texts/pictures.ts",
  "texts/published.ts",
  "texts/schema.ts",
  // The lists' schemas and rules; their public words hold both languages side by side (words.ts).
  "lists/entry-schema.ts",
  "lists/list.ts",
  "lists/partners.ts",
  "lists/slides.ts",
  "lists/team.ts",
  "lists/words.ts",
]);

/** Keys whose values name things rather than say them: the same in every language. */
const sameInEveryLanguage = new Set([
  "id",
  "art",
  "icon",
  "illustration",
  "photo",
  "logo",
  "url",
  "tel",
  "field",
  // The organisation setting a record's number or date is kept in (transparency.ts).
  "numberSetting",
  "dateSetting",
]);

/** A text that is only a slot ("{email}"), filled with a setting's value, is the same in every language. */
const ONLY_A_SLOT = /^\{\w+\}$/;

/** An email or web address is the same in every language, whatever its key. */
const ADDRESS = /^(\S+@\S+\.\S+|https?:\/\/\S+)$/;

/**
 * The bank's own records, as a donor types them, on either page (organisation.bank and rows showing
 * it), and the society's UPI, FCRA and income-tax settings and numbers (organisation.giving).
 */
const { registration80G, ...givingSettings } = organisation.giving;
const bankRecords = new Set<string>([
  ...Object.values(organisation.bank),
  ...Object.values(givingSettings),
  ...Object.values(registration80G),
]);
const isBankRecord = (value: string, at: string) =>
  bankRecords.has(value) && /\.bank\.|\.giving\.|\.value$/.test(at);

const LATIN_LETTER = /[A-Za-z]/;
const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

/** What is wrong with `telugu` as the translation of `english`, one line per problem. */
export function untranslated(english: unknown, telugu: unknown, at: string): string[] {
  const key = at.split(".").at(-1) ?? "";
  if (typeof english === "function") return [];
  if (typeof english === "string") {
    if (typeof telugu !== "string") return [`${at}: no Telugu text for "${english}"`];
    if (
      sameInEveryLanguage.has(key) ||
      key.endsWith("Id") ||
      ADDRESS.test(english) ||
      ONLY_A_SLOT.test(english) ||
      isBankRecord(english, at)
    ) {
      return telugu === english ? [] : [`${at}: "${telugu}" should stay "${english}"`];
    }
    if (key === "to") {
      const expected = pathIn("te", english);
      return telugu === expected ? [] : [`${at}: links to "${telugu}" instead of "${expected}"`];
    }
    if (!LATIN_LETTER.test(english)) {
      return telugu === english ? [] : [`${at}: the figure "${english}" became "${telugu}"`];
    }
    return TELUGU_LETTER.test(telugu) ? [] : [`${at}: "${telugu}" is not Telugu (English: "${english}")`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(telugu) || telugu.length !== english.length) {
      return [
        `${at}: ${english.length} entries in English, ${Array.isArray(telugu) ? telugu.length : "none"} in Telugu`,
      ];
    }
    return english.flatMap((item, index) => untranslated(item, telugu[index], `${at}.${index}`));
  }
  if (typeof english === "object" && english !== null) {
    if (typeof telugu !== "object" || telugu === null) return [`${at}: missing in Telugu`];
    const problems = Object.keys(telugu)
      .filter((name) => !(name in english))
      .map((name) => `${at}.${name}: in Telugu only`);
    for (const [name, value] of Object.entries(english)) {
      problems.push(...untranslated(value, (telugu as Record<string, unknown>)[name], `${at}.${name}`));
    }
    return problems;
  }
  return telugu === english ? [] : [`${at}: ${String(english)} became ${String(telugu)}`];
}

async function contentModules(directory: string) {
  return (await readdir(path.join(contentDir, directory), { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
}

const load = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(contentDir, file)).href);

const englishModules = (await contentModules(".")).filter(
  (file) => !file.startsWith("te/") && !file.startsWith("forms/") && !wordless.has(file),
);
const formModules = await contentModules("forms");

describe("Telugu translations", () => {
  it.each(englishModules)("%s has a complete Telugu twin under te/", async (file) => {
    const [english, telugu] = await Promise.all([load(file), load(`te/${file}`)]);
    const { translationStatus, ...texts } = telugu;
    expect(translationStatus, `te/${file} has no translationStatus line`).toBeDefined();
    expect(untranslated(english, texts, file)).toEqual([]);
  });

  it.each(formModules)("forms/%s has every English text in Telugu", async (file) => {
    const module = await load(`forms/${file}`);
    expect(module.translationStatus, `forms/${file} has no translationStatus line`).toBeDefined();
    const pairs = Object.entries(module).filter(
      (entry): entry is [string, { en: unknown; te: unknown }] =>
        typeof entry[1] === "object" && entry[1] !== null && "en" in entry[1] && "te" in entry[1],
    );
    expect(pairs.length, `forms/${file} holds no { en, te } pair`).toBeGreaterThan(0);
    for (const [name, { en, te }] of pairs) expect(untranslated(en, te, name)).toEqual([]);
  });

  it("marks every module holding Telugu as a draft or as reviewed, once", async () => {
    const teluguFiles = [
      ...(await contentModules("te")).map((file) => `te/${file}`),
      ...formModules.map((file) => `forms/${file}`),
    ];
    await Promise.all(teluguFiles.map(load));
    const marked = translationStatuses().map((status) => status.module);
    expect([...marked].sort()).toEqual(teluguFiles.sort());
  });

  it("finds an English text left without Telugu, a figure changed and a link left in English", () => {
    const english = {
      title: "Our impact",
      figures: [{ value: "30,000+", label: "Saplings planted" }],
      link: { label: "Donate Now", to: "/donate" },
    };
    const telugu = {
      title: "Our impact",
      figures: [{ value: "30000", label: "నాటిన మొక్కలు" }],
      link: { label: "విరాళం ఇవ్వండి", to: "/donate" },
    };
    expect(untranslated(english, telugu, "sample")).toEqual([
      'sample.title: "Our impact" is not Telugu (English: "Our impact")',
      'sample.figures.0.value: the figure "30,000+" became "30000"',
      'sample.link.to: links to "/donate" instead of "/te/donate"',
    ]);
    expect(untranslated({ intro: "Hello" }, {}, "sample")).toEqual([
      'sample.intro: no Telugu text for "Hello"',
    ]);
  });
});
