import { describe, expect, it } from "vitest";
import { encodeCursor } from "../../submissions/inbox.ts";
import { inboxHref, inboxQueryFrom, isSpamFolder, submissionHref } from "./back-to-inbox.ts";

const cursor = encodeCursor({ createdAt: "2026-04-01T00:00:10.000Z", id: "a-submission-id" });

describe("the inbox's query a submission's page goes back to", () => {
  it("keeps the filters, a kept search's id and the page, in the inbox's own order", () => {
    expect(inboxQueryFrom("form=volunteer&status=new")).toBe("form=volunteer&status=new");
    expect(inboxQueryFrom(`after=${cursor}&search=Abc_-123&status=all&from=2026-03-01`)).toBe(
      `status=all&from=2026-03-01&search=Abc_-123&after=${cursor}`,
    );
    expect(inboxQueryFrom("status=spam")).toBe("status=spam");
    // The plain inbox is no query at all.
    expect(inboxQueryFrom("status=inbox")).toBe("");
  });

  it("reads nothing but an inbox query: a crafted value gives none, so the link is the plain inbox's", () => {
    for (const crafted of [
      "https://evil.example/staff",
      "//evil.example/staff",
      "/staff/../elsewhere",
      "javascript:alert(1)",
      "status=new&next=https://evil.example",
      // A search's text never stands in an address (decision 026).
      "status=new&q=ravi@example.org",
      "anywhere=1",
      "form=payroll",
      "status=new&from=yesterday",
      "from=2026-03-09&to=2026-03-01",
      "search=<script>",
      "search=a/b",
      "after=not-a-cursor",
      `form=contact&${"status=new&".repeat(60)}`,
      undefined,
      ["status=new"],
    ])
      expect(inboxQueryFrom(crafted), String(crafted)).toBeUndefined();
  });

  it("links to the inbox at that query, or to the plain inbox, and to no other place", () => {
    expect(inboxHref("form=volunteer&status=new")).toBe("/staff?form=volunteer&status=new");
    expect(inboxHref("")).toBe("/staff");
    expect(isSpamFolder("form=contact&status=spam")).toBe(true);
    expect(isSpamFolder("status=all")).toBe(false);
  });

  it("links a submission with the query in `back`, or without when there is none", () => {
    expect(submissionHref("VOL-ABC234", "form=volunteer&status=new")).toBe(
      "/staff/submissions/VOL-ABC234?back=form%3Dvolunteer%26status%3Dnew",
    );
    expect(submissionHref("VOL-ABC234", "status=new", { done: "note.handled" })).toBe(
      "/staff/submissions/VOL-ABC234?done=note.handled&back=status%3Dnew",
    );
    expect(submissionHref("VOL-ABC234", undefined, { done: "handled" })).toBe(
      "/staff/submissions/VOL-ABC234?done=handled",
    );
    expect(submissionHref("VOL-ABC234", "")).toBe("/staff/submissions/VOL-ABC234");
  });
});
