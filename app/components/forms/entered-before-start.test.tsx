import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unmountHydratedRoots } from "#app/islands/hydrated-roots-testing.ts";
import { Island } from "#app/islands/island.tsx";
import { startIsland } from "#app/islands/start.ts";
import { DonationForm } from "./donation-form.tsx";
import { requiredOf, replaceSendCall, resetFormTest } from "./form-test-utils.tsx";
import { InternshipForm } from "./internship-form.tsx";
import type { SpecFormProps } from "./use-spec-form.ts";

/*
 * A person on a slow link fills in the form while its script is on its way: what they entered is
 * in the server's HTML when React takes over, and must stay as they left it, shown and sent.
 */

vi.setConfig({ testTimeout: 20_000 });

vi.mock("react-dom/client", async (importOriginal) =>
  (await import("#app/islands/hydrated-roots-testing.ts")).recordingRoots(await importOriginal()),
);

afterEach(() => {
  unmountHydratedRoots();
  resetFormTest();
  document.body.innerHTML = "";
});

const field = <T extends HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`No ${selector} on the page.`);
  return element;
};

/** Types as a person does before any script runs: the browser changes the field and nothing else. */
function typeBeforeStart(selector: string, text: string) {
  field<HTMLInputElement>(selector).value = text;
}

function tickBeforeStart(selector: string) {
  field<HTMLInputElement>(selector).checked = true;
}

type FormIsland = "donation-form" | "internship-form";

/** The page as the server sends it, with the form's island. */
function pageWith(
  name: FormIsland,
  component: React.ComponentType<SpecFormProps>,
  required: readonly string[],
) {
  document.body.innerHTML = renderToString(
    <Island name={name} component={component} props={{ outcome: null, language: "en", required }} />,
  );
}

const total = () => screen.getByText("Your donation").nextElementSibling;

/** The person is in the form when its script arrives, which starts it; resolves once React has it. */
async function scriptArrives(name: FormIsland, component: React.ComponentType<SpecFormProps>) {
  startIsland(name, () => Promise.resolve(component));
  await waitFor(() => expect(document.querySelector("form[data-enhanced]")).not.toBeNull());
}

