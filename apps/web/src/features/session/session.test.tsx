import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { bygg, company, nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { resolveSelectedCompany } from "./resolve-selected-company";

const stored = () => JSON.parse(localStorage.getItem("selectedCompanyObj") ?? "null");
const storeSelected = (userId: string, selected: unknown) =>
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId, company: selected }));

describe("resolveSelectedCompany", () => {
  const companies = [bygg, nordic];

  it("keeps the stored company while it is in the list and was chosen by the same user", () => {
    expect(resolveSelectedCompany({ userId: user.id, company: nordic }, companies, user.id)).toBe(nordic);
  });

  it("takes the first company when the stored one is gone, belongs to another user or is missing", () => {
    const gone = company({ id: "99999999-9999-4999-8999-999999999999", name: "Gone AB" });
    expect(resolveSelectedCompany({ userId: user.id, company: gone }, companies, user.id)).toBe(bygg);
    expect(resolveSelectedCompany({ userId: "someone-else", company: nordic }, companies, user.id)).toBe(bygg);
    expect(resolveSelectedCompany(null, companies, user.id)).toBe(bygg);
    expect(resolveSelectedCompany(null, [], user.id)).toBeNull();
  });

  it("uses the fresh copy from the list", () => {
    const old = { ...nordic, name: "Old name" };
    expect(resolveSelectedCompany({ userId: user.id, company: old }, companies, user.id)?.name).toBe(nordic.name);
  });
});

describe("session start", () => {
  it("sends a visitor without a session to /login with the way back", async () => {
    const { location } = renderApp("/list/reminder?page=2");
    await waitFor(() => expect(location()).toBe("/login?redirect=%2Flist%2Freminder%3Fpage%3D2"));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("keeps the stored company when it is still the user's", async () => {
    signIn();
    storeSelected(user.id, nordic);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Nordisk Handel AB", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Switch company" })).toHaveValue("Nordisk Handel AB");
    expect(stored()).toMatchObject({ userId: user.id, company: { id: nordic.id } });
  });

  it("chooses and stores the first company when the stored one belongs to another user", async () => {
    signIn();
    storeSelected("55555555-5555-4555-8555-555555555555", nordic);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Byggbolaget i Malmö AB", level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ userId: user.id, company: { id: bygg.id } }));
  });

  it("chooses the first company when the stored one is no longer in the list", async () => {
    signIn();
    storeSelected(user.id, company({ id: "99999999-9999-4999-8999-999999999999", name: "Gone AB" }));
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Byggbolaget i Malmö AB", level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ userId: user.id, company: { id: bygg.id } }));
  });

  it("applies the user's language", async () => {
    server.use(http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })));
    signIn();
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dina företag" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("sv");
    expect(localStorage.getItem("language")).toBe("se");
  });

  it("asks for all companies", async () => {
    let limit: string | null = null;
    server.use(
      http.get("/api/companies", ({ request }) => {
        limit = new URL(request.url).searchParams.get("limit");
        return HttpResponse.json([nordic]);
      }),
    );
    signIn();
    renderApp("/");
    await screen.findByRole("heading", { name: "Nordisk Handel AB", level: 2 });
    expect(limit).toBe("10000");
  });

  it("logs out when the stored session is no longer valid", async () => {
    server.use(
      http.get("/api/users/:userId", () => HttpResponse.json({ code: "UNAUTHORIZED", message: "" }, { status: 401 })),
    );
    signIn();
    const { location } = renderApp("/list/esign");
    await waitFor(() => expect(location()).toBe("/login?redirect=%2Flist%2Fesign"));
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("company entry", () => {
  it("stores the chosen company and shows its start", async () => {
    signIn();
    const { location } = renderApp("/");
    const list = await screen.findByRole("region", { name: "Your companies" });
    await userEvent.click(within(list).getByRole("button", { name: "Nordisk Handel AB" }));
    expect(await screen.findByRole("heading", { name: "Nordisk Handel AB", level: 2 })).toBeInTheDocument();
    expect(location()).toBe("/");
    expect(stored()).toMatchObject({ userId: user.id, company: { id: nordic.id } });
  });

  it("sends a user blocked from the web in the company to /403", async () => {
    const blocked = { ...nordic, features: { denyLoginOnWeb: true } };
    server.use(http.get("/api/companies", () => HttpResponse.json([bygg, blocked])));
    signIn();
    const { location } = renderApp("/");
    const list = await screen.findByRole("region", { name: "Your companies" });
    await userEvent.click(within(list).getByRole("button", { name: "Nordisk Handel AB" }));
    await waitFor(() => expect(location()).toBe("/403"));
    expect(await screen.findByText("Forbidden: you don't have permission to access this page")).toBeInTheDocument();
    expect(stored()).toMatchObject({ company: { id: bygg.id } });
  });

  it("says so when the selected company blocks the user on the web", async () => {
    const blocked = { ...bygg, features: { denyLoginOnWeb: true } };
    server.use(http.get("/api/companies", () => HttpResponse.json([blocked, nordic])));
    signIn();
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Nordisk Handel AB" })).toBeInTheDocument();
    expect(screen.getByText("No access on the web")).toBeVisible();
  });

  it("opens a guest company on the guest publications page", async () => {
    const guest = { ...nordic, type: "GUEST" as const };
    server.use(http.get("/api/companies", () => HttpResponse.json([bygg, guest])));
    signIn();
    const { location } = renderApp("/");
    const list = await screen.findByRole("region", { name: "Your companies" });
    expect(within(list).getByText("User")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Nordisk Handel AB" }));
    await waitFor(() => expect(location()).toBe(`/guest/${nordic.id}/publications`));
    expect(await screen.findByRole("heading", { name: "Shared with you" })).toBeInTheDocument();
  });

  it("searches the companies", async () => {
    signIn();
    renderApp("/");
    const list = await screen.findByRole("region", { name: "Your companies" });
    await userEvent.type(within(list).getByRole("textbox", { name: "Search companies" }), "nord");
    await waitFor(() => expect(within(list).queryByRole("button", { name: /Bygg/ })).not.toBeInTheDocument());
    expect(within(list).getByRole("button", { name: "Nordisk Handel AB" })).toBeInTheDocument();
    await userEvent.type(within(list).getByRole("textbox", { name: "Search companies" }), "zzz");
    expect(await within(list).findByText("No company matches “nordzzz”")).toBeInTheDocument();
  });
});
