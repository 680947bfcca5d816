import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyInternship } from "#app/schemas/internship-draft.ts";
import { internshipRequiredBySpecification as internshipRequiredFields } from "../../../tests/requirements.ts";
import {
  findFailure,
  renderForm,
  requiredOf,
  replaceSendCall,
  resetFormTest,
  wholeText,
} from "./form-test-utils.tsx";
import { InternshipForm } from "./internship-form.tsx";

// Typing into a whole form takes a few seconds when the machine is busy running other suites.
vi.setConfig({ testTimeout: 20_000 });
afterEach(resetFormTest);

const invalidMessage = "Please fill in all required fields.";
const successMessage =
  "Thank you for your internship application! We will review your application and get back to you soon.";
const failureMessage = "There was an error submitting your application. Please try again.";

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole("textbox", { name });
const select = (name: string) => screen.getByRole("combobox", { name });
const submit = () => screen.getByRole("button", { name: "Submit Application" });
const form = () => screen.getByRole("form", { name: "JOIN US AS AN INTERN – APPLICATION FORM" });
// A date input has no ARIA role; its label's text ends with the asterisk that assistive technology skips.
const dateInput = (label: string) => screen.getByLabelText(`${label}*`, { selector: "input" });
const academic = () =>
  screen.getByRole("checkbox", { name: "This internship is part of my academic requirement" });

const required = {
  fullName: "Sita Rani",
  dateOfBirth: "2003-06-15",
  email: "sita@example.org",
  mobile: "9876543210",
  currentAddress: "Village Road, Nirmal",
  degree: "B.Sc. Agriculture",
  institution: "State Agricultural University",
  yearOfPassing: "2025",
  marksOrCGPA: "8.1 CGPA",
  startDate: "2026-01-05",
  statementOfPurpose: "I want to learn from rural communities.",
  referenceName: "Dr. K. Rao",
  referenceDesignation: "Professor",
  referenceOrganization: "State Agricultural University",
  referenceEmail: "rao@example.org",
  referencePhone: "9876500000",
};

async function fillRequired(user: User, except: keyof typeof required | null = null) {
  // Pasting puts a whole value in at once: typing 300 characters one by one outlasts the test's time.
  const typeInto = async (element: HTMLElement, key: keyof typeof required) => {
    if (key === except) return;
    if (element.getAttribute("type") === "date") return user.type(element, required[key]);
    await user.click(element);
    await user.paste(required[key]);
  };
  await typeInto(textbox("Full Name"), "fullName");
  await typeInto(dateInput("Date of Birth"), "dateOfBirth");
  await typeInto(textbox("Email"), "email");
  await typeInto(textbox("Mobile"), "mobile");
  await typeInto(textbox("Current Address"), "currentAddress");
  await typeInto(textbox("Degree / Course"), "degree");
  await typeInto(textbox("Institution"), "institution");
  await typeInto(textbox("Year of Passing"), "yearOfPassing");
  await typeInto(textbox("Marks / CGPA"), "marksOrCGPA");
  await typeInto(dateInput("Preferred Start Date"), "startDate");
  await typeInto(textbox("Statement of Purpose"), "statementOfPurpose");
  await typeInto(textbox("Reference Name"), "referenceName");
  await typeInto(textbox("Reference Designation"), "referenceDesignation");
  await typeInto(textbox("Reference Organization"), "referenceOrganization");
  await typeInto(textbox("Reference Email"), "referenceEmail");
  await typeInto(textbox("Reference Phone"), "referencePhone");
}

function requiredControlNames() {
  return Array.from(form().querySelectorAll<HTMLInputElement>("[required]"), (control) => control.name);
}

