import { expect, type Page, test } from "@playwright/test";

/*
 * The four forms with JavaScript off: the browser posts them to the function, which answers with
 * the form's page (after a success, by redirecting to it). (Stored submissions and their emails: function-forms.spec.ts, both ways.)
 */
test.use({ javaScriptEnabled: false });

const outcome = (page: Page) => page.locator("#form-outcome");
/** The outcome's message: its title and detail, without the list of refused fields under them. */
const outcomeMessage = (page: Page) => outcome(page).locator("p");

test("an invalid contact message shows the message (requirements 8), each field's hint, and keeps what was entered", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Email Address").fill("ravi@");
  await form.getByLabel("Message").fill("నమస్కారం — two lines\nof text");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/api\/send-form-email#form-outcome$/);
  await expect(outcomeMessage(page)).toHaveText(["Error", "Please fill in all required fields."]);
  await expect(outcome(page)).toHaveAttribute("role", "alert");
  await expect(outcome(page)).toBeInViewport();
  const answered = page.getByRole("form", { name: "Contact form" });
  await expect(answered.getByLabel("Full Name")).toHaveValue("Ravi Kumar");
  await expect(answered.getByLabel("Email Address")).toHaveValue("ravi@");
  await expect(answered.getByLabel("Email Address")).toHaveAccessibleDescription(
    "Please enter a valid email address, like name@example.com.",
  );
  await expect(answered.getByLabel("Subject")).toHaveAccessibleDescription("Please choose a subject.");
  await expect(answered.getByLabel("Message")).toHaveValue("నమస్కారం — two lines\nof text");
  await expect(answered.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
});

test("an invalid donation keeps the chosen amount and shows the donation message", async ({ page }) => {
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByText("₹1,000", { exact: true }).click();
  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByRole("button", { name: "Submit Donation" }).click();

  await expect(outcomeMessage(page)).toHaveText([
    "Please fill in all required fields and select a donation amount.",
  ]);
  const answered = page.getByRole("form", { name: "Donation form" });
  await expect(answered.getByRole("radio", { name: "₹1,000" })).toBeChecked();
  await expect(answered.getByLabel("Full Name")).toHaveValue("Asha Devi");
  await expect(answered.getByLabel("Email Address")).toHaveAccessibleDescription(/Email Address is required/);
  await expect(answered.getByText("₹1,000").last()).toBeVisible();
});

test("a refused form lists its refused fields in the page's order, each a link that takes the keyboard there", async ({
  page,
}) => {
  await page.goto("/donate");
  await page.getByRole("form", { name: "Donation form" }).getByLabel("Full Name").fill("Asha Devi");
  await page.getByRole("button", { name: "Submit Donation" }).click();

  const refused = outcome(page).getByRole("link");
  await expect(refused).toHaveText([
    "Please choose an amount or enter a whole number of rupees from 1 to 1,00,00,000.",
    "Email Address is required.",
    "Please confirm that you are an Indian citizen: we cannot accept donations from foreign citizens.",
  ]);
  await refused.nth(1).click();
  const email = page.getByRole("form", { name: "Donation form" }).getByLabel("Email Address");
  await expect(email).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
});

test("two refused fields with the same hint are each named in the list, so the applicant knows which", async ({
  page,
}) => {
  await page.goto("/volunteer/internship");
  const form = page.getByRole("form", { name: "JOIN US AS AN INTERN – APPLICATION FORM" });
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("asha@");
  await form.getByRole("textbox", { name: "Reference Email", exact: true }).fill("guide@");
  await form.getByRole("button", { name: "Submit Application" }).click();

  const refused = outcome(page).getByRole("link");
  await expect(refused.filter({ hasText: "valid email" })).toHaveText([
    "Email: Please enter a valid email address, like name@example.com.",
    "Reference Email: Please enter a valid email address, like name@example.com.",
  ]);
  await expect(refused.filter({ hasText: "Full Name is required." })).toHaveCount(1);
});

test("the donation total names the amount posted, and is left out before sending (never ₹0)", async ({
  page,
}) => {
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await expect(form.getByText("Your donation", { exact: true })).toBeHidden();
  await expect(form.getByText("₹0")).toBeHidden();
  await form.getByText("₹2,500", { exact: true }).click();
  await form.getByRole("button", { name: "Submit Donation" }).click();

  const answered = page.getByRole("form", { name: "Donation form" });
  await expect(answered.getByText("Your donation", { exact: true })).toBeVisible();
  await expect(answered.locator("output")).toHaveText("₹2,500");
});

