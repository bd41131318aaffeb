import { expect, test } from "@playwright/test";
import svPlants from "../src/locales/sv/plants.json" with { type: "json" };
import { companyId } from "./objects-support";
import { apiSignIn, auth, demo, mailsTo, submitLogin, t } from "./support";

// Issue 47, "Done when" (the third of its browser tests): due plants planned from the planning list,
// orders made for them, and the budning notices sent to their owner, read back from the outbox.

const p = svPlants;

const isPost = (path: RegExp) => (answer: { url(): string; request(): { method(): string } }) =>
  answer.request().method() === "POST" && path.test(new URL(answer.url()).pathname);

test("plans two overdue plants: makes their orders and sends their owner the budning once each", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now() % 1_000_000}`.padStart(6, "0");
  const area = `Distrikt ${tag}`;
  const ownerEmail = `agare-${tag}@example.test`;
  const session = await apiSignIn(page.request);
  const company = await companyId(page.request, session);
  const made = await page.request.post(`/api/companies/${company}/customers`, {
    headers: auth(session),
    data: { name: `Villaägare ${tag}`, email: ownerEmail },
  });
  expect(made.status(), await made.text()).toBe(201);
  const owner: { id: string } = await made.json();
  const due = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
  for (const name of [`Oljepanna ${tag}`, `Kakelugn ${tag}`]) {
    const plant = await page.request.post(`/api/companies/${company}/plants`, {
      headers: auth(session),
      data: {
        name,
        customerId: owner.id,
        kind: "panna",
        area,
        address: { street: "Sotargatan 1", postcode: "21120", city: "Malmö" },
        intervals: [{ type: "SOTNING", intervalMonths: 12, nextDue: due }],
      },
    });
    expect(plant.status(), await plant.text()).toBe(201);
  }

  await submitLogin(page, demo.admin.email);
  await expect(page).toHaveURL("/");
  await page.goto(`/companies/${company}/plants?period=overdue&area=${encodeURIComponent(area)}`);
  const table = page.getByRole("table", { name: p.list.tableLabel });
  // The planning screen loads its code and texts on first opening: slow on a busy machine.
  await expect(table.getByRole("link", { name: `Oljepanna ${tag}` })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole("link", { name: `Kakelugn ${tag}` })).toBeVisible();

  await page.getByRole("checkbox", { name: p.list.selectAll }).check();
  const ordered = page.waitForResponse(isPost(/\/plants\/planning\/orders$/));
  await page.getByRole("button", { name: t(p.actions.makeOrders_other, { count: 2 }) }).click();
  const orders: { made: unknown[] } = await (await ordered).json();
  expect(orders.made).toHaveLength(2);
  // The list shows the order made for each due date.
  await expect(table.getByRole("link", { name: /^Order \d+$/ })).toHaveCount(2);

  await page.getByRole("checkbox", { name: p.list.selectAll }).check();
  await page.getByRole("button", { name: t(p.actions.sendBudning_other, { count: 2 }) }).click();
  const dialog = page.getByRole("dialog", { name: t(p.budning.title_other, { count: 2 }) });
  const date = dialog.getByRole("textbox", { name: p.budning.date });
  await date.fill("2027-01-15");
  await dialog.getByRole("textbox", { name: p.budning.timeFrom }).fill("08:00");
  await dialog.getByRole("textbox", { name: p.budning.timeTo }).fill("11:00");
  const sent = page.waitForResponse(isPost(/\/plants\/budning$/));
  await dialog.getByRole("button", { name: p.budning.submit }).click();
  expect((await (await sent).json()).sent).toHaveLength(2);
  await expect(table.getByText(p.state.noticeSent)).toHaveCount(2);

  // Read from the outbox: one notice per plant, in Swedish, with the date and time window.
  await expect.poll(() => mailsTo(ownerEmail).length, { message: `budning mails to ${ownerEmail}` }).toBe(2);
  for (const mail of mailsTo(ownerEmail)) expect(mail).toContain("den 2027-01-15 mellan 08:00–11:00");

  // Sent again: each due date's notice went out already.
  await page.getByRole("checkbox", { name: p.list.selectAll }).check();
  await page.getByRole("button", { name: t(p.actions.sendBudning_other, { count: 2 }) }).click();
  const again = page.waitForResponse(isPost(/\/plants\/budning$/));
  await dialog.getByRole("button", { name: p.budning.submit }).click();
  expect((await (await again).json()).skipped).toHaveLength(2);
  expect(mailsTo(ownerEmail)).toHaveLength(2);
});
