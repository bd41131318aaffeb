import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { bygg, company, server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";

const reminderCompany = company({
  ...bygg,
  enabledFeatures: { ...bygg.enabledFeatures, documentReminder: true, skills: true },
});

describe("side menu", () => {
  it("shows the items the company's features and the user's permissions allow", async () => {
    server.use(
      http.get("/api/companies", () => HttpResponse.json([reminderCompany])),
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(["CompanyActivities", "DocumentReminders"])),
    );
    signIn();
    renderApp("/");

    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Watched documents" });
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/login"],
      ["Reminders", "/list/reminder"],
      ["Watched documents", "/activities/watched"],
      ["Shared links", "/activities/shared-links"],
      ["All comments", "/activities/comments"],
      ["Reminder list", "/list/reminder"],
      ["Skills list", "/list/skills-list"],
    ]);

    const activities = within(menu).getByRole("button", { name: "Activities" });
    expect(activities).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(activities);
    expect(activities).toHaveAttribute("aria-expanded", "false");
    expect(within(menu).queryByRole("link", { name: "Watched documents" })).toBeNull();
    expect(within(menu).getByRole("link", { name: "Reminders" })).toBeVisible();
    await userEvent.click(activities);
    expect(within(menu).getByRole("link", { name: "Watched documents" })).toBeVisible();
  });

  it("shows placeholders, not some of the items, until the permissions have come", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get("/api/companies", () => HttpResponse.json([reminderCompany])),
      http.get("/api/users/:userId/permissions", async () => {
        await answered;
        return HttpResponse.json(["CompanyActivities", "DocumentReminders"]);
      }),
    );
    signIn();
    renderApp("/");

    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByLabelText("Loading…")).toHaveAttribute("aria-busy", "true");
    expect(within(menu).queryAllByRole("link")).toEqual([]);
    answer();
    await within(menu).findByRole("link", { name: "Watched documents" });
    expect(within(menu).getByRole("link", { name: "Reminders" })).toBeInTheDocument();
    expect(within(menu).queryByLabelText("Loading…")).toBeNull();
  });

  it("opens the skills list from its item", async () => {
    server.use(
      http.get("/api/companies", () => HttpResponse.json([reminderCompany])),
      http.get("/api/companies/:companyId/skills", () => HttpResponse.json([])),
      http.get("/api/companies/:companyId/user-skills", () => HttpResponse.json([])),
    );
    signIn();
    const { location } = renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await userEvent.click(await within(menu).findByRole("link", { name: "Skills list" }));
    expect(location()).toBe("/list/skills-list");
    expect(within(menu).getByRole("link", { name: "Skills list" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(await screen.findByRole("heading", { name: "Skills list", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("You hold no recorded skill yet.")).toBeInTheDocument();
  });

  it("shows the 404 page for an unknown path under /settings/", async () => {
    signIn();
    renderApp("/settings/not-yet-built");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
