import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { Hono } from "hono";
import { noncePagePolicy, securityHeaders } from "./security-headers.ts";
import { loadSite, type Site } from "./site.ts";
import { htmlResponse, passkeyPageResponse } from "./staff/http.ts";
import { apiNotUnderTest } from "./testing/app.ts";

const inlineScript = 'window.__context = {"ssr":false};';
const moduleScript = 'import "/assets/entry-abc123.js";';
const page = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><h1>Home</h1>
<script>${inlineScript}</script><script type="module" async="">${moduleScript}</script>
<script src="/assets/entry-abc123.js"></script></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let site: Site;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "security-headers-"));
  await mkdir(path.join(dir, "404"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), page);
  await writeFile(
    path.join(dir, "404/index.html"),
    "<h1>Oops! Page not found</h1><script>console.log(404)</script>",
  );
  await writeFile(path.join(dir, "assets/entry-abc123.js"), "console.log(1);");
  site = await loadSite(dir, "/404");
});

function appWith(security: { siteUrl?: string; allowedOrigins?: string[]; trustProxy?: boolean } = {}) {
  const sendFormEmail = vi.fn(async () => Response.json({ ok: true }));
  return {
    app: createApp({
      site,
      ...apiNotUnderTest,
      sendFormEmail,
      security: { ...apiNotUnderTest.security, ...security },
    }),
    sendFormEmail,
  };
}