test("the 80G details appear by CSS once asked for, and a wrong PAN gets its own hint", async ({ page }) => {
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await expect(form.getByRole("textbox", { name: "PAN", exact: true })).toBeHidden();
  await form.getByLabel("I want a receipt for a tax deduction").check();
  await expect(form.getByText("Cash donations above ₹2,000 do not qualify for the deduction.")).toBeVisible();
  await form.getByRole("textbox", { name: "PAN", exact: true }).fill("ABCD12345");
  await form.getByRole("button", { name: "Submit Donation" }).click();

  await expect(outcomeMessage(page)).toHaveText([
    "Please fill in all required fields and select a donation amount.",
  ]);
  const answered = page.getByRole("form", { name: "Donation form" });
  await expect(answered.getByRole("textbox", { name: "PAN", exact: true })).toHaveAccessibleDescription(
    /A PAN is five letters, four digits and a letter, like ABCDE1234F\./,
  );
  await expect(answered.getByLabel("I am an Indian citizen")).toHaveAccessibleDescription(
    "Please confirm that you are an Indian citizen: we cannot accept donations from foreign citizens.",
  );
});

test("a pledge is answered with how to pay it: the UPI link, its QR code, the UPI ID, the bank and 'I have paid'", async ({
  page,
}) => {
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByText("₹1,000", { exact: true }).click();
  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByLabel("Email Address").fill("asha@example.org");
  await form.getByLabel("I am an Indian citizen").check();
  await form.getByRole("button", { name: "Submit Donation" }).click();

  await expect(outcome(page)).toContainText("Thank you for your generous donation!");
  const reference = /DON-[2-9A-HJ-NP-Z]{6}/.exec((await outcome(page).textContent()) ?? "")?.[0] ?? "";
  const paying = page.getByRole("region", { name: "Now make your donation" });
  const link = paying.getByRole("link", { name: "Pay ₹1,000 with a UPI app" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(Object.fromEntries(new URLSearchParams(href.replace(/^upi:\/\/pay\?/, "")))).toEqual({
    pa: "society@placeholder",
    pn: "Dai Rural Development Society",
    am: "1000.00",
    cu: "INR",
    tn: `Donation ${reference}`,
  });
  await expect(paying.getByRole("img", { name: "QR code to pay ₹1,000 by UPI" })).toBeVisible();
  await expect(paying.getByText(/Or pay to our UPI ID:/)).toContainText("society@placeholder");
  await expect(
    paying.getByText(`Please quote your reference ${reference} in the payment's remarks.`),
  ).toBeVisible();
  await expect(paying.getByRole("link", { name: "I have paid" })).toHaveAttribute(
    "href",
    `/donate/paid?ref=${reference}`,
  );
});

test("a donor who chose a preset and then typed their own amount pledges the amount they typed", async ({
  page,
}) => {
  // Without a script a chosen preset cannot be unchosen: the figure typed after it is the one meant.
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByText("₹2,500", { exact: true }).click();
  await form.getByLabel("Custom Amount").fill("3000");
  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByLabel("Email Address").fill("asha@example.org");
  await form.getByLabel("I am an Indian citizen").check();
  await form.getByRole("button", { name: "Submit Donation" }).click();

  await expect(outcome(page)).toContainText("Thank you for your generous donation!");
  const paying = page.getByRole("region", { name: "Now make your donation" });
  await expect(paying.getByRole("link", { name: "Pay ₹3,000 with a UPI app" })).toBeVisible();
});

test("a pledge over what one UPI payment may carry is sent to the bank transfer, in Telugu", async ({
  page,
}) => {
  await page.goto("/te/donate");
  const form = page.getByRole("form", { name: "విరాళం ఫారం" });
  await form.getByLabel("మీకు నచ్చిన మొత్తం (₹)").fill("150000");
  await form.getByLabel("పూర్తి పేరు").fill("ఆశా దేవి");
  await form.getByLabel("ఈమెయిల్ చిరునామా").fill("asha@example.org");
  await form.getByLabel("నేను భారతీయ పౌరుడిని / పౌరురాలిని").check();
  await form.getByRole("button", { name: "విరాళం పంపండి" }).click();

  await expect(outcome(page)).toContainText("మీ ఉదారమైన విరాళానికి ధన్యవాదాలు!");
  const paying = page.getByRole("region", { name: "ఇప్పుడు మీ విరాళం చెల్లించండి" });
  await expect(
    paying.getByText(
      "UPI యాప్‌లు ఒక్కో చెల్లింపులో గరిష్ఠంగా ₹1,00,000 మాత్రమే అనుమతిస్తాయి, కాబట్టి ₹1,50,000 బ్యాంకు బదిలీ (NEFT లేదా RTGS) ద్వారా చెల్లించండి.",
    ),
  ).toBeVisible();
  await expect(paying.locator('a[href^="upi:"]')).toHaveCount(0);
  await expect(paying.getByRole("img")).toHaveCount(0);
  await expect(paying.getByText("ఈ వివరాలతో బ్యాంకు బదిలీ ద్వారా చెల్లించండి:")).toBeVisible();
});

test("the internship form reveals its 'Other' and college fields by CSS, and keeps every kind of field", async ({
  page,
}) => {
  await page.goto("/volunteer/internship");
  const form = page.getByRole("form", { name: /intern/i });
  const field = (name: string) => form.getByRole("textbox", { name, exact: true });
  await expect(field("Please specify")).toBeHidden();
  await form.getByRole("combobox", { name: "Gender" }).selectOption("other");
  await expect(field("Please specify")).toBeVisible();
  await field("Please specify").fill("Non-binary");
  await expect(field("College Name")).toBeHidden();
  await form.getByRole("checkbox", { name: /academic requirement/i }).check();
  await field("College Name").fill("Arts College");
  await form.getByRole("checkbox", { name: "Education" }).check();
  await field("Full Name").fill("Sravani Reddy");
  await form.getByRole("button", { name: "Submit Application" }).click();

  await expect(outcomeMessage(page)).toHaveText(["Please fill in all required fields."]);
  const answered = page.getByRole("form", { name: /intern/i });
  const kept = (name: string) => answered.getByRole("textbox", { name, exact: true });
  await expect(kept("Full Name")).toHaveValue("Sravani Reddy");
  await expect(answered.getByRole("combobox", { name: "Gender" })).toHaveValue("other");
  await expect(kept("Please specify")).toHaveValue("Non-binary");
  await expect(answered.getByRole("checkbox", { name: /academic requirement/i })).toBeChecked();
  await expect(kept("College Name")).toHaveValue("Arts College");
  await expect(answered.getByRole("checkbox", { name: "Education" })).toBeChecked();
  await expect(kept("Email")).toHaveAccessibleDescription("Email is required.");
});

test("a resent post stores once: the same answer and reference both times", async ({ page, request }) => {
  await page.goto("/volunteer/gram-library");
  const form = page.getByRole("form", { name: /volunteer/i });
  const hidden = (name: string) => form.locator(`input[type=hidden][name=${name}]`).inputValue();
  const fields = {
    formType: await hidden("formType"),
    idempotencyKey: await hidden("idempotencyKey"),
    issuedAt: String(Date.now() - 60_000),
    name: "Lakshmi",
    email: "lakshmi@example.org",
    phone: "9876543210",
    occupation: "",
    experience: "",
    motivation: "Weekends",
    website: "",
  };
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const send = async () => {
    const answer = await request.post("/api/send-form-email", { form: fields });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("text/html");
    // The reference sits in an element of its own, which keeps it on one line.
    return /Your reference: <span[^>]*>([A-Z]{3}-[2-9A-HJ-NP-Z]{6})<\/span>/.exec(await answer.text())?.[1];
  };
  const first = await send();
  expect(first).toMatch(/^VOL-/);
  // A double click or a reload sends the same fields again: answered as the first, not stored again
  // (a second row would have drawn a new reference).
  expect(await send()).toBe(first);

  // Each request for the page gets a key of its own.
  await page.reload();
  expect(await hidden("idempotencyKey")).not.toBe(fields.idempotencyKey);
});

test("after a success the answer page is ready for a next submission", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const key = await form.locator("input[name=idempotencyKey]").inputValue();
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Email Address").fill("ravi@example.org");
  await form.getByLabel("Subject").selectOption("general");
  await form.getByLabel("Message").fill("Hello");
  await page.waitForTimeout(2100); // a person's time to fill in, which the server checks
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(outcome(page)).toContainText(
    "Your message has been sent successfully! We'll get back to you soon.",
  );
  await expect(outcome(page)).toHaveAttribute("role", "status");
  const answered = page.getByRole("form", { name: "Contact form" });
  await expect(answered.getByLabel("Full Name")).toHaveValue("");
  await expect(answered.locator("input[name=idempotencyKey]")).not.toHaveValue(key);

  // Post/redirect/get: the answer is the form's own address, so a reload asks nothing and posts
  // nothing; it shows the same success and reference again.
  await expect(page).toHaveURL(`/contact?sent=${key}#form-outcome`);
  const reference = await outcome(page).textContent();
  expect(reference).toMatch(/Your reference: CON-/);
  await page.reload();
  await expect(outcome(page)).toHaveText(reference ?? "");

  // Send pressed again on the emptied form (a double tap, or a doubt): the same success, not a refusal.
  await page
    .getByRole("form", { name: "Contact form" })
    .getByRole("button", { name: "Send Message" })
    .click();
  await expect(page).toHaveURL(`/contact?sent=${key}#form-outcome`);
  await expect(outcome(page)).toHaveText(reference ?? "");
});
