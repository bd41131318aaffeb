import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults: port 3000, embedded database in ./data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", demo: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("names the bad setting", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: "::" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DEMO_PASSWORD: "short" })).toThrow(/DEMO_PASSWORD/);
  });

  it("treats an empty optional URL as unset and turns demo mode off in production", () => {
    expect(loadConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ NODE_ENV: "production", KEYPASS_KEY: key }).demo).toBe(false);
  });

  it("requires a 32-byte KEYPASS_KEY in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/KEYPASS_KEY/);
    expect(() => loadConfig({ KEYPASS_KEY: "c2hvcnQ=" })).toThrow(/KEYPASS_KEY/);
  });

  it("trusts X-Forwarded-For only from the proxies TRUST_PROXY names (default: nobody)", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/255.0.0.0" }).TRUST_PROXY).toEqual(["10.0.0.0/255.0.0.0"]);
    for (const bad of ["yes", "2", "10.0.0.0/33", "::1/129", "proxy.example.com", "10.0.0.1,", "1.2.3.4/8/8"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
