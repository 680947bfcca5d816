import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { organisation } from "#app/content/organisation.ts";
import { SiteFooter } from "./site-footer.tsx";

function renderFooter() {
  // A data router, as the site's framework mode gives: the language link asks which route matched.
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element: <SiteFooter /> }])} />);
  return screen.getByRole("contentinfo");
}

describe("site footer", () => {
  it("opens the three social pages in a new tab, safely, each with a name", () => {
    const footer = renderFooter();
    for (const network of ["Instagram", "YouTube", "LinkedIn"]) {
      const link = within(footer).getByRole("link", { name: new RegExp(network) });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("links Rural Sports to /programs/rural-sports, unlike the header", () => {
    const footer = renderFooter();
    const programs = within(footer).getByRole("navigation", { name: "Our Programs" });
    expect(within(programs).getAllByRole("link")).toHaveLength(9);
    expect(within(programs).getByRole("link", { name: "Rural Sports" })).toHaveAttribute(
      "href",
      "/programs/rural-sports",
    );
  });

  it("gives the contact details as working phone and mail links", () => {
    const footer = renderFooter();
    expect(within(footer).getByText(/Nirmal District/)).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: organisation.phone.display })).toHaveAttribute(
      "href",
      `tel:${organisation.phone.tel}`,
    );
    expect(within(footer).getByRole("link", { name: organisation.email })).toHaveAttribute(
      "href",
      `mailto:${organisation.email}`,
    );
  });

  it("carries the 2024 copyright line", () => {
    const footer = renderFooter();
    expect(within(footer).getByText(/© 2024 Dai Rural Development Society/)).toBeInTheDocument();
  });
});