describe("InternshipForm layout", () => {
  it("has the title and the six numbered sections", () => {
    renderForm(<InternshipForm required={requiredOf.internship} />);
    expect(
      screen.getByRole("heading", { name: "JOIN US AS AN INTERN – APPLICATION FORM" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "1Personal Information",
      "2Educational Background",
      "3Internship Details",
      "Area of Interest",
      "4Skills and Experience",
      "5Statement of Purpose",
      "6Reference",
    ]);
    expect(submit()).toHaveAttribute("type", "submit");
  });

  it("marks exactly the fields (requirements 5) as required, with an asterisk and the required attribute", () => {
    renderForm(<InternshipForm required={requiredOf.internship} />);
    expect(requiredControlNames()).toEqual([...internshipRequiredFields]);
    for (const control of form().querySelectorAll("[required]")) {
      const label = form().querySelector(`label[for="${control.id}"]`);
      expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    }
    expect(textbox("Email")).toHaveAttribute("type", "email");
    expect(textbox("Reference Email")).toHaveAttribute("type", "email");
  });

  it("sizes the textareas as requirements 9 says: addresses 3 rows, experience 4, statement of purpose 6", () => {
    renderForm(<InternshipForm required={requiredOf.internship} />);
    expect(textbox("Current Address")).toHaveAttribute("rows", "3");
    expect(textbox("Permanent Address (if different)")).toHaveAttribute("rows", "3");
    expect(textbox("Experience")).toHaveAttribute("rows", "4");
    expect(textbox("Statement of Purpose")).toHaveAttribute("rows", "6");
  });

  it("starts with every field empty, the box unticked and no area chosen", () => {
    renderForm(<InternshipForm required={requiredOf.internship} />);
    for (const control of form().querySelectorAll<HTMLInputElement>(
      "input:not([type=checkbox]):not([type=hidden]), textarea, select",
    )) {
      expect(control.value).toBe("");
    }
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: "College Name" })).not.toBeInTheDocument();
  });
});

describe("InternshipForm reveals", () => {
  it("reveals a required 'Please specify' for gender 'other', and any other gender clears it", async () => {
    const user = userEvent.setup();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    expect(screen.queryByRole("textbox", { name: "Please specify" })).not.toBeInTheDocument();

    await user.selectOptions(select("Gender"), "Other");
    expect(textbox("Please specify")).toBeRequired();
    expect(requiredControlNames()).toContain("customGender");
    await user.type(textbox("Please specify"), "Non-binary");

    await user.selectOptions(select("Gender"), "Female");
    expect(screen.queryByRole("textbox", { name: "Please specify" })).not.toBeInTheDocument();
    await user.selectOptions(select("Gender"), "Other");
    expect(textbox("Please specify")).toHaveValue("");
  });

  it("reveals a required custom duration for 'Other', and any other duration clears it", async () => {
    const user = userEvent.setup();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    expect(select("Duration").querySelectorAll("option")).toHaveLength(5);
    await user.selectOptions(select("Duration"), "Other");
    expect(textbox("Please specify the duration")).toBeRequired();
    await user.type(textbox("Please specify the duration"), "6 weeks");

    await user.selectOptions(select("Duration"), "2 Months");
    expect(screen.queryByRole("textbox", { name: "Please specify the duration" })).not.toBeInTheDocument();
    await user.selectOptions(select("Duration"), "Other");
    expect(textbox("Please specify the duration")).toHaveValue("");
  });

  it("reveals the optional college, department and supervisor fields when the box is ticked", async () => {
    const user = userEvent.setup();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await user.click(academic());
    for (const name of ["College Name", "Department", "Supervisor Name"])
      expect(textbox(name)).not.toBeRequired();
    await user.click(academic());
    expect(screen.queryByRole("textbox", { name: "College Name" })).not.toBeInTheDocument();
  });
});

