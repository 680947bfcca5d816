import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu.tsx";

function renderMenu() {
  render(
    <MemoryRouter>
      <MobileMenu />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole("button", { name: /menu/i }) };
}

async function openMenu() {
  const rendered = renderMenu();
  await rendered.user.click(rendered.toggle);
  return { ...rendered, menu: screen.getByRole("navigation", { name: "Main" }) };
}

describe("mobile menu", () => {
  it("opens from a toggle whose name contains 'menu'", async () => {
    const { user, toggle } = renderMenu();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Collaborators", "Contact", "Donate"]) {
      expect(within(menu).getByRole("link", { name })).toBeInTheDocument();
    }
  });

  it("expands one group at a time, and choosing the open group closes it", async () => {
    const { user, menu } = await openMenu();
    const whoWeAre = within(menu).getByRole("button", { name: "Who we are" });
    const programs = within(menu).getByRole("button", { name: "Programs" });
    const volunteer = within(menu).getByRole("button", { name: "Volunteer" });
    expect(within(menu).queryByRole("link", { name: "About Page" })).not.toBeInTheDocument();

    await user.click(whoWeAre);
    expect(whoWeAre).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("link", { name: "About Page" })).toHaveAttribute("href", "/about");

    await user.click(programs);
    expect(programs).toHaveAttribute("aria-expanded", "true");
    expect(whoWeAre).toHaveAttribute("aria-expanded", "false");
    expect(within(menu).queryByRole("link", { name: "About Page" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Rural Sports" })).toHaveAttribute(
      "href",
      "/programs/sports",
    );

    await user.click(volunteer);
    expect(volunteer).toHaveAttribute("aria-expanded", "true");
    expect(programs).toHaveAttribute("aria-expanded", "false");

    await user.click(volunteer);
    expect(volunteer).toHaveAttribute("aria-expanded", "false");
    expect(within(menu).queryByRole("link", { name: "Gram Library" })).not.toBeInTheDocument();
  });

  it("closes on Escape and puts focus back on the toggle", async () => {
    const { user, toggle, menu } = await openMenu();
    await user.click(within(menu).getByRole("button", { name: "Programs" }));
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    const { user, toggle, menu } = await openMenu();
    await user.click(within(menu).getByRole("link", { name: "Contact" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
