import { initials } from "@app/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
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

describe("changing one's own phone number", () => {
  it("sends a code to the number as typed, says a wrong code, and shows the new number once confirmed", async () => {
    const asked: unknown[] = [];
    const tried: string[] = [];
    server.use(
      http.post("/api/users/:userId/phone", async ({ request }) => {
        const body = (await request.json()) as { phone: string };
        asked.push(body);
        return HttpResponse.json({ phone: body.phone });
      }),
      http.post("/api/users/:userId/phone/confirm", async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        tried.push(code);
        return code === "123456"
          ? HttpResponse.json({ phone: "+46701234567" })
          : HttpResponse.json(
              { code: "PHONE_CODE_INCORRECT", message: "The SMS code is incorrect.", field: "code" },
              { status: 400 },
            );
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    const phone = await screen.findByRole("textbox", { name: "New mobile number" });
    await fill(phone, "12");
    await fill(screen.getByLabelText(/^Confirm with your password/), "secret-pass");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("Enter a mobile number, like +46 70 123 45 67 or 070-123 45 67."),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.clear(phone);
    await fill(phone, "070-123 45 67");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a code to +46701234567. Type it within 10 minutes.")).toBeInTheDocument();
    expect(asked).toEqual([{ phone: "+46701234567", password: "secret-pass" }]);

    await userEvent.type(screen.getByRole("textbox", { name: "Digit 1 of 6" }), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The SMS code is incorrect.");
    await userEvent.type(screen.getByRole("textbox", { name: "Digit 1 of 6" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByText("+46701234567")).toBeInTheDocument();
    expect(tried).toEqual(["654321", "123456"]);
    expect(screen.getByRole("textbox", { name: "New mobile number" })).toHaveValue("");
  });
});

describe("confirming an email change (/confirm-email?token=)", () => {
  /** Answers the queued answers in turn (the last one again), recording each body. */
  const answering = (path: string, answers: { status: number; body: object }[]) => {
    const sent: unknown[] = [];
    server.use(
      http.post(path, async ({ request }) => {
        sent.push(await request.json());
        const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 500, body: {} };
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    return sent;
  };
  const token = "abcdefghijklmnop";

  it("signed in: changes nothing until confirmed, then tells the new address; a taken address is said so", async () => {
    const sent = answering("/api/users/confirm-email", [
      { status: 409, body: { code: "EMAIL_TAKEN", message: "Another account uses this email address." } },
      { status: 200, body: { email: "new@example.test" } },
    ]);
    signIn();
    renderApp(`/confirm-email?token=${token}`);
    const confirm = await screen.findByRole("button", { name: "Confirm the new address" });
    expect(screen.queryByLabelText(/^Password of the account/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Another account already uses this address, so the change was not made.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("Your email address is now new@example.test.")).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ token }, { token }]));
    expect(screen.getByRole("link", { name: "Go to the start page" })).toHaveAttribute("href", "/");
  });

  it("signed out: asks for the account's password (or to sign in first), says a wrong one on its field", async () => {
    const sent = answering("/api/users/confirm-email", [
      { status: 400, body: { code: "PASSWORD_INCORRECT", message: "The password is not correct.", field: "password" } },
      { status: 200, body: { email: "new@example.test" } },
    ]);
    renderApp(`/confirm-email?token=${token}`);
    const password = await screen.findByLabelText(/^Password of the account/);
    expect(screen.getByRole("link", { name: "Sign in instead" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(`/confirm-email?token=${token}`)}`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("Enter the account's password.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fill(password, "wrong-one");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("The password is not correct.")).toBeInTheDocument();
    await userEvent.clear(password);
    await fill(password, "the-right-one");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("Your email address is now new@example.test.")).toBeInTheDocument();
    expect(sent).toEqual([
      { token, password: "wrong-one" },
      { token, password: "the-right-one" },
    ]);
    expect(screen.getByRole("link", { name: "Sign in with the new address" })).toHaveAttribute("href", "/login");
  });

  it("signed in as another account: says so and asks for the password of the account that changes", async () => {
    const sent = answering("/api/users/confirm-email", [
      { status: 403, body: { code: "EMAIL_CHANGE_OTHER_ACCOUNT", message: "Signed in with another account." } },
      { status: 200, body: { email: "new@example.test" } },
    ]);
    signIn();
    renderApp(`/confirm-email?token=${token}`);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are signed in with another account: enter the password of the account whose address changes, or sign out first.",
    );
    await fill(screen.getByLabelText(/^Password of the account/), "theirs");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText("Your email address is now new@example.test.")).toBeInTheDocument();
    expect(sent).toEqual([{ token }, { token, password: "theirs" }]);
  });
});

describe('"this was not me" (/cancel-email-change?token=)', () => {
  it("changes nothing until the button is pressed, says a dead link, then sends to a new password", async () => {
    const sent: unknown[] = [];
    let answer: { status: number; body: object } = {
      status: 400,
      body: { code: "EMAIL_CHANGE_CANCEL_INVALID", message: "The link is invalid.", field: "token" },
    };
    server.use(
      http.post("/api/users/cancel-email-change", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    renderApp("/cancel-email-change?token=qrstuvwxyz012345");
    const cancel = await screen.findByRole("button", { name: "This was not me: cancel the change" });
    expect(sent).toEqual([]);
    await userEvent.click(cancel);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is invalid, has already been used or has expired.",
    );
    answer = { status: 200, body: { ok: true } };
    await userEvent.click(screen.getByRole("button", { name: "This was not me: cancel the change" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The change is cancelled and your account is signed out everywhere.",
    );
    expect(sent).toEqual([{ token: "qrstuvwxyz012345" }, { token: "qrstuvwxyz012345" }]);
    expect(screen.getByRole("link", { name: "Choose a new password" })).toHaveAttribute("href", "/reset-password");
  });
});

const sessionRows = [
  {
    id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    appId: "web",
    createdAt: "2026-11-20T08:00:00Z",
    expiresAt: "2026-12-20T08:00:00Z",
    lastSeenAt: "2026-11-25T09:00:00Z",
    browser: "Firefox",
    os: "Windows",
    current: true,
  },
  {
    id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
    appId: "web",
    createdAt: "2026-11-21T08:00:00Z",
    expiresAt: "2026-12-21T08:00:00Z",
    lastSeenAt: "2026-11-22T08:00:00Z",
    browser: null,
    os: null,
    current: false,
  },
];

describe("the profile's password, sessions and avatar", () => {
  it("checks the new password twice, keeps what was typed when the current one is wrong, then changes it", async () => {
    const sent: unknown[] = [];
    let answer: { status: number; body: object } = {
      status: 400,
      body: { code: "PASSWORD_INCORRECT", message: "The password is not correct.", field: "currentPassword" },
    };
    server.use(
      http.get("/api/users/:userId/sessions", () => HttpResponse.json(sessionRows)),
      http.put("/api/users/:userId/password", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    const current = await screen.findByLabelText(/^Current password/);
    const fresh = screen.getByLabelText(/^New password/);
    const again = screen.getByLabelText(/^Repeat the new password/);
    await fill(current, "old-one");
    await fill(fresh, "short");
    await fill(again, "other");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Use at least 8 characters.")).toBeInTheDocument();
    expect(screen.getByText("The passwords are not the same.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(fresh);
    await fill(fresh, "a-long-new-one");
    await userEvent.clear(again);
    await fill(again, "a-long-new-one");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The current password is not correct.")).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: "old-one", newPassword: "a-long-new-one" }]);
    expect(current).toHaveValue("old-one");
    expect(fresh).toHaveValue("a-long-new-one");
    answer = { status: 200, body: { ok: true } };
    await userEvent.clear(current);
    await fill(current, "right-one");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password is changed. Other browsers and apps are signed out."),
    ).toBeInTheDocument();
    expect(fresh).toHaveValue("");
  });

  it("lists the sessions, this browser marked, and signs out everywhere else", async () => {
    let rows = sessionRows;
    const ended: unknown[] = [];
    server.use(
      http.get("/api/users/:userId/sessions", () => HttpResponse.json(rows)),
      http.post("/api/users/:userId/sessions/end-others", ({ params }) => {
        ended.push(params.userId);
        rows = sessionRows.filter((s) => s.current);
        return HttpResponse.json({ ended: 1 });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    expect(await screen.findByText("This browser")).toBeInTheDocument();
    expect(screen.getByText("Firefox on Windows")).toBeInTheDocument();
    expect(screen.getByText(/^2026-11-25 \d\d:00$/)).toBeInTheDocument();
    expect(screen.getByText("Web browser")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(ended).toEqual([user.id]));
    await waitFor(() => expect(screen.queryByText("Web browser")).not.toBeInTheDocument());
    expect(screen.getByText("Firefox on Windows")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
  });

  it("shows initials on a colour from the name without a picture, and refuses a GIF before uploading", async () => {
    const uploads: unknown[] = [];
    server.use(
      http.get("/api/users/:userId/sessions", () => HttpResponse.json(sessionRows)),
      http.put("/api/users/:userId/avatar", () => {
        uploads.push(1);
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    await screen.findByRole("button", { name: "Upload a picture" });
    expect(screen.getAllByText("AA").length).toBeGreaterThanOrEqual(2);
    expect(initials("Karl Johan Erik Svensson")).toBe("KJE");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    // What a browser's "all files" choice lets through despite accept=.
    fireEvent.change(input, { target: { files: [new File(["GIF89a"], "a.gif", { type: "image/gif" })] } });
    expect(await screen.findByText("Choose a PNG, JPEG or WebP image.")).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});

describe("another user's profile (/profile/{otherId}/detail)", () => {
  it("shows their name, initials and the shared companies, and no forms", async () => {
    const otherId = "44444444-4444-4444-8444-444444444444";
    server.use(
      http.get("/api/users/:userId/profile", () =>
        HttpResponse.json({
          id: otherId,
          name: "Olle Olsson",
          hasAvatar: false,
          companies: [{ id: "22222222-2222-4222-8222-222222222222", name: "Nordisk Handel AB" }],
        }),
      ),
    );
    signIn();
    renderApp(`/profile/${otherId}/detail`);
    expect(await screen.findByRole("heading", { name: "Olle Olsson", level: 2 })).toBeInTheDocument();
    expect(screen.getByText("OO")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Companies you share" })).toHaveTextContent("Nordisk Handel AB");
    expect(screen.queryByRole("button", { name: "Change password" })).not.toBeInTheDocument();
  });
});

describe("one's own name", () => {
  it("refuses an empty name, keeps what was typed when saving fails, then saves it", async () => {
    const sent: unknown[] = [];
    let status = 500;
    server.use(
      http.put("/api/users/:userId/name", async ({ request }) => {
        sent.push(await request.json());
        return status === 200
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: "INTERNAL", message: "Failed." }, { status });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Anna Admin");
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Enter your name.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fill(name, "Anna Andersson");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Could not save your name. Please try again.")).toBeInTheDocument();
    expect(name).toHaveValue("Anna Andersson");
    status = 200;
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ name: "Anna Andersson" });
  });
});