describe("InternshipForm validation", () => {
  it("blocks sending with the message when nothing is filled in, marking the fields and focusing the first", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await user.click(submit());

    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(textbox("Full Name")).toHaveFocus();
    expect(
      Array.from(form().querySelectorAll('[aria-invalid="true"]'), (control) => control.getAttribute("name")),
    ).toEqual([...internshipRequiredFields]);
    expect(textbox("Mobile")).toHaveAccessibleDescription("Mobile is required.");
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it.each(["fullName", "email", "mobile", "currentAddress"] as const)(
    "blocks sending when only %s is empty",
    async (missing) => {
      const user = userEvent.setup();
      const call = replaceSendCall();
      const { container } = renderForm(<InternshipForm required={requiredOf.internship} />);
      await fillRequired(user, missing);
      await user.click(submit());
      expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
      expect(container.querySelector(`[name="${missing}"]`)).toHaveFocus();
      expect(call.fetchMock).not.toHaveBeenCalled();
    },
  );

  it("blocks sending when a revealed 'Please specify' is empty", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await fillRequired(user);
    await user.selectOptions(select("Gender"), "Other");
    await user.click(submit());
    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(textbox("Please specify")).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it("asks to check the highlighted field, not to fill in fields, when every required field is filled", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await fillRequired(user, "yearOfPassing");
    await user.click(textbox("Year of Passing"));
    await user.paste("20255");
    await user.click(submit());
    expect(await screen.findByText("Please check the highlighted fields.")).toBeInTheDocument();
    expect(screen.queryByText(invalidMessage)).not.toBeInTheDocument();
    expect(textbox("Year of Passing")).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });
});

describe("InternshipForm sending", () => {
  it("sends the whole application object, thanks, and returns every field to its initial value", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall({ body: { ok: true, reference: "INT-Q2W3E4" } });
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await fillRequired(user);
    await user.selectOptions(select("Gender"), "Other");
    await user.type(textbox("Please specify"), "Non-binary");
    await user.selectOptions(select("Duration"), "3 Months");
    await user.click(academic());
    await user.type(textbox("College Name"), "Govt. Degree College");
    await user.click(screen.getByRole("checkbox", { name: "Education" }));
    await user.click(screen.getByRole("checkbox", { name: "Natural Farming" }));
    await user.click(screen.getByRole("checkbox", { name: "Health/Nutrition" }));
    await user.click(screen.getByRole("checkbox", { name: "Natural Farming" }));
    await user.type(textbox("Languages Known"), "Telugu, English");
    await user.click(submit());

    expect(await screen.findAllByText(successMessage)).toHaveLength(2);
    expect(screen.getAllByText(wholeText("Your reference: INT-Q2W3E4"))).toHaveLength(2);
    expect(call.request().body).toEqual({
      formType: "internship",
      language: "en",
      data: {
        ...emptyInternship,
        ...required,
        gender: "other",
        customGender: "Non-binary",
        duration: "3months",
        academicRequirement: true,
        collegeName: "Govt. Degree College",
        areaOfInterest: ["Health/Nutrition", "Education"],
        languages: "Telugu, English",
      },
    });

    await waitFor(() => expect(textbox("Full Name")).toHaveValue(""));
    for (const control of form().querySelectorAll<HTMLInputElement>(
      "input:not([type=checkbox]):not([type=hidden]), textarea, select",
    )) {
      expect(control.value).toBe("");
    }
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: "Please specify" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "College Name" })).not.toBeInTheDocument();
  });

  it("sends the college fields empty when the box was unticked again", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await fillRequired(user);
    await user.click(academic());
    await user.type(textbox("Department"), "Botany");
    await user.click(academic());
    await user.click(submit());
    await screen.findByText(successMessage);
    expect(call.request().body).toMatchObject({
      data: { academicRequirement: false, collegeName: "", department: "", supervisorName: "" },
    });
  });

  it.each([
    ["returns an error", { status: 500, body: { error: "Database unavailable" } }, "Database unavailable"],
    ["throws", "network-failure", expect.any(TypeError)],
  ] as const)("logs the error and keeps the form as is when the call %s", async (_case, answer, logged) => {
    const user = userEvent.setup();
    replaceSendCall(answer);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderForm(<InternshipForm required={requiredOf.internship} />);
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Environment" }));
    await user.click(submit());

    await findFailure(failureMessage);
    expect(consoleError).toHaveBeenCalledWith(logged);
    expect(textbox("Full Name")).toHaveValue(required.fullName);
    expect(within(form()).getByRole("checkbox", { name: "Environment" })).toBeChecked();
    expect(dateInput("Date of Birth")).toHaveValue(required.dateOfBirth);
  });
});
