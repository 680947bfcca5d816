import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DesktopNav } from "./desktop-nav.tsx";

function renderNav() {
  render(
    <MemoryRouter>
      <DesktopNav />
      <p>Elsewhere on the page</p>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), nav: screen.getByRole("navigation", { name: "Main" }) };
}

describe("desktop navigation", () => {
  it("lists the header entries of the specification in order", () => {
    const { nav } = renderNav();
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

  it("has nine Programs entries, Rural Sports leading to /programs/sports", async () => {
    const { user, nav } = renderNav();
    await user.click(within(nav).getByRole("button", { name: "Programs" }));
    const menu = within(nav).getByRole("link", { name: "Education" }).closest("ul");
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getAllByRole("link")).toHaveLength(9);
    expect(within(nav).getByRole("link", { name: "Rural Sports" })).toHaveAttribute(
      "href",
      "/programs/sports",
    );
  });

  it("opens a menu with Enter or Space, closes it with Escape and returns focus to its button", async () => {
    const { user, nav } = renderNav();
    const whoWeAre = within(nav).getByRole("button", { name: "Who we are" });
    whoWeAre.focus();
    await user.keyboard("{Enter}");
    expect(whoWeAre).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Team Page" })).toHaveAttribute("href", "/team");

    await user.tab();
    expect(within(nav).getByRole("link", { name: "About Page" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(whoWeAre).toHaveAttribute("aria-expanded", "false");
    expect(whoWeAre).toHaveFocus();

    await user.keyboard(" ");
    expect(whoWeAre).toHaveAttribute("aria-expanded", "true");
  });

  it("moves through a menu with the arrow keys", async () => {
    const { user, nav } = renderNav();
    within(nav).getByRole("button", { name: "Volunteer" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Gram Library" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Internship" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Gram Library" })).toHaveFocus();
  });

  it("keeps one menu open at a time", async () => {
    const { user, nav } = renderNav();
    const whoWeAre = within(nav).getByRole("button", { name: "Who we are" });
    const volunteer = within(nav).getByRole("button", { name: "Volunteer" });
    await user.click(whoWeAre);
    await user.click(volunteer);
    expect(whoWeAre).toHaveAttribute("aria-expanded", "false");
    expect(volunteer).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a click outside and when focus leaves the menu", async () => {
    const { user, nav } = renderNav();
    const programs = within(nav).getByRole("button", { name: "Programs" });
    await user.click(programs);
    await user.click(screen.getByText("Elsewhere on the page"));
    expect(programs).toHaveAttribute("aria-expanded", "false");

    await user.click(programs);
    act(() => within(nav).getByRole("link", { name: "Collaborators" }).focus());
    expect(programs).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when one of its links is chosen", async () => {
    const { user, nav } = renderNav();
    const volunteer = within(nav).getByRole("button", { name: "Volunteer" });
    await user.click(volunteer);
    await user.click(within(nav).getByRole("link", { name: "Internship" }));
    expect(volunteer).toHaveAttribute("aria-expanded", "false");
  });
});
