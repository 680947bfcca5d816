import { addStaffAccount, signIn } from "./staff-session.ts";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { scrollsSideways } from "./forms-helpers.ts";
import { screenshotsInto } from "./screenshots.ts";

/*
 * The society edits its lists (issue 23, slice 3; decision 035): signed in as staff, a team member
 * added in English and Telugu and moved to the top is on /team and /te/team first within a minute
 * of publishing; a partner's website that is not https is refused with its message and changes
 * nothing. Other specs share the server: the names are this spec's own, the counts never assumed.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "ravi.lists@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.CONTENT_SHOTS_DIR;

const member = {
  en: {
    name: "Kavitha Ramesh Naik",
    // A word too long for a phone's card, as staff may type: the card wraps it (checked at 320 px).
    role: "Community Health Coordinator (Utnoor/Jainoor/Narnoor/Indravelli)",
    qualification: "Auxiliary Nurse Midwife",
    experience: "Nine years in village health camps",
    biography: "Runs our health camps with the primary health centres of Utnoor and Jainoor.",
  },
  te: {
    name: "కవిత రమేష్ నాయక్",
    role: "సముదాయ ఆరోగ్య సమన్వయకర్త",
    experience: "గ్రామ ఆరోగ్య శిబిరాల్లో తొమ్మిదేళ్లు",
    biography: "ఉట్నూర్, జైనూర్ ప్రాథమిక ఆరోగ్య కేంద్రాలతో కలిసి మా ఆరోగ్య శిబిరాలను నడిపిస్తారు.",
  },
};

test.beforeAll(() => addStaffAccount(staffEmail, "Ravi Kumar"));

const publicPage = async (page: Page, address: string) => (await page.request.get(address)).text();

/** The name on the first team card of a served /team page. */
const firstMember = (html: string) =>
  /<h3 class="text-xl font-bold text-forest-800">([^<]*)<\/h3>/.exec(html)?.[1];

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

test("a team member added in English and Telugu, moved to the top and published, is first on /team and /te/team", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);
  // The launch page lists the code's stand-ins, each linking to its editor.
  await page.goto("/staff/launch");
  await expect(page.getByRole("heading", { name: /^Team and partners to fill in/ })).toBeVisible();
  await screenshot(page, "launch");
  await page.getByRole("link", { name: "State Government of Telangana" }).click();
  await expect(page.getByRole("heading", { name: "Edit State Government of Telangana" })).toBeVisible();
  await expect(page.getByText("These are the code’s stand-in words")).toBeVisible();
  await page.goto("/staff/content/lists/team");
  await expect(page.getByRole("heading", { name: "Team members", level: 1 })).toBeVisible();
  await noViolations(page);
  await screenshot(page, "team-list");

  await page.getByRole("link", { name: "Add a team member" }).click();
  for (const [field, value] of Object.entries(member.en))
    await page.getByLabel(`${field.charAt(0).toUpperCase()}${field.slice(1)} (English)`).fill(value);
  for (const [field, value] of Object.entries(member.te))
    await page.getByLabel(`${field.charAt(0).toUpperCase()}${field.slice(1)} (Telugu)`).fill(value);
  await noViolations(page);
  await screenshot(page, "team-member-new");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");
  expect(await publicPage(page, "/team")).not.toContain(member.en.name);

  // Up, one place at a time, until nothing is above it (however many members other runs left).
  const up = page.getByRole("button", { name: `Move up ${member.en.name}` });
  for (let step = 0; step < 60 && (await up.isEnabled()); step++) {
    await up.click();
    await expect(page.getByRole("status")).toContainText("Moved in the draft");
  }
  await expect(up).toBeDisabled();
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(member.en.name);

  await page.getByRole("link", { name: `Edit ${member.en.name}` }).click();
  await expect(page.getByLabel("Name (Telugu)")).toHaveValue(member.te.name);
  await screenshot(page, "team-member-edit");
  await page.getByRole("link", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Publish the list" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  for (const [address, name] of [
    ["/team", member.en.name],
    ["/te/team", member.te.name],
  ] as const) {
    await expect
      .poll(async () => firstMember(await publicPage(page, address)), {
        timeout: 60_000,
        intervals: [500, 1000, 2000],
      })
      .toBe(name);
  }
  await page.goto("/te/team");
  await expect(page.getByText(member.te.biography)).toBeVisible();
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: member.en.name })).toBeVisible();
  await noViolations(page);
  await screenshot(page, "team-page");
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(page.getByText(member.en.role)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test("a partner's website that is not https is refused with its message, and nothing changes", async ({
  page,
}) => {
  const partner = "Jainoor Millet Collective";
  await signIn(page, staffEmail);
  const fillPartner = async (website: string) => {
    await page.goto("/staff/content/lists/partners/entries/new");
    await page.getByLabel("Name (English)").fill(partner);
    await page.getByLabel("Focus tag (English)").fill("Millets");
    await page.getByLabel("Type tag (English)").fill("Farmer Collective");
    await page.getByLabel("Description (English)").fill("Buys and markets millets grown by tribal farmers.");
    await page.getByLabel("Website").fill(website);
  };
  await fillPartner("http://jainoor-millets.example.org");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Website")).toHaveAccessibleDescription(
    /Enter the full address starting with https:\/\//,
  );
  // What was typed stays in the form, to correct.
  await expect(page.getByLabel("Name (English)")).toHaveValue(partner);
  await noViolations(page);
  await screenshot(page, "partner-refused");
  await page.goto("/staff/content/lists/partners");
  await expect(page.getByRole("heading", { name: partner })).toHaveCount(0);
  expect(await publicPage(page, "/collaborators")).not.toContain(partner);

  // Corrected, it is saved; removed after the confirmation step, it leaves the draft again.
  await fillPartner("https://jainoor-millets.example.org");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: partner })).toBeVisible();
  await page.getByRole("link", { name: `Remove ${partner}` }).click();
  await expect(page.getByRole("heading", { name: `Remove ${partner}?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove Partner" }).click();
  await expect(page.getByRole("status")).toContainText("Removed from the draft");
  await expect(page.getByRole("heading", { name: partner })).toHaveCount(0);

  // The slide and message editors pass the same checks.
  for (const [address, name] of [
    ["/staff/content/lists/slides/entries/water", "slide-editor"],
    ["/staff/content/lists/team/message", "message-editor"],
  ] as const) {
    await page.goto(address);
    await noViolations(page);
    await screenshot(page, name);
  }
});
