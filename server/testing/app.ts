import { createLogger } from "../log.ts";

/** For tests of the site alone: the API parts, answering 501 should anything call them. */
export const apiNotUnderTest = {
  sendFormEmail: async () => new Response(null, { status: 501 }),
  health: async () => new Response(null, { status: 501 }),
  log: createLogger("silent"),
  security: { siteUrl: "http://127.0.0.1:3000" },
};
