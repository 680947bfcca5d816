import { expect, type Locator, test } from "@playwright/test";
import {
  expectFailureShown,
  expectSpamSignals,
  interceptSendCall,
  openForm,
  pauseLikeAPerson,
  scrollsSideways,
} from "./forms-helpers.ts";
import { internshipRequiredBySpecification } from "../requirements.ts";

const title = "JOIN US AS AN INTERN – APPLICATION FORM";
const successMessage =
  "Thank you for your internship application! We will review your application and get back to you soon.";
const failureMessage = "There was an error submitting your application. Please try again.";

const requiredFields = internshipRequiredBySpecification;

const application = {
  fullName: "Sravani Reddy",
  dateOfBirth: "2003-05-14",
  gender: "other",
  customGender: "Prefer to self-describe",
  email: "sravani@example.org",
  mobile: "+91 91234 56789",
  alternatePhone: "",
  currentAddress: "H.No 1-2-3\nNirmal",
  permanentAddress: "",
  degree: "M.A. Rural Development",
  institution: "Osmania University",
  yearOfPassing: "2025",
  marksOrCGPA: "8.2 CGPA",
  duration: "other",
  customDuration: "6 weeks",
  startDate: "2026-06-01",
  academicRequirement: true,
  collegeName: "Arts College",
  department: "",
  supervisorName: "",
  areaOfInterest: ["Rural Development", "Education"],
  languages: "Telugu, English",
  computerSkills: "",
  experience: "",
  statementOfPurpose: "I grew up in Adilabad and want to work on village libraries.",
  referenceName: "Dr. K. Rao",
  referenceDesignation: "Professor",
  referenceOrganization: "Osmania University",
  referenceEmail: "krao@example.org",
  referencePhone: "040 2709 8000",
};

function requiredNames(form: Locator) {
  return form
    .locator("[required]")
    .evaluateAll((controls) => controls.map((control) => control.getAttribute("name")));
}

test.describe("internship form", () => {
  test.beforeEach(async ({ page }) => {
    await openForm(page, "/volunteer/internship", "Submit Application");
  });

  test("sections, markers, reveals, validation, an error status, a network failure and a success", async ({
    page,
  }) => {
    // Thirty fields and four submissions: three times the usual time limit, for a busy machine.
    test.slow();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        logged.push(message.text());
    });
    const call = await interceptSendCall(page, "INT-Q2W3E4");
    const form = page.getByRole("form", { name: title });
    // The labels' asterisks are hidden from assistive technology, so the names are the label texts.
    const field = (name: string) =>
      form.getByRole("textbox", { name, exact: true }).or(form.getByRole("combobox", { name, exact: true }));
    const submit = form.getByRole("button", { name: "Submit Application" });

    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    for (const section of [
      "1 Personal Information",
      "2 Educational Background",
      "3 Internship Details",
      "4 Skills and Experience",
      "5 Statement of Purpose",
      "6 Reference",
    ]) {
      await expect(form.getByRole("group", { name: section })).toBeVisible();
    }
    expect(await requiredNames(form)).toEqual(requiredFields);

    await submit.click();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(field("Full Name")).toBeFocused();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(requiredFields.length);
    expect(call.sent).toHaveLength(0);

    await field("Full Name").fill(application.fullName);
    await field("Date of Birth").fill(application.dateOfBirth);
    await field("Gender").selectOption("other");
    await expect(field("Please specify")).toHaveAttribute("required", "");
    await field("Please specify").fill("typed, then cleared");
    await field("Gender").selectOption("female");
    await expect(field("Please specify")).toHaveCount(0);
    await field("Gender").selectOption("other");
    await expect(field("Please specify")).toHaveValue("");
    await field("Please specify").fill(application.customGender);
    await field("Email").fill(application.email);
    await field("Mobile").fill(application.mobile);
    await field("Current Address").fill(application.currentAddress);
    await field("Degree / Course").fill(application.degree);
    await field("Institution").fill(application.institution);
    await field("Year of Passing").fill(application.yearOfPassing);
    await field("Marks / CGPA").fill(application.marksOrCGPA);
    await field("Duration").selectOption("other");
    await field("Please specify the duration").fill(application.customDuration);
    await field("Preferred Start Date").fill(application.startDate);
    await expect(field("College Name")).toHaveCount(0);
    await form.getByRole("checkbox", { name: /academic requirement/ }).check();
    await field("College Name").fill(application.collegeName);
    await form.getByRole("checkbox", { name: "Rural Development" }).check();
    await form.getByRole("checkbox", { name: "Environment" }).check();
    await form.getByRole("checkbox", { name: "Education" }).check();
    await form.getByRole("checkbox", { name: "Environment" }).uncheck();
    await field("Languages Known").fill(application.languages);
    await field("Statement of Purpose").fill(application.statementOfPurpose);
    await field("Reference Name").fill(application.referenceName);
    await field("Reference Designation").fill(application.referenceDesignation);
    await field("Reference Organization").fill(application.referenceOrganization);
    await field("Reference Email").fill(application.referenceEmail);
    await field("Reference Phone").fill(application.referencePhone);
    expect(await requiredNames(form)).toEqual([
      "fullName",
      "dateOfBirth",
      "customGender",
      ...requiredFields.slice(2, 9),
      "customDuration",
      ...requiredFields.slice(9),
    ]);

    call.answerWith("error-status");
    await pauseLikeAPerson(page);
    await submit.click();
    await expectFailureShown(page, failureMessage);
    expect(call.sent[0]?.body).toEqual({ formType: "internship", data: application, language: "en" });
    expectSpamSignals(call.sent[0]);
    await expect.poll(() => logged).toEqual(["Something broke on the server."]);
    await expect(field("Please specify")).toHaveValue(application.customGender);
    await expect(form.getByRole("checkbox", { name: "Education" })).toBeChecked();

    call.answerWith("network-failure");
    await submit.click();
    // The earlier message is dismissed as the new one appears.
    await expect.poll(() => call.sent.length).toBe(2);
    await expect(page.getByText(failureMessage).last()).toBeVisible();
    await expect.poll(() => logged.length).toBe(2);
    expect(logged[1]).toContain("TypeError");
    await expect(field("Statement of Purpose")).toHaveValue(application.statementOfPurpose);

    call.answerWith("success");
    await submit.click();
    await expect(page.locator("#form-outcome").getByText(successMessage)).toBeVisible();
    await expect(page.locator("#form-outcome").getByText("Your reference: INT-Q2W3E4")).toBeVisible();
    expect(call.sent[2]?.body).toEqual({ formType: "internship", data: application, language: "en" });
    const values = await form
      .locator("input:not([type=checkbox]):not([type=hidden]):not([name=website]), textarea, select")
      .evaluateAll((controls) =>
        controls.map((control) =>
          control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement
            ? control.value
            : "not a field",
        ),
      );
    expect(values.every((value) => value === "")).toBe(true);
    await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(field("Please specify")).toHaveCount(0);
    await expect(field("College Name")).toHaveCount(0);
  });

  test("fits 375 px with 44 px targets", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const form = page.getByRole("form", { name: title });
    expect(await scrollsSideways(page)).toBe(false);
    for (const target of [
      form.getByRole("checkbox", { name: "Education" }).locator(".."),
      form.getByRole("textbox", { name: "Full Name" }),
      form.getByRole("button", { name: "Submit Application" }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
