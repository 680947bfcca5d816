import { getByRole } from "@testing-library/dom";
import { createRequire } from "node:module";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ControlProps, Field, type FieldLook } from "./field.tsx";

// jsdom (a dev dependency without types of its own) as in server/news/post-page-html.test.ts.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/*
 * What a screen reader hears of a staff field: the label names the control, and the hint and the
 * error describe it in the order they stand on the page; an error marks it invalid.
 */

function rendered(props: { look?: FieldLook; hint?: ReactNode; error?: string; optional?: boolean }) {
  const html = renderToStaticMarkup(
    createElement(Field, {
      id: "amount",
      label: "Amount in rupees",
      ...props,
      children: (control: ControlProps) => createElement("input", { ...control, name: "amount" }),
    }),
  );
  const body = new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
  return { body, text: body.textContent };
}

describe("a staff field", () => {
  it("in an editor shows the error above the control and the hint below, and reads them in that order", () => {
    const { body, text } = rendered({ hint: "As on the statement.", error: "Enter an amount." });
    const input = getByRole(body, "textbox", { name: "Amount in rupees" });
    expect(input).toHaveProperty("id", "amount");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("amount-error amount-hint");
    expect(text).toBe("Amount in rupeesEnter an amount.As on the statement.");
    expect(body.querySelector("#amount-error + input + #amount-hint")).not.toBeNull();
  });

  it("in a form shows label, hint and error above the control, and reads the hint first", () => {
    const { body } = rendered({ look: "form", hint: "As on the statement.", error: "Enter an amount." });
    const input = getByRole(body, "textbox", { name: "Amount in rupees" });
    expect(input.getAttribute("aria-describedby")).toBe("amount-hint amount-error");
    expect(body.querySelector("label + #amount-hint + #amount-error + input")).not.toBeNull();
  });

  it("without a hint or an error describes nothing and is not invalid", () => {
    const { body } = rendered({});
    const input = getByRole(body, "textbox", { name: "Amount in rupees" });
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(body.querySelector("p")).toBeNull();
  });

  it("keeps an empty hint in its place, and says when a field is optional", () => {
    const { body } = rendered({ hint: "", optional: true });
    // jsdom's name computation drops the space inside the inline span; browsers keep it.
    const input = getByRole(body, "textbox", { name: /^Amount in rupees ?\(optional\)$/ });
    expect(body.querySelector("label")?.textContent).toBe("Amount in rupees (optional)");
    expect(input.getAttribute("aria-describedby")).toBe("amount-hint");
    expect(body.querySelector("#amount-hint")).not.toBeNull();
  });
});
