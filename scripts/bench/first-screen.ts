import { chromium } from "@playwright/test";

/*
 * The pictures a phone fetches for a page's first screen (issue 24: at most 120 KB on the home page
 * at 375 px): Chromium at 375 x 812 CSS pixels and a device pixel ratio of 2 (a low-end Android
 * phone's), no throttling; every image response until the page has loaded and the network has been
 * quiet, with its bytes on the wire (headers and body). Lazy pictures below the first screen are not
 * fetched, unless Chromium's look-ahead for lazy images reaches them, in which case they count too.
 */

export type FetchedImage = { url: string; bytes: number; type: string };

export async function firstScreenImages(
  url: string,
  { selfSignedCertificate = false }: { selfSignedCertificate?: boolean } = {},
): Promise<FetchedImage[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: selfSignedCertificate,
    });
    const page = await context.newPage();
    const images: Promise<FetchedImage>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image" || request.url().startsWith("data:")) return;
      images.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          return {
            url: new URL(request.url()).pathname,
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            type: (await response?.headerValue("content-type")) ?? "",
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return await Promise.all(images);
  } finally {
    await browser.close();
  }
}
