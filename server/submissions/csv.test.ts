import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a UTF-8 byte order mark and ends every row with CRLF", () => {
    const csv = toCsv(["name", "message"], [["రవి", "నమస్కారం"]]);
    expect(csv).toBe("\uFEFFname,message\r\nరవి,నమస్కారం\r\n");
  });

  it("quotes cells holding commas, quotes or line breaks", () => {
    expect(toCsv(["a"], [['He said "hi", twice\nthen left']])).toBe(
      '\uFEFFa\r\n"He said ""hi"", twice\nthen left"\r\n',
    );
  });

  it("keeps spreadsheet formulas from running", () => {
    const csv = toCsv(["a", "b", "c"], [['=HYPERLINK("http://x.example")', "+91 98765 43210", "-2+3"]]);
    expect(csv).toBe(`\uFEFFa,b,c\r\n"'=HYPERLINK(""http://x.example"")",'+91 98765 43210,'-2+3\r\n`);
  });
});
