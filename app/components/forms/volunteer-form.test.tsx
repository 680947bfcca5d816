import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  findFailure,
  renderForm,
  requiredOf,
  replaceSendCall,
  resetFormTest,
  wholeText,
} from "./form-test-utils.tsx";
import { VolunteerForm } from "./volunteer-form.tsx";

// Typing into a whole form takes a few seconds when the machine is busy running other suites.
vi.setConfig({ testTimeout: 20_000 });
afterEach(resetFormTest);

const invalidMessage = "Please fill in all required fields.";
const successMessage = "Thank you for your volunteer application! We will get back to you soon.";
const failureMessage = "There was an error submitting your application. Please try again.";

const field = (name: string) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: "Submit Application" });

const application = {
  name: "Lakshmi Bai",
  email: "lakshmi@example.org",
  phone: "98765 43210",
  occupation: "Teacher",
  experience: "Ran a reading club.",
  motivation: "Children deserve books.",
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), application.name);
  await user.type(field("Email Address"), application.email);
  await user.type(field("Phone Number"), application.phone);
}

describe("VolunteerForm", () => {
  it("marks name, email and phone as required and the other three as optional", () => {
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    for (const name of ["Full Name", "Email Address", "Phone Number"]) expect(field(name)).toBeRequired();
    for (const name of ["Occupation", "Experience", "Motivation"]) expect(field(name)).not.toBeRequired();
    expect(field("Email Address")).toHaveAttribute("type", "email");
  });

  it("shows the message, marks the missing fields and focuses the first, sending nothing", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    await user.type(field("Full Name"), "Lakshmi");
    await user.click(submit());

    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(field("Full Name")).not.toHaveAttribute("aria-invalid");
    expect(field("Email Address")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email Address")).toHaveAccessibleDescription("Email Address is required.");
    expect(field("Phone Number")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email Address")).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it("sends only the required fields, with the optional ones empty", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    await fillRequired(user);
    await user.click(submit());
    await screen.findByText(successMessage);
    expect(call.request().body).toEqual({
      formType: "volunteer",
      language: "en",
      data: {
        name: application.name,
        email: application.email,
        phone: application.phone,
        occupation: "",
        experience: "",
        motivation: "",
      },
    });
  });

  it("sends every field, thanks the volunteer and resets", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall({ body: { ok: true, reference: "VOL-ABC234" } });
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    await fillRequired(user);
    await user.type(field("Occupation"), application.occupation);
    await user.type(field("Experience"), application.experience);
    await user.type(field("Motivation"), application.motivation);
    await user.click(submit());

    expect(await screen.findAllByText(successMessage)).toHaveLength(2);
    // In the toast and in place of the form's top, where focus moves (issue 32).
    expect(screen.getAllByText(wholeText("Your reference: VOL-ABC234"))).toHaveLength(2);
    expect(document.getElementById("form-outcome")).toHaveFocus();
    expect(call.request().body).toEqual({ formType: "volunteer", data: application, language: "en" });
    for (const name of [
      "Full Name",
      "Email Address",
      "Phone Number",
      "Occupation",
      "Experience",
      "Motivation",
    ]) {
      expect(field(name)).toHaveValue("");
    }
  });

  it.each([
    ["returns an error", { status: 500 }],
    ["throws", "network-failure"],
  ] as const)("keeps the application when the call %s", async (_case, answer) => {
    const user = userEvent.setup();
    replaceSendCall(answer);
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    await fillRequired(user);
    await user.click(submit());
    await findFailure(failureMessage);
    expect(field("Full Name")).toHaveValue(application.name);
    expect(field("Phone Number")).toHaveValue(application.phone);
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("is disabled while the call runs, keeping the focus, so a double click sends once", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    call.hold();
    renderForm(<VolunteerForm required={requiredOf.volunteer} />);
    await fillRequired(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveAttribute("aria-disabled", "true"));
    expect(submit()).toHaveFocus();
    call.release();
    await screen.findByText(successMessage);
    expect(call.fetchMock).toHaveBeenCalledOnce();
  });
});
