import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { esignCompany, mockEsignApi, share } from "./test-utils";

const lastQuery = (requests: URL[]) => Object.fromEntries(requests.at(-1)?.searchParams ?? []);
const table = () => screen.findByRole("table", { name: "E-sign requests" });

describe("e-sign list", () => {
  it("shows the spec's columns, asks for the active requests, 21 at a time, and links each row to its object", async () => {
    const row = share({ publication: { id: "88888888-8888-4888-8888-000000000001", name: "Hyresavtal" } });
    const requests = mockEsignApi([row]);
    signIn();
    renderApp("/list/esign");
    const grid = await table();
    const headers = [...grid.querySelectorAll("thead th")].map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Shared by", "Created", "Deadline", "Link"]);
    expect(within(grid).getByText("anna@demo.test")).toBeInTheDocument();
    expect(within(grid).getByText("2026-11-02")).toBeInTheDocument();
    expect(within(grid).getByText("2026-12-01")).toBeInTheDocument();
    expect(within(grid).getByRole("link", { name: "Open Hyresavtal" })).toHaveAttribute(
      "href",
      `/companies/${esignCompany.id}/publications/88888888-8888-4888-8888-000000000001`,
    );
    expect(lastQuery(requests)).toEqual({
      status: "active",
      sort: "created",
      direction: "desc",
      limit: "21",
      offset: "0",
    });
  });

  it("opens the object page when a row is clicked", async () => {
    const row = share({ publication: { id: "88888888-8888-4888-8888-000000000002", name: "Köpeavtal" } });
    mockEsignApi([row]);
    // The object page's own requests stay pending: only where the row leads matters here.
    server.use(http.get("/api/companies/:companyId/publications/:publicationId", () => delay("infinite")));
    signIn();
    const { location } = renderApp("/list/esign");
    const grid = await table();
    await userEvent.click(within(grid).getByText("Köpeavtal"));
    await waitFor(() =>
      expect(location()).toBe(`/companies/${esignCompany.id}/publications/88888888-8888-4888-8888-000000000002`),
    );
  });

  it("pages 21 at a time (the spec: offset 21 times page, more when 21 return), keeping the page in the address", async () => {
    const rows = Array.from({ length: 46 }, () => share());
    const requests = mockEsignApi(rows);
    signIn();
    const { location } = renderApp("/list/esign");
    await table();
    // A header row and the 21 rows that came back.
    expect(screen.getAllByRole("row")).toHaveLength(22);
    expect(lastQuery(requests)).toMatchObject({ offset: "0", limit: "21" });
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/esign?page=2"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ offset: "21", limit: "21" }));
    expect(screen.getAllByRole("row")).toHaveLength(22);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/esign?page=3"));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(5));
    expect(lastQuery(requests)).toMatchObject({ offset: "42", limit: "21" });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("sorts by name, created date and deadline through the address", async () => {
    const requests = mockEsignApi([share()]);
    signIn();
    const { location } = renderApp("/list/esign");
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole("button")
        .map((header) => header.textContent),
    ).toEqual(["Name", "Created", "Deadline"]);
    await userEvent.click(within(grid).getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(location()).toBe("/list/esign?sort=name"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: "name", direction: "desc" }));
    await userEvent.click(within(grid).getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(location()).toBe("/list/esign?sort=name&direction=asc"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: "name", direction: "asc" }));
    await userEvent.click(within(grid).getByRole("button", { name: /^Deadline/ }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: "deadline" }));
  });

  it("filters by status and deadline, kept in the address, from the first page", async () => {
    const requests = mockEsignApi(Array.from({ length: 25 }, () => share()));
    signIn();
    const { location } = renderApp("/list/esign?page=2&status=complete&deadline=2026-12-24");
    await table();
    expect(lastQuery(requests)).toMatchObject({ status: "complete", deadline: "2026-12-24", offset: "21" });
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("Complete");
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Inactive" }));
    await waitFor(() => expect(location()).toBe("/list/esign?status=inactive&deadline=2026-12-24"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ status: "inactive", offset: "0" }));
    await userEvent.click(screen.getByRole("button", { name: "Clear Deadline" }));
    await waitFor(() => expect(location()).toBe("/list/esign?status=inactive"));
    expect(lastQuery(requests)).not.toHaveProperty("deadline");
  });

  it("says so when there is nothing", async () => {
    mockEsignApi([]);
    signIn();
    renderApp("/list/esign");
    expect(await screen.findByText("No e-sign requests")).toBeInTheDocument();
  });

  it("is unavailable without CertifyDocument, and asks nothing of the server", async () => {
    const requests = mockEsignApi([share()], []);
    signIn();
    renderApp("/list/esign");
    expect(await screen.findByText("E-sign is not available")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
