import { expect, type Page, test } from "@playwright/test";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * The security headers as the real server sends them, and the pages working under their
 * Content-Security-Policy: no violation reported and no request to another origin on any route, with
 * the islands' hydration, moving between pages, the carousel and a form's toast.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function watch(page: Page, baseURL: string) {
  const foreignRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== new URL(baseURL).origin)
      foreignRequests.push(request.url());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return {
    foreignRequests,
    violations: () => page.evaluate(() => window.cspViolations ?? []),
  };
}

test("pages, an asset and the function carry the security headers", async ({ request }) => {
  // The home page loads the application (content pages have no script to point at an asset).
  const page = await request.get("/");
  // Named in the script that starts the application once the page has painted.
  const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(assetPath).toBeDefined();
  const responses = {
    page,
    asset: await request.get(assetPath ?? ""),
    function: await request.post("/api/send-form-email", { data: {} }),
  };
  for (const [name, response] of Object.entries(responses)) {
    const headers = response.headers();
    expect(headers["x-content-type-options"], name).toBe("nosniff");
    expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], name).toBe("same-origin");
    expect(headers["permissions-policy"], name).toContain("camera=()");
    expect(headers["content-security-policy"], name).toContain("frame-ancestors 'none'");
    // SITE_URL is not https in tests.
    expect(headers["strict-transport-security"], name).toBeUndefined();
  }
  const pagePolicy = responses.page.headers()["content-security-policy"] ?? "";
  expect(pagePolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
  expect(pagePolicy).not.toContain("unsafe");
});

test("a function call from another site is refused", async ({ request }) => {
  const response = await request.post("/api/send-form-email", {
    headers: { Origin: "https://elsewhere.example" },
    data: {},
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["access-control-allow-origin"]).toBeUndefined();
});

test("every route runs under its policy with no violation and no request to another origin", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const watcher = await watch(page, baseURL ?? "");
  for (const path of routePaths()) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await watcher.violations(), path).toEqual([]);
  }
  expect(watcher.foreignRequests).toEqual([]);
});

test("the islands' hydration, moving to a form page and a form's toast stay within the policy", async ({
  page,
  baseURL,
}) => {
  const watcher = await watch(page, baseURL ?? "");
  await page.goto("/");
  // The carousel's controls work once the page has hydrated.
  const third = page.getByRole("button", { name: "Go to slide 3" });
  await expect(async () => {
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true", { timeout: 500 });
  }).toPass();
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await formTakenOver(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  expect(await watcher.violations()).toEqual([]);
  expect(watcher.foreignRequests).toEqual([]);
});

/** A contact form's fields as a browser without JavaScript posts them. */
async function contactFields(page: Page, fields: Record<string, string>) {
  await page.goto("/contact");
  const key = await page.locator("input[type=hidden][name=idempotencyKey]").inputValue();
  return {
    formType: "contact",
    language: "en",
    idempotencyKey: key,
    issuedAt: String(Date.now() - 60_000),
    website: "",
    name: "Ravi Kumar",
    email: "ravi@example.org",
    subject: "general",
    message: "Hello",
    ...fields,
  };
}

const scriptSources = (policy: string) =>
  (/script-src ([^;]+)/.exec(policy)?.[1] ?? "").split(" ").filter(Boolean);

test("a form's answer page runs only the scripts the server marked for it, not one injected into it", async ({
  page,
  baseURL,
}) => {
  const typed = "<script>window.injected = true</script>";
  const answer = await page.request.post("/api/send-form-email", {
    form: await contactFields(page, { name: typed, email: "ravi@" }),
  });
  expect(answer.status()).toBe(400);
  const policy = answer.headers()["content-security-policy"] ?? "";
  const sources = scriptSources(policy);
  // A nonce drawn for this answer, and no hash: nothing in the page's text can add a script to the policy.
  expect(sources).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24}'$/)]);
  expect(policy).not.toContain("unsafe");
  const nonce = sources[1]?.slice("'nonce-".length, -1) ?? "";
  const html = await answer.text();
  expect(html).not.toContain(typed);
  const runnable = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = ""]) => attributes)
    .filter((attributes) => !/type="(application\/ld\+json|text\/x-application-start)"/.test(attributes));
  expect(runnable.length).toBeGreaterThan(0);
  for (const attributes of runnable) expect(attributes).toContain(`nonce="${nonce}"`);

  // Were escaping ever to fail, the script would be in the page, and the policy would refuse it.
  const watcher = await watch(page, baseURL ?? "");
  const injected = html.replace(/<main\b[^>]*>/, (main) => `${main}${typed}`);
  await page.route("**/contact?injected", (route) =>
    route.fulfill({
      status: 400,
      contentType: "text/html",
      headers: { "Content-Security-Policy": policy },
      body: injected,
    }),
  );
  await page.goto("/contact?injected");
  // The page's own scripts ran (it hydrated: the form is the script's), the injected one did not.
  await formTakenOver(page);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  expect(await watcher.violations()).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
});

test("the page of a post sent without JavaScript, opened with it, hydrates within its policy", async ({
  page,
  baseURL,
}) => {
  const fields = await contactFields(page, {});
  const posted = await page.request.post("/api/send-form-email", { form: fields, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  const watcher = await watch(page, baseURL ?? "");
  await page.goto(posted.headers().location ?? "");
  await expect(page.locator("#form-outcome")).toContainText("Your reference: CON-");
  await formTakenOver(page);
  expect(await watcher.violations()).toEqual([]);
  expect(watcher.foreignRequests).toEqual([]);
});
