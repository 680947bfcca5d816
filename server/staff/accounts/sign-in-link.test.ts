import { once } from "node:events";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { readEnv } from "../../env.ts";
import { productionMode } from "../../production.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { openStaffArea, staffEmail } from "../testing.ts";

/*
 * The emailed sign-in link is built on SITE_URL only: a request that names another host (Host, as
 * @hono/node-server builds the request's URL from it, or X-Forwarded-Host) through a real socket
 * never puts that host in the email, in development (SITE_URL unset) and in production.
 */

type StaffArea = Awaited<ReturnType<typeof openStaffArea>>;

// How a test reads what was emailed; the one place to change should sign-in mail be sent differently.
const emailedSignInLink = async (area: StaffArea) => {
  await area.deliver();
  return area.lastLink();
};
const everythingEmailed = async (area: StaffArea) => JSON.stringify(area.sent);

/** Serves the staff area on a loopback port, as @hono/node-server serves the real app. */
async function listen(area: StaffArea) {
  const server = serve({ fetch: area.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

/** POSTs the sign-in form with exactly these headers, which fetch would not let a test forge. */
function postSignIn(port: number, headers: Record<string, string>) {
  const body = new URLSearchParams({ email: staffEmail }).toString();
  return new Promise<{ status: number; location: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/staff/sign-in",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? "" }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const modes = {
  development: readEnv({}),
  production: readEnv({ SITE_URL: "https://www.dai.example.in", NODE_ENV: "production" }),
};

describe("the emailed sign-in link", () => {
  const database = databasePerTest(sqliteBackend());

  it("runs in the mode each case names: development is not production mode, production is", () => {
    expect(productionMode(modes.development)).toBeNull();
    expect(productionMode(modes.production)).not.toBeNull();
  });

  for (const [mode, env] of Object.entries(modes)) {
    it(`in ${mode}, is built on ${env.SITE_URL}, whatever Host or X-Forwarded-Host the request names`, async () => {
      const area = await openStaffArea(database.handle, { siteUrl: env.SITE_URL });
      const { server, port } = await listen(area);
      try {
        const forgeries: Record<string, string>[] = [
          // The origin check passes: the Origin names the host the request claims to be sent to.
          { Host: "evil.example:8080", Origin: "http://evil.example:8080" },
          {
            Host: `127.0.0.1:${port}`,
            Origin: `http://127.0.0.1:${port}`,
            "X-Forwarded-Host": "evil.example",
            "X-Forwarded-Proto": "https",
          },
        ];
        const tokens = new Set<string | null>();
        for (const headers of forgeries) {
          const answer = await postSignIn(port, headers);
          expect(answer.location).not.toContain("evil.example");
          const link = await emailedSignInLink(area);
          expect(link.origin).toBe(env.SITE_URL);
          expect(link.pathname).toBe("/staff/sign-in/link");
          tokens.add(link.searchParams.get("token"));
        }
        // Each forged request did send a link of its own: none of the checks above read an older one.
        expect(tokens.size).toBe(forgeries.length);
        expect(await everythingEmailed(area)).not.toContain("evil.example");
      } finally {
        server.close();
      }
    });
  }
});
