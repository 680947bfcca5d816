import { expect, type Page, test } from "@playwright/test";

/*
 * Decision 056: the public pages set their text in two weights, regular and bold. Each size and
 * weight a page uses is a font the browser looks up and prepares before its first layout (on a
 * Telugu page twice: Latin and Telugu), so the count is held where it was when the rule was made:
 * 11–12 on these pages, against 14–17 with semibold, medium and extrabold.
 */
const allowedWeights = ["400", "700"];
const sizesAndWeightsBudget = 12;

const pages = [
  "/",
  "/donate",
  "/contact",
  "/volunteer/gram-library",
  "/volunteer/internship",
  "/te",
  "/te/donate",
  "/te/volunteer/internship",
];

/** Each size and weight the page's rendered text is set in, with a sample of its text. */
function textStyles(page: Page) {
  return page.evaluate(() => {
    const styles = new Map<string, { size: string; weight: string; sample: string }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element?.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const key = `${style.fontSize} ${style.fontWeight}`;
      if (!styles.has(key))
        styles.set(key, { size: style.fontSize, weight: style.fontWeight, sample: text.slice(0, 40) });
    }
    return [...styles.values()];
  });
}

for (const path of pages) {
  test(`${path} sets its text in two weights and at most ${sizesAndWeightsBudget} sizes and weights`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    const styles = await textStyles(page);
    const otherWeights = styles.filter((style) => !allowedWeights.includes(style.weight));
    expect(otherWeights, "text in a weight other than regular or bold").toEqual([]);
    expect(styles.length, JSON.stringify(styles, null, 1)).toBeLessThanOrEqual(sizesAndWeightsBudget);
  });
}
