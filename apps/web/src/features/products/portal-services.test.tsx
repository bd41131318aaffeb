import type { CompanyService } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, productsCompany } from "./test-utils";

const slow = { timeout: 15_000 };

const service = (id: string, name: string, publicDescription: string): CompanyService => ({
  id,
  product: {
    id: `${id.slice(0, -1)}9`,
    number: "T-1",
    name,
    unitCode: "HUR",
    durationMinutes: 60,
    salesPriceOre: 65000,
    vatRate: 25,
    active: true,
  },
  publicDescription,
  published: true,
  position: 0,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

describe("services in the portal", () => {
  it("lists the company's services and asks for one with a message, confirmed when sent", async () => {
    mockProductsApi([], []);
    const sent: unknown[] = [];
    server.use(
      http.get("/api/companies", () => HttpResponse.json([{ ...productsCompany, type: "GUEST" }])),
      http.get("/api/companies/:companyId/company-services/access", () => HttpResponse.json({ canRequest: true })),
      http.get("/api/companies/:companyId/company-services", () =>
        HttpResponse.json([
          service("a1111111-1111-4111-8111-111111111111", "Fönsterputs", "Vi putsar dina fönster."),
          service("b2222222-2222-4222-8222-222222222222", "Trädgård", ""),
        ]),
      ),
      http.post("/api/companies/:companyId/company-services/:id/requests", async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ok: true, taskId: "c3333333-3333-4333-8333-333333333333" }, { status: 201 });
      }),
    );
    signIn();
    renderApp("/list/services");
    const card = await screen.findByRole("article", { name: "Fönsterputs" }, slow);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("link", { name: "Services" })).toHaveAttribute("href", "/list/services");
    expect(within(card).getByText("Vi putsar dina fönster.")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Trädgård" })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Ask for this service" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for Fönsterputs" }, slow);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Write a message.");
    expect(sent).toEqual([]);
    await fill(within(dialog).getByRole("textbox", { name: "Message" }), "Gärna i mars.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([{ id: "a1111111-1111-4111-8111-111111111111", body: { message: "Gärna i mars." } }]);
    expect(await screen.findByText("Your request for Fönsterputs was sent.")).toBeInTheDocument();
  });

  it("shows Services in the menu only to a guest whose request would pass: a member of one of the company's portals", async () => {
    mockProductsApi([], []);
    server.use(
      http.get("/api/companies", () => HttpResponse.json([{ ...productsCompany, type: "GUEST" }])),
      http.get("/api/companies/:companyId/company-services/access", () => HttpResponse.json({ canRequest: false })),
    );
    signIn();
    renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Main menu" }, slow);
    await within(menu).findByRole("link", { name: "Home" });
    expect(within(menu).queryByRole("link", { name: "Services" })).toBeNull();
  });
});
