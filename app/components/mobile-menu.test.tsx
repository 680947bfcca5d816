import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu.tsx";

// Opening, closing and Escape are the browser's (popover, <details name>); tests/e2e/menus.spec.ts
// drives them in Chromium with JavaScript off and on. Here: the wiring and what the menu lists.
function renderMenu() {
  render(
    <MemoryRouter>
      <MobileMenu />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole("button", { name: /menu/i });
  const menu = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
  if (!menu) throw new Error("The toggle names no popover.");
  return { toggle, menu };
}

describe("mobile menu", () => {
  it("opens from a toggle whose name contains 'menu', as a popover navigation", () => {
    const { menu } = renderMenu();
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu.tagName).toBe("NAV");
    expect(menu).toHaveAttribute("aria-label", "Main");
    for (const name of ["Home", "Collaborators", "Contact", "Donate"]) {
      expect(within(menu).getByRole("link", { name, hidden: true })).toBeInTheDocument();
    }
  });

  it("groups its three menus in one exclusive accordion", () => {
    const { menu } = renderMenu();
    const groups = Array.from(menu.querySelectorAll("details"));
    expect(groups.map((group) => group.querySelector("summary")?.textContent)).toEqual([
      "Who we are",
      "Programs",
      "Volunteer",
    ]);
    const names = new Set(groups.map((group) => group.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Rural Sports", hidden: true })).toHaveAttribute(
      "href",
      "/programs/sports",
    );
  });
});
