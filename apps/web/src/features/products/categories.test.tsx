import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, saws, tools } from "./test-utils";

const slow = { timeout: 15_000 };

describe("product categories", () => {
  it("is locked without ProductCategories", async () => {
    mockProductsApi([]);
    signIn();
    renderApp("/settings/product-categories");
    expect(await screen.findByText("Only for those who manage product categories", {}, slow)).toBeInTheDocument();
  });

  it("shows the tree two levels deep and adds a subcategory under a top-level one", async () => {
    const sent = mockProductsApi([], ["ProductCategories"]);
    server.use(
      http.post("/api/companies/:companyId/product-categories", async ({ request }) => {
        const body = (await request.json()) as { name: string; parentId: string | null };
        sent.push({ method: "POST", url: new URL(request.url), body });
        return HttpResponse.json({ ...saws, id: "55555555-5555-4555-8555-000000000003", ...body }, { status: 201 });
      }),
    );
    signIn();
    renderApp("/settings/product-categories");
    const table = await screen.findByRole("table", { name: "Product categories" }, slow);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Tools", "↳ Saws"]);

    await userEvent.click(screen.getByRole("button", { name: "New category" }));
    const dialog = await screen.findByRole("dialog", { name: "New category" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Hammare");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Under" }));
    // Only a top-level category can be a parent: two levels, no deeper.
    expect(screen.queryByRole("option", { name: "Saws" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("option", { name: "Tools" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === "POST")?.body).toEqual({ name: "Hammare", parentId: tools.id }),
    );
  });
});
