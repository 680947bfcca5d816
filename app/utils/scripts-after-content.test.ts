import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "../../server/security-headers.ts";
import { formCodeDueMs } from "#app/islands/names.ts";
import {
  applicationStartId,
  inertScriptType,
  islandsAfterContent,
  scriptsAfterContent,
} from "./scripts-after-content.ts";

const moduleText = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const rendered =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-3.js"/>' +
  "</head><body><main>Hello</main><script>window.context = 1;</script>" +
  `<script type="module" async="">${moduleText}</script><script>stream.close();</script></body></html>`;

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("scriptsAfterContent", () => {
  const html = scriptsAfterContent(rendered);
  const head = html.slice(0, html.indexOf("</head>"));

  it("takes the module preloads out of the head and leaves the stylesheet", () => {
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("keeps the application's module text, word for word, in an element the browser does not run", () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script type="${inertScriptType}" id="${applicationStartId}">${moduleText}</script>`,
    );
  });

  it("starts the application last, with the preloaded files, from inline scripts the policy hashes", () => {
    const scripts = inlineScripts(html);
    expect(scripts).toContain(moduleText);
    const starter = scripts.at(-1) ?? "";
    expect(starter).toContain('["/assets/entry.client-2.js","/assets/react-3.js"]');
    expect(starter).toContain("first-contentful-paint");
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("leaves a page without the application as it is", () => {
    const staticPage = "<!DOCTYPE html><html><head></head><body><main>Hello</main></body></html>";
    expect(scriptsAfterContent(staticPage)).toBe(staticPage);
  });

  it("gives a page rendered with a nonce its starter with the nonce, and the same starter text", () => {
    const nonce = "aNonceOf24CharactersAbCd";
    const withNonce = scriptsAfterContent(
      rendered
        .replace("<script>window.context", `<script nonce="${nonce}">window.context`)
        .replace('<script type="module"', `<script nonce="${nonce}" type="module"`),
      nonce,
    );
    expect(withNonce).not.toMatch(/<script[^>]*type="module"/);
    expect(withNonce).toContain(
      `<script type="${inertScriptType}" id="${applicationStartId}">${moduleText}</script>`,
    );
    const starter = /<script nonce="([^"]+)">(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(withNonce);
    expect(starter?.[1]).toBe(nonce);
    // The module script it makes carries the nonce it read from itself; without one, its text (and hash) is the same.
    expect(starter?.[2]).toContain("script.nonce=nonce");
    expect(inlineScripts(html).at(-1)).toBe(starter?.[2]);
  });
});

describe("islandsAfterContent", () => {
  const scripts = {
    "contact-form": {
      file: "/assets/contact-form-1.js",
      imports: ["/assets/start-5.js"],
      later: ["/assets/react-2.js", "/assets/forms-3.js"],
    },
    "hero-carousel": {
      file: "/assets/hero-carousel-4.js",
      imports: ["/assets/start-5.js"],
      later: ["/assets/react-2.js", "/assets/carousel-6.js"],
    },
  };

  it("starts each island on the page once it has painted, every file it waits with preloaded once; a form's React later", () => {
    const html = islandsAfterContent(
      page('<div data-island="hero-carousel"></div><div data-island="contact-form"></div>'),
      scripts,
    );
    expect(html).toContain(
      `<script type="${inertScriptType}" id="${applicationStartId}">import "/assets/hero-carousel-4.js";import "/assets/contact-form-1.js";</script>`,
    );
    const starter = inlineScripts(html).at(-1) ?? "";
    expect(starter).toContain(
      '["/assets/hero-carousel-4.js","/assets/start-5.js","/assets/contact-form-1.js"],0,',
    );
    // The form is made ready for a person's first touch, after the load; the carousel's code waits
    // for its start, unfetched.
    expect(starter).toContain('["/assets/react-2.js","/assets/forms-3.js"],0)');
    expect(html).not.toContain("/assets/carousel-6.js");
    expect(html).not.toMatch(/<script[^>]*(type="module"|src=)/);
  });

  it("leaves a page without islands as it is, and fails loudly on an island the build has no script for", () => {
    expect(islandsAfterContent(page("<main>Hello</main>"), scripts)).toBe(page("<main>Hello</main>"));
    expect(() => islandsAfterContent(page('<div data-island="impact-stats"></div>'), scripts)).toThrow(
      /impact-stats/,
    );
  });
});

describe("the starter, run in a page", () => {
  it("adds one preload a task, in order, then the module script: no long task of requests after the paint", async () => {
    const page = new JSDOM(scriptsAfterContent(rendered), { runScripts: "outside-only" });
    const { window } = page;
    // A browser that reports no paints: the starter waits for the load event instead.
    Object.assign(window, { PerformanceObserver: { supportedEntryTypes: [] } });
    const starter = inlineScripts(page.serialize()).at(-1) ?? "";
    window.eval(starter.replace("document.currentScript.nonce", '""'));
    const preloads = () =>
      [...window.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      );
    const moduleScripts = () => window.document.querySelectorAll('script[type="module"]').length;

    window.dispatchEvent(new window.Event("load"));
    expect(preloads()).toEqual(["/assets/entry.client-2.js"]);
    expect(moduleScripts()).toBe(0);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(preloads()).toEqual(["/assets/entry.client-2.js", "/assets/react-3.js"]);
    expect(moduleScripts()).toBe(0);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(moduleScripts()).toBe(1);
    expect(window.document.querySelector('script[type="module"]')?.textContent).toBe(moduleText);
    window.close();
  });

  /** A form page as the starter sees it: the island, the starter run, the preloads it has added. */
  function formPage(url = "https://example.org/contact") {
    const html = islandsAfterContent(
      page(
        '<div data-island="contact-form"><form><p id="form-outcome">Sent</p><input name="name"></form></div>',
      ),
      {
        "contact-form": {
          file: "/assets/contact-form-1.js",
          imports: ["/assets/start-5.js"],
          later: ["/assets/react-2.js", "/assets/forms-3.js"],
        },
      },
    );
    const dom = new JSDOM(html, { runScripts: "outside-only", url });
    const { window } = dom;
    // A browser that reports no paints: the starter starts the islands at the load event.
    Object.assign(window, { PerformanceObserver: { supportedEntryTypes: [] } });
    const loaded = new Promise((resolve) => window.addEventListener("load", resolve));
    window.eval((inlineScripts(html).at(-1) ?? "").replace("document.currentScript.nonce", '""'));
    const preloads = () =>
      [...window.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      );
    const tasks = (count: number) =>
      Array.from({ length: count }).reduce<Promise<unknown>>(
        (previous) => previous.then(() => new Promise((resolve) => window.setTimeout(resolve, 0))),
        Promise.resolve(),
      );
    return { window, preloads, tasks, loaded };
  }

  it("fetches a form's React and component at a person's first touch, not while the page loads", async () => {
    const { window, preloads, tasks, loaded } = formPage();
    await loaded;
    await tasks(3);
    expect(preloads()).toEqual(["/assets/contact-form-1.js", "/assets/start-5.js"]);
    expect(window.document.querySelectorAll('script[type="module"]')).toHaveLength(1);

    window.document
      .querySelector("input")
      ?.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
    await tasks(2);
    expect(preloads()).toEqual([
      "/assets/contact-form-1.js",
      "/assets/start-5.js",
      "/assets/react-2.js",
      "/assets/forms-3.js",
    ]);
    // Once: a second touch adds nothing.
    window.dispatchEvent(new window.KeyboardEvent("keydown"));
    await tasks(2);
    expect(preloads()).toHaveLength(4);
    window.close();
  });

  it(`fetches them ${formCodeDueMs / 1000} s after the load without a touch`, async () => {
    const { window, preloads, tasks, loaded } = formPage();
    await loaded;
    await new Promise((resolve) => window.setTimeout(resolve, formCodeDueMs - 300));
    expect(preloads()).not.toContain("/assets/react-2.js");
    await new Promise((resolve) => window.setTimeout(resolve, 400));
    await tasks(2);
    expect(preloads()).toEqual(expect.arrayContaining(["/assets/react-2.js", "/assets/forms-3.js"]));
    window.close();
  });

  it("fetches them at once on the page of a form's answer, which opens at the answer", () => {
    const { window, preloads } = formPage("https://example.org/contact#form-outcome");
    expect(preloads()).toEqual(["/assets/react-2.js"]);
    window.close();
  });
});
