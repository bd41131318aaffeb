import { describe, expect, it } from "vitest";
import { afterLoginPath, isLoginPage, loginPath } from "./paths";

describe("paths", () => {
  it("knows the login pages", () => {
    expect(isLoginPage("/login")).toBe(true);
    expect(isLoginPage("/login?redirect=%2F")).toBe(true);
    expect(isLoginPage("/reset-password?token=x")).toBe(true);
    expect(isLoginPage("/list/reminder")).toBe(false);
    expect(isLoginPage("/loginx")).toBe(false);
  });

  it("keeps the way back unless it is a login page", () => {
    expect(loginPath("/list/esign?page=1")).toBe("/login?redirect=%2Flist%2Fesign%3Fpage%3D1");
    expect(loginPath("/reset-password")).toBe("/login");
  });

  it("uses the redirect target after login only when it is not a login page or foreign", () => {
    expect(afterLoginPath("/list/reminder?page=2")).toBe("/list/reminder?page=2");
    expect(afterLoginPath(null)).toBe("/");
    expect(afterLoginPath("/login")).toBe("/");
    expect(afterLoginPath("/reset-password?token=1")).toBe("/");
    expect(afterLoginPath("https://evil.example")).toBe("/");
    expect(afterLoginPath("//evil.example")).toBe("/");
  });
});
