import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * Each form, filled in and sent in a real browser, lands in the server's database: read back
 * through `npm run submissions -- show`, exactly as staff would, from the data directory the
 * Playwright web server uses. Once by the page's script (JSON and a toast), once with JavaScript
 * off (the browser posts the form; the function answers with the form's page).
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

type Stored = {
  formType: string;
  status: string;
  reference: string;
  data: Record<string, unknown>;
  emails: { kind: string }[];
};

function storedSubmission(reference: string): Stored {
  const shown = execFileSync(process.execPath, ["scripts/submissions.ts", "show", reference], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return JSON.parse(shown);
}

const opened = new WeakMap<Page, { at: number; scripted: boolean }>();
const minimumFillTimeMs = 2000;

/**
 * A person takes more than two seconds to fill in a form; Playwright does not. With the script, the
 * page's clock is moved on; without it the server times from when it gave out the page, so the
 * test waits out what is left of the two seconds.
 */
async function openForm(page: Page, scripted: boolean, path: string) {
  if (scripted) await page.clock.install();
  opened.set(page, { at: Date.now(), scripted });
  await page.goto(path);
  // The test must send by the path it is about: with the script, wait until it has taken the form over.
  if (scripted) await formTakenOver(page);
}

async function sendAndReadReference(page: Page, submitName: string, successText: string) {
  const { at, scripted } = opened.get(page) ?? { at: 0, scripted: true };
  if (scripted) await page.clock.fastForward(5000);
  else await page.waitForTimeout(Math.max(0, at + minimumFillTimeMs + 200 - Date.now()));
  await page.getByRole("button", { name: submitName }).click();
  await expect(page.locator("#form-outcome").getByText(successText)).toBeVisible();
  const referenceLine = page
    .locator("#form-outcome")
    .getByText(/^Your reference: [A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/);
  await expect(referenceLine).toBeVisible();
  return (await referenceLine.textContent())?.replace("Your reference: ", "") ?? "";
}

function expectStored(reference: string, formType: string, data: Record<string, unknown>) {
  const stored = storedSubmission(reference);
  expect(stored).toMatchObject({ reference, formType, status: "received", data });
  expect(stored.emails.map((email) => email.kind).sort()).toEqual(["acknowledgement", "notification"]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a donation sent from /donate is stored", async ({ page }) => {
      await openForm(page, javaScriptEnabled, "/donate");
      const form = page.getByRole("form", { name: "Donation form" });
      // The radio button itself is visually hidden inside its card; people click the card.
      await form.getByText("₹2,500", { exact: true }).click();
      await expect(form.getByRole("radio", { name: "₹2,500" })).toBeChecked();
      await form.getByLabel("Full Name").fill("Asha Devi");
      await form.getByLabel("Email Address").fill("asha@example.org");
      await form.getByLabel("Phone Number").fill("+91 98765 43210");
      await form.getByLabel("Message").fill("For the village library — గ్రంథాలయం");
      // The 80G details appear once the box is ticked, with or without the page's script (CSS :has).
      await form.getByLabel("I want a receipt for a tax deduction").check();
      await form.getByLabel("Name as on PAN").fill("Asha Rani Devi");
      await form.getByRole("textbox", { name: "PAN", exact: true }).fill("abcde1234f");
      await form.getByRole("textbox", { name: "Address", exact: true }).fill("12-3 Gandhi Road\nNirmal");
      await form.getByLabel("PIN code").fill("504106");
      await form.getByLabel("I am an Indian citizen").check();
      const reference = await sendAndReadReference(
        page,
        "Submit Donation",
        "Thank you for your generous donation! Your submission has been received.",
      );
      expect(reference).toMatch(/^DON-/);
      expectStored(reference, "donation", {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "+91 98765 43210",
        amount: 2500,
        message: "For the village library — గ్రంథాలయం",
        wants80G: true,
        panName: "Asha Rani Devi",
        pan: "ABCDE1234F",
        aadhaar: "",
        address: "12-3 Gandhi Road\nNirmal",
        pinCode: "504106",
        indianCitizen: true,
      });
    });

    test("a message sent from /contact is stored", async ({ page }) => {
      await openForm(page, javaScriptEnabled, "/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Full Name").fill("Ravi Kumar");
      await form.getByLabel("Email Address").fill("ravi@example.org");
      await form.getByLabel("Subject").selectOption({ label: "Partnership Inquiry" });
      await form.getByLabel("Message").fill("We would like to partner on the libraries.\nThank you.");
      const reference = await sendAndReadReference(
        page,
        "Send Message",
        "Your message has been sent successfully! We'll get back to you soon.",
      );
      expect(reference).toMatch(/^CON-/);
      expectStored(reference, "contact", {
        name: "Ravi Kumar",
        email: "ravi@example.org",
        subject: "partnership",
        message: "We would like to partner on the libraries.\nThank you.",
      });
    });

    test("a volunteer application sent from /volunteer/gram-library is stored", async ({ page }) => {
      await openForm(page, javaScriptEnabled, "/volunteer/gram-library");
      const form = page.getByRole("form", { name: /volunteer/i });
      await form.getByLabel("Full Name").fill("Lakshmi");
      await form.getByLabel("Email Address").fill("lakshmi@example.org");
      await form.getByLabel("Phone Number").fill("9876543210");
      await form.getByLabel("Occupation").fill("Teacher");
      await form.getByLabel("Motivation").fill("I want to teach reading on weekends.");
      const reference = await sendAndReadReference(
        page,
        "Submit Application",
        "Thank you for your volunteer application! We will get back to you soon.",
      );
      expect(reference).toMatch(/^VOL-/);
      expectStored(reference, "volunteer", {
        name: "Lakshmi",
        email: "lakshmi@example.org",
        phone: "9876543210",
        occupation: "Teacher",
        experience: "",
        motivation: "I want to teach reading on weekends.",
      });
    });

    test("an internship application sent from /volunteer/internship is stored whole", async ({ page }) => {
      await openForm(page, javaScriptEnabled, "/volunteer/internship");
      const form = page.getByRole("form", { name: /intern/i });
      const field = (name: string) => form.getByRole("textbox", { name, exact: true });
      const choice = (name: string) => form.getByRole("combobox", { name, exact: true });
      await field("Full Name").fill("Sravani Reddy");
      await field("Date of Birth").fill("2003-05-14");
      await choice("Gender").selectOption("female");
      await field("Email").fill("sravani@example.org");
      await field("Mobile").fill("+91 91234 56789");
      await field("Current Address").fill("H.No 1-2-3, Nirmal");
      await field("Degree / Course").fill("M.A. Rural Development");
      await field("Institution").fill("Osmania University");
      await field("Year of Passing").fill("2025");
      await field("Marks / CGPA").fill("8.2 CGPA");
      await choice("Duration").selectOption("other");
      await field("Please specify the duration").fill("6 weeks");
      await field("Preferred Start Date").fill("2026-06-01");
      await form.getByRole("checkbox", { name: /academic requirement/i }).check();
      await field("College Name").fill("Arts College");
      await form.getByRole("checkbox", { name: "Rural Development" }).check();
      await form.getByRole("checkbox", { name: "Education" }).check();
      await field("Statement of Purpose").fill(
        "I grew up in Adilabad and want to work on village libraries.",
      );
      await field("Reference Name").fill("Dr. K. Rao");
      await field("Reference Designation").fill("Professor");
      await field("Reference Organization").fill("Osmania University");
      await field("Reference Email").fill("krao@example.org");
      await field("Reference Phone").fill("040 2709 8000");
      const reference = await sendAndReadReference(
        page,
        "Submit Application",
        "Thank you for your internship application! We will review your application and get back to you soon.",
      );
      expect(reference).toMatch(/^INT-/);
      expectStored(reference, "internship", {
        fullName: "Sravani Reddy",
        dateOfBirth: "2003-05-14",
        gender: "female",
        customGender: "",
        email: "sravani@example.org",
        mobile: "+91 91234 56789",
        alternatePhone: "",
        currentAddress: "H.No 1-2-3, Nirmal",
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
        languages: "",
        computerSkills: "",
        experience: "",
        statementOfPurpose: "I grew up in Adilabad and want to work on village libraries.",
        referenceName: "Dr. K. Rao",
        referenceDesignation: "Professor",
        referenceOrganization: "Osmania University",
        referenceEmail: "krao@example.org",
        referencePhone: "040 2709 8000",
      });
    });

    test("a form whose hidden trap field was filled is stored as spam, and the page still says thank you", async ({
      page,
    }) => {
      await openForm(page, javaScriptEnabled, "/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      // What a form-filling robot does: people never see this field.
      await form.locator('input[name="website"]').fill("http://offers.example", { force: true });
      await form.getByLabel("Full Name").fill("Bot");
      await form.getByLabel("Email Address").fill("bot@example.org");
      await form.getByLabel("Subject").selectOption("general");
      await form.getByLabel("Message").fill("Cheap offers");
      const reference = await sendAndReadReference(
        page,
        "Send Message",
        "Your message has been sent successfully! We'll get back to you soon.",
      );
      const stored = storedSubmission(reference);
      expect(stored).toMatchObject({ formType: "contact", status: "spam" });
      expect(stored.emails).toEqual([]);
    });
  });
}
