import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

/*
 * On a slow link a page arrives in pieces, and a browser may paint what it has parsed so far. Every
 * page's first paint waits until the whole page is parsed (rel=expect, decision 056), so nothing
 * painted can move when the rest arrives. Browsers without rel=expect (Firefox, Safari today) paint
 * the first piece: there the header's logo stays centred on its name whatever arrives beside it
 * (decision 054). Here the site's own page is sent in two pieces, a second apart, cut inside what
 * must not move.
 */

const pauseMs = 1_000;

/** A stand-in origin that sends one page of the real server in two pieces and passes on the rest. */
async function originSendingInTwo(
  upstream: string,
  path: string,
  cutAt: (html: string) => number,
  withoutExpect: boolean,
) {
  const page = await (await fetch(new URL(path, upstream))).text();
  const html = withoutExpect ? page.replace(/<link rel="expect"[^>]*>/, "") : page;
  expect(html.length < page.length, "the expect link taken out").toBe(withoutExpect);
  const cut = cutAt(html);
  expect(cut, "where the page is cut").toBeGreaterThan(0);
  const server: Server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
      return;
    }
    void fetch(new URL(request.url ?? "/", upstream)).then(async (answer) => {
      const type = answer.headers.get("Content-Type") ?? "application/octet-stream";
      response.writeHead(answer.status, { "Content-Type": type });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => server.close(),
  };
}

const atSecond = (needle: string) => (html: string) => html.indexOf(needle, html.indexOf(needle) + 1);
const afterFirst = (needle: string) => (html: string) => html.indexOf(needle) + needle.length;

const cases = [
  // The hero's second slide: the first one's texts are parsed, the taller ones to come are not.
  { path: "/", cutAt: atSecond('aria-roledescription="slide"'), withoutExpect: false },
  { path: "/te", cutAt: atSecond('aria-roledescription="స్లైడ్"'), withoutExpect: false },
  // A form page, at the start of its form.
  { path: "/te/donate", cutAt: afterFirst('id="donation-form"'), withoutExpect: false },
  // Inside the header's logo link, as a browser without rel=expect paints it: the mark is parsed,
  // the society's name beside it is not. The mark must simply stay where it is.
  { path: "/about", cutAt: afterFirst("</svg>"), withoutExpect: true },
];

test.use({ viewport: { width: 412, height: 823 } });

for (const { path, cutAt, withoutExpect } of cases) {
  test(`${path} arriving in two pieces: nothing painted moves when the rest arrives`, async ({
    page,
    baseURL,
  }) => {
    const origin = await originSendingInTwo(baseURL ?? "", path, cutAt, withoutExpect);
    try {
      await page.goto(origin.url);
      // Buffered entries reach an observer in a task of their own; 200 ms is ample for them.
      const { firstPaint, shifts } = await page.evaluate(
        () =>
          new Promise<{ firstPaint: number; shifts: number }>((resolve) => {
            const found = { firstPaint: Number.NaN, shifts: 0 };
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value?: number })[]) {
                if (entry.name === "first-contentful-paint") found.firstPaint = entry.startTime;
                if (entry.entryType === "layout-shift") found.shifts += entry.value ?? 0;
              }
            });
            observer.observe({ type: "paint", buffered: true });
            observer.observe({ type: "layout-shift", buffered: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(found);
            }, 200);
          }),
      );
      if (withoutExpect) expect(firstPaint, "first paint before the rest").toBeLessThan(pauseMs);
      else expect(firstPaint, "first paint after the rest").toBeGreaterThanOrEqual(pauseMs * 0.9);
      expect(shifts, "layout shift").toBe(0);
    } finally {
      origin.close();
    }
  });
}
