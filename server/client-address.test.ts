import { describe, expect, it } from "vitest";
import { clientAddress, hashAddress } from "./client-address.ts";

const forwarded = new Headers({ "X-Forwarded-For": "1.1.1.1, 203.0.113.9" });

describe("clientAddress", () => {
  it("is the socket's peer unless a proxy is trusted", () => {
    expect(clientAddress(forwarded, "10.0.0.2", false)).toBe("10.0.0.2");
  });

  it("behind a trusted proxy is the last X-Forwarded-For entry, the one the proxy added", () => {
    expect(clientAddress(forwarded, "10.0.0.2", true)).toBe("203.0.113.9");
    expect(clientAddress(new Headers(), "10.0.0.2", true)).toBe("10.0.0.2");
  });

  it("counts an IPv4 client on a dual-stack socket as its IPv4 address", () => {
    expect(clientAddress(new Headers(), "::ffff:198.51.100.4", false)).toBe("198.51.100.4");
    expect(clientAddress(new Headers(), "2001:db8::1", false)).toBe("2001:db8::1");
  });
});

describe("hashAddress", () => {
  it("depends on the salt and does not contain the address", () => {
    const hash = hashAddress("198.51.100.4", "salt-one-0123456789");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(hashAddress("198.51.100.4", "salt-two-0123456789"));
    expect(hash).toBe(hashAddress("198.51.100.4", "salt-one-0123456789"));
  });
});
