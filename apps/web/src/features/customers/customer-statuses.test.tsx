import type { CustomerStatus } from "@app/contract";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { active, mockCustomersApi, paused, type Sent } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

describe("customer statuses", () => {
  it("are reached from a settings card with CustomerStatuses", async () => {
    mockCustomersApi([], ["CustomerStatuses"]);
    signIn();
    renderApp("/settings");
    const card = await screen.findByRole("link", { name: /Customer statuses/ }, slow);
    expect(card).toHaveAttribute("href", "/settings/customer-statuses");
  });

  it("lists the statuses in order and adds one", async () => {
    const sent: Sent[] = [];
    mockCustomersApi([], ["CustomerStatuses"], sent);
    const statuses: CustomerStatus[] = [active, paused];
    server.use(
      http.get("/api/companies/:companyId/customer-statuses", () => HttpResponse.json(statuses)),
      http.post("/api/companies/:companyId/customer-statuses", async ({ request }) => {
        const body = (await request.json()) as { name: string; color: string; position: number; isDefault: boolean };
        sent.push({ method: "POST", url: new URL(request.url), body });
        const made = { id: "66666666-6666-4666-8666-000000000003", customerCount: 0, ...body };
        statuses.push(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    signIn();
    renderApp("/settings/customer-statuses");
    const table = await screen.findByRole("table", { name: "Customer statuses" }, slow);
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
    expect(names).toEqual(["Active", "Paused"]);
    await userEvent.click(screen.getByRole("button", { name: "Add status" }));
    const dialog = await screen.findByRole("dialog", { name: "New status" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Former");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(table).findByText("Former")).toBeInTheDocument();
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      name: "Former",
      color: "#228be6",
      position: 2,
      isDefault: false,
    });
  });

  it("are locked without the permission", async () => {
    mockCustomersApi([], ["CustomerEdit"]);
    signIn();
    renderApp("/settings/customer-statuses");
    expect(await screen.findByText("Not available")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add status" })).not.toBeInTheDocument();
  });
});
