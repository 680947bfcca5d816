import { expect, type Page, test } from "@playwright/test";
import { minimumFillTimeMs } from "../../server/send-form-email/spam.ts";

/*
 * On a slow link a person fills in the form while its script is on its way (it starts at their
 * first touch, decision 047). Here the page's scripts are held until the person has entered
 * things, then let through: React takes the form over, and everything stays as they left it.
 */

/**
 * Opens the page with its scripts held back; the returned function lets them through. With
 * `starterArrives`, the form's entry and its start chunk come at once (a few hundred bytes), and
 * only React and the form's code are held.
 */
async function openWithScriptsHeld(page: Page, path: string, { starterArrives = false } = {}) {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const html = await (await page.request.get(path)).text();
  const starter = starterArrives
    ? [
        /id="application-start">import "([^"]+)"/.exec(html)?.[1],
        /"(\/assets\/start-[^"]+\.js)"/.exec(html)?.[1],
      ]
    : [];
  expect(starter).not.toContain(undefined);
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!starter.includes(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto(path);
  return async () => {
    letThrough();
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  };
}

test("a Telugu donor's amount, 80G choice and PAN entered before the script stay as they were", async ({
  page,
}) => {
  const scriptArrives = await openWithScriptsHeld(page, "/te/donate");
  const form = page.getByRole("form", { name: "విరాళం ఫారం" });
  await form.getByText("₹2,500", { exact: true }).click();
  await form.getByRole("checkbox", { name: "నాకు పన్ను మినహాయింపు రసీదు కావాలి" }).check();
  await form.getByRole("textbox", { name: "పాన్ (PAN)" }).fill("ABCPK1234D");
  const name = form.getByRole("textbox", { name: "పూర్తి పేరు" });
  await name.fill("రవి కుమార్");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(0);
  // The server's total (₹0) would contradict the card chosen: the figure waits for the script's.
  await expect(form.getByText("మీ విరాళం", { exact: true })).toBeVisible();
  await expect(form.locator("output")).toBeHidden();

  await scriptArrives();

  await expect(form.getByRole("radio", { name: "₹2,500", exact: true })).toBeChecked();
  await expect(form.locator("output")).toHaveText("₹2,500");
  await expect(form.locator("output")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "పాన్ (PAN)" })).toHaveValue("ABCPK1234D");
  await expect(name).toHaveValue("రవి కుమార్");
  await expect(name).toBeFocused();
});

test("a card chosen and an amount typed before the script: the typed amount is the total, as it is what is sent", async ({
  page,
}) => {
  const scriptArrives = await openWithScriptsHeld(page, "/te/donate");
  const form = page.getByRole("form", { name: "విరాళం ఫారం" });
  await form.getByText("₹2,500", { exact: true }).click();
  await form.getByRole("spinbutton").fill("3000");
  await form.getByRole("textbox", { name: "పూర్తి పేరు" }).focus();

  await scriptArrives();

  await expect(form.getByRole("radio", { name: "₹2,500", exact: true })).not.toBeChecked();
  await expect(form.getByRole("spinbutton")).toHaveValue("3000");
  await expect(form.locator("output")).toHaveText("₹3,000");
});

test("an applicant's revealed fields stay open with what was typed in them", async ({ page }) => {
  const scriptArrives = await openWithScriptsHeld(page, "/volunteer/internship");
  await page.getByRole("combobox", { name: "Gender" }).selectOption("other");
  await page.locator('input[name="customGender"]').fill("Non-binary");
  await page.getByRole("checkbox", { name: "This internship is part of my academic requirement" }).check();
  const college = page.locator('input[name="collegeName"]');
  await college.fill("Government Degree College");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(0);

  await scriptArrives();

  await expect(page.locator('input[name="customGender"]')).toHaveValue("Non-binary");
  await expect(college).toHaveValue("Government Degree College");
  await expect(college).toBeFocused();
});

for (const starterArrives of [true, false]) {
  test(`a pledge reference typed while ${starterArrives ? "React" : "every script"} is on its way stays whole`, async ({
    page,
  }) => {
    // "I have paid" opened from the donate page, without a reference in its address.
    const scriptArrives = await openWithScriptsHeld(page, "/donate/paid", { starterArrives });
    const reference = page.getByRole("textbox", { name: "Pledge reference" });
    await reference.pressSequentially("DON-WCLAD4");
    await expect(page.locator("form[data-enhanced]")).toHaveCount(0);

    await scriptArrives();

    await expect(reference).toHaveValue("DON-WCLAD4");
    await reference.press("End");
    await reference.press("Backspace");
    await reference.press("5");
    await expect(reference).toHaveValue("DON-WCLAD5");
  });
}

for (const starterArrives of [true, false]) {
  test(`a person who fills in a form while ${starterArrives ? "React" : "every script"} is on its way is not taken for a bot`, async ({
    page,
  }) => {
    // The spam check takes a form sent within 2 s of its first touch for a bot's: that time counts
    // from the person's first touch, not from the script's arrival moments before they press Send.
    const scriptArrives = await openWithScriptsHeld(page, "/contact", { starterArrives });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Lakshmi Devi");
    await form.getByLabel("Email Address").fill("lakshmi@example.org");
    await form.getByLabel("Subject").selectOption("partnership");
    await form.getByLabel("Message").fill("Could the library visit our village school?");
    await page.waitForTimeout(minimumFillTimeMs + 100);

    await scriptArrives();
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/send-form-email"));
    await form.getByRole("button", { name: "Send Message" }).click();

    expect(Number((await sent).headers()["x-form-elapsed-ms"])).toBeGreaterThanOrEqual(minimumFillTimeMs);
    await expect(page.getByText(/Your reference: CON-/).first()).toBeVisible();
  });
}

test("a form filled in before its script arrived fetches its rules as the script takes over, not at Send", async ({
  page,
}) => {
  // On a link that may drop before Send, the rules must already be here: then a failed send is the
  // site's message with everything kept, not the browser's error page (decision 070).
  const scriptArrives = await openWithScriptsHeld(page, "/te/contact");
  const form = page.getByRole("form", { name: "సంప్రదింపు ఫారం" });
  await form.getByRole("textbox", { name: "పూర్తి పేరు" }).fill("లక్ష్మి దేవి");
  await form.getByRole("textbox", { name: "ఈమెయిల్ చిరునామా" }).fill("lakshmi@example.org");
  const rules = page.waitForRequest((request) => /\/schema-resolver-[^/]+\.js$/.test(request.url()), {
    timeout: 10_000,
  });

  await scriptArrives();

  await rules;
});
