import { describe, expect, it } from "vitest";
import { auditActionLabel } from "./audit-labels.ts";

describe("the audit log's actions in words", () => {
  it("names an action, a content change by its kind, and leaves an unknown action as written", () => {
    expect(auditActionLabel("donation.cancel")).toBe("Receipt cancelled");
    expect(auditActionLabel("media.edit")).toBe("Photograph's details changed");
    expect(auditActionLabel("media.focal_point")).toBe("Photograph's focal point set");
    expect(auditActionLabel("content.texts.publish")).toBe("Page texts published");
    expect(auditActionLabel("content.settings.restore")).toBe("Settings restored from an earlier version");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });
});
