import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { bygg, nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";

const openUserMenu = async () =>
  userEvent.click(await screen.findByRole("button", { name: "User menu for Anna Admin" }));

describe("header", () => {
  it("paints the header in the company's banner colour", async () => {
    const coloured = { ...bygg, colors: { ...bygg.colors, headerBanner: "#1c3d5a" } };
    server.use(http.get("/api/companies", () => HttpResponse.json([coloured])));
    signIn();
    renderApp("/");
    await screen.findByRole("heading", { name: "Your companies" });
    expect(screen.getByRole("banner")).toHaveStyle({ backgroundColor: "#1c3d5a" });
    expect(screen.getByRole("link", { name: "Workspace" })).toHaveStyle({ color: "#ffffff" });
  });

  it("shows initials when the user has no avatar", async () => {
    signIn();
    renderApp("/");
    const button = await screen.findByRole("button", { name: "User menu for Anna Admin" });
    expect(button).toHaveTextContent("AA");
  });

  it("switches company from the header and goes to /", async () => {
    signIn();
    const { location } = renderApp("/list/reminder");
    const switcher = await screen.findByRole("combobox", { name: "Switch company" });
    await userEvent.click(switcher);
    await userEvent.click(await screen.findByRole("option", { name: "Nordisk Handel AB" }));
    await waitFor(() => expect(location()).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Nordisk Handel AB", level: 2 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("selectedCompanyObj") ?? "{}").company.id).toBe(nordic.id);
  });

  it("logs out: ends the session on the server, forgets it here and shows /login", async () => {
    let authorization: string | null = null;
    server.use(
      http.post("/api/logout", ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    localStorage.setItem("oldUser", "{}");
    const { location } = renderApp("/list/esign");
    await openUserMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(authorization).toBe("Bearer test-token");
    for (const key of ["token", "userId", "language", "selectedCompanyObj", "oldUser"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("switches the language at once and saves it on the user", async () => {
    let saved: unknown;
    server.use(
      http.put("/api/users/:userId/language", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp("/");
    await openUserMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Svenska" }));
    expect(await screen.findByRole("heading", { name: "Dina företag" })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual({ language: "se" }));
    expect(localStorage.getItem("language")).toBe("se");
    expect(document.documentElement.lang).toBe("sv");
  });

  it("switches back and says so when the language cannot be saved", async () => {
    server.use(
      http.put("/api/users/:userId/language", () => HttpResponse.json({ code: "X", message: "no" }, { status: 500 })),
    );
    signIn();
    const { location } = renderApp("/");
    await openUserMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Svenska" }));
    expect(await screen.findByText("Could not save your language. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your companies" })).toBeInTheDocument();
    expect(location()).toBe("/");
  });

  it("links to the profile, which shows the user's details", async () => {
    signIn();
    const { location } = renderApp("/");
    await openUserMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Profile" }));
    expect(location()).toBe(`/profile/${user.id}/detail`);
    expect(await screen.findByRole("heading", { name: "Profile", level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText("admin@demo.test").length).toBeGreaterThan(0);
    expect(screen.getByRole("radiogroup", { name: "Language" })).toBeInTheDocument();
  });

  it("opens the bell's dropdown clicked before its code arrived, and gives the focus back to the bell on Escape", async () => {
    signIn();
    renderApp("/");
    const bell = await screen.findByRole("button", { name: /^Notifications/ });
    await userEvent.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(bell).toHaveAttribute("aria-expanded", "true");
    expect(bell).toHaveAttribute("aria-controls", dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
    expect(bell).toHaveAttribute("aria-expanded", "false");
  });

  it("opens another company from the user menu", async () => {
    signIn();
    renderApp("/");
    await screen.findByRole("heading", { name: "Byggbolaget i Malmö AB", level: 2 });
    await openUserMenu();
    await userEvent.click(await screen.findByRole("menuitem", { name: "Nordisk Handel AB" }));
    expect(await screen.findByRole("heading", { name: "Nordisk Handel AB", level: 2 })).toBeInTheDocument();
  });
});

describe("error pages", () => {
  it("shows the 404 page for an unknown route, with the way back", async () => {
    const { location } = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Back to start" }));
    await waitFor(() => expect(location()).toBe("/login?redirect=%2F"));
  });

  it.each([
    ["/no/such/page", "Page not found"],
    ["/403", "Access denied"],
    ["/error", "Something went wrong"],
  ])("keeps the header and menu around %s for a signed-in person", async (path, title) => {
    signIn();
    renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "User menu for Anna Admin" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("shows an error page alone to a person not signed in", async () => {
    renderApp("/403");
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows the /error page's text", async () => {
    renderApp("/error");
    expect(
      await screen.findByText(
        "Error occured: check the internet connection or reload, then contact support if it persists",
      ),
    ).toBeInTheDocument();
  });

  it("sends a failing start to /error", async () => {
    server.use(http.get("/api/companies", () => HttpResponse.json({ code: "INTERNAL", message: "" }, { status: 500 })));
    signIn();
    const { location } = renderApp("/");
    await waitFor(() => expect(location()).toBe("/error"));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  });
});
