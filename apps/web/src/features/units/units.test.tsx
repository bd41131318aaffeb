import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import {
  berit,
  carl,
  catalogue,
  category,
  file,
  listItem,
  mockList,
  mockSession,
  mockUnit,
  product,
  skill,
  unit,
  unitId,
  unitsCompany,
  withoutSkills,
} from "./test-utils";

const last = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);
const search = (path: string) => Object.fromEntries(new URL(path, "http://localhost").searchParams);
const table = () => screen.findByRole("table", { name: "Units" });

function open(path = "/list/units", permissions = ["CompanyUnits"], companies = [unitsCompany]) {
  mockSession(permissions, companies);
  signIn();
  return renderApp(path);
}

afterEach(() => vi.unstubAllGlobals());

describe("unit list", () => {
  it("asks for 21, shows name (a link), status, members, categories and manager", async () => {
    const requests = mockList(3);
    open();
    const grid = await table();
    const headers = [...grid.querySelectorAll("thead th")].map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Status", "Members", "Categories", "Manager"]);
    expect(within(grid).getByRole("link", { name: "Unit 02" })).toHaveAttribute(
      "href",
      `/list/units/${listItem(2).id}`,
    );
    expect(within(grid).getAllByText("Active")).toHaveLength(3);
    expect(within(grid).getAllByText("Kitchen")).toHaveLength(3);
    expect(within(grid).getAllByText("Berit Berg")).toHaveLength(3);
    expect(screen.getByText("3 units in the company")).toBeInTheDocument();
    expect(last(requests)).toEqual({ limit: "21", offset: "0" });
  });

  it("shows 20 of the 21 fetched and pages with previous and next, the page in the address", async () => {
    const requests = mockList(45);
    const { location } = open();
    await table();
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/units?page=2"));
    await waitFor(() => expect(last(requests)).toMatchObject({ offset: "20", limit: "21" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(6));
    expect(last(requests)).toMatchObject({ offset: "40" });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(location()).toBe("/list/units?page=2"));
  });

  it("searches by name and filters by status through the address, from the first page", async () => {
    const requests = mockList(30);
    const { location } = open("/list/units?page=2");
    await table();
    await fill(screen.getByRole("textbox", { name: "Name" }), "  hall ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(search(location())).toEqual({ q: "hall" }));
    await waitFor(() => expect(last(requests)).toMatchObject({ q: "hall", offset: "0" }));
    expect(await screen.findByText("4 units match")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Planned" }));
    await waitFor(() => expect(search(location())).toEqual({ q: "hall", status: "PLAN" }));
    await waitFor(() => expect(last(requests)).toMatchObject({ q: "hall", status: "PLAN" }));

    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    await waitFor(() => expect(search(location())).toEqual({ status: "PLAN" }));
    expect(last(requests)).not.toHaveProperty("q");
  });

  it("reads the filters from the address, and says when nothing matches them", async () => {
    const requests = mockList(0);
    open(`/list/units?q=fire&status=INACTIVATED&categoryId=${category(2).id}`);
    expect(await screen.findByText("No unit matches")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("fire");
    expect(last(requests)).toMatchObject({ q: "fire", status: "INACTIVATED", categoryId: category(2).id });
  });

  it("says so when there are none yet", async () => {
    mockList(0);
    open();
    expect(await screen.findByText("No units yet")).toBeInTheDocument();
  });

  it("is locked, asking nothing, without CompanyUnits", async () => {
    const requests = mockList(3);
    open("/list/units", ["Skills"]);
    expect(await screen.findByText("Units are not available")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New unit" })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("speaks Swedish: title, statuses and the count", async () => {
    mockList(2);
    mockSession();
    server.use(http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })));
    signIn();
    renderApp("/list/units");
    const grid = await screen.findByRole("table", { name: "Enheter" });
    expect(within(grid).getAllByText("Aktiv")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Ny enhet" })).toBeInTheDocument();
    expect(screen.getByText("2 enheter i företaget")).toBeInTheDocument();
  });

  it("is in the side menu with CompanyUnits", async () => {
    mockList(1);
    open();
    const menu = await screen.findByRole("navigation", { name: /menu/i });
    expect(await within(menu).findByRole("link", { name: "Units" })).toHaveAttribute("href", "/list/units");
  });
});

describe("new unit", () => {
  const created = unit({ id: "99999999-9999-4999-8999-000000000001", name: "Hall 4", status: "ACTIVATED" });

  function mockCreate() {
    const sent: unknown[] = [];
    // The new unit's page, where the creation leads.
    mockUnit(created);
    server.use(
      http.post("/api/companies/:companyId/units", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    return sent;
  }

  it("creates one with status, categories and manager, and opens it", async () => {
    mockList(0);
    const sent = mockCreate();
    const { location } = open();
    await userEvent.click(await screen.findByRole("button", { name: "New unit" }));
    const dialog = await screen.findByRole("dialog", { name: "New unit" });
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Hall 4");
    await fill(within(dialog).getByRole("textbox", { name: "Description" }), "Day shift");

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Status" }));
    const statuses = await screen.findAllByRole("option");
    expect(statuses.map((option) => option.textContent)).toEqual(["Planned", "Active"]);
    await userEvent.click(screen.getByRole("option", { name: "Active" }));

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Categories" }));
    await userEvent.click(await screen.findByRole("option", { name: "Workshop" }));

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Manager" }));
    await userEvent.click(await screen.findByRole("option", { name: "Carl Ek" }));

    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(location()).toBe(`/list/units/${created.id}`));
    expect(sent).toEqual([
      {
        name: "Hall 4",
        description: "Day shift",
        status: "ACTIVATED",
        managerId: carl.id,
        categoryIds: [category(2).id],
      },
    ]);
    expect(await screen.findByText("Hall 4 was created.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Hall 4", level: 1 })).toBeInTheDocument();
  });

  it("asks for the name before sending", async () => {
    mockList(0);
    const sent = mockCreate();
    open();
    await userEvent.click(await screen.findByRole("button", { name: "New unit" }));
    const dialog = await screen.findByRole("dialog", { name: "New unit" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Give the unit a name.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe("unit categories", () => {
  it("adds, renames and deletes (after a confirmation) the company's unit categories", async () => {
    mockList(1);
    let rows = [category(1, "Kitchen")];
    const sent: { method: string; body?: unknown; id?: unknown }[] = [];
    server.use(
      http.get("/api/companies/:companyId/units/categories", () => HttpResponse.json(rows)),
      http.post("/api/companies/:companyId/units/categories", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push({ method: "POST", body });
        const added = category(5, body.name);
        rows = [...rows, added];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.put("/api/companies/:companyId/units/categories/:id", async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        sent.push({ method: "PUT", id: params.id, body });
        rows = rows.map((c) => (c.id === params.id ? { ...c, name: body.name } : c));
        return HttpResponse.json(rows.find((c) => c.id === params.id));
      }),
      http.delete("/api/companies/:companyId/units/categories/:id", ({ params }) => {
        sent.push({ method: "DELETE", id: params.id });
        rows = rows.filter((c) => c.id !== params.id);
        return HttpResponse.json({ ok: true });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Categories" }));
    const dialog = await screen.findByRole("dialog", { name: "Unit categories" });
    expect(await within(dialog).findByText("Kitchen")).toBeInTheDocument();

    await fill(within(dialog).getByRole("textbox", { name: "New category" }), "Garage");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Garage")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Rename Kitchen" }));
    const name = within(dialog).getByRole("textbox", { name: "New name of Kitchen" });
    await userEvent.clear(name);
    await userEvent.type(name, "Canteen{Enter}");
    expect(await within(dialog).findByText("Canteen")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Garage" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the category?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).queryByText("Garage")).not.toBeInTheDocument());
    expect(sent).toEqual([
      { method: "POST", body: { name: "Garage" } },
      { method: "PUT", id: category(1).id, body: { name: "Canteen" } },
      { method: "DELETE", id: category(5).id },
    ]);
  });
});

describe("unit page", () => {
  const page = `/list/units/${unitId}`;

  it("shows the unit's name and status, and saves the edit form with the version, keeping its skills", async () => {
    const sent = mockUnit(unit());
    open(page);
    expect(await screen.findByRole("heading", { name: "Hall 3", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Managed by Berit Berg")).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Details" });
    const name = within(details).getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Hall 3");
    await userEvent.clear(name);
    await userEvent.type(name, "Hall 3B");

    await userEvent.click(within(details).getByRole("combobox", { name: "Status" }));
    const offered = await screen.findAllByRole("option");
    expect(offered.map((option) => option.textContent)).toEqual(["Planned", "Active", "Inactive"]);
    await userEvent.click(screen.getByRole("option", { name: "Active" }));
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The unit was saved.")).toBeInTheDocument();
    expect(sent.puts).toEqual([
      {
        name: "Hall 3B",
        description: "The night shift",
        status: "ACTIVATED",
        managerId: berit.id,
        categoryIds: [category(1).id],
        skillIds: [skill(1).id],
        version: 3,
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Hall 3B", level: 1 })).toBeInTheDocument();
    // Active now: planned is no longer offered.
    await userEvent.click(within(details).getByRole("combobox", { name: "Status" }));
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Active", "Inactive"]),
    );
  });

  it("offers an inactive unit only to be activated again", async () => {
    mockUnit(unit({ status: "INACTIVATED" }));
    open(page);
    const details = await screen.findByRole("region", { name: "Details" });
    await userEvent.click(within(details).getByRole("combobox", { name: "Status" }));
    const offered = await screen.findAllByRole("option");
    expect(offered.map((option) => option.textContent)).toEqual(["Active", "Inactive"]);
    expect(screen.getByText("An inactive unit takes no new members.")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Add a member" })).not.toBeInTheDocument();
  });

  it("shows the StaleAlert when someone saved first, and loads their version", async () => {
    const theirs = unit({
      name: "Hall 3 (renamed)",
      version: 4,
      description: "Their text",
      manager: { id: carl.id, name: carl.name },
    });
    const sent = mockUnit(unit(), { stale: theirs });
    open(page);
    const details = await screen.findByRole("region", { name: "Details" });
    await fill(within(details).getByRole("textbox", { name: "Description" }), " and weekends");
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    const alert = await within(details).findByRole("alert");
    expect(alert).toHaveTextContent("Changed by another user while you edited");
    expect(sent.puts).toHaveLength(1);
    await userEvent.click(within(alert).getByRole("button", { name: "Load the latest version" }));
    await waitFor(() => expect(within(details).queryByRole("alert")).not.toBeInTheDocument());
    expect(within(details).getByRole("textbox", { name: "Name" })).toHaveValue("Hall 3 (renamed)");
    expect(within(details).getByRole("textbox", { name: "Description" })).toHaveValue("Their text");
    expect(within(details).getByRole("combobox", { name: "Manager" })).toHaveValue("Carl Ek");
    expect(screen.getByRole("heading", { name: "Hall 3 (renamed)", level: 1 })).toBeInTheDocument();

    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.puts).toHaveLength(2));
    expect(sent.puts[1]).toMatchObject({ name: "Hall 3 (renamed)", version: 4 });
  });

  it("adds a member by the member search, changes their place and removes one after a confirmation", async () => {
    const sent = mockUnit(unit());
    open(page);
    const members = await screen.findByRole("region", { name: "Members" });
    expect(within(members).getByText("1 member, 1 assigned")).toBeInTheDocument();

    await userEvent.click(within(members).getByRole("combobox", { name: "Add a member" }));
    // Berit is a member already: only Carl is offered.
    await userEvent.click(await screen.findByRole("option", { name: "Carl Ek (carl@demo.test)" }));
    expect(screen.queryByRole("option", { name: /Berit Berg/ })).not.toBeInTheDocument();
    expect(await screen.findByText("Carl Ek was added.")).toBeInTheDocument();
    expect(sent.added).toEqual([{ userId: carl.id }]);
    expect(await within(members).findByText("carl@demo.test")).toBeInTheDocument();

    await userEvent.click(within(members).getByRole("button", { name: "Unassign Berit Berg" }));
    expect(await screen.findByText("Berit Berg is unassigned.")).toBeInTheDocument();
    expect(sent.statuses).toEqual([{ userId: berit.id, body: { status: "UNASSIGNED" } }]);
    expect(await within(members).findByRole("button", { name: "Assign Berit Berg" })).toBeInTheDocument();

    await userEvent.click(within(members).getByRole("button", { name: "Remove Carl Ek" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove the member?" });
    expect(confirm).toHaveTextContent("Carl Ek is removed from Hall 3.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(members).queryByText("carl@demo.test")).not.toBeInTheDocument());
    expect(sent.removed).toEqual([carl.id]);
  });

  it("says why the server refused a member", async () => {
    mockUnit(unit());
    server.use(
      http.post("/api/companies/:companyId/units/:unitId/users", () =>
        HttpResponse.json(
          { code: "CONFLICT", message: "An inactivated unit takes no new members.", field: "status" },
          { status: 409 },
        ),
      ),
    );
    open(page);
    const members = await screen.findByRole("region", { name: "Members" });
    await userEvent.click(within(members).getByRole("combobox", { name: "Add a member" }));
    await userEvent.click(await screen.findByRole("option", { name: "Carl Ek (carl@demo.test)" }));
    expect(await screen.findByText("An inactive unit takes no new members.")).toBeInTheDocument();
  });

  it("saves the required skills through the unit's PUT", async () => {
    const sent = mockUnit(unit());
    open(page);
    const skills = await screen.findByRole("region", { name: "Required skills" });
    await userEvent.click(within(skills).getByRole("combobox", { name: "Skills the unit's work requires" }));
    await userEvent.click(await screen.findByRole("option", { name: "Forklift" }));
    await userEvent.click(within(skills).getByRole("button", { name: "Save skills" }));
    expect(await screen.findByText("The required skills were saved.")).toBeInTheDocument();
    expect(sent.puts).toEqual([
      expect.objectContaining({ skillIds: [skill(1).id, skill(2).id], version: 3, name: "Hall 3" }),
    ]);
  });

  it("has no required skills without the company's skills feature", async () => {
    mockUnit(unit());
    let skillsAsked = 0;
    server.use(
      http.get("/api/companies/:companyId/skills", () => {
        skillsAsked += 1;
        return HttpResponse.json([]);
      }),
    );
    open(page, ["CompanyUnits"], [withoutSkills]);
    expect(await screen.findByRole("region", { name: "Members" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Required skills" })).not.toBeInTheDocument();
    expect(skillsAsked).toBe(0);
  });

  it("adds a catalogue product picked by a search in a modal, with a quantity, and lists it with its unit in words", async () => {
    const sent = mockUnit(unit(), { products: [product(1, { unitCode: "HOUR", quantity: 2.5 })] });
    open(page);
    const products = await screen.findByRole("region", { name: "Products" });
    const grid = await within(products).findByRole("table", { name: "Products" });
    expect(within(grid).getByText("Hours (HOUR)")).toBeInTheDocument();
    expect(within(grid).getByText("2.5")).toBeInTheDocument();

    await userEvent.click(within(products).getByRole("button", { name: "Add product" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a product" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText("Pick a product of the catalogue.")).toBeInTheDocument();
    expect(sent.products).toEqual([]);
    const picker = within(dialog).getByRole("combobox", { name: "Product" });
    await userEvent.type(picker, "pallet");
    await userEvent.click(await screen.findByRole("option", { name: "2001 Pallet jack" }));
    const quantity = within(dialog).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Pallet jack was added.")).toBeInTheDocument();
    expect(sent.products).toEqual([{ productId: catalogue[0]?.id, description: "", quantity: 3 }]);
    expect(await within(grid).findByText("Pallet jack")).toBeInTheDocument();
  });

  it("shows 100 of the 101 products fetched, with the next page", async () => {
    mockUnit(unit(), { products: Array.from({ length: 130 }, (_, i) => product(i + 1)) });
    open(page);
    const products = await screen.findByRole("region", { name: "Products" });
    const grid = await within(products).findByRole("table", { name: "Products" });
    expect(within(grid).getAllByRole("row")).toHaveLength(101);
    await userEvent.click(within(products).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(31));
    expect(within(grid).getByText("Product 101")).toBeInTheDocument();
  });

  it("lists 20 of the 21 files fetched with paging, and deletes one after a confirmation", async () => {
    const sent = mockUnit(unit(), { files: Array.from({ length: 23 }, (_, i) => file(i + 1)) });
    open(page);
    const files = await screen.findByRole("region", { name: "Files" });
    const grid = await within(files).findByRole("table", { name: "Files" });
    expect(within(grid).getAllByRole("row")).toHaveLength(21);
    expect(within(grid).getByRole("button", { name: "Download file-01.pdf" })).toBeInTheDocument();
    expect(Object.fromEntries(sent.fileQueries[0] ?? [])).toEqual({ limit: "21", offset: "0" });
    expect(within(files).getByRole("button", { name: "Upload files" })).toBeInTheDocument();

    await userEvent.click(within(files).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(4));
    expect(Object.fromEntries(sent.fileQueries.at(-1) ?? [])).toEqual({ limit: "21", offset: "20" });

    await userEvent.click(within(grid).getByRole("button", { name: "Delete file-22.pdf" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the file?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("file-22.pdf was deleted.")).toBeInTheDocument();
    expect(sent.deletedFiles).toEqual([file(22).id]);
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(3));
  });

  it("uploads a file with its progress, as the object files do, and lists it once stored", async () => {
    /** A stand-in XMLHttpRequest the test drives: progress, then the answer. */
    class FakeXhr {
      static last: FakeXhr | null = null;
      upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      responseText = "";
      url = "";
      constructor() {
        FakeXhr.last = this;
      }
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {}
      abort() {}
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const stored = file(1, { uploadName: "manual.pdf" });
    let rows: ReturnType<typeof file>[] = [];
    mockUnit(unit());
    server.use(http.get("/api/companies/:companyId/units/:unitId/files/", () => HttpResponse.json(rows)));
    open(page);
    const files = await screen.findByRole("region", { name: "Files" });
    expect(await within(files).findByText("No files yet.")).toBeInTheDocument();
    const input = files.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["hello"], "manual.pdf", { type: "application/pdf" }));

    const row = within(await within(files).findByRole("list", { name: "Uploads" })).getByRole("listitem", {
      name: "manual.pdf",
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toBe(`/api/companies/${unitsCompany.id}/units/${unitId}/files`);
    xhr.upload.onprogress?.({ loaded: 40, total: 100, lengthComputable: true });
    expect(await within(row).findByText("40%")).toBeInTheDocument();
    rows = [stored];
    xhr.status = 201;
    xhr.responseText = JSON.stringify(stored);
    xhr.onload?.();
    expect(await within(row).findByText("Done")).toBeInTheDocument();
    expect(await screen.findByText("manual.pdf was uploaded.")).toBeInTheDocument();
    expect(
      await within(files).findByRole("button", { name: "Download manual.pdf" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("opens the not-found page for another company's unit or a missing one", async () => {
    mockUnit(unit());
    const { location } = open(`/list/units/${listItem(7).id}`);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(location()).toBe("/404");
  });

  it("opens the not-found page for an address that is no unit id", async () => {
    mockUnit(unit());
    open("/list/units/not-an-id");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("is locked, asking nothing, without CompanyUnits", async () => {
    let asked = 0;
    mockUnit(unit());
    server.use(
      http.get("/api/companies/:companyId/units/:unitId", () => {
        asked += 1;
        return HttpResponse.json(unit());
      }),
    );
    open(page, ["Skills"]);
    expect(await screen.findByText("Units are not available")).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
