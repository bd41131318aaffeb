import type { Checklist, ChecklistItem } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectChecklist } from ".";

const publicationId = "88888888-8888-4888-8888-888888888888";
const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg" };

const item = (n: number, overrides: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: `99999999-9999-4999-8999-00000000000${n}`,
  text: `Step ${n}`,
  assignee: null,
  dueDate: null,
  done: false,
  doneBy: null,
  doneAt: null,
  ...overrides,
});

const checklist = (items: ChecklistItem[], version = items.length ? 1 : 0): Checklist => ({
  id: items.length ? "77777777-7777-4777-8777-000000000001" : null,
  publicationId,
  items,
  version,
  updatedAt: null,
  updatedBy: null,
});

type Saved = { version?: number; items: Record<string, unknown>[] };

/**
 * The checklist endpoints as a server keeps them: PUT answers what it was sent (ticking records the
 * user), or the queued refusals first.
 */
function mockChecklist(start: Checklist, refusals: { status: number; body: object }[] = []) {
  let current = start;
  const saved: Saved[] = [];
  server.use(
    http.get("/api/companies/:companyId/checklist", () => HttpResponse.json(current)),
    http.put("/api/companies/:companyId/checklist", async ({ request }) => {
      const body = (await request.json()) as Saved;
      saved.push(body);
      const refusal = refusals.shift();
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      current = checklist(
        body.items.map((sent, index) => {
          const done = Boolean(sent.done);
          return item(index + 1, {
            ...(sent as Partial<ChecklistItem>),
            id: (sent.id as string | undefined) ?? `99999999-9999-4999-8999-10000000000${index}`,
            done,
            doneBy: done ? { id: user.id, name: user.name } : null,
            doneAt: done ? "2026-11-25T10:00:00.000Z" : null,
          });
        }),
        current.version + 1,
      );
      return HttpResponse.json(current);
    }),
  );
  return saved;
}

function renderChecklist(canEdit = true) {
  signIn();
  const session = { user, companies: [nordic], selectedCompany: nordic, selectCompany: () => {} };
  const scope = { userId: user.id, companyId: nordic.id };
  const page = (
    <SessionContext value={session}>
      <ObjectChecklist scope={scope} publicationId={publicationId} canEdit={canEdit} />
    </SessionContext>
  );
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
  return queryClient;
}

const list = () => screen.findByRole("list", { name: "Checklist" });

describe("an object's checklist", () => {
  it("starts empty for an editor, who adds an item with a due date; the first save is on version 0", async () => {
    const saved = mockChecklist(checklist([]));
    renderChecklist();
    expect(await screen.findByText("No items yet. Add the first one below.")).toBeInTheDocument();
    await fill(screen.getByRole("textbox", { name: "New item" }), "Secure the area");
    await fill(screen.getByRole("textbox", { name: "Due" }), "2026-12-01");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(within(await list()).getByRole("checkbox", { name: "Secure the area" })).not.toBeChecked();
    expect(saved).toEqual([
      { publicationId, version: 0, items: [{ text: "Secure the area", assigneeId: null, dueDate: "2026-12-01" }] },
    ]);
    expect(screen.getByText("0 of 1 done")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "New item" })).toHaveValue("");
  });

  it("asks for the text before it sends anything", async () => {
    const saved = mockChecklist(checklist([]));
    renderChecklist();
    await userEvent.click(await screen.findByRole("button", { name: "Add" }));
    expect(await screen.findByText("Write what is to be done.")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("ticks an item, shows who did it, and counts it in the progress", async () => {
    const saved = mockChecklist(checklist([item(1), item(2)]));
    renderChecklist();
    await userEvent.click(within(await list()).getByRole("checkbox", { name: "Step 2" }));
    await waitFor(() => expect(screen.getByText("1 of 2 done")).toBeInTheDocument());
    expect(screen.getByRole("progressbar", { name: "1 of 2 done" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("checkbox", { name: "Step 2" })).toBeChecked();
    expect(screen.getByText(new RegExp(`done by ${user.name}`))).toBeInTheDocument();
    expect(saved[0]?.version).toBe(1);
    expect(saved[0]?.items.map((i) => [i.id, i.done])).toEqual([
      [item(1).id, false],
      [item(2).id, true],
    ]);
  });

  it("applies a tick again to the checklist as someone else saved it meanwhile, so neither change is lost", async () => {
    const theirs = checklist([item(1), item(2), item(3, { text: "Added by Berit" })], 2);
    const saved = mockChecklist(checklist([item(1), item(2)]), [
      { status: 409, body: { code: "STALE_VERSION", message: "Changed by Berit Berg.", current: theirs } },
    ]);
    renderChecklist();
    await userEvent.click(within(await list()).getByRole("checkbox", { name: "Step 1" }));
    await waitFor(() => expect(screen.getByText("1 of 3 done")).toBeInTheDocument());
    expect(saved.map((s) => s.version)).toEqual([1, 2]);
    expect(saved[1]?.items.map((i) => [i.text, i.done])).toEqual([
      ["Step 1", true],
      ["Step 2", false],
      ["Added by Berit", false],
    ]);
  });

  it("moves and, after a confirmation, removes an item", async () => {
    const saved = mockChecklist(checklist([item(1), item(2)]));
    renderChecklist();
    await userEvent.click(within(await list()).getByRole("button", { name: "Move Step 2 up" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.items.map((i) => i.text)).toEqual(["Step 2", "Step 1"]);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Step 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the item?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.items.map((i) => i.text)).toEqual(["Step 2"]);
  });

  it("lets a member who may not edit tick only the items assigned to them, and add nothing", async () => {
    mockChecklist(
      checklist([
        item(1, { assignee: { id: user.id, name: user.name }, dueDate: "2020-01-01" }),
        item(2, { assignee: berit }),
      ]),
    );
    renderChecklist(false);
    const items = await list();
    expect(within(items).getByRole("checkbox", { name: "Step 1" })).toBeEnabled();
    expect(within(items).getByRole("checkbox", { name: "Step 2" })).toBeDisabled();
    expect(within(items).getByText(/overdue since 2020-01-01/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "New item" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("is not shown to a member who may not edit when there is no checklist", async () => {
    mockChecklist(checklist([]));
    const queryClient = renderChecklist(false);
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .find((q) => q.queryKey.includes("checklists"))?.state.status,
      ).toBe("success"),
    );
    expect(screen.queryByRole("heading", { name: "Checklist" })).not.toBeInTheDocument();
  });
});
