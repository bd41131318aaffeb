import type { CustomerContact } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { contact, customer, mockCustomersApi, paused, type Sent } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const written = (sent: Sent[], method: string) => sent.filter((s) => s.method === method);

/** The customer page of one customer, with handlers that change it as the server would. */
function openCustomer(permissions: Parameters<typeof mockCustomersApi>[1]) {
  const kund = customer({ name: "Bergström Bygg AB", number: "1001" });
  const sent = mockCustomersApi([kund], permissions);
  const record = async (request: Request) => {
    const body = request.method === "DELETE" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.post("/api/companies/:companyId/customers/:id/contacts", async ({ request }) => {
      const body = await record(request);
      const added: CustomerContact = contact(kund.id, { ...body, isMain: kund.contacts.length === 0 });
      kund.contacts.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put("/api/companies/:companyId/customers/:id", async ({ request }) => {
      const body = await record(request);
      if (body.statusId === paused.id) kund.status = { id: paused.id, name: paused.name, color: paused.color };
      if (typeof body.phone === "string") kund.phone = body.phone || null;
      if (body.language === "se" || body.language === "en") kund.language = body.language;
      kund.version += 1;
      const { contacts: _c, addresses: _a, ...saved } = kund;
      return HttpResponse.json(saved);
    }),
    http.delete("/api/companies/:companyId/customers/:id", async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ok: true, archived: false, reasons: [] });
    }),
  );
  signIn();
  const app = renderApp(`/list/customers/${kund.id}`);
  return { ...app, kund, sent };
}