describe("what a person entered before the form's script took over", () => {
  it("keeps a donor's chosen amount, and the total shows it", async () => {
    const errors = vi.spyOn(console, "error");
    pageWith("donation-form", DonationForm, requiredOf.donation);
    tickBeforeStart('input[name="preset"][value="2500"]');
    field<HTMLInputElement>('input[name="name"]').focus();

    await scriptArrives("donation-form", DonationForm);

    expect(screen.getByRole("radio", { name: "₹2,500" })).toBeChecked();
    expect(total()).toHaveTextContent("₹2,500");
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends a pledge sent before the script took over with the amount chosen", async () => {
    const call = replaceSendCall({ body: { ok: true, reference: "DON-ABCDEF" } });
    pageWith("donation-form", DonationForm, requiredOf.donation);
    startIsland("donation-form", () => Promise.resolve(DonationForm));
    tickBeforeStart('input[name="preset"][value="5000"]');
    typeBeforeStart('input[name="name"]', "Ravi Kumar");
    typeBeforeStart('input[name="email"]', "ravi@example.org");
    tickBeforeStart('input[name="indianCitizen"]');

    field<HTMLFormElement>("form").requestSubmit();

    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(1));
    expect(call.request().body).toMatchObject({
      data: { amount: 5000, name: "Ravi Kumar", indianCitizen: true },
    });
    expect((await screen.findAllByText(/DON-ABCDEF/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Donation" })).toBeEnabled());
  });

  it("counts the time on a form the browser filled back in from the page's start, not from Send", async () => {
    const call = replaceSendCall({ body: { ok: true, reference: "DON-ABCDEF" } });
    pageWith("donation-form", DonationForm, requiredOf.donation);
    // Back after leaving: the browser puts back what was typed, and the person presses Send at once.
    tickBeforeStart('input[name="preset"][value="1000"]');
    typeBeforeStart('input[name="name"]', "Ravi Kumar");
    typeBeforeStart('input[name="email"]', "ravi@example.org");
    tickBeforeStart('input[name="indianCitizen"]');
    // The script is there, waiting for a first touch: the tap on Send, 3.5 s after the page opened.
    startIsland("donation-form", () => Promise.resolve(DonationForm));
    vi.spyOn(performance, "now").mockReturnValue(3_500);
    field<HTMLButtonElement>('button[type="submit"]').focus();
    await waitFor(() => expect(document.querySelector("form[data-enhanced]")).not.toBeNull());
    vi.spyOn(performance, "now").mockReturnValue(3_565);

    field<HTMLFormElement>("form").requestSubmit();

    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(1));
    // Counted from the page's start, not from the tap 65 ms before.
    expect(call.request().headers.get("X-Form-Elapsed-Ms")).toBe("3565");
  });

  it("shows a custom amount typed before in the total", async () => {
    pageWith("donation-form", DonationForm, requiredOf.donation);
    typeBeforeStart('input[name="customAmount"]', "750");
    field<HTMLInputElement>('input[name="name"]').focus();

    await scriptArrives("donation-form", DonationForm);

    expect(total()).toHaveTextContent("₹750");
  });

  it("keeps the 80G receipt's fields open with what was typed in them, and sends them", async () => {
    const call = replaceSendCall({ body: { ok: true, reference: "DON-ABCDEF" } });
    pageWith("donation-form", DonationForm, requiredOf.donation);
    tickBeforeStart('input[name="wants80G"]');
    typeBeforeStart('input[name="panName"]', "RAVI KUMAR");
    typeBeforeStart('input[name="pan"]', "ABCPK1234D");
    typeBeforeStart('input[name="name"]', "Ravi Kumar");
    typeBeforeStart('input[name="email"]', "ravi@example.org");
    field<HTMLInputElement>('input[name="email"]').focus();

    await scriptArrives("donation-form", DonationForm);

    expect(screen.getByRole("checkbox", { name: /receipt for a tax deduction/ })).toBeChecked();
    expect(field<HTMLInputElement>('input[name="pan"]')).toHaveValue("ABCPK1234D");
    expect(field<HTMLInputElement>('input[name="panName"]')).toHaveValue("RAVI KUMAR");
    expect(field<HTMLInputElement>('input[name="email"]')).toHaveFocus();

    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "₹1,000" }));
    await user.click(screen.getByRole("checkbox", { name: /I am an Indian citizen/ }));
    await user.type(field<HTMLTextAreaElement>('textarea[name="address"]'), "4-12, Main Road, Nirmal");
    await user.type(field<HTMLInputElement>('input[name="pinCode"]'), "504106");
    await user.click(screen.getByRole("button", { name: "Submit Donation" }));

    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledTimes(1));
    expect(call.request().body).toMatchObject({
      data: { amount: 1000, name: "Ravi Kumar", pan: "ABCPK1234D", wants80G: true },
    });
    expect((await screen.findAllByText(/DON-ABCDEF/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Donation" })).toBeEnabled());
  });

  it("keeps an applicant's revealed fields open, with what was typed in them", async () => {
    pageWith("internship-form", InternshipForm, requiredOf.internship);
    field<HTMLSelectElement>('select[name="gender"]').value = "other";
    typeBeforeStart('input[name="customGender"]', "Non-binary");
    tickBeforeStart('input[name="academicRequirement"]');
    typeBeforeStart('input[name="collegeName"]', "Government Degree College");
    tickBeforeStart('input[name="areaOfInterest"][value="Environment"]');
    // The person is typing in a revealed field as the script takes over, its caret after
    // "Government": it stays the same field, and the caret where it was.
    const college = field<HTMLInputElement>('input[name="collegeName"]');
    college.focus();
    college.setSelectionRange(10, 10);

    await scriptArrives("internship-form", InternshipForm);

    expect(field<HTMLInputElement>('input[name="customGender"]')).toHaveValue("Non-binary");
    expect(field<HTMLInputElement>('input[name="collegeName"]')).toBe(college);
    expect(college).toHaveValue("Government Degree College");
    expect(college).toHaveFocus();
    expect(college.selectionStart).toBe(10);
    expect(field<HTMLInputElement>('input[name="areaOfInterest"][value="Environment"]')).toBeChecked();
  });
});
