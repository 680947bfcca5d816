import { describe, expect, it } from "vitest";
import type { InboxRow } from "../../submissions/inbox.ts";
import { renderInbox, renderSubmission } from "./render.tsx";

/*
 * What visitors typed is isolated on staff pages: a right-to-left override (U+202E) or any other bidi
 * control in a name, an address or a message cannot reorder the text around it.
 */

const override = "\u202E";
const spoofed = `${override}gpj.exe`;

const signedIn = {
  name: `Meena${override} Rao`,
  email: "meena@example.org",
  role: "administrator" as const,
  spamCount: 0,
};

const row: InboxRow = {
  id: "1",
  reference: "CON-ABCDEF",
  formType: "contact",
  status: "new",
  createdAt: "2026-03-01T10:00:00.000Z",
  name: `Ravi ${spoofed}`,
  email: `ravi${override}@example.org`,
  emails: ["sent"],
};

/** Every character of `text` lies inside an element opened by `opening` and closed before the text resumes. */
const isolatedIn = (html: string, opening: RegExp, text: string) => {
  const at = html.indexOf(text);
  const before = html.slice(0, at);
  const open = [...before.matchAll(new RegExp(opening.source, "g"))].at(-1);
  if (!open || at < 0) return false;
  const between = before.slice((open.index ?? 0) + open[0].length);
  return !between.includes("<") && html.slice(at + text.length).startsWith("</");
};

describe("staff pages isolate what people typed", () => {
  it("sets each inbox row's name and address in a <bdi>, and the signed-in name", () => {
    const html = renderInbox({
      signedIn,
      filter: { status: "inbox" },
      errors: [],
      rows: [row],
      query: "",
      pageQuery: "",
      newCounts: {},
      toConfirmCount: 0,
      setAsideCount: 0,
      today: "2026-03-01",
      isFirstPage: true,
    });
    expect(isolatedIn(html, /<bdi>/, row.name)).toBe(true);
    expect(isolatedIn(html, /<bdi>/, row.email)).toBe(true);
    expect(isolatedIn(html, /<bdi[^>]*>/, signedIn.name)).toBe(true);
    expect(html).toContain(`Signed in as <bdi>${signedIn.name}</bdi> (<bdi>meena@example.org</bdi>).`);
    // Nowhere is a name shown bare.
    expect(html.split(row.name)).toHaveLength(2);
  });

  it("gives a submission's values and note their own direction, and isolates who handled it", () => {
    const message = `Please call ${spoofed} back`;
    const html = renderSubmission({
      signedIn,
      submission: {
        id: "1",
        reference: "CON-ABCDEF",
        formType: "contact",
        status: "handled",
        createdAt: "2026-03-01T10:00:00.000Z",
        languageName: "English",
        handledAt: "2026-03-02T10:00:00.000Z",
        handledBy: `gopal${override}@example.org`,
        note: `Called ${spoofed}`,
        name: row.name,
        email: row.email,
        phone: "",
        fields: [{ type: "fields", rows: [{ label: "Message", value: message }] }],
        emails: [],
        paymentReports: [],
        receipts: [],
        identityRows: [],
        correctable: [],
      },
    });
    expect(isolatedIn(html, /<dd dir="auto"[^>]*>/, message)).toBe(true);
    expect(isolatedIn(html, /<bdi>/, `gopal${override}@example.org`)).toBe(true);
    expect(html).toMatch(new RegExp(`<textarea [^>]*dir="auto"[^>]*>Called ${override}`));
  });
});
