import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const session = { token: "new-token", userId: user.id };
const challenge = {
  codeRequired: true,
  challengeId: "44444444-4444-4444-8444-444444444444",
  method: "sms",
  destination: "********4567",
};

async function fillCredentials(email = "admin@demo.test", password = "demo1234") {
  await fill(screen.getByLabelText(/^Email/), email);
  await fill(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole("textbox", { name: "Digit 1 of 6" }));
  await userEvent.keyboard(code);
}

describe("login form", () => {
  it("asks for both fields before calling the API", async () => {
    let called = false;
    server.use(
      http.post("/api/authorize", () => {
        called = true;
        return HttpResponse.json(session);
      }),
    );
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your email address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(called).toBe(false);
  });

  it("rejects an email address without a domain", async () => {
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials("admin", "demo1234");
    expect(await screen.findByText("Enter a valid email address, like name@example.com.")).toBeInTheDocument();
    expect(screen.queryByText("Enter your password.")).not.toBeInTheDocument();
  });

  it("shows the messages in Swedish by default", async () => {
    localStorage.setItem("language", "se");
    const { applyLanguage } = await import("../../lib/i18n");
    applyLanguage("se");
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Logga in" }));
    expect(await screen.findByText("Ange din e-postadress.")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("sv");
  });

  it("signs in, stores token and user id, and goes to the redirect target", async () => {
    let body: unknown;
    server.use(
      http.post("/api/authorize", async ({ request }) => {
        expect(new URL(request.url).searchParams.get("appId")).toBe("web");
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { location } = renderApp("/login?redirect=%2Flist%2Fesign");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials(" admin@demo.test ");
    await waitFor(() => expect(location()).toBe("/list/esign"));
    expect(body).toEqual({ email: "admin@demo.test", password: "demo1234" });
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(localStorage.getItem("userId")).toBe(user.id);
    expect(await screen.findByRole("heading", { name: "E-sign" })).toBeInTheDocument();
  });

  it("keeps a language picked on the login page as the profile's after sign-in", async () => {
    localStorage.setItem("language", "se");
    const { applyLanguage } = await import("../../lib/i18n");
    applyLanguage("se");
    let saved: unknown;
    server.use(
      http.post("/api/authorize", () => HttpResponse.json(session)),
      http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })),
      http.put("/api/users/:userId/language", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp("/login");
    await screen.findByRole("heading", { name: "Logga in" });
    await userEvent.click(screen.getByText("English"));
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(await screen.findByRole("heading", { name: "Your companies" })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual({ language: "en" }));
    expect(localStorage.getItem("language")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("ignores a redirect target that is a login page", async () => {
    server.use(http.post("/api/authorize", () => HttpResponse.json(session)));
    const { location } = renderApp("/login?redirect=%2Freset-password");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("sends a signed-in user from /login and /reset-password to /", async () => {
    signIn();
    const first = renderApp("/login");
    await waitFor(() => expect(first.location()).toBe("/"));
    first.unmount();
    const second = renderApp("/reset-password?token=abc");
    await waitFor(() => expect(second.location()).toBe("/"));
  });

  it("shows the catalogue text for a wrong password and clears the stored session", async () => {
    localStorage.setItem("language", "en");
    localStorage.setItem("selectedCompanyObj", "{}");
    localStorage.setItem("oldUser", "kept");
    server.use(
      http.post("/api/authorize", () =>
        HttpResponse.json({ code: 1103, message: "Invalid username or password." }, { status: 401 }),
      ),
    );
    const { location } = renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(await screen.findByText("Invalid username or password.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(location()).toBe("/login");
    for (const key of ["token", "userId", "language", "selectedCompanyObj"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem("oldUser")).toBe("kept");
  });

  it.each([
    [1101, 400, "AppId is missing, please contact an administrator."],
    [1102, 400, "Invalid appId, please contact an administrator."],
    [1106, 400, "Invalid request data, please contact an administrator."],
    [1107, 409, "You are still logged in in some other device, please logout from that device first."],
    [1110, 429, "Too many failed sign-ins from this address, please try again in an hour."],
    [1111, 429, "Too many codes were sent for this account, please try again in an hour."],
    ["RATE_LIMITED", 429, "Could not login, please contact administrator"],
    ["INTERNAL", 500, "Could not login, please contact administrator"],
  ])("shows the text for code %s", async (code, status, text) => {
    server.use(http.post("/api/authorize", () => HttpResponse.json({ code, message: "server text" }, { status })));
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText("server text")).not.toBeInTheDocument();
  });

  it("shows nothing for 1109", async () => {
    let calls = 0;
    server.use(
      http.post("/api/authorize", () => {
        calls += 1;
        return HttpResponse.json({ code: 1109, message: "Too many" }, { status: 429 });
      }),
    );
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when the network fails", async () => {
    server.use(http.post("/api/authorize", () => HttpResponse.error()));
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(
      await screen.findByText("Network connectivity issues: check your internet connection and try again."),
    ).toBeInTheDocument();
  });

  it("links to the password reset", async () => {
    const { location } = renderApp("/login");
    await userEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(location()).toBe("/reset-password");
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
  });
});

describe("code step", () => {
  it("asks for the code sent by SMS, keeps the step over a reload and signs in", async () => {
    let sent: unknown;
    server.use(
      http.post("/api/authorize", () => HttpResponse.json(challenge)),
      http.post("/api/authorize-sms", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const first = renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(await screen.findByText("We sent a six-digit code by SMS to ********4567.")).toBeInTheDocument();
    first.unmount();

    const { location } = renderApp("/login");
    expect(await screen.findByRole("heading", { name: "Enter the verification code" })).toBeInTheDocument();
    expect(screen.getByText("We sent a six-digit code by SMS to ********4567.")).toBeInTheDocument();
    await typeCode("123456");
    await waitFor(() => expect(location()).toBe("/"));
    expect(sent).toEqual({ sms: "123456", challengeId: challenge.challengeId });
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(sessionStorage.length).toBe(0);
  });

  it("says the SMS code is incorrect and lets the user try again", async () => {
    server.use(
      http.post("/api/authorize", () => HttpResponse.json(challenge)),
      http.post("/api/authorize-sms", () =>
        HttpResponse.json({ code: 1104, message: "The SMS code is incorrect." }, { status: 401 }),
      ),
    );
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    await screen.findByRole("heading", { name: "Enter the verification code" });
    await typeCode("000000");
    expect(await screen.findByText("The SMS code is incorrect.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Enter the verification code" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveValue(""));
    expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("The SMS code is incorrect.")).toBeInTheDocument();
    expect(screen.queryByText("Enter all 6 digits of the code.")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveFocus();
  });

  it("starts over when the code has expired", async () => {
    server.use(
      http.post("/api/authorize", () =>
        HttpResponse.json({ ...challenge, method: "email", destination: "a****@x.se" }),
      ),
      http.post("/api/authorize-sms", () =>
        HttpResponse.json({ code: 1105, message: "The code has expired" }, { status: 401 }),
      ),
    );
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    expect(await screen.findByText("We sent a six-digit code by email to a****@x.se.")).toBeInTheDocument();
    await typeCode("123456");
    expect(await screen.findByText("The code has expired, please sign in again.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it("asks for all six digits and can go back to the first step", async () => {
    server.use(http.post("/api/authorize", () => HttpResponse.json(challenge)));
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillCredentials();
    await screen.findByRole("heading", { name: "Enter the verification code" });
    await typeCode("12");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter all 6 digits of the code.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start over" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

describe("password reset", () => {
  it("requests a reset link and returns to /login", async () => {
    let body: unknown;
    server.use(
      http.post("/api/users/forgot-password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { location } = renderApp("/reset-password");
    await fill(await screen.findByLabelText(/^Email/), "admin@demo.test");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(body).toEqual({ Email: "admin@demo.test" });
    expect(
      screen.getByText("If the address belongs to an account, a reset link is on its way. Check your inbox."),
    ).toBeInTheDocument();
  });

  it("says when the request could not be made", async () => {
    server.use(
      http.post("/api/users/forgot-password", () =>
        HttpResponse.json({ code: "VALIDATION", message: "bad" }, { status: 400 }),
      ),
    );
    const { location } = renderApp("/reset-password");
    await fill(await screen.findByLabelText(/^Email/), "admin@demo.test");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(
        "Could not create request to reset your password. Please verify that the email address is correct.",
      ),
    ).toBeInTheDocument();
    expect(location()).toBe("/reset-password");
  });

  it("checks the new password's length and confirmation", async () => {
    renderApp("/reset-password?token=abc");
    await userEvent.type(await screen.findByLabelText(/^New password/), "short");
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The password must be at least 8 characters long.")).toBeInTheDocument();
    expect(screen.getByText("Confirm the new password.")).toBeInTheDocument();

    await fill(screen.getByLabelText(/^New password/), "-and-longer");
    await fill(screen.getByLabelText(/^Confirm new password/), "something-else");
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The passwords do not match.")).toBeInTheDocument();
  });

  it("saves the new password with the token and returns to /login", async () => {
    let body: unknown;
    server.use(
      http.post("/api/users/reset-password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { location } = renderApp("/reset-password?token=abc");
    await fill(await screen.findByLabelText(/^New password/), "brand-new-pass");
    await fill(screen.getByLabelText(/^Confirm new password/), "brand-new-pass");
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(body).toEqual({ token: "abc", password: "brand-new-pass" });
    expect(screen.getByText("Your password has been changed. Sign in with the new password.")).toBeInTheDocument();
  });

  it("says when the link is invalid or expired", async () => {
    server.use(
      http.post("/api/users/reset-password", () =>
        HttpResponse.json({ code: "RESET_TOKEN_INVALID", message: "expired" }, { status: 400 }),
      ),
    );
    renderApp("/reset-password?token=old");
    await fill(await screen.findByLabelText(/^New password/), "brand-new-pass");
    await fill(screen.getByLabelText(/^Confirm new password/), "brand-new-pass");
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The reset link is invalid or has expired. Request a new one.")).toBeInTheDocument();
  });
});
