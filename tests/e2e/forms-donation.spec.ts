import { expect, type Page, test } from "@playwright/test";
import {
  expectFailureShown,
  expectSpamSignals,
  interceptSendCall,
  openForm,
  pauseLikeAPerson,
  scrollsSideways,
} from "./forms-helpers.ts";

const invalidMessage = "Please fill in all required fields and select a donation amount.";
const successMessage = "Thank you for your generous donation! Your submission has been received.";
const failureMessage = "There was an error submitting your donation. Please try again.";
/** The success stays where the form's top was, focused, besides the toast (issue 32). */
async function expectSuccessInPlace(page: Page, reference?: string) {
  const outcome = page.locator("#form-outcome");
  await expect(outcome).toContainText(successMessage);
  await expect(outcome).toBeFocused();
  if (reference) await expect(outcome).toContainText(`Your reference: ${reference}`);
}

const noReceipt = { wants80G: false, panName: "", pan: "", aadhaar: "", address: "", pinCode: "" };

test.describe("donation form", () => {
  test.beforeEach(async ({ page }) => {
    await openForm(page, "/donate", "Submit Donation");
  });

  test("amount choice, validation, an error status, a network failure and a success", async ({ page }) => {
    const call = await interceptSendCall(page, "DON-7F3K2Q");
    const form = page.getByRole("form", { name: "Donation form" });
    const preset = (amount: string) => form.getByRole("radio", { name: amount, exact: true });
    const custom = form.getByRole("spinbutton", { name: "Custom Amount (₹)" });
    // The total is an <output>; after a success the outcome is a status too.
    const total = form.locator("output");
    const name = form.getByRole("textbox", { name: "Full Name" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const phone = form.getByRole("textbox", { name: "Phone Number" });
    const message = form.getByRole("textbox", { name: "Message" });
    const submit = form.getByRole("button", { name: "Submit Donation" });

    await expect(total).toHaveText("₹0");
    await submit.click();
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(preset("₹500")).toBeFocused();
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    expect(call.sent).toHaveLength(0);

    // People click the card; the radio button inside it is visually hidden.
    await form.getByText("₹2,500", { exact: true }).click();
    await expect(preset("₹2,500")).toBeChecked();
    await expect(total).toHaveText("₹2,500");
    await custom.fill("125000");
    await expect(preset("₹2,500")).not.toBeChecked();
    await expect(total).toHaveText("₹1,25,000");
    await form.getByText("₹1,000", { exact: true }).click();
    await expect(custom).toHaveValue("");
    await expect(total).toHaveText("₹1,000");

    await name.fill("Asha Devi");
    await email.fill("asha@example.org");
    await phone.fill("+91 98765 43210");
    await message.fill("For the village library.");
    await form.getByLabel("I am an Indian citizen").check();
    const expected = {
      formType: "donation",
      language: "en",
      data: {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "+91 98765 43210",
        amount: 1000,
        message: "For the village library.",
        ...noReceipt,
        indianCitizen: true,
      },
    };

    call.answerWith("error-status");
    await pauseLikeAPerson(page);
    await submit.click();
    await expectFailureShown(page, failureMessage);
    expect(call.sent[0]?.body).toEqual(expected);
    expectSpamSignals(call.sent[0]);
    await expect(preset("₹1,000")).toBeChecked();
    await expect(name).toHaveValue("Asha Devi");

    call.answerWith("network-failure");
    await submit.click();
    // The earlier message is dismissed as the new one appears.
    await expect.poll(() => call.sent.length).toBe(2);
    await expect(page.getByText(failureMessage).last()).toBeVisible();
    await expect(message).toHaveValue("For the village library.");
    expect(call.sent[1]?.headers["idempotency-key"]).toBe(call.sent[0]?.headers["idempotency-key"]);

    call.answerWith("success");
    await submit.click();
    await expectSuccessInPlace(page, "DON-7F3K2Q");
    expect(call.sent[2]?.body).toEqual(expected);
    for (const field of [name, email, phone, message, custom]) await expect(field).toHaveValue("");
    await expect(preset("₹1,000")).not.toBeChecked();
    await expect(total).toHaveText("₹0");
  });

  test("the toasts' arrival moves nothing in the form", async ({ page }) => {
    const form = page.getByRole("form", { name: "Donation form" });
    // Where the first line sits in the form: the page scrolls to the first wrong field meanwhile.
    const offset = () =>
      form.evaluate((element) => {
        const note = [...element.querySelectorAll("p")].find((p) =>
          p.textContent?.startsWith("Fields marked"),
        );
        return (note?.getBoundingClientRect().top ?? Number.NaN) - element.getBoundingClientRect().top;
      });
    const before = await offset();
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expect(page.getByText(invalidMessage).first()).toBeVisible();
    expect(await offset()).toBe(before);
  });

  test("at 375 px, a field reached by keyboard after a refusal is not under the toast", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const form = page.getByRole("form", { name: "Donation form" });
    await form.getByRole("button", { name: "Submit Donation" }).press("Enter");
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const name = form.getByLabel("Full Name");
    for (
      let step = 0;
      step < 12 && !(await name.evaluate((field) => field === document.activeElement));
      step += 1
    )
      await page.keyboard.press("Tab");
    await expect(name).toBeFocused();
    // Once the (smooth) scroll to it has settled, the field stands above the toast.
    await expect
      .poll(async () => {
        const [field, over] = [await name.boundingBox(), await toast.boundingBox()];
        return field && over ? over.y - (field.y + field.height) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test("a custom amount is sent as a whole number", async ({ page }) => {
    const call = await interceptSendCall(page, "DON-CUST0M");
    const form = page.getByRole("form", { name: "Donation form" });
    await form.getByLabel("Custom Amount (₹)").fill("1500");
    await form.getByLabel("Full Name").fill("Ravi");
    await form.getByLabel("Email Address").fill("ravi@example.org");
    await form.getByLabel("I am an Indian citizen").check();
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expectSuccessInPlace(page);
    expect(call.sent[0]?.body).toEqual({
      formType: "donation",
      language: "en",
      data: {
        name: "Ravi",
        email: "ravi@example.org",
        phone: "",
        amount: 1500,
        message: "",
        ...noReceipt,
        indianCitizen: true,
      },
    });
  });

  test("80G details: asked only when ticked, PAN upper-cased, a wrong PAN and a bad Aadhaar get their hints", async ({
    page,
  }) => {
    const call = await interceptSendCall(page, "DON-80GREC");
    const form = page.getByRole("form", { name: "Donation form" });
    const pan = form.getByRole("textbox", { name: "PAN", exact: true });
    await expect(pan).toHaveCount(0);
    await form.getByText("₹5,000", { exact: true }).click();
    await form.getByLabel("Full Name").fill("Asha Devi");
    await form.getByLabel("Email Address").fill("asha@example.org");
    await form.getByLabel("I am an Indian citizen").check();
    await form.getByLabel("I want a receipt for a tax deduction").check();
    await expect(
      form.getByText(/can report your donation for the deduction only with your PAN/),
    ).toBeVisible();
    await pan.fill("ABCD1234");
    await form.getByLabel("Aadhaar number (only if you have no PAN)").fill("2345 6789 0123");
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expect(page.getByText(invalidMessage)).toBeVisible();
    await expect(pan).toHaveAccessibleDescription(/A PAN is five letters, four digits and a letter/);
    await expect(form.getByLabel("Aadhaar number (only if you have no PAN)")).toHaveAccessibleDescription(
      /this one does not add up/,
    );
    await expect(form.getByLabel("Name as on PAN")).toHaveAccessibleDescription(
      "In English letters, as printed on the PAN card. Name as on PAN is required.",
    );
    await expect(form.getByLabel("PIN code")).toHaveAccessibleDescription(
      "A PIN code is 6 digits, like 504106.",
    );
    expect(call.sent).toHaveLength(0);

    await form.getByLabel("Name as on PAN").fill("Asha Rani Devi");
    await pan.fill("abcde 1234 f");
    await form.getByLabel("Aadhaar number (only if you have no PAN)").fill("");
    await form.getByRole("textbox", { name: "Address", exact: true }).fill("12-3 Gandhi Road, Nirmal");
    await form.getByLabel("PIN code").fill("504106");
    await pauseLikeAPerson(page);
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expectSuccessInPlace(page);
    expect(call.sent[0]?.body).toMatchObject({
      data: { wants80G: true, panName: "Asha Rani Devi", pan: "ABCDE1234F", pinCode: "504106" },
    });
  });

  test("an accepted pledge shows how to pay it: the UPI link, its QR code, the UPI ID, the bank and 'I have paid'", async ({
    page,
  }) => {
    await interceptSendCall(page, "DON-7F3K2Q");
    const form = page.getByRole("form", { name: "Donation form" });
    await form.getByText("₹2,500", { exact: true }).click();
    await form.getByLabel("Full Name").fill("Asha Devi");
    await form.getByLabel("Email Address").fill("asha@example.org");
    await form.getByLabel("I am an Indian citizen").check();
    await expect(
      form.getByText(/Submitting this form records your pledge; it does not take any money\./),
    ).toBeVisible();
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expectSuccessInPlace(page);

    const paying = page.getByRole("region", { name: "Now make your donation" });
    const link = paying.getByRole("link", { name: "Pay ₹2,500 with a UPI app" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith("upi://pay?")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.slice("upi://pay?".length)))).toEqual({
      pa: "society@placeholder",
      pn: "Dai Rural Development Society",
      am: "2500.00",
      cu: "INR",
      tn: "Donation DON-7F3K2Q",
    });
    await expect(paying.getByRole("img", { name: "QR code to pay ₹2,500 by UPI" })).toBeVisible();
    await expect(paying.getByText(/Or pay to our UPI ID:/)).toContainText("society@placeholder");
    await expect(
      paying.getByText("Please quote your reference DON-7F3K2Q in the payment's remarks."),
    ).toBeVisible();
    await expect(paying.getByRole("link", { name: "I have paid" })).toHaveAttribute(
      "href",
      "/donate/paid?ref=DON-7F3K2Q",
    );
  });

  test("a pledge over what one UPI payment may carry offers the bank transfer alone", async ({ page }) => {
    await interceptSendCall(page, "DON-7F3K2Q");
    const form = page.getByRole("form", { name: "Donation form" });
    await form.getByRole("spinbutton", { name: "Custom Amount (₹)" }).fill("150000");
    await form.getByLabel("Full Name").fill("Asha Devi");
    await form.getByLabel("Email Address").fill("asha@example.org");
    await form.getByLabel("I am an Indian citizen").check();
    await form.getByRole("button", { name: "Submit Donation" }).click();
    await expectSuccessInPlace(page);

    const paying = page.getByRole("region", { name: "Now make your donation" });
    await expect(
      paying.getByText(
        "UPI apps take at most ₹1,00,000 in one payment, so please pay ₹1,50,000 by bank transfer (NEFT or RTGS).",
      ),
    ).toBeVisible();
    await expect(paying.locator('a[href^="upi:"]')).toHaveCount(0);
    await expect(paying.getByTestId("upi-qr")).toHaveCount(0);
    await expect(paying.getByText("Pay by bank transfer with these details:")).toBeVisible();
    await expect(
      paying.getByText("Please quote your reference DON-7F3K2Q in the payment's remarks."),
    ).toBeVisible();
  });

  test("the presets are a radio group the keyboard can use, with a visible focus, at 375 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await interceptSendCall(page, "DON-KEYB0A");
    const form = page.getByRole("form", { name: "Donation form" });
    expect(await scrollsSideways(page)).toBe(false);

    await form.getByRole("radio", { name: "₹500" }).focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("radio", { name: "₹500" })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("radio", { name: "₹1,000" })).toBeChecked();
    await expect(form.locator("output")).toHaveText("₹1,000");
    const card = form.locator("label").filter({ has: page.getByRole("radio", { name: "₹1,000" }) });
    await expect(card).toHaveCSS("outline-style", "solid");
    const cardBox = await card.boundingBox();
    expect(cardBox?.height).toBeGreaterThanOrEqual(44);

    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Custom Amount (₹)")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Asha");
    await page.keyboard.press("Tab");
    await page.keyboard.type("asha@example.org");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("I want a receipt for a tax deduction")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("I am an Indian citizen")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "How we handle your data" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Submit Donation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSuccessInPlace(page, "DON-KEYB0A");
  });
});
