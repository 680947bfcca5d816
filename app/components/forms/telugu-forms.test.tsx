import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactWording } from "#app/content/forms/contact.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { internshipWording } from "#app/content/forms/internship.ts";
import { volunteerWording } from "#app/content/forms/volunteer.ts";
import { ContactForm } from "./contact-form.tsx";
import { DonationForm } from "./donation-form.tsx";
import { renderForm, requiredOf, replaceSendCall, resetFormTest, wholeText } from "./form-test-utils.tsx";
import { InternshipForm } from "./internship-form.tsx";
import { VolunteerForm } from "./volunteer-form.tsx";

/*
 * The four forms on their Telugu pages: every word, hint and message in Telugu, the values sent the
 * same as from the English pages. The English texts are checked by each form's own test file.
 */

vi.setConfig({ testTimeout: 20_000 });
afterEach(resetFormTest);

type User = ReturnType<typeof userEvent.setup>;

const form = (name: string) => screen.getByRole("form", { name });

/** Fills the fields named in `values`, found by their `name`: the values are the same in both languages. */
async function fillByName(user: User, formElement: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = formElement.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!field) throw new Error(`No field named ${name}`);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else if (field.type === "date") await user.type(field, value);
    else {
      await user.click(field);
      await user.paste(value);
    }
  }
}

/** Sends the form once per message, expecting each message in turn (the calls answer in that order). */
async function expectMessagesOnSending(user: User, button: string, messages: string[]) {
  for (const message of messages) {
    await user.click(screen.getByRole("button", { name: button }));
    // A failure shows twice, in the toast and above the button (findFailure in form-test-utils).
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  }
}

describe("ContactForm in Telugu", () => {
  const wording = contactWording.te;
  const filled = { name: "రవి కుమార్", email: "ravi@example.org", subject: "general", message: "నమస్కారం." };

  it("names its fields and choices in Telugu, marks the required ones and states the rule in Telugu", () => {
    renderForm(<ContactForm required={requiredOf.contact} language="te" />);
    const contact = form(wording.formName);
    for (const label of Object.values(wording.labels)) {
      expect(within(contact).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    expect(within(contact).getByRole("option", { name: wording.subjects.partnership })).toHaveValue(
      "partnership",
    );
    expect(contact).toHaveTextContent("* గుర్తు ఉన్న వివరాలు తప్పనిసరిగా నింపాలి.");
    expect(within(contact).getByRole("link", { name: "మీ వివరాలను మేము ఎలా చూసుకుంటాం" })).toHaveAttribute(
      "href",
      "/te/privacy",
    );
  });

  it("gives the validation message and each field's hint in Telugu", async () => {
    const user = userEvent.setup();
    replaceSendCall();
    renderForm(<ContactForm required={requiredOf.contact} language="te" />);
    await user.click(screen.getByRole("button", { name: wording.submit }));

    expect(await screen.findByText(wording.messages.invalid.description)).toBeInTheDocument();
    expect(screen.getByText(wording.messages.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^పూర్తి పేరు/ })).toHaveAccessibleDescription(
      "పూర్తి పేరు తప్పనిసరిగా నింపాలి.",
    );
    expect(screen.getByRole("combobox", { name: /^విషయం/ })).toHaveAccessibleDescription(
      "దయచేసి ఒక విషయాన్ని ఎంచుకోండి.",
    );
    await user.type(screen.getByRole("textbox", { name: /^ఈమెయిల్/ }), "ravi");
    await user.click(screen.getByRole("button", { name: wording.submit }));
    expect(screen.getByRole("textbox", { name: /^ఈమెయిల్/ })).toHaveAccessibleDescription(
      "దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదాహరణకు name@example.com.",
    );
  });

  it("thanks in Telugu with the reference, and sends the same values as the English page", async () => {
    const user = userEvent.setup();
    const call = replaceSendCall({ body: { ok: true, reference: "CON-7F3K2Q" } });
    renderForm(<ContactForm required={requiredOf.contact} language="te" />);
    await fillByName(user, form(wording.formName), filled);
    await user.click(screen.getByRole("button", { name: wording.submit }));

    expect(await screen.findAllByText(wording.messages.success)).toHaveLength(2);
    expect(screen.getAllByText(wholeText("మీ రిఫరెన్స్ నంబర్: CON-7F3K2Q"))).toHaveLength(2);
    expect(call.request().body).toMatchObject({ formType: "contact", data: filled });
  });

  it("says in Telugu that sending failed, whether the call returned an error or threw", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 500, body: { error: "x" } }, "network-failure");
    renderForm(<ContactForm required={requiredOf.contact} language="te" />);
    await fillByName(user, form(wording.formName), filled);
    await expectMessagesOnSending(user, wording.submit, [
      wording.messages.returnedError,
      wording.messages.thrown,
    ]);
  });
});

