import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../security-headers.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { asWholeWords } from "../testing/submissions.ts";
import { openStaffArea, ownOrigin, storeValid } from "./testing.ts";

warnWhenPostgresMissing("the staff area's URL tests");

/*
 * Staff work through a person's data as they would: search, open, mark, note, look up, copy, erase.
 * Every URL the answers link, post or redirect to is collected; none may name the person (their
 * name or address end up in browser history and a proxy's access log, which erasure cannot reach),
 * and every answer tells the browser to send no Referer.
 */

/** What the test submissions hold that names someone (server/testing/submissions.ts). */
const personal = new RegExp(
  `${asWholeWords("ravi", "kumar", "sravani", "reddy", "krao", "rao", "asha", "devi", "lakshmi")}|@`,
  "i",
);

const urlsIn = (html: string) =>
  [...html.matchAll(/\s(?:href|action|src|formaction)="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`staff pages on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("link, post and redirect to no URL that names a person, and send no Referer", async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      // As the server mounts it: the site-wide headers around the staff area, beside a public page.
      const app = new Hono()
        .use(securityHeaders())
        .get("/contact", (context) => context.text("public"))
        .route("/", area.app);
      const seen: { url: string; response: Response; urls: string[] }[] = [];
      const visit = async (url: string, form?: Record<string, string>) => {
        const headers = new Headers({ Cookie: cookie });
        if (form) headers.set("Origin", ownOrigin);
        const response = await app.request(`${ownOrigin}${url}`, {
          method: form ? "POST" : "GET",
          headers,
          body: form ? new URLSearchParams(form) : undefined,
        });
        const type = response.headers.get("Content-Type") ?? "";
        // Read to the end: an export streams, and its audit line is written when it is complete.
        const urls = type.startsWith("text/html")
          ? urlsIn(await response.clone().text())
          : (await response.clone().arrayBuffer(), []);
        const location = response.headers.get("Location");
        seen.push({ url, response, urls: location ? [...urls, location] : urls });
        return { response, location: location ?? "", urls };
      };
      const linked = (urls: string[], pattern: RegExp) => urls.find((url) => pattern.test(url)) ?? "";

      const contact = await storeValid(database.handle, "contact");
      const internship = await storeValid(database.handle, "internship");
      const donation = await storeValid(database.handle, "donation");

      await visit("/staff");
      for (const q of ["ravi@example.org", "Ravi Kumar", "krao", contact.reference]) {
        const { location } = await visit("/staff/search", { q, anywhere: "1", status: "all" });
        await visit(location);
        for (const exported of [
          { export: "xlsx", form: "" },
          { export: "csv", form: "contact" },
        ]) {
          const { location: file } = await visit("/staff/search", {
            q,
            anywhere: "1",
            status: "all",
            ...exported,
          });
          await visit(file);
        }
      }
      for (const { reference } of [contact, internship, donation]) {
        const { urls } = await visit(`/staff/submissions/${reference}`);
        await visit(`/staff/submissions/${reference}/review`, {
          note: "Rang ravi@example.org",
          action: "handled",
        });
        await visit(`/staff/submissions/${reference}/review`, {
          note: "Rang ravi@example.org",
          action: "spam",
        });
        expect(urls).toContain("/staff/privacy");
      }
      await visit(`/staff/donations/pledges/${donation.reference}`);
      const { location: receipt } = await visit(`/staff/donations/pledges/${donation.reference}/payments`, {
        amount: "1500",
        date: "2026-05-02",
        mode: "upi",
        reference: "412345678901",
        kind: "others",
        // As the office confirms them: no PAN, and the pledge stored today (server/donations/cautions.ts).
        "caution-not-deductible": "yes",
        "caution-before-pledge": "yes",
      });
      expect(receipt).toMatch(/^\/staff\/donations\/receipts\//);
      await visit(receipt);
      await visit("/staff/donations");

      // The submission page's "Find everything stored under their address" posts the address.
      const { location: lookup } = await visit("/staff/privacy", { email: "ravi@example.org" });
      const { urls } = await visit(lookup);
      await visit(linked(urls, /\/staff\/privacy\/export/));
      await visit("/staff/privacy/erase", { email: "ravi@example.org", confirm: "erase someone else" });
      const { location: erased } = await visit("/staff/privacy/erase", {
        email: "ravi@example.org",
        confirm: "erase ravi@example.org",
      });
      await visit(erased);
      await visit(`/staff/privacy?${new URLSearchParams({ email: "ravi@example.org" })}`);

      expect(seen.length).toBeGreaterThan(25);
      expect(seen.filter(({ response }) => response.status >= 500)).toEqual([]);
      for (const { url, response, urls } of seen) {
        expect(response.headers.get("Referrer-Policy"), url).toBe("no-referrer");
        // mailto: and tel: open the phone's mail or dialler: no request, no history, no access log.
        for (const target of urls.filter((target) => !/^(mailto|tel):/.test(target)))
          expect(decodeURIComponent(target), `${url} → ${target}`).not.toMatch(personal);
      }
      expect(seen.some(({ urls }) => urls.some((target) => /\/staff\/submissions\//.test(target)))).toBe(
        true,
      );
      const publicPage = await app.request(`${ownOrigin}/contact`);
      expect(publicPage.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    });
  });
}
