import { describe, expect, it } from "vitest";
import { greeting } from "./messages.ts";
import { holdsWebAddress, personAddressed } from "./web-addresses.ts";

/*
 * Decision 080: a name a stranger typed is repeated in a letter (its greeting, its To header) only
 * when it could not be a link. Every letter to a person who typed their own name uses these two.
 */

describe("a name that could be a link", () => {
  it("is found by its scheme, by www. or by a domain's ending, and a plain name is not", () => {
    for (const text of [
      "https://evil.example/login",
      "www.evil",
      "Restore it at secure-login.example",
      "bit.ly/x",
    ])
      expect(holdsWebAddress(text), text).toBe(true);
    for (const text of ["Ravi Kumar", "శ్రీకాంత్ రెడ్డి", "A. Ravi", "Rs. 500"])
      expect(holdsWebAddress(text), text).toBe(false);
  });

  it("is left out of the greeting and the To header, in both languages", () => {
    expect(greeting("Ravi Kumar", "en")).toBe("Dear Ravi Kumar,");
    expect(greeting("Your account is suspended, log in at secure-login.example", "en")).toBe("Hello,");
    expect(greeting("Your account is suspended, log in at secure-login.example", "te")).toBe("నమస్కారం,");
    expect(personAddressed("Ravi Kumar", "ravi@example.org")).toEqual({
      name: "Ravi Kumar",
      address: "ravi@example.org",
    });
    expect(personAddressed("visit secure-login.example", "ravi@example.org")).toEqual({
      name: "",
      address: "ravi@example.org",
    });
  });
});
