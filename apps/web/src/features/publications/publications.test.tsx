import { type Comment, PAGE_FETCH } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { bygg, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { listItem, objectsCompany, other, publication } from "./test-data";

const base = `/companies/${objectsCompany.id}/publications`;
const api = `/api${base}`;

function session(permissions: string[] = []) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json([bygg, objectsCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/groups", () => HttpResponse.json([board])),
  );
  signIn();
}

const board = {
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  name: "Board",
  type: "HIDDEN",
  customerConnected: false,
  customer: null,
  category: null,
  memberCount: 2,
  objectCount: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** Answers the list with `total` objects, paged as the API does; records each request's query. */
function listOf(total: number) {
  const requests: URLSearchParams[] = [];
  const all = Array.from({ length: total }, (_, i) => listItem(i + 1));
  server.use(
    http.get(api, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const offset = Number(query.get("offset"));
      const type = query.get("type");
      const rows = all.filter((row) => !type || row.type === type);
      return HttpResponse.json(rows.slice(offset, offset + Number(query.get("limit"))));
    }),
  );
  return requests;
}

const pageRequests = (requests: URLSearchParams[]) => requests.filter((q) => q.get("limit") === String(PAGE_FETCH));

describe("object list", () => {
  it("shows 20 of 21 fetched, pages with previous/next and keeps the page in the address", async () => {
    session();
    const requests = listOf(25);
    const { location } = renderApp(base);
    const table = await screen.findByRole("table", { name: "Objects" });
    expect(await within(table).findByRole("link", { name: "Note 01" })).toHaveAttribute(
      "href",
      `${base}/${listItem(1).id}`,
    );
    expect(within(table).getAllByRole("link")).toHaveLength(20);
    expect(pageRequests(requests)[0]?.get("offset")).toBe("0");
    expect(pageRequests(requests)[0]?.get("sort")).toBe("name");

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe(`${base}?page=2`));
    expect(await within(table).findByRole("link", { name: "Note 21" })).toBeInTheDocument();
    expect(pageRequests(requests).at(-1)?.get("offset")).toBe("20");
    expect(within(table).getAllByRole("link")).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(location()).toBe(base));
  });

  it("reads filters and sorting from the address and writes changes back", async () => {
    session();
    const requests = listOf(3);
    const { location } = renderApp(`${base}?q=budget&type=note&archived=true&sort=periodDate&direction=desc`);
    await screen.findByRole("table", { name: "Objects" });
    const sent = pageRequests(requests)[0];
    expect(sent?.get("q")).toBe("budget");
    expect(sent?.get("type")).toBe("note");
    expect(sent?.get("archived")).toBe("true");
    expect(sent?.get("sort")).toBe("periodDate");
    expect(sent?.get("direction")).toBe("desc");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("budget");
    expect(screen.getByRole("switch", { name: "Show archived" })).toBeChecked();

    await userEvent.clear(screen.getByRole("textbox", { name: "Search" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "plan{Enter}");
    await waitFor(() => expect(location()).toContain("q=plan"));
    expect(pageRequests(requests).at(-1)?.get("q")).toBe("plan");

    await userEvent.click(screen.getByRole("switch", { name: "Show archived" }));
    await waitFor(() => expect(location()).not.toContain("archived"));
    expect(screen.getByRole("combobox", { name: "Group" })).toBeInTheDocument();
  });

  it("asks a guest for no groups (they are for full members) and offers no group filter", async () => {
    session();
    const groupReads: string[] = [];
    server.use(
      http.get("/api/companies", () => HttpResponse.json([{ ...objectsCompany, type: "GUEST" }])),
      http.get("/api/companies/:companyId/groups", ({ request }) => {
        groupReads.push(request.url);
        return HttpResponse.json({ code: "FORBIDDEN", message: "Forbidden" }, { status: 403 });
      }),
    );
    listOf(3);
    renderApp(base);
    const table = await screen.findByRole("table", { name: "Objects" }, { timeout: 15_000 });
    await within(table).findByRole("link", { name: "Note 01" });
    expect(screen.queryByRole("textbox", { name: "Group" })).toBeNull();
    expect(groupReads).toEqual([]);
  });

  it("offers New object only with PublicationCreate, and shows the next action when empty", async () => {
    session();
    listOf(0);
    renderApp(base);
    expect(await screen.findByText("No objects yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New object" })).not.toBeInTheDocument();
  });
});

