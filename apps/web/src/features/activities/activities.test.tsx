import type { PublicationListItem, SharedLink } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { bygg, server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";

const id = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, "0")}`;
const watched = (n: number): PublicationListItem => ({
  id: id(n),
  companyId: bygg.id,
  type: "note",
  name: `Watched ${String(n).padStart(2, "0")}`,
  description: "",
  objectNumber: n,
  periodDate: null,
  status: "active",
  group: null,
  tags: [],
  updatedAt: "2026-01-01T00:00:00.000Z",
  lock: null,
});

describe("activities", () => {
  it("pages the watched objects 20 at a time (21 fetched) with the page in the address", async () => {
    const offsets: string[] = [];
    server.use(
      http.get(`/api/companies/${bygg.id}/activities/watched`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        offsets.push(`${query.get("limit")}/${query.get("offset")}`);
        const offset = Number(query.get("offset"));
        return HttpResponse.json(Array.from({ length: 22 }, (_, i) => watched(i + 1)).slice(offset, offset + 21));
      }),
    );
    signIn();
    const { location } = renderApp("/activities/watched");
    const table = await screen.findByRole("table", { name: "Watched documents" });
    expect(within(table).getAllByRole("link")).toHaveLength(20);
    expect(within(table).getByRole("link", { name: "Watched 01" })).toHaveAttribute(
      "href",
      `/companies/${bygg.id}/publications/${id(1)}`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/activities/watched?page=2"));
    expect(await within(table).findByRole("link", { name: "Watched 21" })).toBeInTheDocument();
    expect(offsets).toEqual(["21/0", "21/20"]);
  });

  it("opens at the page the address names", async () => {
    const offsets: string[] = [];
    server.use(
      http.get(`/api/companies/${bygg.id}/activities/watched`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get("offset"));
        offsets.push(String(offset));
        return HttpResponse.json(Array.from({ length: 22 }, (_, i) => watched(i + 1)).slice(offset, offset + 21));
      }),
    );
    signIn();
    renderApp("/activities/watched?page=2");
    const table = await screen.findByRole("table", { name: "Watched documents" });
    expect(await within(table).findByRole("link", { name: "Watched 21" })).toBeInTheDocument();
    expect(offsets).toEqual(["20"]);
  });

  it("revokes a shared link after a confirmation", async () => {
    const link: SharedLink = {
      id: id(9),
      publication: { id: id(1), name: "Price list" },
      createdBy: { id: id(2), name: "Anna Admin" },
      createdAt: "2026-01-01T00:00:00.000Z",
      expiresAt: "2026-12-31T23:59:59.999Z",
      revoked: false,
    };
    let revoked = false;
    server.use(
      http.get(`/api/companies/${bygg.id}/activities/shared-links`, () => HttpResponse.json(revoked ? [] : [link])),
      http.delete(`/api/companies/${bygg.id}/shared-links/${link.id}`, () => {
        revoked = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp("/activities/shared-links");
    const table = await screen.findByRole("table", { name: "Shared links" });
    await userEvent.click(within(table).getByRole("button", { name: "Revoke the link to Price list" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke the link?" });
    expect(revoked).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("The link was revoked")).toBeInTheDocument();
    expect(await screen.findByText("No live shared links")).toBeInTheDocument();
    expect(revoked).toBe(true);
  });
});
