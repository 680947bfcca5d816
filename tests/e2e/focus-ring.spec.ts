import { expect, type Locator, test } from "@playwright/test";

/*
 * The keyboard's focus ring stands out from what surrounds it by 3:1 or more (WCAG 1.4.11), on the
 * light pages and inside the dark bands: dark green on light, turmeric on dark.
 */

/** The ring's colour and the background behind the focused element, as the browser computes them. */
async function ringAndBackground(element: Locator) {
  await element.focus();
  // A button's colours fade on a screen with hover (decision 069), its ring's with them: read the end.
  await element.evaluate((focused) =>
    Promise.all(focused.getAnimations().map((animation) => animation.finished)),
  );
  return element.evaluate((focused) => {
    let node: Element | null = focused.parentElement;
    let background = "rgba(0, 0, 0, 0)";
    while (node && /rgba\(.*, 0\)$|transparent/.test(background)) {
      background = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return { ring: getComputedStyle(focused).outlineColor, background };
  });
}

function luminance(colour: string) {
  const [red, green, blue] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

const contrast = (one: string, other: string) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

test("the focus ring contrasts with a light page and with a dark band", async ({ page }) => {
  await page.goto("/contact");
  const onLight = await ringAndBackground(page.getByLabel("Full Name"));
  expect(contrast(onLight.ring, onLight.background), JSON.stringify(onLight)).toBeGreaterThanOrEqual(3);

  await page.goto("/");
  const onDark = await ringAndBackground(page.getByRole("link", { name: "Learn More about the society" }));
  expect(contrast(onDark.ring, onDark.background), JSON.stringify(onDark)).toBeGreaterThanOrEqual(3);

  const inFooter = await ringAndBackground(page.locator("footer a").first());
  expect(contrast(inFooter.ring, inFooter.background), JSON.stringify(inFooter)).toBeGreaterThanOrEqual(3);
});
