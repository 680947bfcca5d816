import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { htmlResponse, sameSiteOnly, seeOther } from "./http.ts";

const site = "http://staff.test";

/** A POST that changes something, behind the check, as the staff area has it. */
const app = new Hono()
  .use(sameSiteOnly({ siteUrl: site, trustProxy: false }, () => new Response("refused", { status: 403 })))
  .post("/change", () => seeOther("/done"))
  .get("/page", () => htmlResponse("<!doctype html><p>page</p>"));

const post = (headers: Record<string, string>) => app.request(`${site}/change`, { method: "POST", headers });

describe("the staff area's answers and its check of where a post came from", () => {
  it("tell the browser to send no Referer, from pages and redirects", async () => {
    expect((await app.request(`${site}/page`)).headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await post({ Origin: site })).headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("take a post whose Origin is null under that policy only when Fetch Metadata says same-origin", async () => {
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    for (const fetchSite of ["cross-site", "same-site", "none"])
      expect((await post({ Origin: "null", "Sec-Fetch-Site": fetchSite })).status, fetchSite).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect((await post({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" })).status).toBe(
      403,
    );
  });
});
