import { screen, waitFor } from "@testing-library/react";
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { hydrateIsland } from "./hydrate.ts";
import { Island } from "./island.tsx";
import { islandPropsAttribute } from "./names.ts";

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

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
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
    expect(document.querySelector("form[data-enhanced]")).toBeNull();

    await hydrateIsland("contact-form", () => Promise.resolve(ContactForm));

    await waitFor(() => expect(document.querySelector("form[data-enhanced]")).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
    // The labels still name their fields: the island's ids are its own, the same on both sides.
    expect(screen.getByRole("textbox", { name: /పూర్తి పేరు/ })).toBeInTheDocument();
    expect(screen.getByText("Before the form")).toBeInTheDocument();
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
});
