import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, product, saws, tools } from "./test-utils";

const slow = { timeout: 15_000 };

describe("a product's page", () => {
  it("shows the details in the language's way: the unit's name, the category's path, money in kronor", async () => {
    const saw = product({
      name: "Sågspån",
      unitCode: "KGM",
      type: "delivery",
      distributionType: "kyl",
      weightGrams: 2500,
      category: { id: saws.id, name: saws.name },
      parentCategory: { id: tools.id, name: tools.name },
      salesPriceOre: 123450,
      purchasePriceOre: 99990,
    });
    mockProductsApi([saw]);
    signIn();
    renderApp(`/list/products/${saw.id}`);
    const details = await screen.findByRole("region", { name: "Details" }, slow);
    expect(within(details).getByText("KGM – kilogram")).toBeInTheDocument();
    expect(within(details).getByText("Tools › Saws")).toBeInTheDocument();
    expect(within(details).getByText("SEK 1,234.50")).toBeInTheDocument();
    expect(within(details).getByText("SEK 999.90")).toBeInTheDocument();
    expect(within(details).getByText("Chilled")).toBeInTheDocument();
    expect(within(details).getByText("2.5 kg")).toBeInTheDocument();
  });

  it("says a save was refused as stale (409) and offers the latest version to start again from", async () => {
    const saw = product({ name: "Fogsvans", version: 3 });
    const sent = mockProductsApi([saw], ["Products"]);
    server.use(
      http.put("/api/companies/:companyId/products/:id", async ({ request }) => {
        sent.push({ method: "PUT", url: new URL(request.url), body: await request.json() });
        return HttpResponse.json(
          { code: "STALE_VERSION", message: "Changed.", current: { ...saw, name: "Fogsvans XL", version: 4 } },
          { status: 409 },
        );
      }),
    );
    signIn();
    renderApp(`/list/products/${saw.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }, slow));
    const price = screen.getByRole("textbox", { name: /Sales price/ });
    expect(price).toHaveValue("129,50");
    await userEvent.clear(price);
    await fill(price, "140");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Your changes were not saved. Load the latest version and make them again."),
    ).toBeInTheDocument();
    expect(sent.find((s) => s.method === "PUT")?.body).toMatchObject({ salesPriceOre: 14000, version: 3 });
  });

  it("tells that a product in use was made inactive instead of deleted, and why", async () => {
    const saw = product({ name: "Fogsvans" });
    mockProductsApi([saw], ["Products"]);
    server.use(
      http.delete("/api/companies/:companyId/products/:id", () =>
        HttpResponse.json({ ok: true, deactivated: true, reasons: ["priceLists", "companyServices"] }),
      ),
    );
    signIn();
    renderApp(`/list/products/${saw.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Fogsvans is in use (on price lists, offered as a company service), so it was made inactive instead of deleted.",
      ),
    ).toBeInTheDocument();
  });

  it("offers 'make inactive' when the server refuses the delete, with its reason", async () => {
    const saw = product({ name: "Fogsvans", version: 2 });
    const sent = mockProductsApi([saw], ["Products"]);
    server.use(
      http.delete("/api/companies/:companyId/products/:id", () =>
        HttpResponse.json({ code: "FORBIDDEN", message: "No." }, { status: 403 }),
      ),
      http.put("/api/companies/:companyId/products/:id", async ({ request }) => {
        sent.push({ method: "PUT", url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({ ...saw, active: false, version: 3 });
      }),
    );
    signIn();
    renderApp(`/list/products/${saw.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }, slow));
    await userEvent.click(within(await screen.findByRole("dialog", {}, slow)).getByRole("button", { name: "Delete" }));
    const refused = await screen.findByRole("dialog", { name: "The product cannot be deleted" }, slow);
    await userEvent.click(within(refused).getByRole("button", { name: "Make inactive" }));
    await waitFor(() => expect(sent.find((s) => s.method === "PUT")?.body).toEqual({ active: false, version: 2 }));
  });
});
