import {
  COMPANY_ACCESS_ENDED_EVENT,
  type CompanyUser,
  type Invitation,
  PERMISSIONS_CHANGED_EVENT,
  type Permission,
  USER_TAG_MAX,
} from "@app/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { io } from "socket.io-client";
import { describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../lib/i18n";
import { fakeSocket } from "../../test/fake-socket";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const selectNordic = () =>
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: nordic }));

const member = (i: number, overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id: `c0000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `Person ${String(i).padStart(2, "0")}`,
  email: `person${i}@example.test`,
  type: "DEFAULT",
  features: { denyLoginOnWeb: false },
  hasAvatar: false,
  ...overrides,
});

const gustav = member(90, { name: "Gustav Gäst", email: "user@demo.test", type: "GUEST" });
const berit = member(91, { name: "Berit Blockerad", features: { denyLoginOnWeb: true } });

const pending: Invitation = {
  id: "d0000000-0000-4000-8000-000000000001",
  email: "new@example.test",
  name: "Nora New",
  type: "GUEST",
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: "2026-01-08T00:00:00.000Z",
  expired: false,
  invitedBy: { id: user.id, name: user.name },
};

interface Calls {
  lists: URLSearchParams[];
  posts: { url: string; body: unknown }[];
  puts: { url: string; body: unknown }[];
  deletes: string[];
  groupQueries: URLSearchParams[];
}

/** A signed-in administrator of Nordisk Handel AB and the users API; answers can be overridden. */
function mockUsersApi(options: { mine?: Permission[]; rows?: CompanyUser[]; memberPermissions?: Permission[] } = {}) {
  const calls: Calls = { lists: [], posts: [], puts: [], deletes: [], groupQueries: [] };
  const rows = options.rows ?? [gustav, berit];
  const invitations = [pending];
  server.use(
    http.get("/api/users/:userId/permissions", ({ params }) =>
      HttpResponse.json(
        params.userId === user.id
          ? (options.mine ?? ["UsersEdit", "FullUserPermissionsEdit"])
          : (options.memberPermissions ?? ["Reminders", "CompanyCreate"]),
      ),
    ),
    http.get("/api/companies/:companyId/users", ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.lists.push(query);
      const offset = Number(query.get("offset") ?? 0);
      const q = query.get("q")?.toLowerCase();
      const matching = q ? rows.filter((row) => row.name.toLowerCase().includes(q)) : rows;
      return HttpResponse.json(matching.slice(offset, offset + Number(query.get("limit") ?? 21)));
    }),
    http.get("/api/companies/:companyId/users/:userId", ({ params }) => {
      const row = rows.find((r) => r.id === params.userId);
      return row ? HttpResponse.json(row) : HttpResponse.json({ code: "NOT_FOUND", message: "x" }, { status: 404 });
    }),
    http.get("/api/users/invited", () => HttpResponse.json(invitations)),
    http.get("/api/users/:userId/tags", () =>
      HttpResponse.json([{ id: "e0000000-0000-4000-8000-000000000001", name: "Sales" }]),
    ),
    http.get("/api/user-roles", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/groups", ({ request }) => {
      calls.groupQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json([
        {
          id: "b0000000-0000-4000-8000-000000000001",
          name: "Kundportal Bergström",
          type: "PORTAL",
          customerConnected: true,
          customer: { id: "b0000000-0000-4000-8000-000000000002", name: "Bergström Bygg AB" },
          category: null,
          memberCount: 1,
          objectCount: 1,
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      ]);
    }),
    http.post("/api/companies/:companyId/users/invite", async ({ request }) => {
      const body = (await request.json()) as { email: string };
      calls.posts.push({ url: new URL(request.url).pathname, body });
      if (body.email === "gustav@example.test") {
        return HttpResponse.json(
          { code: "ALREADY_MEMBER", message: "Already a user.", field: "email" },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...pending, id: "d0000000-0000-4000-8000-000000000002", ...body }, { status: 201 });
    }),
    http.post("/api/companies/:companyId/users/massedit", async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      calls.posts.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json({ updated: body.ids.length });
    }),
    http.put("/api/users/:userId/permissions", async ({ request }) => {
      const body = (await request.json()) as Permission[];
      calls.puts.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json(body);
    }),
    http.delete("/api/users/delete-invited", ({ request }) => {
      calls.deletes.push(new URL(request.url).search);
      invitations.splice(0, 1);
      return HttpResponse.json({ ok: true });
    }),
  );
  signIn();
  selectNordic();
  return calls;
}

describe("the users list (/settings/users)", () => {
  it("lists the company's users with their type and web login, 21 fetched for 20 shown", async () => {
    const rows = [...Array.from({ length: 21 }, (_, i) => member(i)), gustav, berit];
    const calls = mockUsersApi({ rows });
    renderApp("/settings/users");
    const table = await screen.findByRole("table", { name: "Users of the company" });
    expect(await within(table).findByRole("link", { name: "Person 00" })).toHaveAttribute(
      "href",
      `/settings/users/${member(0).id}`,
    );
    expect(within(table).queryByText("Person 20")).not.toBeInTheDocument();
    expect(calls.lists[0]?.get("limit")).toBe("21");
    expect(calls.lists[0]?.get("offset")).toBe("0");
    expect(within(table).getAllByText("Full user")).toHaveLength(20);

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await within(table).findByRole("link", { name: "Gustav Gäst" })).toBeInTheDocument();
    expect(calls.lists.at(-1)?.get("offset")).toBe("20");
    // A guest is "User" as the spec says; a blocked one says so.
    const gustavRow = within(table).getByRole("link", { name: "Gustav Gäst" }).closest("tr") as HTMLElement;
    expect(within(gustavRow).getByText("User")).toBeInTheDocument();
    const beritRow = within(table).getByRole("link", { name: "Berit Blockerad" }).closest("tr") as HTMLElement;
    expect(within(beritRow).getByText("Blocked")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("asks only for the pictures the list says exist", async () => {
    const pictured = member(1, { hasAvatar: true });
    const asked: string[] = [];
    server.use(
      http.get("/api/users/:userId/avatar", ({ params }) => {
        asked.push(params.userId as string);
        return new HttpResponse(new Uint8Array([1]), { headers: { "content-type": "image/webp" } });
      }),
    );
    mockUsersApi({ rows: [member(0), pictured, gustav] });
    renderApp("/settings/users");
    const table = await screen.findByRole("table", { name: "Users of the company" });
    await within(table).findByRole("link", { name: "Gustav Gäst" });
    await waitFor(() => expect(asked).toEqual([pictured.id]));
  });

  it("searches by name after a pause in typing and says when nothing matches", async () => {
    const calls = mockUsersApi();
    const { location } = renderApp("/settings/users");
    await screen.findByRole("link", { name: "Gustav Gäst" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search users" }), "gus");
    await waitFor(() => expect(location()).toBe("/settings/users?q=gus"));
    expect(await screen.findByRole("link", { name: "Gustav Gäst" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Berit Blockerad" })).not.toBeInTheDocument());
    expect(calls.lists.at(-1)?.get("q")).toBe("gus");
    // Typing a whole word makes one search, not one per letter.
    expect(calls.lists.filter((q) => q.get("q") === "g")).toHaveLength(0);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search users" }), "zzz");
    expect(await screen.findByText("No user matches the search")).toBeInTheDocument();
  });

  it("mass edits the selected users", async () => {
    const calls = mockUsersApi();
    renderApp("/settings/users");
    const massEdit = await screen.findByRole("button", { name: "Edit selected" });
    expect(massEdit).toBeDisabled();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Gustav Gäst" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Berit Blockerad" }));
    expect(screen.getByText("2 users selected")).toBeInTheDocument();
    await userEvent.click(massEdit);
    const dialog = await screen.findByRole("dialog", { name: "Edit 2 users" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Choose at least one change.")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Allow web login" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Full user" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(calls.posts).toEqual([
        {
          url: `/api/companies/${nordic.id}/users/massedit`,
          body: { ids: [gustav.id, berit.id], type: "DEFAULT", denyLoginOnWeb: false },
        },
      ]),
    );
    expect(await screen.findByText("2 users updated.")).toBeInTheDocument();
  });

  it("revokes a pending invitation after asking", async () => {
    const calls = mockUsersApi();
    renderApp("/settings/users");
    const invitations = await screen.findByRole("table", { name: "Pending invitations" });
    expect(within(invitations).getByText("new@example.test")).toBeInTheDocument();
    await userEvent.click(
      within(invitations).getByRole("button", { name: "Revoke the invitation of new@example.test" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Revoke invitation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(calls.deletes).toEqual([`?companyId=${nordic.id}&id=${pending.id}`]));
    expect(await screen.findByText("No pending invitations.")).toBeInTheDocument();
  });

  it("is only for those who may edit users: others go to 403", async () => {
    mockUsersApi({ mine: ["Reminders"] });
    const { location } = renderApp("/settings/users");
    await waitFor(() => expect(location()).toBe("/403"));
  });
});

describe("inviting a user", () => {
  it("refuses invalid input with clear messages and sends nothing", async () => {
    const calls = mockUsersApi();
    renderApp("/settings/users");
    await userEvent.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a user" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter the email address.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the person's name.")).toBeInTheDocument();
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "not-an-email");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter a valid email address, like name@example.com.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the person's name.")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it("sends the invitation (type and language chosen) and names a person already in the company", async () => {
    const calls = mockUsersApi();
    renderApp("/settings/users");
    await userEvent.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a user" });
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "gustav@example.test");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Gustav");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("This person is already a user of the company.")).toBeInTheDocument();

    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await userEvent.clear(email);
    await fill(email, " eva@example.test ");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Full user" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Svenska" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(calls.posts).toHaveLength(2));
    expect(calls.posts[1]).toEqual({
      url: `/api/companies/${nordic.id}/users/invite`,
      body: { email: "eva@example.test", name: "Gustav", type: "DEFAULT", language: "se" },
    });
    expect(await screen.findByText("Invitation sent to eva@example.test.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite a user" })).not.toBeInTheDocument());
  });
});

describe("the permissions editor (/settings/users/{userId})", () => {
  it("shows every permission in the spec's groups and never sends CompanyCreate", async () => {
    const calls = mockUsersApi({ memberPermissions: ["Reminders", "CompanyCreate"] });
    renderApp(`/settings/users/${berit.id}`);
    expect(await screen.findByRole("heading", { name: "Berit Blockerad", level: 1 })).toBeInTheDocument();
    const groups = await screen.findByRole("list", { name: "Groups and portals" });
    expect(within(groups).getByText("Kundportal Bergström (portal)")).toBeInTheDocument();
    expect(calls.groupQueries[0]?.get("userId")).toBe(berit.id);
    for (const group of [
      "Account settings",
      "Users",
      "Objects",
      "Basic features",
      "Customers",
      "Products",
      "Order",
      "Services",
    ]) {
      expect(await screen.findByRole("group", { name: group })).toBeInTheDocument();
    }
    const companyCreate = screen.getByRole("checkbox", { name: "Create companies" });
    expect(companyCreate).toBeChecked();
    expect(companyCreate).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Reminders" })).toBeChecked();
    const save = screen.getByRole("button", { name: "Save permissions" });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole("checkbox", { name: /^Company activities/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Reminders" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "All of Users" }));
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]?.url).toBe(`/api/users/${berit.id}/permissions`);
    const sent = calls.puts[0]?.body as Permission[];
    expect(sent).not.toContain("CompanyCreate");
    expect([...sent].sort()).toEqual(["CompanyActivities", "FullUserPermissionsEdit", "UsersEdit"]);
    expect(await screen.findByText("The permissions were saved.")).toBeInTheDocument();
  });

  it("shows the server's refusals clearly: the last administrator, the full-user rule", async () => {
    mockUsersApi();
    let answer: { status: number; body: object } = {
      status: 409,
      body: { code: "LAST_ADMINISTRATOR", message: "You are the company's last administrator of users." },
    };
    server.use(
      http.put("/api/users/:userId/permissions", () => HttpResponse.json(answer.body, { status: answer.status })),
    );
    renderApp(`/settings/users/${berit.id}`);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Tasks" }));
    await userEvent.click(screen.getByRole("button", { name: "Save permissions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/last administrator of users/);
    answer = { status: 403, body: { code: "FORBIDDEN", message: "Forbidden" } };
    await userEvent.click(screen.getByRole("button", { name: "Save permissions" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Only those who may edit full-user permissions can change the permissions of a full user.",
      ),
    );
    expect(screen.getByRole("checkbox", { name: "Tasks" })).toBeChecked();
  });

  it("tells the rules for acting on members: one who holds more, a permission one lacks", async () => {
    mockUsersApi();
    let answer = { code: "TARGET_HOLDS_MORE", message: "This user holds permissions that you do not have." };
    server.use(http.put("/api/users/:userId/permissions", () => HttpResponse.json(answer, { status: 403 })));
    renderApp(`/settings/users/${berit.id}`);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Tasks" }));
    await userEvent.click(screen.getByRole("button", { name: "Save permissions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This user holds permissions that you do not have, so you cannot change them, block them or remove them.",
    );
    answer = { code: "PERMISSION_NOT_HELD", message: "You can only grant permissions you hold yourself." };
    await userEvent.click(screen.getByRole("button", { name: "Save permissions" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("You can only give permissions that you hold yourself."),
    );
  });

  it("shows a guest only what a guest may hold, and the email read-only", async () => {
    mockUsersApi();
    renderApp(`/settings/users/${gustav.id}`);
    expect(await screen.findByRole("group", { name: "Objects" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Account settings" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Users" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Add or edit users" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    expect(
      screen.getByText("Only the user can change their email address, from their own profile."),
    ).toBeInTheDocument();
  });

  it("says a refused save of the details in the language shown, not in the server's English", async () => {
    mockUsersApi();
    server.use(
      http.put("/api/companies/:companyId/users/:userId", () =>
        HttpResponse.json(
          { code: "LAST_ADMINISTRATOR", message: "The company needs an administrator of users." },
          { status: 409 },
        ),
      ),
    );
    renderApp(`/settings/users/${berit.id}`);
    await screen.findByRole("textbox", { name: /^Name/ });
    act(() => applyLanguage("se"));
    await fill(await screen.findByRole("textbox", { name: /^Namn/ }), "Berit B");
    await userEvent.click(screen.getByRole("button", { name: "Spara" }));
    expect(
      await screen.findByText(
        "Företaget skulle bli utan administratör av användare: ge behörigheten till någon annan först.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("The company needs an administrator of users.")).not.toBeInTheDocument();
  });

  it("is read-only for a full user when the editor may not edit full users' permissions", async () => {
    mockUsersApi({ mine: ["UsersEdit"] });
    renderApp(`/settings/users/${berit.id}`);
    expect(
      await screen.findByText(/only those who may edit full-user permissions can change their permissions/),
    ).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Reminders" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save permissions" })).not.toBeInTheDocument();
    // And they cannot change anyone's type.
    expect(screen.getByRole("radio", { name: "User" })).toBeDisabled();
  });
});

describe("a user's tags (/settings/users/{userId})", () => {
  it("refuses an empty or too long tag, keeps the name the server refuses, and adds a new one", async () => {
    mockUsersApi();
    const posted: string[] = [];
    server.use(
      http.post("/api/users/:userId/tags", async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        posted.push(name);
        if (name === "Sales") {
          return HttpResponse.json({ code: "TAG_EXISTS", message: "x", field: "name" }, { status: 409 });
        }
        return HttpResponse.json({ id: "e0000000-0000-4000-8000-000000000002", name }, { status: 201 });
      }),
    );
    renderApp(`/settings/users/${berit.id}`);
    const input = await screen.findByRole("textbox", { name: "New tag" });
    const add = screen.getByRole("button", { name: "Add tag" });

    await userEvent.click(add);
    expect(await screen.findByText("Enter a tag.")).toBeInTheDocument();
    await fill(input, "x".repeat(USER_TAG_MAX + 1));
    await userEvent.click(add);
    expect(await screen.findByText(`A tag may be at most ${USER_TAG_MAX} characters.`)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, "Sales");
    await userEvent.click(add);
    expect(await screen.findByText("The user already has this tag.")).toBeInTheDocument();
    expect(input).toHaveValue("Sales");

    await userEvent.clear(input);
    await userEvent.type(input, "Avtal");
    await userEvent.click(add);
    await waitFor(() => expect(input).toHaveValue(""));
    expect(posted).toEqual(["Sales", "Avtal"]);
  });
});

describe("changes an administrator makes reach the user at once", () => {
  it("reloads the permissions (side menu) on PERMISSIONS_CHANGED and leaves a company whose access ended", async () => {
    const socket = fakeSocket();
    vi.mocked(io).mockImplementation(() => socket as never);
    let granted: Permission[] = [];
    server.use(http.get("/api/users/:userId/permissions", () => HttpResponse.json(granted)));
    signIn();
    selectNordic();
    const { location } = renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() => expect(socket.listenerCount(PERMISSIONS_CHANGED_EVENT)).toBe(1));
    expect(within(menu).queryByRole("link", { name: "Watched documents" })).not.toBeInTheDocument();

    granted = ["CompanyActivities"];
    act(() => socket.serverSends(PERMISSIONS_CHANGED_EVENT, { companyId: nordic.id }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name: "Watched documents" }),
      ).toBeVisible(),
    );

    act(() => socket.serverSends(COMPANY_ACCESS_ENDED_EVENT, { companyId: nordic.id }));
    await waitFor(() => expect(location()).toBe("/403"));
    expect(await screen.findByText("Your access to Nordisk Handel AB has ended.")).toBeInTheDocument();
  });

  it("asks again for a screen's first read that was on its way when the permissions changed", async () => {
    const socket = fakeSocket();
    vi.mocked(io).mockImplementation(() => socket as never);
    let answerFirst: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    let reads = 0;
    server.use(
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(["CompanyActivities"])),
      http.get("/api/companies/:companyId/activities/watched", async () => {
        reads += 1;
        // The first read was answered under the permission; the administrator then took it away.
        if (reads === 1) {
          await firstAnswered;
          return HttpResponse.json([]);
        }
        return HttpResponse.json({ code: "FORBIDDEN", message: "Forbidden" }, { status: 403 });
      }),
    );
    signIn();
    selectNordic();
    const { location } = renderApp("/activities/watched");
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() => expect(socket.listenerCount(PERMISSIONS_CHANGED_EVENT)).toBe(1));

    act(() => socket.serverSends(PERMISSIONS_CHANGED_EVENT, { companyId: nordic.id }));
    answerFirst();
    await waitFor(() => expect(location()).toBe("/403"));
    expect(reads).toBe(2);
  });
});
