import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { createdObject, invCompany, listItem, mockSession, template } from "./test-utils";

const listApi = "/api/companies/:companyId/publications/investigations";

/** The list endpoint over `total` investigations, paged as the API pages; each request's query is kept. */
function mockList(total: number, requests: URLSearchParams[] = []) {
  const rows = Array.from({ length: total }, (_, i) => listItem(i + 1));
  server.use(
    http.get(listApi, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const offset = Number(query.get("offset"));
      return HttpResponse.json(rows.slice(offset, offset + Number(query.get("limit"))));
    }),
  );
  return requests;
}

/** The address's query as an object. */
const search = (path: string) => Object.fromEntries(new URL(path, "http://localhost").searchParams);
const last = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);
const table = () => screen.findByRole("table", { name: "Investigations" });

function open(path = "/list/investigation", permissions = ["CertifyDocument"]) {
  mockSession(permissions);
  signIn();
  return renderApp(path);
}

describe("investigation list", () => {
  it("asks for 21 sorted by name, shows the spec's columns and links each row to its object", async () => {
    const requests = mockList(3);
    open();
    const grid = await table();
    const headers = [...grid.querySelectorAll("thead th")].map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Object number", "Created", "End date", "Link"]);
    expect(within(grid).getByText("Investigation 01")).toBeInTheDocument();
    expect(within(grid).getByText("101")).toBeInTheDocument();
    expect(within(grid).getAllByText("2026-11-02")).toHaveLength(3);
    expect(within(grid).getAllByText("2026-12-31")).toHaveLength(3);
    expect(within(grid).getByRole("link", { name: "Open Investigation 02" })).toHaveAttribute(
      "href",
      `/companies/${invCompany.id}/publications/${listItem(2).id}`,
    );
    expect(last(requests)).toEqual({ sort: "name", direction: "asc", limit: "21", offset: "0" });
  });

  it("shows 20 of the 21 fetched and pages with previous and next, offset page × 20, the page in the address", async () => {
    const requests = mockList(45);
    const { location } = open();
    await table();
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/investigation?page=2"));
    await waitFor(() => expect(last(requests)).toMatchObject({ offset: "20", limit: "21" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/investigation?page=3"));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(6));
    expect(last(requests)).toMatchObject({ offset: "40" });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(location()).toBe("/list/investigation?page=2"));
  });

  it("sorts by name, object number, created date and end date through the address, from the first page", async () => {
    const requests = mockList(25);
    const { location } = open("/list/investigation?page=2");
    const grid = await table();
    const sortable = within(grid)
      .getAllByRole("button")
      .map((header) => header.textContent);
    expect(sortable).toEqual(["Name", "Object number", "Created", "End date"]);
    await userEvent.click(within(grid).getByRole("button", { name: /^Object number/ }));
    await waitFor(() => expect(location()).toBe("/list/investigation?sort=objectNumber"));
    await waitFor(() => expect(last(requests)).toMatchObject({ sort: "objectNumber", direction: "asc", offset: "0" }));
    await userEvent.click(within(grid).getByRole("button", { name: /^Object number/ }));
    await waitFor(() => expect(location()).toBe("/list/investigation?sort=objectNumber&direction=desc"));
    await waitFor(() => expect(last(requests)).toMatchObject({ sort: "objectNumber", direction: "desc" }));
    await userEvent.click(within(grid).getByRole("button", { name: /^Created/ }));
    await waitFor(() => expect(last(requests)).toMatchObject({ sort: "createdAt" }));
    await userEvent.click(within(grid).getByRole("button", { name: /^End date/ }));
    await waitFor(() => expect(last(requests)).toMatchObject({ sort: "periodDate" }));
  });

  it("searches by name with the search button, keeps q in the address and starts from the first page", async () => {
    const requests = mockList(30);
    const { location } = open("/list/investigation?page=2&sort=periodDate&direction=desc");
    await table();
    expect(last(requests)).toEqual({ sort: "periodDate", direction: "desc", limit: "21", offset: "20" });
    await fill(screen.getByRole("textbox", { name: "Name" }), "  brand ");
    expect(requests).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(search(location())).toEqual({ q: "brand", sort: "periodDate", direction: "desc" }));
    await waitFor(() => expect(last(requests)).toMatchObject({ q: "brand", offset: "0" }));
    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    await waitFor(() => expect(location()).toBe("/list/investigation?sort=periodDate&direction=desc"));
    expect(last(requests)).not.toHaveProperty("q");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  it("reads the search from the address, and says when nothing matches it", async () => {
    const requests = mockList(0);
    open("/list/investigation?q=fire");
    expect(await screen.findByText("No investigation matches")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("fire");
    expect(last(requests)).toMatchObject({ q: "fire" });
  });

  it("says so when there are none yet", async () => {
    mockList(0);
    open();
    expect(await screen.findByText("No investigations yet")).toBeInTheDocument();
  });

  it("is unavailable, asking nothing, without CertifyDocument", async () => {
    const requests = mockList(3);
    open("/list/investigation", ["Investigations"]);
    expect(await screen.findByText("Investigations are not available")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Investigations" })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("is unavailable, asking nothing, where the company lacks the investigation object type", async () => {
    const requests = mockList(3);
    const noType = company({
      ...invCompany,
      enabledFeatures: { ...invCompany.enabledFeatures, publicationTypes: ["note"] },
    });
    mockSession(["CertifyDocument"], [noType]);
    signIn();
    renderApp("/list/investigation");
    expect(await screen.findByText("Investigations are not available")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("is unavailable where the company lacks the investigation feature", async () => {
    const requests = mockList(3);
    mockSession(
      ["CertifyDocument"],
      [company({ ...invCompany, enabledFeatures: { ...invCompany.enabledFeatures, investigation: false } })],
    );
    signIn();
    renderApp("/list/investigation");
    expect(await screen.findByText("Investigations are not available")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("is in the side menu with CertifyDocument, the feature and the object type", async () => {
    mockList(1);
    open();
    const menu = await screen.findByRole("navigation", { name: /menu/i });
    expect(await within(menu).findByRole("link", { name: "Investigations" })).toHaveAttribute(
      "href",
      "/list/investigation",
    );
  });
});

describe("new investigation", () => {
  const newId = "99999999-9999-4999-8999-000000000001";

  function mockCreate(status = 201) {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/companies/:companyId/investigation-templates", () =>
        HttpResponse.json([template(1), template(2, { name: "Blank period", periodDays: null })]),
      ),
      http.post("/api/companies/:companyId/investigations", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        return status === 201
          ? HttpResponse.json(createdObject(newId, body.name), { status })
          : HttpResponse.json({ code: "FORBIDDEN", message: "No." }, { status });
      }),
      // Only where the creation leads matters here.
      http.get("/api/companies/:companyId/publications/:publicationId", () => delay("infinite")),
    );
    return sent;
  }

  it("creates one from a template, the template's period told when the end date is empty, and opens it", async () => {
    mockList(0);
    const sent = mockCreate();
    const { location } = open();
    await userEvent.click(await screen.findByRole("button", { name: "New investigation" }));
    const dialog = await screen.findByRole("dialog", { name: "New investigation" });
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Fire in hall 3");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Template" }));
    await userEvent.click(await screen.findByRole("option", { name: "Template 1" }));
    expect(
      within(dialog).getByText("Optional. Left empty, the template's period is used: 30 days from today."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(location()).toBe(`/companies/${invCompany.id}/publications/${newId}`));
    expect(sent).toEqual([{ name: "Fire in hall 3", templateId: template(1).id, periodDate: null, groupId: null }]);
    expect(await screen.findByText("Fire in hall 3 was created.")).toBeInTheDocument();
  });

  it("creates a blank one with an end date of its own", async () => {
    mockList(0);
    const sent = mockCreate();
    open();
    await userEvent.click(await screen.findByRole("button", { name: "New investigation" }));
    const dialog = await screen.findByRole("dialog", { name: "New investigation" });
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Near miss");
    await fill(within(dialog).getByRole("textbox", { name: "End date" }), "2026-12-24");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: "Near miss", templateId: null, periodDate: "2026-12-24", groupId: null });
  });

  it("asks for the name before sending, and stays open when the server refuses", async () => {
    mockList(0);
    const sent = mockCreate(403);
    open();
    await userEvent.click(await screen.findByRole("button", { name: "New investigation" }));
    const dialog = await screen.findByRole("dialog", { name: "New investigation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Give the investigation a name.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Near miss");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("The investigation could not be created.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "New investigation" })).toBeInTheDocument();
  });
});
