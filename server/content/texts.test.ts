import { describe, expect, it } from "vitest";
import { inputName } from "#app/content/texts/schema.ts";
import { withStaffTables } from "../accounts/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { contentRevision, itemBaseOf, publishedItems } from "./items.ts";
import { registeredItem, registeredItems } from "./registry.ts";
import { textPage } from "./text-pages.ts";
import {
  awaitingReview,
  fieldsOf,
  readPageTexts,
  savePageTexts,
  teluguAwaitingReview,
  textsFromForm,
} from "./texts.ts";

warnWhenPostgresMissing("the page texts tests");

const ravi = { id: null, email: "ravi@example.org" };
const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);
const home = textPage("home");
if (!home) throw new Error("The home page's texts are not registered");

const paragraph = "introduction.paragraphs.1";
const title = "introduction.title";

describe("the editable pages", () => {
  it("cover home, about, every programme, volunteer, donate and transparency, each with its texts", () => {
    const textItemKeys = () =>
      registeredItems()
        .map((item) => item.key)
        .filter((key) => key.startsWith("texts:"));
    expect(textItemKeys()).toEqual(
      expect.arrayContaining([
        "texts:home",
        "texts:about",
        "texts:programs/health",
        "texts:programs/sports",
        "texts:volunteer/gram-library",
        "texts:volunteer/internship",
        "texts:volunteer/grow-plant",
        "texts:donate",
        "texts:transparency",
      ]),
    );
    expect(textItemKeys()).toHaveLength(16);
    expect(registeredItem("texts:programs/health")?.kind.check({ texts: {}, figures: {} })).toEqual({
      ok: true,
      values: { texts: {}, figures: {} },
    });
    expect(registeredItem("texts:no-such-page")).toBeUndefined();
    const paths = fieldsOf(home).map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining([paragraph, "impactStatistics.0.value", "homeMeta.title"]));
    expect(paths.some((path) => path.startsWith("heroSlides."))).toBe(false);
    expect(paths.some((path) => path.endsWith(".to") || path.endsWith(".id"))).toBe(false);
  });
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`page texts on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("drafts, publishes and marks Telugu reviewed, and the launch list follows the published marks", async () => {
      // te/home.ts is flagged draft in code: every text of the page starts as awaiting review.
      const texts = fieldsOf(home).flatMap((field) => (field.kind === "text" ? [field] : []));
      expect(awaitingReview(home, (await readPageTexts(db(), home)).published)).toHaveLength(texts.length);

      const form = {
        [inputName("en", paragraph)]: "We work with women and young people in 70 villages.",
        [inputName("te", paragraph)]: "మేము 70 గ్రామాల్లో మహిళలు, యువతతో పనిచేస్తాం.",
        [inputName("figure", "impactStatistics.0.value")]: "1,250",
        [inputName("reviewed", title)]: "yes",
      };
      const input = textsFromForm(home, form, (await readPageTexts(db(), home)).published, false);
      const revision = await contentRevision(db());
      const saved = await savePageTexts(db(), home, {
        actor: ravi,
        input,
        now: at("06:00"),
        intent: "draft",
      });
      expect(saved.status).toBe("saved");
      expect((await readPageTexts(db(), home)).published).toEqual({ texts: {}, figures: {} });
      expect(await contentRevision(db())).toBe(revision);

      await savePageTexts(db(), home, { actor: ravi, input, now: at("06:05"), intent: "publish" });
      const published = (await readPageTexts(db(), home)).published;
      expect(published.figures).toEqual({ "impactStatistics.0.value": "1250" });
      expect(published.texts[paragraph]).toEqual({
        en: "We work with women and young people in 70 villages.",
        te: "మేము 70 గ్రామాల్లో మహిళలు, యువతతో పనిచేస్తాం.",
      });
      expect(published.texts[title]).toEqual({ reviewed: texts.find((field) => field.path === title)?.en });
      expect((await publishedItems(db()))["texts:home"]).toEqual(published);

      const waiting = (await teluguAwaitingReview(db())).filter((text) => text.page === "home");
      expect(waiting.map((text) => text.path)).not.toContain(title);
      expect(waiting.map((text) => text.path)).toContain(paragraph);
      expect(waiting).toHaveLength(texts.length - 1);

      // "Mark Telugu reviewed": every text of the page, against the English it shows now.
      const all = textsFromForm(home, {}, published, true);
      await savePageTexts(db(), home, { actor: ravi, input: all, now: at("06:10"), intent: "review" });
      expect((await teluguAwaitingReview(db())).filter((text) => text.page === "home")).toEqual([]);

      // The English changes after the review: its Telugu needs review again, the others stay reviewed.
      const reviewed = (await readPageTexts(db(), home)).published;
      const changed = textsFromForm(
        home,
        { [inputName("en", paragraph)]: "We work with women and young people in 72 villages." },
        reviewed,
        false,
      );
      await savePageTexts(db(), home, { actor: ravi, input: changed, now: at("06:15"), intent: "publish" });
      expect((await teluguAwaitingReview(db())).filter((text) => text.page === "home")).toEqual([
        {
          page: "home",
          pageTitle: "Home",
          path: paragraph,
          english: "We work with women and young people in 72 villages.",
        },
      ]);

      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject", "staff_email"])
        .orderBy("created_at")
        .execute();
      expect(audit.map((line) => `${line.action} ${line.subject}`)).toEqual([
        "content.texts.save_draft texts:home",
        "content.texts.publish texts:home v1",
        "content.texts.publish texts:home v2",
        "content.texts.publish texts:home v3",
      ]);
    });

    it("refuses a save from texts someone else changed since, and changes nothing", async () => {
      const opened = itemBaseOf(await readPageTexts(db(), home));
      const first = { texts: { [title]: { en: "The first editor's title" } }, figures: {} };
      const second = { texts: { [title]: { en: "The second editor's title" } }, figures: {} };
      expect(
        await savePageTexts(db(), home, {
          actor: ravi,
          input: first,
          now: at("06:30"),
          intent: "draft",
          base: opened,
        }),
      ).toMatchObject({ status: "saved" });
      const after = await readPageTexts(db(), home);
      for (const intent of ["draft", "publish"] as const)
        expect(
          await savePageTexts(db(), home, {
            actor: { id: null, email: "sita@example.org" },
            input: second,
            now: at("06:31"),
            intent,
            base: opened,
          }),
        ).toEqual({
          status: "conflict",
          latest: { what: "draft", by: "ravi@example.org", at: at("06:30").toISOString(), version: 0 },
        });
      expect(await readPageTexts(db(), home)).toEqual(after);
      expect(after.draft?.values).toEqual(first);
      expect(after.version).toBeNull();
    });

    it("refuses a figure that is not a whole number, and changes nothing", async () => {
      const input = textsFromForm(
        home,
        {
          [inputName("figure", "impactStatistics.1.value")]: "three thousand",
          [inputName("en", title)]: "A title that must not be kept",
        },
        { texts: {}, figures: {} },
        false,
      );
      const result = await savePageTexts(db(), home, {
        actor: ravi,
        input,
        now: at("07:00"),
        intent: "publish",
      });
      expect(result).toEqual({
        status: "invalid",
        errors: { "figure:impactStatistics.1.value": "Enter a whole number, such as 1200." },
      });
      expect(await readPageTexts(db(), home)).toEqual({
        draft: null,
        published: { texts: {}, figures: {} },
        version: null,
      });
    });
  });
}
