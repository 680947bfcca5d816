import { expect, type Locator, type Page } from "@playwright/test";

/*
 * The header menus are native: popovers on wide screens, a popover holding an exclusive <details>
 * accordion on phones. These helpers read what the browser itself reports.
 */

/** The expanded state Chromium gives assistive technology for a button (a popover's invoker has no attribute for it). */
export async function reportedExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const button = nodes.find(
      (node) => !node.ignored && node.role?.value === "button" && node.name?.value === buttonName,
    );
    const expanded = button?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/** The panel a popover button opens. */
export function popoverOf(button: Locator) {
  return button.locator("xpath=following-sibling::*[@popover][1]");
}

export function isOpen(panel: Locator) {
  return panel.evaluate((element) => element.matches(":popover-open, details[open]"));
}

/** Opens a desktop menu or the phone menu; the browser does it, scripts or not. */
export async function openPopover(button: Locator) {
  await button.click();
  await expect.poll(() => isOpen(popoverOf(button))).toBe(true);
}

/** Opens one group of the phone menu. */
export async function openGroup(menu: Locator, name: string) {
  const group = menu.locator("details", { has: menu.page().locator("summary", { hasText: name }) });
  await group.locator("summary").click();
  await expect(group).toHaveAttribute("open");
  return group;
}