describe("VolunteerForm in Telugu", () => {
  const wording = volunteerWording.te;
  const filled = { name: "లక్ష్మి", email: "lakshmi@example.org", phone: "98765 43210" };

  it("shows its hints in Telugu and gives the validation, success and failure messages in Telugu", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 503, body: { error: "x" } }, { body: { ok: true } });
    renderForm(<VolunteerForm required={requiredOf.volunteer} language="te" />);
    expect(screen.getByText(wording.hints.motivation)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: wording.submit }));
    expect(await screen.findByText(wording.messages.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^ఫోన్ నంబర్/ })).toHaveAccessibleDescription(
      "ఫోన్ నంబర్ తప్పనిసరిగా నింపాలి.",
    );

    await fillByName(user, form(wording.formName), filled);
    await expectMessagesOnSending(user, wording.submit, [
      wording.messages.returnedError,
      wording.messages.success,
    ]);
  });
});

describe("DonationForm in Telugu", () => {
  const wording = donationWording.te;

  it("offers the presets with Telugu impacts and gives the amount's hint and the messages in Telugu", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 500, body: { error: "x" } }, { body: { ok: true } });
    renderForm(<DonationForm required={requiredOf.donation} language="te" />);
    expect(screen.getByText(wording.presetImpacts[0])).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: wording.customAmount })).toBeInTheDocument();
    expect(screen.getByText(wording.total)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: wording.submit }));
    expect(await screen.findByText(wording.messages.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "₹500" })).toHaveAccessibleDescription(
      `${wording.presetImpacts[0]} దయచేసి ఒక మొత్తాన్ని ఎంచుకోండి, లేదా 1 నుంచి 1,00,00,000 వరకు పూర్తి రూపాయల్లో రాయండి.`,
    );

    await user.click(screen.getByRole("radio", { name: "₹500" }));
    await fillByName(user, form(wording.formName), { name: "ఆశా దేవి", email: "asha@example.org" });
    await user.click(screen.getByRole("checkbox", { name: wording.giving.citizenship.label }));
    await expectMessagesOnSending(user, wording.submit, [
      wording.messages.returnedError,
      wording.messages.success,
    ]);
  });
});

describe("InternshipForm in Telugu", () => {
  const wording = internshipWording.te;
  const required = {
    fullName: "సీతా రాణి",
    dateOfBirth: "2003-06-15",
    email: "sita@example.org",
    mobile: "9876543210",
    currentAddress: "నిర్మల్",
    degree: "B.Sc.",
    institution: "విశ్వవిద్యాలయం",
    yearOfPassing: "2025",
    marksOrCGPA: "8.1",
    startDate: "2026-01-05",
    statementOfPurpose: "గ్రామాల నుంచి నేర్చుకోవాలని.",
    referenceName: "డా. రావు",
    referenceDesignation: "ఆచార్యులు",
    referenceOrganization: "విశ్వవిద్యాలయం",
    referenceEmail: "rao@example.org",
    referencePhone: "9876500000",
  };

  it("titles its form and six sections in Telugu, with Telugu choices sending the same values", () => {
    renderForm(<InternshipForm required={requiredOf.internship} language="te" />);
    const internship = form(wording.formTitle);
    for (const section of wording.sections) {
      expect(within(internship).getByRole("group", { name: new RegExp(section) })).toBeInTheDocument();
    }
    expect(within(internship).getByRole("checkbox", { name: "మహిళా సాధికారత" })).toHaveAttribute(
      "value",
      "Women Empowerment",
    );
    expect(within(internship).getByRole("option", { name: "2 నెలలు" })).toHaveValue("2months");
  });

  it("gives the validation, 'Other' hint, success and failure messages in Telugu", async () => {
    const user = userEvent.setup();
    replaceSendCall({ status: 500, body: { error: "x" } }, { body: { ok: true } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderForm(<InternshipForm required={requiredOf.internship} language="te" />);
    const internship = form(wording.formTitle);
    await fillByName(user, internship, { ...required, gender: "other" });
    await user.click(screen.getByRole("button", { name: wording.submit }));
    expect(await screen.findByText(wording.messages.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^దయచేసి పేర్కొనండి/ })).toHaveAccessibleDescription(
      wording.missing.customGender,
    );

    await fillByName(user, internship, { customGender: "ఇతరులు" });
    await expectMessagesOnSending(user, wording.submit, [
      wording.messages.returnedError,
      wording.messages.success,
    ]);
  });
});
