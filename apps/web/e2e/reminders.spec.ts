import { expect, test } from "@playwright/test";
import { adminInNordic, allNotices, dayOffset, restoreNotices, row } from "./reminders-support";
import { expectNoSeriousA11yViolations, t as fill, sv } from "./support";

const r = sv.reminders;

test.describe("reminders", () => {
  // Long flows on a shared, busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("list → filter → detail → edit → complete → back to the list, colours and axe", async ({ browser }) => {
    const { context, page, session, companyId } = await adminInNordic(browser);
    const before = await allNotices(page.request, session, companyId);
    try {
      // The demo reminders are dated from the day they were seeded (reminder 3 is due that day): the
      // browser's clock stays at that day's noon, so the colours hold on a run that crosses midnight.
      const seeded = before.find((n) => n.title === "Omförhandla leverantörsavtal 3")?.reminderAt;
      await page.clock.setFixedTime(new Date(`${seeded}T12:00:00Z`));
      await page.reload();
      await page
        .getByRole("navigation", { name: sv.layout.menu.label })
        .getByRole("link", { name: sv.layout.menu.reminders, exact: true })
        .click();
      await expect(page).toHaveURL("/list/reminder");
      await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
      const table = page.getByRole("table", { name: r.list.tableLabel });
      // The admin manages all 12 demo reminders of the company.
      await expect(table.getByRole("row")).toHaveCount(13);

      // Due colours: past and today red, within 7 days orange, 8–30 days green, later none.
      const due = (title: string) => row(page, title).locator("[data-due]");
      await expect(due("Säg upp hyresavtal 1")).toHaveAttribute("data-due", "red");
      await expect(due("Omförhandla leverantörsavtal 3")).toHaveAttribute("data-due", "red");
      await expect(due("Förläng serviceavtal 4")).toHaveAttribute("data-due", "orange");
      await expect(due("Granska licensavtal 5")).toHaveAttribute("data-due", "orange");
      await expect(due("Förnya domännamn 6")).toHaveAttribute("data-due", "green");
      await expect(due("Förnya försäkring 8")).toHaveAttribute("data-due", "green");
      await expect(due("Omförhandla leverantörsavtal 9")).toHaveAttribute("data-due", "none");
      await expect(due("Säg upp hyresavtal 1")).toHaveCSS("background-color", "rgb(255, 227, 227)");
      await expect(due("Förläng serviceavtal 4")).toHaveCSS("background-color", "rgb(255, 232, 204)");
      await expect(due("Förnya domännamn 6")).toHaveCSS("background-color", "rgb(211, 249, 216)");
      await expectNoSeriousA11yViolations(page);

      // Filter by name: the text applies with the search button, and stays in the address.
      await page.getByRole("textbox", { name: r.filters.name }).fill("Förläng");
      await page.getByRole("button", { name: r.filters.search }).click();
      await expect(page).toHaveURL(/\/list\/reminder\?q=F%C3%B6rl%C3%A4ng$/);
      await expect(table.getByRole("row")).toHaveCount(3);
      await expect(row(page, "Förläng serviceavtal 4")).toBeVisible();
      await expect(row(page, "Förläng serviceavtal 10")).toBeVisible();

      // The detail opens over the list, with the filters kept.
      await row(page, "Förläng serviceavtal 4")
        .getByRole("link", { name: "Förläng serviceavtal 4", exact: true })
        .click();
      await expect(page).toHaveURL(/\/list\/reminder\/[0-9a-f-]{36}\?q=F%C3%B6rl%C3%A4ng$/);
      const dialog = page.getByRole("dialog", { name: new RegExp(`^${r.detail.title}`) });
      const name = dialog.getByRole("textbox", { name: r.fields.title });
      await expect(name).toHaveValue("Förläng serviceavtal 4");
      await expect(dialog.getByText(r.status.ongoing)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Edit: cancel restores, save keeps.
      await dialog.getByRole("button", { name: r.actions.edit }).click();
      await name.fill("Förläng serviceavtal 4 (ändrad)");
      await dialog.getByRole("button", { name: r.actions.cancel }).click();
      await expect(name).toHaveValue("Förläng serviceavtal 4");
      await dialog.getByRole("button", { name: r.actions.edit }).click();
      const description = dialog.getByRole("textbox", { name: r.fields.description });
      await description.fill("Ändrad i webbläsartestet");
      await dialog.getByRole("button", { name: r.actions.save }).click();
      await expect(page.getByText(r.toast.updated).first()).toBeVisible();
      await expect(description).toHaveValue("Ändrad i webbläsartestet");
      await expect(dialog.getByRole("button", { name: r.actions.edit })).toBeVisible();

      // Complete: back to the list, where the reminder shows as completed, keeping its due colour.
      await dialog.getByRole("button", { name: r.actions.complete }).click();
      await expect(page).toHaveURL(/\/list\/reminder\?q=F%C3%B6rl%C3%A4ng$/);
      await expect(dialog).toBeHidden();
      await expect(row(page, "Förläng serviceavtal 4").getByText(r.status.completed)).toBeVisible();
      await expect(row(page, "Förläng serviceavtal 4").locator("[data-due]")).toHaveAttribute("data-due", "orange");

      // A completed reminder cannot be edited; undo reopens it.
      await row(page, "Förläng serviceavtal 4")
        .getByRole("link", { name: "Förläng serviceavtal 4", exact: true })
        .click();
      await expect(dialog.getByRole("button", { name: r.actions.undo })).toBeVisible();
      await expect(dialog.getByRole("button", { name: r.actions.edit })).toHaveCount(0);
      await dialog.getByRole("button", { name: r.actions.undo }).click();
      await expect(dialog.getByRole("button", { name: r.actions.edit })).toBeVisible();
      await dialog.getByRole("link", { name: r.detail.backToList }).click();
      await expect(page).toHaveURL(/\/list\/reminder\?q=F%C3%B6rl%C3%A4ng$/);
      await expect(row(page, "Förläng serviceavtal 4").getByText(r.status.completed)).toHaveCount(0);
    } finally {
      await restoreNotices(page.request, session, companyId, before);
      await context.close();
    }
  });

  test("mass edit: select all, untick one, a new end date moves the reminder date of the rest", async ({ browser }) => {
    const { context, page, session, companyId } = await adminInNordic(browser);
    const before = await allNotices(page.request, session, companyId);
    try {
      await page.goto("/list/reminder?q=Granska");
      const table = page.getByRole("table", { name: r.list.tableLabel });
      await expect(table.getByRole("row")).toHaveCount(3);
      const massEdit = page.getByRole("button", { name: r.massEdit.open });
      await expect(massEdit).toBeDisabled();

      await page.getByRole("checkbox", { name: r.list.selectAll }).check();
      await page.getByRole("checkbox", { name: fill(r.list.select, { name: "Granska licensavtal 11" }) }).uncheck();
      await expect(page.getByText(fill(r.massEdit.allExcept_one, { count: 1 }))).toBeVisible();
      await massEdit.click();

      const dialog = page.getByRole("dialog", { name: r.massEdit.title });
      const end = dialog.getByRole("textbox", { name: r.fields.enddate });
      await expect(end).toBeDisabled();
      await dialog.getByRole("button", { name: r.actions.edit }).click();
      const newEnd = `${dayOffset(120).slice(0, 8)}15`;
      const [y, m] = newEnd.split("-").map(Number) as [number, number];
      const monthBefore = `${m === 1 ? y - 1 : y}-${String(m === 1 ? 12 : m - 1).padStart(2, "0")}-15`;
      await end.fill(newEnd);
      await end.press("Tab");
      await expect(dialog.getByRole("textbox", { name: r.fields.reminderAt })).toHaveValue(monthBefore);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: r.actions.save }).click();
      await expect(page.getByText(fill(r.toast.massUpdated_one, { count: 1 }))).toBeVisible();
      await expect(dialog).toBeHidden();

      await expect(row(page, "Granska licensavtal 5").getByRole("cell").nth(1)).toHaveText(monthBefore);
      await expect(row(page, "Granska licensavtal 5").getByRole("cell").nth(3)).toHaveText(newEnd);
      // The unticked reminder keeps the date it had.
      const unticked = before.find((n) => n.title === "Granska licensavtal 11")?.reminderAt ?? "";
      await expect(row(page, "Granska licensavtal 11").getByRole("cell").nth(1)).toHaveText(unticked);
      await expect(massEdit).toBeDisabled();
    } finally {
      await restoreNotices(page.request, session, companyId, before);
      await context.close();
    }
  });
});
