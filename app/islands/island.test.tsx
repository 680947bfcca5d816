import { screen, waitFor } from "@testing-library/react";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { unmountHydratedRoots } from "./hydrated-roots-testing.ts";
import { Island } from "./island.tsx";
import { islandPropsAttribute, islandReadyAttribute } from "./names.ts";
import { enhanceIsland, startIsland } from "./start.ts";

/** A page around the island, with ids of its own, as the server renders it. */
function Page({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <main>
      <p id={id}>Before the form</p>
      {children}
    </main>
  );
}

vi.mock("react-dom/client", async (importOriginal) =>
  (await import("./hydrated-roots-testing.ts")).recordingRoots(await importOriginal()),
);

afterEach(() => {
  unmountHydratedRoots();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("an island", () => {
  it("is hydrated alone, as the server rendered it: no mismatch, and its form works", async () => {
    const errors = vi.spyOn(console, "error");
    document.body.innerHTML = renderToString(
      <Page>
        <Island
          name="contact-form"
          component={ContactForm}
          props={{ outcome: null, language: "te", required: ["name"] }}
        />
      </Page>,
    );
    startIsland("contact-form", () => Promise.resolve(ContactForm));
    // A form waits for a person: nothing is hydrated while the page is only read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector("form[data-enhanced]")).toBeNull();
    expect(document.querySelector(`[${islandReadyAttribute}]`)).toBeNull();

    screen.getByRole("textbox", { name: /పూర్తి పేరు/ }).focus();

    await waitFor(() => expect(document.querySelector("form[data-enhanced]")).not.toBeNull());
    expect(document.querySelector(`[${islandReadyAttribute}]`)).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    // The labels still name their fields: the island's ids are its own, the same on both sides.
    expect(screen.getByRole("textbox", { name: /పూర్తి పేరు/ })).toBeInTheDocument();
    expect(screen.getByText("Before the form")).toBeInTheDocument();
  });

  it("holds a form sent before its script has taken over, and sends it through the script's checks", async () => {
    document.body.innerHTML = renderToString(
      <Island
        name="contact-form"
        component={ContactForm}
        props={{ outcome: null, language: "en", required: ["name"] }}
      />,
    );
    startIsland("contact-form", () => Promise.resolve(ContactForm));
    const form = document.querySelector("form");
    const sent = new Event("submit", { bubbles: true, cancelable: true });
    form?.dispatchEvent(sent);
    // The browser does not post it without the checks...
    expect(sent.defaultPrevented).toBe(true);
    // ...and the script, once it has the form, checks it and answers with its message.
    await waitFor(() =>
      expect(screen.getAllByText(/Please fill in all required fields/).length).toBeGreaterThan(0),
    );
  });

  it("carries its props in an attribute nothing typed can break out of", () => {
    const typed = '</div><script>alert(1)</script>"';
    const html = renderToString(
      <Island
        name="contact-form"
        component={ContactForm}
        props={{
          outcome: {
            status: "invalid",
            values: { name: typed, email: "", subject: "", message: "" },
            hints: { email: "Please enter your email." },
            token: { idempotencyKey: "k", issuedAt: "1" },
          },
          language: "en",
          required: ["name"],
        }}
      />,
    );
    expect(html).not.toContain("<script>alert");
    document.body.innerHTML = html;
    const marker = document.querySelector(`[${islandPropsAttribute}]`);
    expect(JSON.stringify(JSON.parse(marker?.getAttribute(islandPropsAttribute) ?? ""))).toContain(
      JSON.stringify(typed).slice(1, -1),
    );
  });

  it("with a script of its own, is enhanced with its props when it comes near view, and marked ready", () => {
    let reportVisible: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportVisible = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = renderToString(
      <Island
        name="impact-stats"
        component={({ label }: { label: string }) => <p>{label}</p>}
        props={{ label: "Counted" }}
      />,
    );
    const enhanced: string[] = [];
    enhanceIsland<{ label: string }>("impact-stats", (element, { label }) =>
      enhanced.push(`${element.textContent} ${label}`),
    );
    expect(enhanced).toEqual([]);
    expect(document.querySelector(`[${islandReadyAttribute}]`)).toBeNull();

    const near = [{ isIntersecting: true }] as IntersectionObserverEntry[];
    reportVisible(near, {} as IntersectionObserver);
    reportVisible(near, {} as IntersectionObserver);
    expect(enhanced).toEqual(["Counted Counted"]);
    expect(document.querySelector(`[${islandReadyAttribute}]`)).not.toBeNull();
  });
});
