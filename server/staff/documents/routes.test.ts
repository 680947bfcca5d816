import { describe, expect, it } from "vitest";
import { listDocuments } from "../../documents/documents.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { auditLog, openStaffArea, ownOrigin } from "../testing.ts";

warnWhenPostgresMissing("the staff documents screens tests");

const pdf: Uint8Array<ArrayBuffer> = new Uint8Array([
  ...Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
  0,
  1,
  2,
  255,
]);
const upload = {
  title: "Annual report 2025-26",
  titleTe: "వార్షిక నివేదిక 2025-26",
  kind: "annualReport",
  financialYear: "2025-26",
};
// 151 characters as a reader counts them (302 code units): one more than either title takes.
const teluguTooLong = `${"వా".repeat(150)}ర`;

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the staff documents screens on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    const open = async () => {
      let refreshes = 0;
      const area = await openStaffArea(database.handle, {
        content: {
          production: false,
          refresh: async () => {
            refreshes += 1;
          },
        },
      });
      const cookie = await area.signIn();
      /** The upload form's post: multipart, with the PDF unless told otherwise. */
      const uploadAs = (
        fields: Record<string, string>,
        file: Uint8Array<ArrayBuffer> | null = pdf,
        as = cookie,
      ) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        if (file) form.set("file", new File([file], "report.pdf", { type: "application/pdf" }));
        return area.app.request(`${ownOrigin}/staff/documents`, {
          method: "POST",
          headers: { Cookie: as, Origin: ownOrigin },
          body: form,
        });
      };
      const retitle = (id: string, form: Record<string, string>, as = cookie) =>
        area.request(`/staff/documents/${id}/titles`, { method: "POST", cookie: as, form });
      return { ...area, cookie, uploadAs, retitle, refreshes: () => refreshes };
    };

    it("uploads a document with its Telugu title, shown in the list; a refused upload keeps both titles as typed", async () => {
      const { uploadAs, request, cookie, refreshes } = await open();
      const refused = await uploadAs({ ...upload, titleTe: teluguTooLong });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("Nothing was uploaded");
      expect(html).toContain("Keep the Telugu title to 150 characters or fewer; this one has 151.");
      expect(html).toContain('href="#document-titleTe"');
      expect(html).toContain(`value="${upload.title}"`);
      expect(html).toContain(`value="${teluguTooLong}"`);
      expect(html).toMatch(/<input[^>]*id="document-titleTe"[^>]*aria-invalid="true"/);
      // The PDF was fine, but a browser does not keep it: the page asks for it again.
      expect(html).toContain(
        "Choose the PDF file again: a browser does not keep it when the form comes back.",
      );
      expect(await listDocuments(db())).toEqual([]);
      // A chosen PDF that is empty is named as such, not taken for no file chosen.
      const empty = await (await uploadAs(upload, new Uint8Array(0))).text();
      expect(empty).toContain("The file is empty (0 bytes).");
      expect(empty).not.toContain("Choose the PDF file to upload.");
      expect(refreshes()).toBe(0);

      const saved = await uploadAs(upload);
      expect(saved.status).toBe(303);
      expect(saved.headers.get("Location")).toBe("/staff/documents?done=uploaded");
      expect(refreshes()).toBe(1);
      const [document] = await listDocuments(db());
      expect(document).toMatchObject({ title: upload.title, titleTe: upload.titleTe });
      const list = await (await request("/staff/documents", { cookie })).text();
      expect(list).toContain(`<p lang="te">${upload.titleTe}</p>`);
      expect(list).toContain(`href="/staff/documents/${document?.id}/titles"`);

      // Without a Telugu title the list says what /te/transparency shows instead.
      expect((await uploadAs({ ...upload, titleTe: "", title: "Audited accounts 2025-26" })).status).toBe(
        303,
      );
      expect(await (await request("/staff/documents", { cookie })).text()).toContain(
        "No Telugu title: /te/transparency shows the English one.",
      );
    });

    it("changes a document's titles without the PDF: audited, the pages rendered again; a refused change keeps what was typed", async () => {
      const { uploadAs, retitle, request, cookie, refreshes } = await open();
      await uploadAs({ ...upload, titleTe: "" });
      const [document] = await listDocuments(db());
      if (!document) throw new Error("not uploaded");

      // "Ready to launch" leads to the document with no Telugu title, until it has one.
      const launchLink = `href="/staff/documents/${document.id}/titles"`;
      const launch = await (await request("/staff/launch", { cookie })).text();
      expect(launch).toContain("Documents without a Telugu title (1)");
      expect(launch).toContain(launchLink);

      const form = await request(`/staff/documents/${document.id}/titles`, { cookie });
      expect(form.status).toBe(200);
      const formHtml = await form.text();
      expect(formHtml).toContain(`value="${upload.title}"`);
      expect(formHtml).toMatch(/<input id="document-titleTe"[^>]*lang="te"[^>]*name="titleTe"/);
      expect(formHtml).toContain("downloads as annual-report-2025-26.pdf");

      const refused = await retitle(document.id, { title: "", titleTe: teluguTooLong });
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain("<title>Error: Edit titles · Documents · Staff area</title>");
      expect(refusedHtml).toContain("The titles were not changed.");
      expect(refusedHtml).toContain("Give the document a title, such as Annual report 2025-26.");
      expect(refusedHtml).toContain(`value="${teluguTooLong}"`);
      expect(await listDocuments(db())).toMatchObject([{ title: upload.title, titleTe: "" }]);

      const saved = await retitle(document.id, { title: upload.title, titleTe: upload.titleTe });
      expect(saved.status).toBe(303);
      expect(saved.headers.get("Location")).toBe("/staff/documents?done=retitled");
      expect(await listDocuments(db())).toMatchObject([
        { title: upload.title, titleTe: upload.titleTe, href: document.href },
      ]);
      expect(refreshes()).toBe(2);
      const launchAfter = await (await request("/staff/launch", { cookie })).text();
      expect(launchAfter).toContain("Documents without a Telugu title (0)");
      expect(launchAfter).not.toContain(launchLink);
      // Posted again: nothing to do, nothing audited, nothing rendered.
      const again = await retitle(document.id, { title: upload.title, titleTe: upload.titleTe });
      expect(again.headers.get("Location")).toBe("/staff/documents?done=unchanged");
      expect(refreshes()).toBe(2);
      expect(await (await request("/staff/documents?done=retitled", { cookie })).text()).toContain(
        "Titles saved. /transparency and /te/transparency show them within a minute.",
      );
      const log = await auditLog(database.handle);
      expect(
        log.filter((line) => line.action.startsWith("documents.")).map((line) => [line.action, line.subject]),
      ).toEqual([
        ["documents.upload", document.id],
        ["documents.edit_title", document.id],
      ]);

      expect((await request("/staff/documents/no-such-id/titles", { cookie })).status).toBe(404);
      expect((await retitle("no-such-id", { title: "A title", titleTe: "" })).status).toBe(404);
    });

    it("shows what staff typed as text, never as markup", async () => {
      const { uploadAs, request, cookie } = await open();
      await uploadAs({
        ...upload,
        title: "Report <script>alert(1)</script>",
        titleTe: 'నివేదిక <img src=x onerror="alert(2)">',
      });
      const [document] = await listDocuments(db());
      for (const path of ["/staff/documents", `/staff/documents/${document?.id}/titles`]) {
        const html = await (await request(path, { cookie })).text();
        expect(html, path).toContain("Report &lt;script&gt;alert(1)&lt;/script&gt;");
        expect(html, path).toContain("నివేదిక &lt;img src=x onerror=");
        expect(html, path).not.toMatch(/<script>alert|<img src=x/);
      }
    });

    it("lets an editor change the titles; the office and a translator are refused, and nothing changes", async () => {
      const { uploadAs, retitle, request, signInAs } = await open();
      await uploadAs({ ...upload, titleTe: "" });
      const [document] = await listDocuments(db());
      if (!document) throw new Error("not uploaded");
      for (const role of ["office", "translator"]) {
        const cookie = await signInAs(role);
        expect((await request(`/staff/documents/${document.id}/titles`, { cookie })).status, role).toBe(403);
        expect((await retitle(document.id, { title: upload.title, titleTe: "వార్షిక" }, cookie)).status).toBe(
          403,
        );
        expect((await uploadAs(upload, pdf, cookie)).status, role).toBe(403);
      }
      expect(await listDocuments(db())).toMatchObject([{ titleTe: "" }]);
      const editor = await signInAs("editor");
      expect(
        (await retitle(document.id, { title: upload.title, titleTe: upload.titleTe }, editor)).status,
      ).toBe(303);
      expect(await listDocuments(db())).toMatchObject([{ titleTe: upload.titleTe }]);
    });
  });
}
