import { describe, expect, it } from "vitest";
import { uploadDocument } from "../documents/documents.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { launchList } from "./launch.ts";
import { textPage } from "./text-pages.ts";
import { savePageTexts } from "./texts.ts";

/*
 * The launch list counts transparency's stand-ins where staff fill them in: "To be confirmed" in the
 * page's texts (until its texts are published, language by language) and the 12A, 80G and CSR-1
 * certificates (until one is uploaded as a document of its kind), never as content a developer edits.
 * A registration number or date the settings hold is the settings' to fill in (decision 068), not a text.
 */

warnWhenPostgresMissing("the launch list tests");

const meena = { id: null, email: "meena@example.org" };
const registrationDate = "credentialsSection.records.0.date";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the launch list on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("lists transparency's stand-ins as page texts and certificates to fill in, until staff do", async () => {
      const db = database.handle.db;
      const before = await launchList(db);
      expect(before.standIns).toContainEqual({
        page: "transparency",
        pageTitle: "Transparency",
        path: registrationDate,
        label: "Society registration: Date",
        english: "To be confirmed",
        languages: ["en", "te"],
      });
      // 12A and 80G number and date, the Darpan ID and the CSR-1 number come from the settings.
      expect(before.standIns.map(({ path }) => path)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^credentialsSection\.records\.[1-4]\.number$/)]),
      );
      expect(before.unset).toEqual(expect.arrayContaining(["registration12A.number", "registration80G.urn"]));
      expect(before.certificates.map(({ kind }) => kind)).toEqual(
        expect.arrayContaining([
          "certificateRegistration",
          "certificate12a",
          "certificate80g",
          "certificateDarpan",
          "certificateCsr1",
        ]),
      );
      const inCode = before.inCode.map(({ where }) => where);
      expect(
        inCode.filter((where) => /^(te\/)?transparency\.\w+\.(number|date|status)$/.test(where)),
      ).toEqual([]);
      // Every registration's certificate is staff's to upload (the FCRA status has none to show).
      for (const credential of ["registration", "12a", "80g", "darpan", "csr"])
        expect(inCode).not.toContain(`transparency.${credential}.certificate`);
      // No editor sets the FCRA status (decision 071): it is listed as a developer's, not left out
      // with the settings the editor covers.
      expect(inCode).toContain("organisation.giving.fcraRegistered");
      expect(inCode).not.toContain("organisation.giving.pan");

      const page = textPage("transparency");
      if (!page) throw new Error("No transparency texts.");
      const published = await savePageTexts(db, page, {
        actor: meena,
        input: { texts: { [registrationDate]: { en: "12 May 2016" } }, figures: {} },
        now: new Date(),
        intent: "publish",
      });
      expect(published.status).toBe("saved");
      const pdf = new TextEncoder().encode("%PDF-1.4\n% a 12A certificate\n%%EOF\n");
      const uploaded = await uploadDocument(db, {
        actor: meena,
        upload: { title: "12A certificate", kind: "certificate12a", financialYear: "2016-17", file: pdf },
        now: new Date(),
      });
      expect(uploaded.status).toBe("saved");

      const after = await launchList(db);
      expect(after.standIns.find((text) => text.path === registrationDate)?.languages).toEqual(["te"]);
      expect(after.standIns).toHaveLength(before.standIns.length);
      expect(after.certificates.map(({ kind }) => kind)).not.toContain("certificate12a");
      expect(after.certificates).toHaveLength(before.certificates.length - 1);
    });

    it("lists the documents with no Telugu title, until they have one", async () => {
      const db = database.handle.db;
      expect((await launchList(db)).untranslatedDocuments).toEqual([]);
      const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
      const upload = (title: string, titleTe: string) =>
        uploadDocument(db, {
          actor: meena,
          upload: { title, titleTe, kind: "annualReport", financialYear: "2025-26", file: pdf },
          now: new Date(),
        });
      const english = await upload("Annual report 2025-26", "");
      await upload("Audited accounts 2025-26", "ఆడిట్ చేసిన లెక్కలు 2025-26");
      if (english.status !== "saved") throw new Error("Not uploaded.");
      expect((await launchList(db)).untranslatedDocuments).toEqual([
        { id: expect.any(String), title: "Annual report 2025-26" },
      ]);
    });
  });
}
