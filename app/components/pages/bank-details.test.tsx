import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BankDetails } from "./bank-details.tsx";

function renderOn(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BankDetails />
    </MemoryRouter>,
  );
}

describe("bank transfer box", () => {
  it("sends a donor who pledged to the 'I have paid' page of the same language", () => {
    renderOn("/donate");
    expect(screen.getByRole("link", { name: "tell us you have paid" })).toHaveAttribute(
      "href",
      "/donate/paid",
    );
  });

  it("does so in Telugu on the Telugu page", () => {
    renderOn("/te/donate");
    expect(screen.getByRole("link", { name: "మీరు చెల్లించినట్లు మాకు తెలపండి" })).toHaveAttribute(
      "href",
      "/te/donate/paid",
    );
  });
});
