import { screen, waitFor } from "@testing-library/react";
import { receiptDetailsNotAsked } from "#app/schemas/donation-draft.ts";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DonationForm } from "./donation-form.tsx";
import {
  findFailure,
  renderForm,
  requiredOf,
  replaceSendCall,
  resetFormTest,
  wholeText,
} from "./form-test-utils.tsx";

// Typing into a whole form takes a few seconds when the machine is busy running other suites.
vi.setConfig({ testTimeout: 20_000 });
afterEach(resetFormTest);

const invalidMessage = "Please fill in all required fields and select a donation amount.";
const successMessage = "Thank you for your generous donation! Your submission has been received.";
const failureMessage = "There was an error submitting your donation. Please try again.";

const preset = (amount: string) => screen.getByRole("radio", { name: amount });
const custom = () => screen.getByRole("spinbutton", { name: "Custom Amount (₹)" });
const total = () => screen.getByText("Your donation").nextElementSibling;
const name = () => screen.getByRole("textbox", { name: "Full Name" });
const email = () => screen.getByRole("textbox", { name: "Email Address" });
const phone = () => screen.getByRole("textbox", { name: "Phone Number" });
const message = () => screen.getByRole("textbox", { name: "Message" });
const submit = () => screen.getByRole("button", { name: "Submit Donation" });

async function fillDonor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), "Asha Devi");
  await user.type(email(), "asha@example.org");
  await user.click(screen.getByRole("checkbox", { name: "I am an Indian citizen" }));
}

/** What the form sends for the 80G receipt when it is not asked for, and the citizenship confirmed. */
const without80G = { wants80G: false, ...receiptDetailsNotAsked, indianCitizen: true };

describe("DonationForm amount", () => {
  it("offers the five presets with their impact texts as one radio group", () => {
    renderForm(<DonationForm required={requiredOf.donation} />);
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "500",
      "1000",
      "2500",
      "5000",
      "10000",
    ]);
    expect(preset("₹500")).toHaveAccessibleDescription("Educational materials for 5 children");
    expect(preset("₹1,000")).toHaveAccessibleDescription("A farming family with seeds and tools");
    expect(preset("₹2,500")).toHaveAccessibleDescription("A month of nutrition for 10 children");
    expect(preset("₹5,000")).toHaveAccessibleDescription("Skill training for 20 women");
    expect(preset("₹10,000")).toHaveAccessibleDescription("A community water conservation project");
    expect(screen.getByRole("group", { name: "Donation Amount (required)" })).toContainElement(custom());
  });

  it("shows ₹0 until an amount is chosen", () => {
    renderForm(<DonationForm required={requiredOf.donation} />);
    expect(total()).toHaveTextContent("₹0");
  });

  it("shows the chosen preset, and moves between presets with the arrow keys", async () => {
    const user = userEvent.setup();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.click(preset("₹2,500"));
    expect(total()).toHaveTextContent("₹2,500");
    await user.keyboard("{ArrowRight}");
    expect(preset("₹5,000")).toBeChecked();
    expect(total()).toHaveTextContent("₹5,000");
  });

  it("clears the custom amount when a preset is chosen, and the preset when an amount is typed", async () => {
    const user = userEvent.setup();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.type(custom(), "750");
    expect(total()).toHaveTextContent("₹750");

    await user.click(preset("₹1,000"));
    expect(custom()).toHaveValue(null);
    expect(total()).toHaveTextContent("₹1,000");

    await user.type(custom(), "125000");
    expect(preset("₹1,000")).not.toBeChecked();
    expect(total()).toHaveTextContent("₹1,25,000");
  });
});

describe("DonationForm validation", () => {
  it("needs an amount, a name and an email: message, marks, focus on the amount, nothing sent", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.click(submit());

    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(preset("₹500")).toHaveFocus();
    expect(custom()).toHaveAttribute("aria-invalid", "true");
    expect(custom()).toHaveAccessibleDescription(/choose an amount/);
    expect(name()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(phone()).not.toHaveAttribute("aria-invalid");
    expect(message()).not.toHaveAttribute("aria-invalid");
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the amount when only the donor's details are given", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await fillDonor(user);
    await user.click(submit());
    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it.each(["0", "12.5", "-20"])("refuses the custom amount %s and focuses it", async (amount) => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await fillDonor(user);
    await user.type(custom(), amount);
    await user.click(submit());
    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(custom()).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it("needs an email that looks like one", async () => {
    const user = userEvent.setup();
    replaceSendCall();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.click(preset("₹500"));
    await user.type(name(), "Asha");
    await user.type(email(), "asha.example.org");
    await user.click(submit());
    expect(await screen.findByText(invalidMessage)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute("type", "email");
  });
});

describe("DonationForm sending", () => {
  it("sends the preset as a number with every requirements 3 field, thanks, and resets everything", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall({ body: { ok: true, reference: "DON-7F3K2Q" } });
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.click(preset("₹2,500"));
    await fillDonor(user);
    await user.type(phone(), "+91 98765 43210");
    await user.type(message(), "For the library.");
    await user.click(submit());

    expect(await screen.findAllByText(successMessage)).toHaveLength(2);
    expect(screen.getAllByText(wholeText("Your reference: DON-7F3K2Q"))).toHaveLength(2);
    expect(call.request().body).toEqual({
      formType: "donation",
      language: "en",
      data: {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "+91 98765 43210",
        amount: 2500,
        message: "For the library.",
        ...without80G,
      },
    });
    for (const field of [name(), email(), phone(), message()]) expect(field).toHaveValue("");
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(total()).toHaveTextContent("₹0");
  });

  it("sends a custom amount as an integer, with optional fields empty", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.type(custom(), "1500");
    await fillDonor(user);
    await user.click(submit());
    await screen.findByText(successMessage);
    expect(call.request().body).toEqual({
      formType: "donation",
      language: "en",
      data: {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "",
        amount: 1500,
        message: "",
        ...without80G,
      },
    });
    expect(custom()).toHaveValue(null);
  });

  it.each([
    ["returns an error", { status: 503, body: { error: "Try later" } }],
    ["throws", "network-failure"],
  ] as const)("keeps everything when the call %s", async (_case, answer) => {
    const user = userEvent.setup();
    replaceSendCall(answer);
    renderForm(<DonationForm required={requiredOf.donation} />);
    await user.type(custom(), "800");
    await fillDonor(user);
    await user.click(submit());
    await findFailure(failureMessage);
    expect(custom()).toHaveValue(800);
    expect(total()).toHaveTextContent("₹800");
    expect(name()).toHaveValue("Asha Devi");
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
