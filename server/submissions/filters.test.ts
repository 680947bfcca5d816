import { describe, expect, it } from "vitest";
import { readRow, type SubmissionRow } from "./filters.ts";

const row = (data: string): SubmissionRow => ({
  id: "0b6c2f1e-0000-4000-8000-000000000001",
  reference: "CON-AB12CD",
  form_type: "contact",
  data,
  status: "received",
  idempotency_key: null,
  request_hash: null,
  address_hash: "h",
  user_agent: null,
  created_at: "2026-01-10T08:00:00.000Z",
  language: "en",
});

describe("readRow", () => {
  it("reads stored data that is a JSON object", () => {
    expect(readRow(row('{"name":"Kiran"}'))).toMatchObject({ status: "ok", data: { name: "Kiran" } });
  });

  it.each([
    ['{"name": "Kiran", "mess', "its data is not valid JSON"],
    ["", "its data is not valid JSON"],
    ["null", "its data is not a JSON object"],
    ["[1, 2]", "its data is not a JSON object"],
    ['"text"', "its data is not a JSON object"],
  ])("skips %j with the reason, the id and the reference, and none of the data", (data, reason) => {
    expect(readRow(row(data))).toEqual({
      status: "skipped",
      id: "0b6c2f1e-0000-4000-8000-000000000001",
      reference: "CON-AB12CD",
      reason,
    });
  });
});
