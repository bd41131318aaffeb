import type { AddressBookEntry, AddressBookItem, Permission } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const customersCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: [],
    esign: false,
    skills: false,
  },
});

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const own: AddressBookItem = {
  id: "88888888-8888-4888-8888-000000000001",
  source: "own",
  kind: "organisation",
  name: "Byggvaruhuset",
  organisation: "Byggvaruhuset AB",
  role: "Leverantör",
  phone: "08-123 45",
  email: "order@bygg.example",
  tags: ["leverantör"],
  customer: null,
};
const contact: AddressBookItem = {
  id: "88888888-8888-4888-8888-000000000002",
  source: "customer-contact",
  kind: "person",
  name: "Bertil Kund",
  organisation: "Kund AB",
  role: "Inköpare",
  phone: null,
  email: "bertil@kund.example",
  tags: [],
  customer: { id: "77777777-7777-4777-8777-000000000001", name: "Kund AB" },
};
const entry: AddressBookEntry = {
  ...own,
  kind: "organisation",
  notes: "",
  version: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

function mockApi(permissions: Permission[]) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([customersCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/address-book", async ({ request }) => {
      await record(request);
      return HttpResponse.json([own, contact]);
    }),
    http.get("/api/companies/:companyId/address-book/vcard", async ({ request }) => {
      await record(request);
      return new HttpResponse("BEGIN:VCARD", { headers: { "content-type": "text/vcard" } });
    }),
    http.get("/api/companies/:companyId/address-book/tags", () => HttpResponse.json(["leverantör", "vip", "Åkeri"])),
    http.get("/api/companies/:companyId/address-book/:id", () => HttpResponse.json(entry)),
    http.post("/api/companies/:companyId/address-book", async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { ...entry, id: "88888888-8888-4888-8888-000000000009", name: "Ny Kontakt" },
        { status: 201 },
      );
    }),
    http.put("/api/companies/:companyId/address-book/:id", async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...entry, version: 4 });
    }),
    http.delete("/api/companies/:companyId/address-book/:id", async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

const lastList = (sent: Sent[]) =>
  Object.fromEntries(
    sent.filter((s) => s.method === "GET" && s.url.pathname.endsWith("/address-book")).at(-1)?.url.searchParams ?? [],
  );

describe("address book", () => {
  it("shows a card per entry with call and mail links, and searches by text, letter and a tag in use", async () => {
    const sent = mockApi([]);
    signIn();
    renderApp("/list/address-book");
    const list = await screen.findByRole("list", { name: "Contacts" }, slow);
    const card = within(list).getByRole("listitem", { name: "Byggvaruhuset" });
    expect(within(card).getByRole("link", { name: "Call Byggvaruhuset" })).toHaveAttribute("href", "tel:0812345");
    expect(within(card).getByRole("link", { name: "Email Byggvaruhuset" })).toHaveAttribute(
      "href",
      "mailto:order@bygg.example",
    );
    const other = within(list).getByRole("listitem", { name: "Bertil Kund" });
    expect(other).toHaveTextContent("Inköpare, Contact at Kund AB");
    expect(lastList(sent)).toEqual({ limit: "21", offset: "0" });
    // A reader neither adds, edits, deletes nor imports.
    expect(screen.queryByRole("button", { name: "Add contact" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import vCard" })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Delete Byggvaruhuset" })).not.toBeInTheDocument();

    await fill(screen.getByRole("textbox", { name: "Search the address book" }), "bygg");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lastList(sent).q).toBe("bygg"));

    const letters = screen.getByRole("group", { name: "First letter" });
    expect(
      within(letters)
        .getAllByRole("button")
        .map((b) => b.textContent)
        .slice(-3),
    ).toEqual(["Å", "Ä", "Ö"]);
    await userEvent.click(within(letters).getByRole("button", { name: "Ö" }));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ q: "bygg", letter: "Ö" }));

    // The tag filter offers the tags in use.
    await userEvent.click(screen.getByRole("combobox", { name: "Tag" }));
    const offered = await screen.findByRole("listbox");
    expect(
      within(offered)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["leverantör", "vip", "Åkeri"]);
    await userEvent.click(within(offered).getByRole("option", { name: "vip" }));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ letter: "Ö", tag: "vip" }));
  });

  it("keeps the search, tag, letter and page in the address, so a reload shows the same list", async () => {
    const sent = mockApi([]);
    server.use(
      http.get("/api/companies/:companyId/address-book", ({ request }) => {
        const url = new URL(request.url);
        sent.push({ method: "GET", url, body: undefined });
        const letter = url.searchParams.get("letter");
        return HttpResponse.json([own, contact].filter((item) => !letter || item.name.startsWith(letter)));
      }),
    );
    signIn();
    renderApp("/list/address-book?letter=B&tag=vip&q=kund&page=2");
    const list = await screen.findByRole("list", { name: "Contacts" }, slow);
    expect(within(list).getByRole("listitem", { name: "Byggvaruhuset" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Bertil Kund" })).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ q: "kund", tag: "vip", letter: "B", limit: "21", offset: "20" });
    expect(screen.getByRole("textbox", { name: "Search the address book" })).toHaveValue("kund");
    expect(screen.getByRole("combobox", { name: "Tag" })).toHaveValue("vip");
    const letters = screen.getByRole("group", { name: "First letter" });
    expect(within(letters).getByRole("button", { name: "B" })).toHaveAttribute("aria-pressed", "true");

    // Another letter goes into the address and back to the first page; All takes it out.
    await userEvent.click(within(letters).getByRole("button", { name: "K" }));
    await waitFor(() => expect(window.location.search).toContain("letter=K"));
    expect(window.location.search).not.toContain("page=");
    await waitFor(() => expect(screen.queryByRole("list", { name: "Contacts" })).not.toBeInTheDocument());
    await userEvent.click(within(letters).getByRole("button", { name: "All" }));
    await waitFor(() => expect(window.location.search).not.toContain("letter="));
  });

  it("shows only the letter's entries when the address names a letter", async () => {
    const sent = mockApi([]);
    server.use(
      http.get("/api/companies/:companyId/address-book", ({ request }) => {
        const url = new URL(request.url);
        sent.push({ method: "GET", url, body: undefined });
        const letter = url.searchParams.get("letter");
        const anna = { ...contact, id: "88888888-8888-4888-8888-000000000003", name: "Anna Ek" };
        return HttpResponse.json([anna, own, contact].filter((item) => !letter || item.name.startsWith(letter)));
      }),
    );
    signIn();
    renderApp("/list/address-book?letter=B");
    const list = await screen.findByRole("list", { name: "Contacts" }, slow);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Byggvaruhuset", "Bertil Kund"]);
    expect(lastList(sent)).toMatchObject({ letter: "B", offset: "0" });
  });

  it("adds, edits and deletes (after confirming) own entries with CustomerEdit, not customers' contacts", async () => {
    const sent = mockApi(["CustomerEdit"]);
    signIn();
    renderApp("/list/address-book");
    const list = await screen.findByRole("list", { name: "Contacts" }, slow);
    const contactCard = within(list).getByRole("listitem", { name: "Bertil Kund" });
    expect(within(contactCard).queryByRole("button", { name: "Edit Bertil Kund" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add contact" }));
    const dialog = await screen.findByRole("dialog", { name: "New contact" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Ny Kontakt");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "ny@example.test");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    expect(sent.find((s) => s.method === "POST")?.body).toMatchObject({
      kind: "person",
      name: "Ny Kontakt",
      email: "ny@example.test",
      tags: [],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const card = within(list).getByRole("listitem", { name: "Byggvaruhuset" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit Byggvaruhuset" }));
    const editDialog = await screen.findByRole("dialog", { name: "Edit contact" }, slow);
    const role = within(editDialog).getByRole("textbox", { name: "Role" });
    expect(role).toHaveValue("Leverantör");
    await userEvent.clear(role);
    await fill(role, "Grossist");
    await userEvent.click(within(editDialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.some((s) => s.method === "PUT")).toBe(true));
    expect(sent.find((s) => s.method === "PUT")?.body).toMatchObject({ role: "Grossist", version: 3 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole("button", { name: "Delete Byggvaruhuset" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete contact" });
    expect(sent.some((s) => s.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === "DELETE").map((s) => s.url.pathname)).toEqual([
        `/api/companies/${customersCompany.id}/address-book/${own.id}`,
      ]),
    );
  });

  it("exports the selected entries, or all, as vCard, and imports a vCard file showing what was left out", async () => {
    const sent = mockApi(["CustomerEdit"]);
    const uploads: number[] = [];
    server.use(
      http.post("/api/companies/:companyId/address-book/vcard", async ({ request }) => {
        uploads.push(((await request.formData()).get("file") as File).size);
        return HttpResponse.json(
          { created: 2, skipped: [{ index: 3, name: "Anna", reason: "duplicate", message: "taken" }] },
          { status: 201 },
        );
      }),
    );
    signIn();
    renderApp("/list/address-book");
    const list = await screen.findByRole("list", { name: "Contacts" }, slow);
    await userEvent.click(screen.getByRole("button", { name: "Export vCard" }));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname.endsWith("/vcard"))).toHaveLength(1));
    expect(sent.at(-1)?.url.search).toBe("");

    await userEvent.click(within(list).getByRole("checkbox", { name: "Select Byggvaruhuset" }));
    await userEvent.click(within(list).getByRole("checkbox", { name: "Select Bertil Kund" }));
    await userEvent.click(screen.getByRole("button", { name: "Export vCard (2)" }));
    await waitFor(() => expect(sent.filter((s) => s.url.pathname.endsWith("/vcard"))).toHaveLength(2));
    expect(sent.at(-1)?.url.searchParams.get("ids")).toBe(`${own.id},${contact.id}`);

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["BEGIN:VCARD\r\nEND:VCARD\r\n"], "kontakter.vcf", { type: "text/vcard" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("2 contacts were added.");
    expect(alert).toHaveTextContent("Card 3 (Anna): a contact has its email already.");
    expect(uploads).toEqual([24]);
  });
});
