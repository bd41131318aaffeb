import { expect, type Page, test } from "@playwright/test";
import svCalendar from "../src/locales/sv/calendar.json" with { type: "json" };
import svLayout from "../src/locales/sv/layout.json" with { type: "json" };
import svTasks from "../src/locales/sv/tasks.json" with { type: "json" };
import { adminInNordic } from "./reminders-support";
import { auth, escapeRegExp, expectNoSeriousA11yViolations, type Session, t } from "./support";

const c = svCalendar;
const k = svTasks;

// Weeks far ahead of the demo data, one per test, so nothing else is dated there.
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** A May far ahead, another each run, for the month view: a day there holds only this run's tasks. */
const aMay = () => `${2040 + Math.floor(Math.random() * 900)}-05`;

/** A task's entry in the calendar, by its title (its state, if any, follows the date). */
const taskEntry = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^${escapeRegExp(c.kind.task)}: ${escapeRegExp(title)}, `) });

test("a weekly task is created in the week view, completed, and its next occurrence takes its place", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { page, companyId } = await adminInNordic(browser);
  const title = `Veckomöte ${stamp()}`;
  await page.goto(`/calendar/${companyId}?view=week&date=2031-03-03`);
  await page.getByRole("button", { name: c.newTask }).click();
  await expect(page).toHaveURL(/task=new/);
  const editor = page.getByRole("dialog", { name: svLayout.taskEditor.newTitle });
  await expectNoSeriousA11yViolations(page);
  await editor.getByRole("textbox", { name: k.fields.title }).fill(title);
  await expect(editor.getByRole("textbox", { name: k.fields.dueDate })).toHaveValue("2031-03-03");
  await editor.getByRole("combobox", { name: k.repeat.label }).click();
  await page.getByRole("option", { name: k.repeat.freq.WEEKLY }).click();
  const created = page.waitForResponse((r) => r.url().endsWith("/tasks") && r.request().method() === "POST");
  await editor.getByRole("button", { name: k.form.create }).click();
  expect((await created).status()).toBe(201);
  expect((await (await created).json()).repeat).toBe("FREQ=WEEKLY");
  await expect(editor).toBeHidden();

  // This week it is a task of its own; next week a coming occurrence, not yet made.
  const entry = taskEntry(page, title);
  await expect(entry).toHaveCount(1);
  await expect(entry).not.toHaveAccessibleName(new RegExp(c.state.projected));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: c.next.week }).click();
  await expect(page).toHaveURL(/date=2031-03-10/);
  await expect(taskEntry(page, title)).toHaveAccessibleName(new RegExp(c.state.projected));

  // Completed, the next one exists and the editor says when it is due.
  await page.goBack();
  await expect(page).toHaveURL(/date=2031-03-03/);
  await taskEntry(page, title).click();
  const opened = page.getByRole("dialog", { name: svLayout.taskEditor.editTitle });
  await opened.getByRole("button", { name: k.status.complete }).click();
  await expect(page.getByText(t(k.toast.completedNext, { date: "2031-03-10" }))).toBeVisible();
  await expect(taskEntry(page, title)).toHaveAccessibleName(new RegExp(c.state.done));
  await page.getByRole("button", { name: c.next.week }).click();
  const next = taskEntry(page, title);
  await expect(next).toHaveCount(1);
  await expect(next).not.toHaveAccessibleName(new RegExp(`${c.state.projected}|${c.state.done}`));
});

async function dueDateOf(page: Page, session: Session, companyId: string, id: string) {
  const answer = await page.request.get(`/api/companies/${companyId}/tasks/${id}`, { headers: auth(session) });
  return (await answer.json()).dueDate as string;
}

test("a task dragged to another day in the month view is due that day", async ({ browser }) => {
  const { page, session, companyId } = await adminInNordic(browser);
  const title = `Flytta mig ${stamp()}`;
  const may = aMay();
  const answer = await page.request.post(`/api/companies/${companyId}/tasks`, {
    headers: auth(session),
    data: { title, dueDate: `${may}-06` },
  });
  expect(answer.status()).toBe(201);
  const task = await answer.json();
  await page.goto(`/calendar/${companyId}?view=month&date=${may}-01`);
  const entry = taskEntry(page, title);
  const target = page.locator(`td.fc-daygrid-day[data-date="${may}-08"]`);
  const from = await entry.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the task or the day is not on screen");
  const moved = page.waitForResponse((r) => r.url().includes(task.id) && r.request().method() === "PUT");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  expect((await moved).status()).toBe(200);
  await expect(target.getByRole("button", { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
  expect(await dueDateOf(page, session, companyId, task.id)).toBe(`${may}-08`);
  // Still there after a reload: the server kept it.
  await page.reload();
  await expect(target.getByRole("button", { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
});

test("a busy day of the month shows four tasks, and all of them behind its '+N more'", async ({ browser }) => {
  const { page, session, companyId } = await adminInNordic(browser);
  const may = aMay();
  const titles = ["A", "B", "C", "D", "E", "F"].map((letter) => `${letter} upptagen dag ${stamp()}`);
  for (const title of titles) {
    const answer = await page.request.post(`/api/companies/${companyId}/tasks`, {
      headers: auth(session),
      data: { title, dueDate: `${may}-12` },
    });
    expect(answer.status()).toBe(201);
  }
  await page.goto(`/calendar/${companyId}?view=month&date=${may}-01`);
  const day = page.locator(`td.fc-daygrid-day[data-date="${may}-12"]`);
  for (const title of titles.slice(0, 4)) await expect(taskEntry(page, title)).toBeVisible();
  for (const title of titles.slice(4)) await expect(taskEntry(page, title)).toBeHidden();
  const more = day.getByRole("button", { name: t(c.more.label, { count: 2 }) });
  await expect(more).toHaveAttribute("title", t(c.more.hint, { count: 2 }));
  await expectNoSeriousA11yViolations(page);
  await more.focus();
  await page.keyboard.press("Enter");
  // FullCalendar's popover of the day (no role of its own); Escape closes it.
  const popover = page.locator(".fc-popover");
  for (const title of titles)
    await expect(popover.getByRole("button", { name: new RegExp(escapeRegExp(title)) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A task opens from there in the task editor.
  await popover.getByRole("button", { name: new RegExp(escapeRegExp(titles[5] as string)) }).click();
  await expect(page.getByRole("dialog", { name: svLayout.taskEditor.editTitle })).toBeVisible();
});

test("the calendar subscription address is made on the profile, copied, and serves the user's tasks", async ({
  browser,
}) => {
  const { page, session, companyId, context } = await adminInNordic(browser);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const title = `I kalenderappen ${stamp()}`;
  await page.request.post(`/api/companies/${companyId}/tasks`, {
    headers: auth(session),
    data: { title, dueDate: "2031-06-02", repeat: "FREQ=WEEKLY;BYDAY=MO" },
  });
  await page.goto(`/profile/${session.userId}/detail`);
  await expect(page.getByRole("heading", { name: c.feed.title })).toBeVisible();
  const made = page.getByRole("button", { name: new RegExp(`^(${c.feed.create}|${c.feed.renew})$`) });
  await expect(made).toBeVisible();
  const renewing = (await made.textContent()) === c.feed.renew;
  await made.click();
  // The admin may have made an address in an earlier run: renewing asks first.
  if (renewing)
    await page.getByRole("dialog", { name: c.feed.renewTitle }).getByRole("button", { name: c.feed.renew }).click();
  const address = page.getByRole("textbox", { name: c.feed.url });
  await expect(address).toHaveValue(/\/ical\/.+\.ics$/);
  await page.getByRole("button", { name: c.feed.copy }).click();
  await expect(page.getByText(c.feed.copied, { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  const feed = await page.request.get(copied);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${title}`);
  expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO");
});
