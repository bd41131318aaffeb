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
});
