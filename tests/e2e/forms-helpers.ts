import { expect, type Page, type Request } from "@playwright/test";
import { escapeRegExp } from "#app/utils/reg-exp.ts";
import { minimumFillTimeMs } from "../../server/send-form-email/spam.ts";

/**
 * Browser-test helpers for the four forms: the endpoint is intercepted so each outcome of requirements 8
 * (success, an error status, a network failure) can be chosen, and every request is recorded.
 */

export type Outcome = "success" | "error-status" | "network-failure";

export type SentRequest = { body: unknown; headers: Record<string, string> };

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export async function interceptSendCall(page: Page, reference: string) {
  const sent: SentRequest[] = [];
  let outcome: Outcome = "success";
  await page.route("**/api/send-form-email", async (route) => {
    sent.push(describe(route.request()));
    if (outcome === "network-failure") return route.abort("internetdisconnected");
    if (outcome === "error-status") {
      return route.fulfill({ status: 500, json: { error: "Something broke on the server." } });
    }
    return route.fulfill({ status: 200, json: { ok: true, id: crypto.randomUUID(), reference } });
  });
  return {
    sent,
    answerWith: (next: Outcome) => {
      outcome = next;
    },
  };
}

function describe(request: Request): SentRequest {
  const body: unknown = request.postDataJSON();
  return { body, headers: request.headers() };
}

/**
 * Opens a form page and waits until the page's script has taken the form over: before that the
 * button posts the form without JavaScript (forms-without-javascript.spec.ts).
 * The page's clock is Playwright's, so that a test can let a person's fill-in time pass at once.
 */
export async function openForm(page: Page, path: string, submitName: string) {
  await page.clock.install();
  await page.goto(path);
  await formTakenOver(page);
  await expect(page.getByRole("button", { name: submitName })).toBeEnabled();
}

/** Lets the time a person takes to fill in a form pass on the page's clock (see openForm). */
export async function pauseLikeAPerson(page: Page) {
  await page.clock.fastForward(minimumFillTimeMs);
}

/**
 * The headers every submission carries, with the time since first touch that the page measured:
 * after pauseLikeAPerson at least the server's spam threshold, so this person is not taken for a bot.
 */
export function expectSpamSignals(request: SentRequest | undefined) {
  expect(request?.headers["content-type"]).toBe("application/json");
  expect(request?.headers["idempotency-key"]).toMatch(uuidPattern);
  expect(Number(request?.headers["x-form-elapsed-ms"])).toBeGreaterThanOrEqual(minimumFillTimeMs);
  expect(request?.headers["x-form-trap"]).toBeUndefined();
}

/** Whether the page is wider than the viewport: on a phone, scrolling sideways. */
export function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * A person's first touch of the page's form (focus on its first field), then the wait until its
 * script has taken it over: a form's script starts at that touch (docs/decisions/047).
 */
export async function formTakenOver(page: Page) {
  const form = page.locator('[data-island$="-form"] form');
  await form.locator("input:not([type=hidden]), select, textarea").first().focus();
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
}

/**
 * A failed send as the person meets it: the toast, and the same words kept above the form's button
 * and read with it until the next try (decision 070).
 */
export async function expectFailureShown(page: Page, message: string) {
  await expect(page.locator("[data-sonner-toast]").getByText(message)).toBeVisible();
  const form = page.locator("form[data-enhanced]");
  await expect(form.locator('p:has(+ button[type="submit"])').getByText(message)).toBeVisible();
  await expect(form.locator('button[type="submit"]')).toHaveAccessibleDescription(
    new RegExp(`^${escapeRegExp(message)}`),
  );
}
