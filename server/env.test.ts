import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("needs no configuration at all", () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      RATE_LIMIT: { limit: 10, windowMs: 600_000 },
      TRUST_PROXY: false,
      SEND_ACKNOWLEDGEMENT: true,
      ALLOWED_ORIGINS: [],
      LOG_LEVEL: "info",
    });
  });

  it("reads rate limits, switches and lists", () => {
    const env = readEnv({
      RATE_LIMIT: "5/30s",
      TRUST_PROXY: "true",
      SEND_ACKNOWLEDGEMENT: "false",
      ALLOWED_ORIGINS: "https://a.example, https://b.example",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
    });
    expect(env).toMatchObject({
      RATE_LIMIT: { limit: 5, windowMs: 30_000 },
      TRUST_PROXY: true,
      SEND_ACKNOWLEDGEMENT: false,
      ALLOWED_ORIGINS: ["https://a.example", "https://b.example"],
    });
    expect(readEnv({ RATE_LIMIT: "off" }).RATE_LIMIT).toBeNull();
    expect(readEnv({ RATE_LIMIT: "100/1h" }).RATE_LIMIT).toEqual({ limit: 100, windowMs: 3_600_000 });
  });

  it("accepts only exact origins in ALLOWED_ORIGINS, which browsers could match", () => {
    expect(() => readEnv({ ALLOWED_ORIGINS: "https://a.example, https://b.example/form, *" })).toThrowError(
      [
        "Invalid configuration in the environment:",
        "  ALLOWED_ORIGINS.1: expected origins like https://partner.example.org",
        "  ALLOWED_ORIGINS.2: expected origins like https://partner.example.org",
      ].join("\n"),
    );
  });

  it("always has a SITE_URL: the address the server listens on unless one is set", () => {
    expect(readEnv({}).SITE_URL).toBe("http://127.0.0.1:3000");
    expect(readEnv({ HOST: "0.0.0.0", PORT: "8080" }).SITE_URL).toBe("http://0.0.0.0:8080");
    expect(readEnv({ HOST: "::1" }).SITE_URL).toBe("http://[::1]:3000");
    expect(readEnv({ SITE_URL: "https://www.example.org/", PORT: "8080" }).SITE_URL).toBe(
      "https://www.example.org",
    );
    expect(readEnv({ SITE_URL: "" }).SITE_URL).toBe("http://127.0.0.1:3000");
  });

  it("refuses a SITE_URL with a path, which links built on it would drop", () => {
    expect(() => readEnv({ SITE_URL: "https://www.example.org/site" })).toThrowError(
      [
        "Invalid configuration in the environment:",
        '  SITE_URL: expected the site\'s address without a path, like https://example.org, got "https://www.example.org/site"',
      ].join("\n"),
    );
    expect(() => readEnv({ SITE_URL: "ftp://www.example.org" })).toThrowError(
      "SITE_URL: expected a URL like https://example.org",
    );
  });

  it("treats an empty variable as unset", () => {
    const env = readEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops with one line per bad value, naming the variable", () => {
    const bad = {
      PORT: "eighty",
      DATABASE_URL: "mysql://db/site",
      RATE_LIMIT: "lots",
      TRUST_PROXY: "maybe",
      SMTP_URL: "http://mail.example",
      MAIL_TO: "bogus",
      ADDRESS_HASH_SALT: "short",
    };
    expect(() => readEnv(bad)).toThrowError(
      new Error(
        [
          "Invalid configuration in the environment:",
          "  PORT: expected a port number",
          "  DATABASE_URL: expected a URL like postgres://user:password@host:5432/database, with any of # / ? @ : in the user name or password percent-encoded (# as %23, @ as %40)",
          '  RATE_LIMIT: expected "off" or like "10/10m" (count/duration in s, m or h), got "lots"',
          '  TRUST_PROXY: expected "true" or "false"',
          "  SMTP_URL: expected a URL like smtp://user:password@mail.example.org:587, with any of # / ? @ : in the user name or password percent-encoded (# as %23, @ as %40)",
          "  MAIL_TO: expected an email address such as office@example.org, or several separated by commas",
          "  ADDRESS_HASH_SALT: use at least 16 characters",
        ].join("\n"),
      ),
    );
  });

  it("takes an inbox with a display name, or several, and a password percent-encoded", () => {
    const env = readEnv({
      MAIL_TO: "Office <office@dai.example>, director@dai.example",
      SMTP_URL: "smtp://outbox:pa%23ss@mail.dai.example:587",
    });
    expect(env.MAIL_TO).toBe("Office <office@dai.example>, director@dai.example");
    expect(new URL(env.SMTP_URL ?? "").password).toBe("pa%23ss");
  });

  it("takes a HEALTH_TOKEN of at least 16 characters, and none by default", () => {
    expect(readEnv({}).HEALTH_TOKEN).toBeUndefined();
    expect(readEnv({ HEALTH_TOKEN: "a-monitor-token-0123456789" }).HEALTH_TOKEN).toBe(
      "a-monitor-token-0123456789",
    );
    expect(() => readEnv({ HEALTH_TOKEN: "short" })).toThrowError("HEALTH_TOKEN: use at least 16 characters");
  });
});
