import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

describe("changing one's own email (/profile/{userId}/detail)", () => {
  it("validates, shows a wrong password on its field, and says where the link went", async () => {
    const sent: unknown[] = [];
    let answer: { status: number; body: object } = {
      status: 400,
      body: { code: "PASSWORD_INCORRECT", message: "The password is not correct.", field: "password" },
    };
    server.use(
      http.post("/api/users/:userId/email", async ({ request, params }) => {
        sent.push({ userId: params.userId, body: await request.json() });
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    const email = await screen.findByRole("textbox", { name: "New email address" });
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Enter a valid email address, like name@example.com.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fill(email, "new@example.test");
    await fill(screen.getByLabelText(/^Your password/), "wrong-one");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("The password is not correct.")).toBeInTheDocument();
    expect(sent).toEqual([{ userId: user.id, body: { email: "new@example.test", password: "wrong-one" } }]);
    answer = { status: 200, body: { ok: true } };
    await userEvent.clear(screen.getByLabelText(/^Your password/));
    await fill(screen.getByLabelText(/^Your password/), "the-right-one");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(
      await screen.findByText("We sent a link to new@example.test. Open it within 24 hours to finish the change."),
    ).toBeInTheDocument();
  });
});

describe("confirming an email change (/confirm-email?token=)", () => {
  it("changes nothing until confirmed, then tells the new address; a taken address is said so", async () => {
    const sent: unknown[] = [];
    let answer: { status: number; body: object } = {
      status: 409,
      body: { code: "EMAIL_TAKEN", message: "Another account uses this email address." },
    };
    server.use(
      http.post("/api/users/confirm-email", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    renderApp("/confirm-email?token=abcdefghijklmnop");
    const confirm = await screen.findByRole("button", { name: "Confirm the new address" });
    expect(sent).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Another account already uses this address, so the change was not made.",
    );
    answer = { status: 200, body: { email: "new@example.test" } };
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("Your email address is now new@example.test.")).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ token: "abcdefghijklmnop" }, { token: "abcdefghijklmnop" }]));
    expect(screen.getByRole("link", { name: "Sign in with the new address" })).toHaveAttribute("href", "/login");
  });
});
