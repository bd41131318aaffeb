import type { CompanyService } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, product } from "./test-utils";

const slow = { timeout: 15_000 };

describe("company services", () => {
  it("offers a service product with a public description, picked among the service products", async () => {
    const mounting = product({ name: "Montering", number: "T-1", type: "service", durationMinutes: 60 });
    const sent = mockProductsApi([mounting], ["CompanyServices"]);
    const offered: CompanyService[] = [];
    server.use(
      http.get("/api/companies/:companyId/company-services", () => HttpResponse.json(offered)),
      http.post("/api/companies/:companyId/company-services", async ({ request }) => {
        const body = (await request.json()) as { publicDescription: string; published: boolean };
        sent.push({ method: "POST", url: new URL(request.url), body });
        const made: CompanyService = {
          id: "14141414-1414-4414-8414-000000000001",
          product: {
            id: mounting.id,
            number: "T-1",
            name: "Montering",
            unitCode: "PCS",
            durationMinutes: 60,
            salesPriceOre: 65000,
            vatRate: 25,
            active: true,
          },
          publicDescription: body.publicDescription,
          published: body.published,
          position: 0,
          createdAt: "2026-01-02T10:00:00.000Z",
          updatedAt: "2026-01-02T10:00:00.000Z",
        };
        offered.push(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    signIn();
    renderApp("/settings/company-services");
    expect(await screen.findByText("No services offered yet", {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Offer a service" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Offer a service" }, slow);
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Service product/ }));
    await userEvent.click(await screen.findByRole("option", { name: "T-1 Montering" }, slow));
    await fill(within(dialog).getByRole("textbox", { name: /Public description/ }), "Vi monterar åt dig.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === "POST")?.body).toEqual({
        productId: mounting.id,
        publicDescription: "Vi monterar åt dig.",
        published: true,
      }),
    );
    // Only service products are offered to pick from.
    const asked = sent.filter((s) => s.url.pathname.endsWith("/products")).at(-1)?.url.searchParams;
    expect(asked?.get("type")).toBe("service");
    const table = await screen.findByRole("table", { name: "Company services" }, slow);
    expect(within(table).getByRole("link", { name: "Montering" })).toBeInTheDocument();
    expect(within(table).getByText("Shown")).toBeInTheDocument();
  });
});
