import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const token = "t".repeat(43);
const url = `/invitation/${nordic.id}/${token}`;

function mockInvitation(hasAccount: boolean) {
  const accepted: unknown[] = [];
  server.use(
    http.get("/api/invitations/:companyId/:token", () =>
      HttpResponse.json({
        companyName: "Nordisk Handel AB",
        inviterName: "Anna Admin",
        email: "nina@example.test",
        name: "Nina",
        hasAccount,
      }),
    ),
    http.post("/api/invitations/:companyId/:token/accept", async ({ request }) => {
      accepted.push({ body: await request.json(), signedIn: request.headers.has("authorization") });
      return HttpResponse.json({ email: "nina@example.test", createdAccount: !hasAccount });
    }),
  );
  return accepted;
}

describe("accepting an invitation (/invitation/{companyId}/{token})", () => {
  it("lets a new person choose name and password (validated), then sends them to sign in", async () => {
    const accepted = mockInvitation(false);
    const { location } = renderApp(url);
    expect(await screen.findByRole("heading", { name: "Join Nordisk Handel AB" })).toBeInTheDocument();
    expect(screen.getByText("Anna Admin has invited you to Nordisk Handel AB.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("nina@example.test");
    const name = screen.getByRole("textbox", { name: "Your name" });
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText(/^Choose a password/), "short");
    await userEvent.click(screen.getByRole("button", { name: "Create account and join" }));
    expect(await screen.findByText("Enter your name.")).toBeInTheDocument();
    expect(screen.getByText("The password must be at least 8 characters long.")).toBeInTheDocument();
    expect(screen.getByText("Confirm the new password.")).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await fill(name, "Nina Nilsson");
    await fill(screen.getByLabelText(/^Choose a password/), "-and-longer");
    await fill(screen.getByLabelText(/^Confirm the password/), "short-and-longer");
    await userEvent.click(screen.getByRole("button", { name: "Create account and join" }));
    await waitFor(() =>
      expect(accepted).toEqual([
        { body: { name: "Nina Nilsson", password: "short-and-longer", language: "en" }, signedIn: false },
      ]),
    );
    await waitFor(() => expect(location()).toBe("/login"));
    expect(
      await screen.findByText("Your account is ready. Sign in with nina@example.test and your new password."),
    ).toBeInTheDocument();
  });

  it("asks an existing account to sign in first, and sends nothing signed out", async () => {
    const accepted = mockInvitation(true);
    renderApp(url);
    expect(await screen.findByText(/You already have an account with nina@example.test. Sign in/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to accept" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(url)}`,
    );
    expect(accepted).toEqual([]);
  });

  it("lets an existing account join, signed in, without a password", async () => {
    const accepted = mockInvitation(true);
    signIn();
    renderApp(url);
    expect(await screen.findByText(/You already have an account with nina@example.test. Accept/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    await waitFor(() => expect(accepted).toEqual([{ body: {}, signedIn: true }]));
    expect(await screen.findByText("You have joined Nordisk Handel AB.")).toBeInTheDocument();
  });

  it("says so when the link is unknown, used or expired", async () => {
    server.use(
      http.get("/api/invitations/:companyId/:token", () =>
        HttpResponse.json({ code: "NOT_FOUND", message: "Invitation not found." }, { status: 404 }),
      ),
    );
    const { location } = renderApp(url);
    expect(await screen.findByRole("heading", { name: "The invitation cannot be used" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
    expect(location()).toBe(url);
  });
});