describe("create object", () => {
  it("asks for a name, then creates and opens the new object", async () => {
    session(["PublicationCreate"]);
    listOf(0);
    let sent: unknown = null;
    const created = publication({ id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", name: "Budget 2027", type: "card" });
    server.use(
      http.post(api, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`${api}/:id`, () => HttpResponse.json(created)),
      http.get(`${api}/:id/:part`, () => HttpResponse.json([])),
    );
    const { location } = renderApp(base);
    await userEvent.click((await screen.findAllByRole("button", { name: "New object" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "New object" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create object" }));
    expect(await within(dialog).findByText("Give the object a name")).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Card" }));
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "  Budget 2027 ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create object" }));
    await waitFor(() => expect(location()).toBe(`${base}/${created.id}`));
    expect(sent).toMatchObject({ type: "card", name: "Budget 2027", periodDate: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Budget 2027" })).toBeInTheDocument();
  });
});

/** The object page's calls, with a log of the lock and save requests. */
function objectApi(start = publication()) {
  let current = start;
  const calls: string[] = [];
  const id = start.id;
  server.use(
    http.get(`${api}/${id}`, () => HttpResponse.json(current)),
    http.get(`${api}/${id}/:part`, () => HttpResponse.json([])),
    http.post(`${api}/${id}/lock`, ({ request }) => {
      calls.push(`lock${new URL(request.url).search}`);
      current = { ...current, lock: { user: { id: user.id, name: user.name }, since: new Date().toISOString() } };
      return HttpResponse.json(current);
    }),
    http.delete(`${api}/${id}/lock`, () => {
      calls.push("unlock");
      current = { ...current, lock: null };
      return HttpResponse.json(current);
    }),
    http.put(`${api}/${id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(`save:${body.name}${body.groupId ? `@${body.groupId}` : ""}`);
      current = { ...current, ...body } as typeof current;
      return HttpResponse.json(current);
    }),
  );
  return { calls, set: (next: typeof current) => (current = next) };
}

describe("object page", () => {
  it("takes the lock to edit, saves the whole object and releases the lock", async () => {
    session();
    const { calls } = objectApi();
    renderApp(`${base}/${publication().id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Note 01" })).toBeInTheDocument();
    expect(screen.getByText("Note · No. 1")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit the object" });
    expect(calls).toEqual(["lock"]);
    const name = within(form).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Renamed");
    await userEvent.click(within(form).getByRole("combobox", { name: "Group" }));
    await userEvent.click(await screen.findByRole("option", { name: "Board" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The object was saved")).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(["lock", `save:Renamed@${board.id}`, "unlock"]));
    expect(screen.getByRole("heading", { level: 1, name: "Renamed" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit the object" })).not.toBeInTheDocument();
  });

  it("releases the lock on cancel and when the page is left", async () => {
    session();
    const { calls } = objectApi();
    const { navigate } = renderApp(`${base}/${publication().id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(calls).toEqual(["lock", "unlock"]));
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await screen.findByRole("form", { name: "Edit the object" });
    await navigate("/");
    await waitFor(() => expect(calls).toEqual(["lock", "unlock", "lock", "unlock"]));
  });

  it("says so when a save is refused with 409 LOCKED", async () => {
    session();
    const { calls } = objectApi();
    server.use(
      http.put(`${api}/${publication().id}`, () =>
        HttpResponse.json({ code: "LOCKED", message: "The object is being edited by Olle Other." }, { status: 409 }),
      ),
    );
    renderApp(`${base}/${publication().id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await userEvent.click(within(await screen.findByRole("form")).getByRole("button", { name: "Save" }));
    expect(
      await screen.findAllByText("Another user is editing this object now, so your changes were not saved."),
    ).not.toHaveLength(0);
    expect(calls).toEqual(["lock"]);
  });

  it("says who changed the object when a save is stale, keeps what was typed, and saves it over the latest version", async () => {
    session();
    const theirs = publication({ name: "Their name", description: "Their text", version: 2, updatedBy: other });
    const { set } = objectApi();
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.put(`${api}/${publication().id}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if (puts.length === 1) {
          set(theirs);
          return HttpResponse.json(
            { code: "STALE_VERSION", message: "Changed by Olle Other while you edited.", current: theirs },
            { status: 409 },
          );
        }
        const saved = { ...theirs, ...body, version: 3, updatedBy: { id: user.id, name: user.name } };
        set(saved);
        return HttpResponse.json(saved);
      }),
    );
    renderApp(`${base}/${publication().id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit the object" });
    const name = within(form).getByRole("textbox", { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "My name");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Changed by Olle Other while you edited");
    expect(name).toHaveValue("My name");
    expect(puts[0]).toMatchObject({ name: "My name", version: 1 });

    await userEvent.click(within(alert).getByRole("button", { name: "Load the latest version" }));
    await waitFor(() => expect(within(form).queryByRole("alert")).toBeNull());
    expect(name).toHaveValue("My name");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The object was saved")).toBeInTheDocument();
    expect(puts[1]).toMatchObject({ name: "My name", version: 2 });
    expect(await screen.findByRole("heading", { level: 1, name: "My name" })).toBeInTheDocument();
  });

  it("shows who holds the lock, and offers to take it over with the unlock right", async () => {
    session();
    const since = "2026-03-04T08:05:00.000Z";
    const { calls } = objectApi(
      publication({ lock: { user: other, since }, can: { edit: true, archive: true, share: true, unlock: true } }),
    );
    renderApp(`${base}/${publication().id}`);
    expect(await screen.findByText(/^Being edited by Olle Other since 2026-03-04/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Take over the lock" }));
    const dialog = await screen.findByRole("dialog", { name: "Take over the lock?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Take over the lock" }));
    await screen.findByRole("form", { name: "Edit the object" });
    expect(calls).toEqual(["lock?force=true"]);
  });

  it("shows a read-only object without edit controls", async () => {
    session();
    objectApi(publication({ can: { edit: false, archive: false, share: false, unlock: false } }));
    renderApp(`${base}/${publication().id}`);
    await screen.findByRole("heading", { level: 1, name: "Note 01" });
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload files" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sharing" })).not.toBeInTheDocument();
  });

  it("shows a closed investigation as closed and read-only, to those who may edit too", async () => {
    session();
    objectApi(publication({ closed: true }));
    renderApp(`${base}/${publication().id}`);
    await screen.findByRole("heading", { level: 1, name: "Note 01" });
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.queryByText("Active")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload files" })).not.toBeInTheDocument();
  });

  it("archives after a confirmation", async () => {
    session();
    let archived = false;
    objectApi();
    server.use(
      http.post(`${api}/${publication().id}/archive`, () => {
        archived = true;
        return HttpResponse.json(publication({ status: "archived" }));
      }),
    );
    renderApp(`${base}/${publication().id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive the object?" });
    expect(archived).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("The object was archived")).toBeInTheDocument();
    expect(archived).toBe(true);
    expect(screen.getByRole("button", { name: "Restore" })).toBeInTheDocument();
  });
});

describe("comments", () => {
  it("adds a comment (Ctrl+Enter sends too, blank sends nothing) and edits one's own", async () => {
    session();
    objectApi();
    const id = publication().id;
    const list: Comment[] = [];
    const sent: string[] = [];
    const at = "2026-01-02T10:00:00.000Z";
    const avatarReads: string[] = [];
    server.use(
      http.get("/api/users/:userId/avatar", ({ params }) => {
        avatarReads.push(String(params.userId));
        return HttpResponse.json({ code: "NOT_FOUND", message: "No picture." }, { status: 404 });
      }),
      http.get(`${api}/${id}/comments`, () => HttpResponse.json(list)),
      http.post(`${api}/${id}/comments`, async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        sent.push(`add:${body}`);
        const comment = {
          id: `c${list.length}aaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa`.slice(0, 36),
          publicationId: id,
          body,
          author: { id: user.id, name: user.name, hasAvatar: false },
          createdAt: at,
          updatedAt: at,
        };
        list.push(comment);
        return HttpResponse.json(comment);
      }),
      http.put(`${api}/${id}/comments/:commentId`, async ({ request, params }) => {
        const { body } = (await request.json()) as { body: string };
        sent.push(`edit:${body}`);
        const index = list.findIndex((c) => c.id === params.commentId);
        list[index] = { ...list[index], body, updatedAt: "2026-01-03T10:00:00.000Z" } as Comment;
        return HttpResponse.json(list[index]);
      }),
    );
    renderApp(`${base}/${id}`);
    const box = await screen.findByRole("textbox", { name: "New comment" });
    expect(screen.getByRole("button", { name: "Comment" })).toBeDisabled();
    await userEvent.type(box, "   {Control>}{Enter}{/Control}");
    expect(sent).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, " First ");
    await userEvent.click(screen.getByRole("button", { name: "Comment" }));
    expect(await screen.findByText("Your comment was added")).toBeInTheDocument();
    expect(box).toHaveValue("");
    await userEvent.type(box, "Second{Control>}{Enter}{/Control}");
    await waitFor(() => expect(sent).toEqual(["add:First", "add:Second"]));
    await waitFor(() => expect(box).toHaveValue(""));

    const comments = await screen.findByRole("list", { name: "Comments" });
    await within(comments).findByText("Second");
    await userEvent.click(within(comments).getAllByRole("button", { name: "Edit comment" })[0] as HTMLElement);
    const edit = within(comments).getByRole("textbox", { name: "Edit comment" });
    expect(edit).toHaveValue("First");
    await userEvent.clear(edit);
    expect(within(comments).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(edit, "First, changed");
    await userEvent.click(within(comments).getByRole("button", { name: "Save" }));
    expect(await within(comments).findByText("First, changed")).toBeInTheDocument();
    expect(sent).toEqual(["add:First", "add:Second", "edit:First, changed"]);
    // The author's name leads to their profile.
    for (const author of within(comments).getAllByRole("link", { name: user.name })) {
      expect(author).toHaveAttribute("href", `/profile/${user.id}/detail`);
    }
    // An author without a picture shows initials: the picture is never asked for.
    expect(avatarReads).toEqual([]);
  }, 30_000);
});

describe("keypass", () => {
  const vault = publication({ type: "keypass", name: "Vault" });
  const secret = {
    id: "dddddddd-dddd-4ddd-8ddd-dddddddddddd",
    label: "Office Wi-Fi",
    username: "office",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };

  it("masks secrets and reveals one on request (recorded by the server), then hides it again", async () => {
    session(["Keypass"]);
    objectApi(vault);
    let reveals = 0;
    server.use(
      http.get(`${api}/${vault.id}/secrets`, () => HttpResponse.json([secret])),
      http.post(`${api}/${vault.id}/secrets/${secret.id}/reveal`, () => {
        reveals += 1;
        return HttpResponse.json({ secret: "hunter2" });
      }),
    );
    renderApp(`${base}/${vault.id}`);
    const table = await screen.findByRole("table", { name: "Secrets" });
    expect(await within(table).findByText("••••••")).toBeInTheDocument();
    expect(within(table).queryByText("hunter2")).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Reveal the secret Office Wi-Fi" }));
    expect(await within(table).findByText("hunter2")).toBeInTheDocument();
    expect(reveals).toBe(1);
    await userEvent.click(within(table).getByRole("button", { name: "Hide the secret Office Wi-Fi" }));
    expect(within(table).queryByText("hunter2")).not.toBeInTheDocument();
    expect(within(table).getByText("••••••")).toBeInTheDocument();
  });

  it("asks for nothing without the Keypass permission", async () => {
    session([]);
    objectApi(vault);
    renderApp(`${base}/${vault.id}`);
    expect(await screen.findByText("You need the Keypass permission to see the secrets.")).toBeInTheDocument();
  });
});
