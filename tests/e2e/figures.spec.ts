import { expect, test } from "@playwright/test";

/*
 * Every figure of the specification (requirements 1 organisation claims and requirements 9 business constants) on the page
 * that should show it. The table is written out from the specification on purpose, not imported from
 * the content modules, so that a figure changed or dropped in the content makes this test fail.
 *
 * A tile is a number shown with the words that say what it counts: the test looks for a list item
 * holding exactly `value` and, in the same item, `context`. A mention is a fact stated in prose.
 */
type Tile = { value: string; context: RegExp };
type PageFigures = { tiles: readonly Tile[]; mentions?: readonly RegExp[] };

const specFigures: Record<string, PageFigures> = {
  "/about": {
    tiles: [
      { value: "8+", context: /years of impact/i },
      { value: "70+", context: /villages/i },
      { value: "10+", context: /strategic partners/i },
      { value: "1 million", context: /2030/ },
    ],
    mentions: [/2016/, /791\/2016/, /2001/],
  },
  "/collaborators": {
    tiles: [
      { value: "10+", context: /strategic partners/i },
      { value: "70+", context: /villages/i },
      { value: "8+", context: /years/i },
    ],
  },
  "/volunteer/gram-library": {
    tiles: [
      { value: "600+", context: /children/i },
      { value: "15", context: /villages/i },
      { value: "250", context: /girls/i },
      { value: "15", context: /school partnerships/i },
    ],
    mentions: [/aged 5 to 15/i],
  },
  "/volunteer/grow-plant": {
    tiles: [
      { value: "3", context: /villages/i },
      { value: "100+", context: /community members/i },
      { value: "15", context: /sites/i },
    ],
  },
  "/programs/natural-resource": {
    tiles: [
      { value: "30,000+", context: /saplings.*35 villages/i },
      { value: "6,000+", context: /plants revived.*20 villages/i },
      { value: "15", context: /villages.*forest/i },
      { value: "2", context: /government schemes.*water conservation/i },
    ],
    mentions: [/bund plantations/i, /percolation tanks/i, /bio-gas plants/i, /two government schemes/i],
  },
  "/programs/education": {
    tiles: [
      { value: "15", context: /villages/i },
      { value: "600", context: /350 boys.*250 girls/i },
      { value: "30,000+", context: /students.*career guidance/i },
    ],
    mentions: [/parental awareness/i],
  },
  "/programs/farm-livelihoods": {
    tiles: [
      { value: "50", context: /dairy farmers trained/i },
      { value: "40%", context: /income.*5 fishermen/i },
      { value: "20", context: /horticulture farmers/i },
      { value: "10", context: /villages.*turmeric/i },
    ],
  },
  "/programs/non-farm-livelihoods": {
    tiles: [
      { value: "180", context: /women trained.*35 villages/i },
      { value: "60%", context: /loans/i },
      { value: "100+", context: /micro-entrepreneurs/i },
      { value: "10", context: /pilot.*2 days/i },
      { value: "500+", context: /beneficiaries/i },
      { value: "100+", context: /villages/i },
      { value: "50+", context: /cooperatives/i },
    ],
    mentions: [/targets/i],
  },
  "/programs/health": {
    tiles: [
      { value: "50", context: /villages/i },
      { value: "1,500", context: /households/i },
    ],
  },
  "/programs/fpos": {
    tiles: [
      { value: "2", context: /farmer producer organizations/i },
      { value: "1,000", context: /farmers/i },
    ],
    mentions: [/drone technology/i, /bank linkages/i],
  },
  "/programs/drug-de-addiction": {
    tiles: [
      { value: "3,500+", context: /students.*20 colleges/i },
      { value: "2,500", context: /people.*30 villages/i },
      { value: "350", context: /youth counselled/i },
      { value: "6,300+", context: /total/i },
    ],
    mentions: [/three-tiered intervention/i],
  },
  "/programs/senior-citizens": {
    tiles: [
      { value: "70", context: /villages/i },
      { value: "1,600+", context: /elders/i },
      { value: "300", context: /elders.*intervention/i },
      { value: "500", context: /elders.*intervention/i },
      { value: "800", context: /elders.*intervention/i },
    ],
    mentions: [/three interventions/i],
  },
};

for (const [path, { tiles, mentions = [] }] of Object.entries(specFigures)) {
  test(`${path} shows every figure the specification gives it`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const { value, context } of tiles) {
      const tile = main
        .getByRole("listitem")
        .filter({ has: page.getByText(value, { exact: true }) })
        .filter({ hasText: context });
      await expect(tile.first(), `${value} (${context.source})`).toBeVisible();
    }
    for (const mention of mentions) {
      await expect(main).toContainText(mention);
    }
  });
}

test("Rural Sports shows no figures, since the specification gives none", async ({ page }) => {
  for (const path of ["/programs/sports", "/programs/rural-sports"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Rural Sports" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^\d[\d,]*[+%]?$/)).toHaveCount(0);
  }
});
