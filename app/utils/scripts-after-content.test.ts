import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "../../server/security-headers.ts";
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
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

  it("starts each island on the page once it has painted, every file it waits with preloaded once, and a form's React too", () => {
    const html = islandsAfterContent(
      page('<div data-island="hero-carousel"></div><div data-island="contact-form"></div>'),
      scripts,
    );
    expect(html).toContain(
      `<script type="${inertScriptType}" id="${applicationStartId}">import "/assets/hero-carousel-4.js";import "/assets/contact-form-1.js";</script>`,
    );
    // The form is ready at a person's first touch; the carousel's code waits for its start, unfetched.
    expect(inlineScripts(html).at(-1)).toContain(
      '["/assets/hero-carousel-4.js","/assets/start-5.js","/assets/contact-form-1.js","/assets/react-2.js","/assets/forms-3.js"]',
    );
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
    // jsdom fires the page's own load event in a task of its own: past it, the load event below is
    // the only one the starter hears (else, on a fast machine, it started twice).
    if (window.document.readyState !== "complete")
      await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
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
});