function directives(policy: string | null) {
  return new Map(
    (policy ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const expectedCommonHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

function expectCommonHeaders(response: Response) {
  for (const [name, value] of Object.entries(expectedCommonHeaders)) {
    expect(response.headers.get(name), name).toBe(value);
  }
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  const policy = directives(response.headers.get("content-security-policy"));
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
}

describe("security headers", () => {
  it("give a page a policy that allows its own inline scripts by hash and nothing inline besides", async () => {
    const response = await appWith().app.request("/");
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const policy = directives(response.headers.get("content-security-policy"));
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toEqual(["'self'", hashOf(inlineScript), hashOf(moduleScript)]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    const styles = policy.get("style-src") ?? [];
    expect(styles[0]).toBe("'self'");
    // sonner's style element, empty when added and then filled.
    expect(styles.slice(1)).toEqual([hashOf(""), expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
  });

  it("give the 404 page the hashes of its own scripts", async () => {
    const response = await appWith().app.request("/no-such-page");
    expect(response.status).toBe(404);
    expectCommonHeaders(response);
    const scripts = directives(response.headers.get("content-security-policy")).get("script-src");
    expect(scripts).toEqual(["'self'", hashOf("console.log(404)")]);
  });

  it("give a page rendered per request its nonce and no hash, and a staff page no inline script at all", () => {
    const injected = `<main><p>Ravi</p><script>${inlineScript}</script></main>`;
    const rendered = directives(noncePagePolicy("aNonceOf24CharactersAbCd"));
    expect(rendered.get("script-src")).toEqual(["'self'", "'nonce-aNonceOf24CharactersAbCd'"]);
    const staff = directives(htmlResponse(injected).headers.get("content-security-policy"));
    expect(staff.get("script-src")).toEqual(["'self'"]);
    for (const policy of [rendered, staff]) {
      expect(policy.get("script-src")).not.toContain(hashOf(inlineScript));
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  it("turn passkeys off everywhere but the staff pages that ask for them, and there only for this origin", async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.get("/staff/sign-in", () => passkeyPageResponse("<p>Sign in</p>"));
    app.get("/staff", () => htmlResponse("<p>Inbox</p>"));
    const features = async (path: string) =>
      new Map(
        ((await app.request(path)).headers.get("permissions-policy") ?? "")
          .split(", ")
          .map((entry) => entry.split("=") as [string, string]),
      );
    const signIn = await features("/staff/sign-in");
    expect(signIn.get("publickey-credentials-get")).toBe("(self)");
    expect(signIn.get("publickey-credentials-create")).toBe("(self)");
    expect(signIn.get("camera")).toBe("()");
    expect((await features("/staff")).get("publickey-credentials-get")).toBe("()");
    expect((await features("/no-such-page")).get("publickey-credentials-get")).toBe("()");
  });

  it("give assets and the function a policy that allows nothing to load", async () => {
    const { app } = appWith();
    for (const url of ["/assets/entry-abc123.js", "/api/health", "/api/send-form-email"]) {
      const response = await app.request(url, url.endsWith("email") ? { method: "POST" } : {});
      expectCommonHeaders(response);
      expect(directives(response.headers.get("content-security-policy")).get("default-src"), url).toEqual([
        "'none'",
      ]);
    }
  });

  it("ask for https only when the site's address is https", async () => {
    expect(
      (await appWith({ siteUrl: "http://127.0.0.1:3000" }).app.request("/")).headers.has(
        "strict-transport-security",
      ),
    ).toBe(false);
    for (const url of ["/", "/assets/entry-abc123.js", "/api/health"]) {
      const response = await appWith({ siteUrl: "https://www.example.org" }).app.request(url);
      expect(response.headers.get("strict-transport-security"), url).toBe("max-age=31536000");
    }
  });
});

const functionUrl = "http://site.example/api/send-form-email";
const post = (origin?: string, headers: Record<string, string> = {}) =>
  new Request(functionUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(origin ? { Origin: origin } : {}), ...headers },
    body: "{}",
  });
const preflight = (origin: string) =>
  new Request(functionUrl, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,idempotency-key",
    },
  });

describe("calls to the function from other sites", () => {
  it("are refused by default, preflight included, before the function runs", async () => {
    const { app, sendFormEmail } = appWith();
    const refused = await app.request(post("https://elsewhere.example"));
    expect(refused.status).toBe(403);
    expect(refused.headers.has("access-control-allow-origin")).toBe(false);
    expect((await app.request(preflight("https://elsewhere.example"))).status).toBe(403);
    expect(sendFormEmail).not.toHaveBeenCalled();
  });

  it("pass from the site itself and from clients that send no Origin, without CORS headers", async () => {
    const { app, sendFormEmail } = appWith({ siteUrl: "https://www.example.org" });
    for (const request of [post(), post("http://site.example"), post("https://www.example.org")]) {
      const response = await app.request(request);
      expect(response.status).toBe(200);
      expect(response.headers.has("access-control-allow-origin")).toBe(false);
    }
    expect(sendFormEmail).toHaveBeenCalledTimes(3);
  });

  it("are refused from the site's own host under another scheme or port", async () => {
    const { app, sendFormEmail } = appWith();
    for (const origin of ["https://site.example", "http://site.example:8080", "http://site.example.evil"]) {
      expect((await app.request(post(origin))).status, origin).toBe(403);
    }
    // A client's own X-Forwarded-Proto counts for nothing without a trusted proxy.
    const claimed = await app.request(post("https://site.example", { "X-Forwarded-Proto": "https" }));
    expect(claimed.status).toBe(403);
    expect(sendFormEmail).not.toHaveBeenCalled();
  });

  it("pass behind a proxy that ends TLS, from the scheme the proxy names or from SITE_URL", async () => {
    const { app, sendFormEmail } = appWith({ trustProxy: true });
    const https = { "X-Forwarded-Proto": "https" };
    expect((await app.request(post("https://site.example", https))).status).toBe(200);
    expect((await app.request(post("http://site.example", https))).status).toBe(403);
    const configured = appWith({ siteUrl: "https://site.example" });
    expect((await configured.app.request(post("https://site.example"))).status).toBe(200);
    expect(sendFormEmail).toHaveBeenCalledTimes(1);
  });

  it("pass from ALLOWED_ORIGINS with a preflight answer and the allow-origin header", async () => {
    const partner = "https://partner.example.org";
    const { app, sendFormEmail } = appWith({ allowedOrigins: [partner] });
    const answer = await app.request(preflight(partner));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(partner);
    expect(answer.headers.get("access-control-allow-methods")).toBe("POST");
    expect(answer.headers.get("access-control-allow-headers")).toBe("Content-Type, Idempotency-Key");
    expect(answer.headers.get("vary")).toContain("Origin");
    expect(sendFormEmail).not.toHaveBeenCalled();

    const response = await app.request(post(partner));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(partner);
    expect(response.headers.has("access-control-allow-credentials")).toBe(false);
    expect((await app.request(post("https://partner.example.org.evil.example"))).status).toBe(403);
  });
});
