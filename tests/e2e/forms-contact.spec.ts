import { expect, test } from "@playwright/test";
import {
  expectFailureShown,
  expectSpamSignals,
  interceptSendCall,
  openForm,
  pauseLikeAPerson,
  scrollsSideways,
} from "./forms-helpers.ts";

const filled = {
  name: "Ravi Kumar",
  email: "ravi@example.org",
  subject: "partnership",
  message: "We would like to partner on the libraries.\nThank you.",
};

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await openForm(page, "/contact", "Send Message");
  });

  test("validation, an error status, a network failure and a success, in the order a person meets them", async ({
    page,
  }) => {
    const call = await interceptSendCall(page, "CON-7F3K2Q");
    const form = page.getByRole("form", { name: "Contact form" });
    const name = form.getByRole("textbox", { name: "Full Name" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const subject = form.getByRole("combobox", { name: "Subject" });
    const message = form.getByRole("textbox", { name: "Message" });
    const submit = form.getByRole("button", { name: "Send Message" });

    await submit.click();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
    for (const field of [name, email, subject, message])
      await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full Name is required.");
    expect(call.sent).toHaveLength(0);

    await name.fill(filled.name);
    await email.fill(filled.email);
    await subject.selectOption({ label: "Partnership Inquiry" });
    await message.fill(filled.message);

    call.answerWith("error-status");
    await pauseLikeAPerson(page);
    await submit.click();
    await expectFailureShown(page, "Failed to send message. Please try again.");
    expect(call.sent[0]?.body).toEqual({ formType: "contact", data: filled, language: "en" });
    expectSpamSignals(call.sent[0]);
    await expect(name).toHaveValue(filled.name);
    await expect(subject).toHaveValue(filled.subject);

    call.answerWith("network-failure");
    await submit.click();
    await expectFailureShown(page, "Something went wrong. Please try again.");
    await expect(message).toHaveValue(filled.message);
    expect(call.sent[1]?.headers["idempotency-key"]).toBe(call.sent[0]?.headers["idempotency-key"]);

    call.answerWith("success");
    await submit.click();
    await expect(
      page
        .locator("#form-outcome")
        .getByText("Your message has been sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.locator("#form-outcome").getByText("Your reference: CON-7F3K2Q")).toBeVisible();
    expect(call.sent[2]?.body).toEqual({ formType: "contact", data: filled, language: "en" });
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue("");

    // Send pressed again on the emptied form: the success stays, with its reference, and nothing is sent.
    await submit.click();
    await expect(page.locator("#form-outcome")).toBeFocused();
    await expect(page.locator("#form-outcome").getByText("Your reference: CON-7F3K2Q")).toBeVisible();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(call.sent).toHaveLength(3);
  });

  test("the button reads 'Sending...' and is disabled while the call runs; a double click sends once", async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/send-form-email", async (route) => {
      bodies.push(route.request().postDataJSON());
      await answered;
      await route.fulfill({ json: { ok: true } });
    });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill(filled.name);
    await form.getByLabel("Email Address").fill(filled.email);
    await form.getByLabel("Subject").selectOption(filled.subject);
    await form.getByLabel("Message").fill(filled.message);
    await form.getByRole("button", { name: "Send Message" }).dblclick();

    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // Disabled without losing the keyboard's focus (a screen reader keeps its place).
    await expect(form.getByRole("button", { name: "Sending..." })).toBeFocused();
    answer();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });

  test("a retried submission whose answer was lost is stored once: the real function replays its answer", async ({
    page,
  }) => {
    await page.clock.install();
    await openForm(page, "/contact", "Send Message");
    const keys: string[] = [];
    const references: string[] = [];
    let loseTheAnswer = true;
    await page.route("**/api/send-form-email", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      const response = await route.fetch();
      const answer: unknown = await response.json();
      if (answer && typeof answer === "object" && "reference" in answer)
        references.push(String(answer.reference));
      if (loseTheAnswer) return route.abort("connectionreset");
      return route.fulfill({ response });
    });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill(filled.name);
    await form.getByLabel("Email Address").fill(filled.email);
    await form.getByLabel("Subject").selectOption(filled.subject);
    await form.getByLabel("Message").fill("Sent twice, stored once.");
    await page.clock.fastForward(5000);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expectFailureShown(page, "Something went wrong. Please try again.");
    loseTheAnswer = false;
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page
        .locator("#form-outcome")
        .getByText("Your message has been sent successfully! We'll get back to you soon."),
    ).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(references).toHaveLength(2);
    expect(references[1]).toBe(references[0]);
    await expect(page.locator("#form-outcome").getByText(`Your reference: ${references[0]}`)).toBeVisible();
  });

  test("works with the keyboard alone at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const call = await interceptSendCall(page, "CON-KEYB0A");
    const form = page.getByRole("form", { name: "Contact form" });
    expect(await scrollsSideways(page)).toBe(false);

    await form.getByLabel("Full Name").focus();
    await page.keyboard.type(filled.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(filled.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Subject")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("Subject")).toHaveValue(filled.subject);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed with the keyboard.");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "How we handle your data" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    const box = await form.getByRole("button", { name: "Send Message" }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press("Enter");
    await expect(page.locator("#form-outcome").getByText("Your reference: CON-KEYB0A")).toBeVisible();
    expect(call.sent).toHaveLength(1);
  });

  test("fetches its rules and messages only when a person starts on it, and a check made before they arrive waits for them", async ({
    page,
  }) => {
    // Decisions 043 and 047: a visitor who only reads the page downloads no rules (the form's
    // code is fetched, not run); the first check awaits them. A fresh page: nobody has touched it.
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.waitForLoadState("networkidle");
    expect(scripts, "no script is fetched while nobody touches the form").toHaveLength(0);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => scripts.length, { message: "the first touch fetches the rules" })
      .toBeGreaterThan(0);
    await expect(page.getByText("Please fill in all required fields.")).toHaveCount(0);

    release();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(
      page.locator('[aria-live="polite"]').getByText("Please fill in all required fields."),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full Name" })).toBeFocused();
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveAccessibleDescription(
      "Full Name is required.",
    );
  });

  test("leaving a half-filled form asks first, and nothing typed is lost by saying stay; a sent form does not ask", async ({
    page,
  }) => {
    await interceptSendCall(page, "CON-7F3K2Q");
    const form = page.getByRole("form", { name: "Contact form" });
    const name = form.getByRole("textbox", { name: "Full Name" });
    await name.fill(filled.name);
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.type());
      await dialog.dismiss();
    });
    await page.getByRole("banner").getByRole("link", { name: "తెలుగు" }).click();
    await expect.poll(() => asked).toEqual(["beforeunload"]);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(name).toHaveValue(filled.name);

    await form.getByRole("textbox", { name: "Email Address" }).fill(filled.email);
    await form.getByRole("combobox", { name: "Subject" }).selectOption(filled.subject);
    await form.getByRole("textbox", { name: "Message" }).fill(filled.message);
    await pauseLikeAPerson(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#form-outcome")).toContainText("CON-7F3K2Q");
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole("banner").getByRole("link", { name: "తెలుగు" }).click();
    await expect(page).toHaveURL(/\/te\/contact$/);
    expect(asked).toEqual(["beforeunload"]);
  });
});

test.describe("contact form on a link that drops", () => {
  test("a rules script that fails to arrive: the form posts as without JavaScript, and what was typed is sent", async ({
    page,
  }) => {
    // Decision 070: a browser keeps a module that failed to arrive as failed for the life of the
    // page, so the form cannot check anything itself; the page that answers the post does.
    await page.route("**/assets/schema-resolver-*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Full Name" }).focus();
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    await form.getByRole("textbox", { name: "Full Name" }).fill(filled.name);
    await form.getByRole("textbox", { name: "Email Address" }).fill(filled.email);
    await form.getByRole("combobox", { name: "Subject" }).selectOption(filled.subject);
    await form.getByRole("textbox", { name: "Message" }).fill(filled.message);
    await page.waitForTimeout(2100); // a person's time to fill in, which the server checks
    // A dialog (the leave guard's "Leave site?") would be dismissed, and the post with it.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=/);
    await expect(page.locator("#form-outcome")).toContainText(
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    expect(asked).toEqual([]);
  });
});
