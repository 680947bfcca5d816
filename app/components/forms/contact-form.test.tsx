import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";
import {
  renderForm,
  requiredOf,
  findFailure,
  replaceSendCall,
  resetFormTest,
  uuidPattern,
  wholeText,
} from "./form-test-utils.tsx";

// Typing into a whole form takes a few seconds when the machine is busy running other suites.
vi.setConfig({ testTimeout: 20_000 });
afterEach(resetFormTest);

const filled = {
  name: "Ravi Kumar",
  email: "ravi@example.org",
  subject: "partnership",
  message: "We would like to work with you.",
};

function fields() {
  return {
    name: screen.getByRole("textbox", { name: "Full Name" }),
    email: screen.getByRole("textbox", { name: "Email Address" }),
    subject: screen.getByRole("combobox", { name: "Subject" }),
    message: screen.getByRole("textbox", { name: "Message" }),
    submit: screen.getByRole("button", { name: /Send Message|Sending/ }),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, subject, message } = fields();
  await user.type(name, filled.name);
  await user.type(email, filled.email);
  await user.selectOptions(subject, "Partnership Inquiry");
  await user.type(message, filled.message);
}

describe("ContactForm fields", () => {
  it("has the four labelled fields, each required and marked", () => {
    renderForm(<ContactForm required={requiredOf.contact} />);
    const { name, email, subject, message } = fields();
    for (const field of [name, email, subject, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("form", { name: "Contact form" })).toHaveAttribute("novalidate");
  });

  it("offers the five subjects with their labels and values", () => {
    renderForm(<ContactForm required={requiredOf.contact} />);
    const options = within(fields().subject).getAllByRole("option").slice(1);
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["volunteer", "Volunteer Opportunities"],
      ["partnership", "Partnership Inquiry"],
      ["donation", "Donation Information"],
      ["programs", "Program Information"],
      ["general", "General Inquiry"],
    ]);
  });

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = renderForm(<ContactForm required={requiredOf.contact} />);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("ContactForm validation", () => {
  it("shows the Error toast, marks every empty field and sends nothing", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<ContactForm required={requiredOf.contact} />);
    await user.click(fields().submit);

    expect(await screen.findByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    for (const field of Object.values(fields()).slice(0, 4)) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(/required|choose/i);
    }
    expect(fields().name).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });

  it("moves focus to the first missing field and lets the fixed ones go", async () => {
    const user = userEvent.setup();
    replaceSendCall();
    renderForm(<ContactForm required={requiredOf.contact} />);
    await user.type(fields().name, "Ravi");
    await user.type(fields().email, "not-an-address");
    await user.click(fields().submit);

    await waitFor(() => expect(fields().email).toHaveFocus());
    expect(fields().name).not.toHaveAttribute("aria-invalid");
    expect(fields().email).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );

    await user.clear(fields().email);
    await user.type(fields().email, "ravi@example.org");
    await waitFor(() => expect(fields().email).not.toHaveAttribute("aria-invalid"));
  });

  it("treats a message of only spaces as empty", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.clear(fields().message);
    await user.type(fields().message, "   ");
    await user.click(fields().submit);
    expect(await screen.findByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(fields().message).toHaveFocus();
    expect(call.fetchMock).not.toHaveBeenCalled();
  });
});

