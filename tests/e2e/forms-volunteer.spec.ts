import { expect, test } from "@playwright/test";
import {
  expectFailureShown,
  expectSpamSignals,
  interceptSendCall,
  openForm,
  pauseLikeAPerson,
  scrollsSideways,
} from "./forms-helpers.ts";

const successMessage = "Thank you for your volunteer application! We will get back to you soon.";
const failureMessage = "There was an error submitting your application. Please try again.";

const application = {
  name: "Lakshmi Bai",
  email: "lakshmi@example.org",
  phone: "98765 43210",
  occupation: "Teacher",
  experience: "Ran a reading club.",
  motivation: "Children deserve books.",
};

test.describe("volunteer form", () => {
  test.beforeEach(async ({ page }) => {
    await openForm(page, "/volunteer/gram-library", "Submit Application");
  });

  test("validation, an error status, a network failure and a success", async ({ page }) => {
    const call = await interceptSendCall(page, "VOL-ABC234");
    const form = page.getByRole("form", { name: "Volunteer application form" });
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    const submit = form.getByRole("button", { name: "Submit Application" });

    await field("Full Name").fill(application.name);
    await submit.click();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(field("Email Address")).toBeFocused();
    await expect(field("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(field("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(field("Occupation")).not.toHaveAttribute("aria-invalid");
    expect(call.sent).toHaveLength(0);

    await field("Email Address").fill(application.email);
    await field("Phone Number").fill(application.phone);
    await field("Occupation").fill(application.occupation);
    await field("Experience").fill(application.experience);
    await field("Motivation").fill(application.motivation);

    call.answerWith("error-status");
    await pauseLikeAPerson(page);
    await submit.click();
    await expectFailureShown(page, failureMessage);
    expect(call.sent[0]?.body).toEqual({ formType: "volunteer", data: application, language: "en" });
    expectSpamSignals(call.sent[0]);
    await expect(field("Motivation")).toHaveValue(application.motivation);

    call.answerWith("network-failure");
    await submit.click();
    // The earlier message is dismissed as the new one appears.
    await expect.poll(() => call.sent.length).toBe(2);
    await expect(page.getByText(failureMessage).last()).toBeVisible();
    await expect(field("Full Name")).toHaveValue(application.name);

    call.answerWith("success");
    await submit.click();
    await expect(page.locator("#form-outcome").getByText(successMessage)).toBeVisible();
    await expect(page.locator("#form-outcome").getByText("Your reference: VOL-ABC234")).toBeVisible();
    for (const name of [
      "Full Name",
      "Email Address",
      "Phone Number",
      "Occupation",
      "Experience",
      "Motivation",
    ]) {
      await expect(field(name)).toHaveValue("");
    }
  });

  test("fits 375 px and is sent with the keyboard alone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const call = await interceptSendCall(page, "VOL-KEYB0A");
    const form = page.getByRole("form", { name: "Volunteer application form" });
    expect(await scrollsSideways(page)).toBe(false);
    await form.getByLabel("Full Name").focus();
    await page.keyboard.type("Lakshmi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("lakshmi@example.org");
    await page.keyboard.press("Tab");
    await page.keyboard.type("9876543210");
    await page.keyboard.press("Enter");
    await expect(page.locator("#form-outcome").getByText(successMessage)).toBeVisible();
    expect(call.sent[0]?.body).toEqual({
      formType: "volunteer",
      language: "en",
      data: {
        name: "Lakshmi",
        email: "lakshmi@example.org",
        phone: "9876543210",
        occupation: "",
        experience: "",
        motivation: "",
      },
    });
  });
});
