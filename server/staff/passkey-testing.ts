import { expect } from "vitest";
import type { SoftwarePasskey } from "../testing/passkey-authenticator.ts";
import { type openStaffArea, ownOrigin } from "./testing.ts";

/*
 * The passkey script's requests, made by tests against the staff area of server/staff/testing.ts
 * with a software authenticator (server/testing/passkey-authenticator.ts).
 */

export type Area = Awaited<ReturnType<typeof openStaffArea>>;

/** The cookies a response set, as a request's Cookie header, merged over those already held. */
function withCookies(held: string, response: Response) {
  const jar = new Map(
    held
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/** A POST of JSON as the passkey script sends it. */
export function postJson(area: Area, path: string, body: unknown, cookie = "") {
  return area.app.request(`${ownOrigin}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "null",
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Adds a passkey to the signed-in account as the page's script does; resolves with the last answer. */
export async function addPasskey(
  area: Area,
  session: string,
  device: SoftwarePasskey,
  name: string,
  verified = true,
) {
  const options = await postJson(area, "/staff/passkeys/options", { name }, session);
  expect(options.status).toBe(200);
  const { options: creation } = await options.json();
  return postJson(
    area,
    "/staff/passkeys",
    { name, response: device.register(creation, { verified }) },
    withCookies(session, options),
  );
}

/** Signs in with a passkey as the sign-in page's script does; resolves with the answer. */
export async function signInWith(area: Area, device: SoftwarePasskey, verified = true) {
  const options = await postJson(area, "/staff/sign-in/passkey/options", {});
  expect(options.status).toBe(200);
  const { options: request } = await options.json();
  return postJson(
    area,
    "/staff/sign-in/passkey",
    { response: device.authenticate(request, { verified }) },
    withCookies("", options),
  );
}

export const sessionOf = (response: Response) =>
  withCookies("", response)
    .split("; ")
    .find((pair) => pair.startsWith("staff.session_token=")) ?? "";