describe("ContactForm sending", () => {
  it("posts {formType, data} with the retry key and time headers, then thanks and resets", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall({ body: { ok: true } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);

    expect(
      await screen.findByText("Your message has been sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
    const request = call.request();
    expect(request.url).toBe("/api/send-form-email");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({ formType: "contact", data: filled, language: "en" });
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("Idempotency-Key")).toMatch(uuidPattern);
    expect(request.headers.get("X-Form-Elapsed-Ms")).toMatch(/^\d+$/);
    expect(request.headers.has("X-Form-Trap")).toBe(false);

    const { name, email, subject, message } = fields();
    expect([name, email, subject, message].map((field) => (field as HTMLInputElement).value)).toEqual([
      "",
      "",
      "",
      "",
    ]);
  });

  it("shows the reference the function answers with after the message", async () => {
    const user = userEvent.setup();
    replaceSendCall({ body: { ok: true, reference: "CON-7F3K2Q" } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    expect(await screen.findAllByText(wholeText("Your reference: CON-7F3K2Q"))).toHaveLength(2);
    // On a narrow phone the reference stays whole rather than break at its hyphen.
    expect(screen.getByText("CON-7F3K2Q")).toHaveClass("whitespace-nowrap");
  });

  it("measures the time from the first touch of the form", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
    renderForm(<ContactForm required={requiredOf.contact} />);
    await user.click(fields().name);
    now.mockReturnValue(4_500);
    await fillIn(user);
    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledOnce());
    expect(call.request().headers.get("X-Form-Elapsed-Ms")).toBe("3500");
  });

  it("reads 'Sending...' and is disabled while the call runs, keeping the focus, so a double click sends once", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    call.hold();
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.dblClick(fields().submit);

    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    call.release();
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(call.fetchMock).toHaveBeenCalledOnce();
  });

  it("says 'Failed to send message' when the call returns an error status, and keeps the fields", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 500, body: { error: "Internal error" } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    await findFailure("Failed to send message. Please try again.");
    expect(fields().name).toHaveValue(filled.name);
    expect(fields().subject).toHaveValue(filled.subject);
    expect(fields().message).toHaveValue(filled.message);
  });

  it("adds how long to wait when the call is over the rate limit, in the answer's words", async () => {
    const user = userEvent.setup();
    const wait = "Too many submissions from your connection; please try again in 10 minutes.";
    replaceSendCall({ status: 429, body: { error: wait } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    const kept = await findFailure("Failed to send message. Please try again.");
    // In the toast and above the button, which is where it stays.
    expect(screen.getAllByText(wait)).toHaveLength(2);
    expect(kept?.parentElement).toHaveTextContent(wait);
    expect(fields().message).toHaveValue(filled.message);
  });

  it("treats an answer with an error field as an error even with status 200", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 200, body: { error: "Could not send" } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    await findFailure("Failed to send message. Please try again.");
  });

  it("says 'Something went wrong' when the call throws, and keeps the fields", async () => {
    const user = userEvent.setup();
    replaceSendCall("network-failure");
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    await findFailure("Something went wrong. Please try again.");
    expect(fields().email).toHaveValue(filled.email);
  });

  it("reuses the retry key for the same submission, and takes a new one after a change or a success", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall(
      "network-failure",
      "network-failure",
      "network-failure",
      { body: { ok: true } },
      "network-failure",
    );
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    const key = (index: number) => call.request(index).headers.get("Idempotency-Key");

    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fields().submit).toBeEnabled());
    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(2));
    expect(key(1)).toBe(key(0));

    await user.type(fields().message, " Thanks.");
    await waitFor(() => expect(fields().submit).toBeEnabled());
    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(3));
    expect(key(2)).not.toBe(key(1));

    await user.click(fields().submit);
    await screen.findByText("Your message has been sent successfully! We'll get back to you soon.");
    expect(key(3)).toBe(key(2));

    await fillIn(user);
    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(5));
    expect(call.request(4).body).toEqual(call.request(0).body);
    expect(key(4)).not.toBe(key(3));
  });

  it("shows one message at a time: a success replaces the earlier failure", async () => {
    const user = userEvent.setup();
    replaceSendCall("network-failure", { body: { ok: true } });
    renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    await user.click(fields().submit);
    await findFailure("Something went wrong. Please try again.");
    await waitFor(() => expect(fields().submit).toBeEnabled());
    await user.click(fields().submit);
    await screen.findByText("Your message has been sent successfully! We'll get back to you soon.");
    await waitFor(() =>
      expect(screen.queryByText("Something went wrong. Please try again.")).not.toBeInTheDocument(),
    );
  });

  it("sends X-Form-Trap when the hidden field is filled", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall();
    const { container } = renderForm(<ContactForm required={requiredOf.contact} />);
    await fillIn(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error("no honeypot");
    trap.value = "http://spam.example";
    await user.click(fields().submit);
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledOnce());
    expect(call.request().headers.get("X-Form-Trap")).toBe("1");
    expect(call.request().body).toEqual({ formType: "contact", data: filled, language: "en" });
  });
});
