import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DesktopNav } from "./desktop-nav.tsx";

// How the menus open, close and take focus is the browser's (popover); tests/e2e/menus.spec.ts
// drives them in Chromium with JavaScript off and on. Here: what the header lists and links.
function renderNav() {
  render(
    <MemoryRouter>
      <DesktopNav />
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: "Main" });
}

describe("desktop navigation", () => {
  it("lists the header entries of the specification in order", () => {
    const nav = renderNav();
    const entries = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.firstElementChild?.textContent);
    expect(entries).toEqual([
      "Home",
      "Who we are",
      "Programs",
      "Collaborators",
      "Volunteer",
      "Contact",
      "Donate",
    ]);
  });

  it("has nine Programs entries, Rural Sports leading to /programs/sports", () => {
    const nav = renderNav();
    const menu = within(nav).getByRole("link", { name: "Education", hidden: true }).closest("ul");
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getAllByRole("link", { hidden: true })).toHaveLength(9);
    expect(within(nav).getByRole("link", { name: "Rural Sports", hidden: true })).toHaveAttribute(
      "href",
      "/programs/sports",
    );
  });

  it("makes each menu button open its own popover", () => {
    const nav = renderNav();
    for (const name of ["Who we are", "Programs", "Volunteer"]) {
      const button = within(nav).getByRole("button", { name });
      const panel = document.getElementById(button.getAttribute("popovertarget") ?? "");
      expect(panel).toHaveAttribute("popover", "auto");
      expect(button.closest("li")).toContainElement(panel);
    }
  });
});