describe("customer page", () => {
  it("adds a contact, who becomes the main contact", async () => {
    const { sent } = openCustomer(["CustomerEdit"]);
    const contacts = await screen.findByRole("region", { name: "Contacts" }, slow);
    expect(within(contacts).getByText("No contacts yet.")).toBeInTheDocument();
    await userEvent.click(within(contacts).getByRole("button", { name: "Add contact" }));
    const dialog = await screen.findByRole("dialog", { name: "New contact" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Karin Larsson");
    await fill(within(dialog).getByRole("textbox", { name: "Role" }), "Inköpare");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "karin@bergstrom.se");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(contacts).findByText("Karin Larsson")).toBeInTheDocument();
    expect(within(contacts).getByText("Main contact")).toBeInTheDocument();
    expect(within(contacts).getByRole("link", { name: "karin@bergstrom.se" })).toHaveAttribute(
      "href",
      "mailto:karin@bergstrom.se",
    );
    expect(written(sent, "POST")[0]?.body).toEqual({
      name: "Karin Larsson",
      role: "Inköpare",
      phone: "",
      email: "karin@bergstrom.se",
      notes: "",
    });
  });

  it("says under the email field that another contact has the address (409)", async () => {
    openCustomer(["CustomerEdit"]);
    server.use(
      http.post("/api/companies/:companyId/customers/:id/contacts", () =>
        HttpResponse.json(
          { code: "CONFLICT", message: "karin@bergstrom.se belongs to Karin at Lindqvist.", field: "email" },
          { status: 409 },
        ),
      ),
    );
    const contacts = await screen.findByRole("region", { name: "Contacts" }, slow);
    await userEvent.click(within(contacts).getByRole("button", { name: "Add contact" }));
    const dialog = await screen.findByRole("dialog", { name: "New contact" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Karin Larsson");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "karin@bergstrom.se");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Another contact in the company has this email address"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  });

  it("adds an address with a Swedish postcode checked before sending", async () => {
    const { sent, kund } = openCustomer(["CustomerEdit"]);
    server.use(
      http.post("/api/companies/:companyId/customers/:id/addresses", async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push({ method: "POST", url: new URL(request.url), body });
        const made = {
          id: "99999999-9999-4999-8999-000000000002",
          customerId: kund.id,
          kind: "invoice" as const,
          isDefault: true,
          street: body.street ?? "",
          postcode: "211 22",
          city: body.city ?? "",
          country: "SE",
          createdAt: "2026-01-02T10:00:00.000Z",
        };
        kund.addresses.push(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    const addresses = await screen.findByRole("region", { name: "Addresses" }, slow);
    await userEvent.click(within(addresses).getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "New address" }, slow);
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Kind of address" }));
    await userEvent.click(await screen.findByRole("option", { name: "Invoice address" }));
    await fill(within(dialog).getByRole("textbox", { name: "Street" }), "Storgatan 1");
    await fill(within(dialog).getByRole("textbox", { name: "Postcode" }), "2112");
    await fill(within(dialog).getByRole("textbox", { name: "City" }), "Malmö");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Not a valid postcode (Swedish ones: NNN NN)")).toBeInTheDocument();
    expect(written(sent, "POST")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Postcode" }), "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(addresses).findByText("211 22 Malmö")).toBeInTheDocument();
    expect(within(addresses).getByText("Invoice address")).toBeInTheDocument();
    expect(written(sent, "POST")[0]?.body).toEqual({
      kind: "invoice",
      street: "Storgatan 1",
      postcode: "21122",
      city: "Malmö",
      country: "SE",
    });
  });

  it("edits the details in place on the version read, and says when someone saved first", async () => {
    const { sent, kund } = openCustomer(["CustomerEdit"]);
    const details = await screen.findByRole("region", { name: "Details" }, slow);
    await userEvent.click(within(details).getByRole("button", { name: "Edit" }));
    const phone = await within(details).findByRole("textbox", { name: "Phone" }, slow);
    await fill(phone, "040-123 45");
    await userEvent.click(within(details).getByRole("combobox", { name: "Language of what we send" }));
    await userEvent.click(await screen.findByRole("option", { name: "English" }, slow));
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByRole("link", { name: "040-123 45" })).toHaveAttribute("href", "tel:040-123 45");
    expect(within(details).getByText("English")).toBeInTheDocument();
    expect(written(sent, "PUT")[0]?.body).toMatchObject({
      name: "Bergström Bygg AB",
      phone: "040-123 45",
      language: "en",
      version: 1,
    });

    server.use(
      http.put("/api/companies/:companyId/customers/:id", () =>
        HttpResponse.json(
          { code: "STALE_VERSION", message: "Changed.", current: { ...kund, contacts: undefined, version: 9 } },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(within(details).getByRole("button", { name: "Edit" }));
    await fill(within(details).getByRole("textbox", { name: "Email" }), "info@bergstrom.se");
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByText("Changed by another user while you edited")).toBeInTheDocument();
    expect(within(details).getByRole("button", { name: "Load the latest version" })).toBeInTheDocument();
  });

  it("changes the status with CustomerEdit (the server audits it)", async () => {
    const { sent } = openCustomer(["CustomerEdit"]);
    const status = await screen.findByRole("region", { name: "Status" }, slow);
    await userEvent.click(within(status).getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Paused" }, slow));
    expect(await screen.findByText("The status is now Paused")).toBeInTheDocument();
    expect(written(sent, "PUT").map((s) => s.body)).toEqual([{ statusId: paused.id }]);
    await waitFor(() => expect(within(status).getByRole("combobox", { name: "Status" })).toHaveValue("Paused"));
  });

  it("deletes a customer with nothing on it once its name is typed", async () => {
    const { sent, kund, location } = openCustomer(["CustomerDelete"]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete customer" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Delete the customer?" }, slow);
    const confirm = within(dialog).getByRole("button", { name: "Delete for good" });
    expect(confirm).toBeDisabled();
    await fill(within(dialog).getByRole("textbox", { name: "Type Bergström Bygg AB to confirm" }), "Bergström");
    expect(confirm).toBeDisabled();
    expect(written(sent, "DELETE")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /to confirm/ }), " Bygg AB");
    await userEvent.click(confirm);
    expect(await screen.findByText("Bergström Bygg AB was deleted")).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/list/customers"));
    expect(written(sent, "DELETE").map((s) => s.url.pathname)).toEqual([
      `/api/companies/44444444-4444-4444-8444-444444444444/customers/${kund.id}`,
    ]);
  });

  it("without CustomerEdit shows the status and details without ways to change them", async () => {
    openCustomer(["CustomerDelete"]);
    const status = await screen.findByRole("region", { name: "Status" }, slow);
    expect(within(status).getByText("Active")).toBeInTheDocument();
    expect(within(status).queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add contact" })).not.toBeInTheDocument();
  });

  it("archives a customer with a portal and says why", async () => {
    const { kund, location } = openCustomer(["CustomerDelete"]);
    kund.hasPortal = true;
    kund.portals = [{ id: "99999999-9999-4999-8999-000000000001", name: "Bergströms portal" }];
    server.use(
      http.delete("/api/companies/:companyId/customers/:id", () =>
        HttpResponse.json({ ok: true, archived: true, reasons: ["portals"] }),
      ),
    );
    const portals = await screen.findByRole("region", { name: "Customer portals" }, slow);
    expect(within(portals).getByRole("link", { name: "Bergströms portal" })).toHaveAttribute(
      "href",
      "/list/customer-portals/99999999-9999-4999-8999-000000000001",
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive the customer?" }, slow);
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Bergström Bygg AB was archived, not deleted: it has portals")).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/list/customers"));
  });
});
