import { describe, expect, it } from "vitest";
import { checkEntry, httpsMessage } from "./entry-schema.ts";
import { checkListValue, entriesOf, publishedList, textsIn } from "./list.ts";
import { partnersList } from "./partners.ts";
import { slidesIn, slidesList } from "./slides.ts";
import { teamList } from "./team.ts";

const partner = (website: string) => ({
  id: "jainoor-millets",
  en: { name: "Jainoor Millets", focus: "Millets", type: "Collective", description: "Millets." },
  te: {},
  common: { website },
});

describe("the lists' one schema per kind", () => {
  it("links a partner's website only over https", () => {
    for (const bad of [
      "http://millets.example.org",
      "javascript:alert(1)",
      "https://localhost",
      "millets.org",
    ])
      expect(checkEntry(partnersList, partner(bad))).toEqual({
        ok: false,
        errors: { "common.website": httpsMessage },
      });
    expect(checkEntry(partnersList, partner(" https://millets.example.org "))).toMatchObject({
      ok: true,
      entry: { common: { website: "https://millets.example.org" } },
    });
  });

  it("counts a Telugu field's length in letters as a reader does, saying how long a refused one is", () => {
    // 60 letters with vowel signs: the focus tag's limit, though 120 code units.
    const tagged = (focus: string) => checkEntry(partnersList, { ...partner(""), te: { focus } });
    expect(tagged("వా".repeat(60))).toMatchObject({ ok: true });
    expect(tagged("వా".repeat(61))).toEqual({
      ok: false,
      errors: { "te.focus": "Keep it to 60 characters or fewer; this one has 61." },
    });
  });

  it("names each required English field, keeps a biography's paragraphs and refuses a name on two lines", () => {
    const checked = checkEntry(teamList, {
      id: "new-member",
      en: { name: "Asha\nRani", role: "", experience: "Ten years", biography: "One.\n\nTwo." },
    });
    expect(checked).toEqual({
      ok: false,
      errors: { "en.name": "Use one line.", "en.role": "Enter the role in English." },
    });
    expect(
      checkEntry(teamList, {
        id: "new-member",
        en: { name: "Asha Rani", role: "Trainer", experience: "Ten years", biography: "One.\n\nTwo." },
        te: { name: "", role: "శిక్షకురాలు" },
      }),
    ).toEqual({
      ok: true,
      entry: {
        id: "new-member",
        en: { name: "Asha Rani", role: "Trainer", experience: "Ten years", biography: "One.\n\nTwo." },
        te: { role: "శిక్షకురాలు" },
        common: {},
      },
    });
  });

  it("sends a slide's button to one of the site's pages in the visitor's language, or to an https address given", () => {
    const slide = { id: "millets", en: { title: "Millets", subtitle: "Grown here.", label: "Read" }, te: {} };
    expect(checkEntry(slidesList, { ...slide, common: { art: "farm", page: "url" } })).toEqual({
      ok: false,
      errors: { "common.url": "Enter the address the button opens, starting with https://." },
    });
    expect(checkEntry(slidesList, { ...slide, common: { art: "moon", page: "/secret" } })).toMatchObject({
      ok: false,
      errors: {
        "common.art": "Choose one of the options for “Artwork”.",
        "common.page": "Choose one of the options for “Where the button goes”.",
      },
    });
    expect(checkEntry(slidesList, { ...slide, common: { art: "farm", page: "" } })).toMatchObject({
      ok: false,
      errors: { "common.page": "Choose one for “Where the button goes”." },
    });
    const stored = { entries: [{ ...slide, common: { art: "farm", page: "/donate" } }] };
    expect(slidesIn(stored, "te")[0]?.cta).toEqual({ label: "Read", to: "/te/donate" });
  });

  it("keeps at least one slide, refuses two entries with one id, and reads a bad stored list as the code's", () => {
    expect(checkListValue(slidesList, { entries: [] })).toMatchObject({ ok: false });
    const twice = {
      entries: [
        { id: "finance", code: true },
        { id: "finance", code: true },
      ],
    };
    expect(checkListValue(teamList, twice)).toEqual({
      ok: false,
      errors: { entries: "Two entries have the same id." },
    });
    expect(publishedList(teamList, twice)).toBeNull();
    expect(entriesOf(teamList, null).map(({ entry }) => entry.id)).toContain("managing-director");
    // A reference to a default a later release removed is dropped, not shown empty.
    expect(entriesOf(teamList, { entries: [{ id: "gone", code: true }] })).toEqual([]);
  });

  it("shows the English words where a Telugu field is empty", () => {
    const entry = { id: "x", en: { name: "Asha", role: "Trainer" }, te: { role: "శిక్షకురాలు" }, common: {} };
    expect(textsIn(entry, "te")).toEqual({ name: "Asha", role: "శిక్షకురాలు" });
    expect(textsIn(entry, "en")).toEqual({ name: "Asha", role: "Trainer" });
  });
});
