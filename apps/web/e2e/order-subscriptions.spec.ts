import { expect, type Page, test } from "@playwright/test";
import svCustomers from "../src/locales/sv/customers.json" with { type: "json" };
import svSubs from "../src/locales/sv/order-subscriptions.json" with { type: "json" };
import { bearer, demo, signIn, storedSession, sv, t } from "./support";

// Issue 47, "Done when": a person makes an order subscription and sees its orders. The generation is
// the hourly job's (jobs/order-subscriptions.ts, no test hook): the new subscription shows the dates
// its orders will be made for, and the demo's weekly subscription, whose horizon the seed generated
// with the job's own function, shows its generated orders, each a link to the order's page.

const s = svSubs;
/** A lazy screen's first load on a busy machine (load 15–20 on two cores). */
const loaded = { timeout: 30_000 };

const isWrite = (method: string, path: RegExp) => (r: { url(): string; request(): { method(): string } }) =>
  r.request().method() === method && path.test(new URL(r.url()).pathname);

async function nordicId(page: Page) {
  const { token } = await storedSession(page);
  const answer = await page.request.get("/api/companies", { headers: bearer(token ?? "") });
  const companies = (await answer.json()) as { id: string; name: string }[];
  const nordic = companies.find((c) => c.name === demo.companies.nordic);
  if (!nordic) throw new Error("no Nordisk Handel");
  return nordic.id;
}

test("an administrator makes a weekly order subscription and sees its coming orders, and the generated ones of the demo's", async ({
  page,
}) => {
  // Two screens, a modal with three server searches and a save; a busy machine takes a minute.
  test.setTimeout(240_000);
  const name = `Hämtning ${`${Date.now() % 1_000_000}`.padStart(6, "0")}`;
  await signIn(page, demo.admin.email);
  const companyId = await nordicId(page);

  await page.goto(`/companies/${companyId}/order-subscriptions`);
  await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible(loaded);
  const table = page.getByRole("table", { name: s.list.tableLabel });
  await expect(table.getByRole("link", { name: "Hämtning av returpall varje måndag" })).toBeVisible(loaded);
  await expect(page.getByRole("link", { name: sv.layout.menu.orderSubscriptions })).toHaveAttribute(
    "href",
    `/companies/${companyId}/order-subscriptions`,
  );

  await page.getByRole("button", { name: s.create.open }).click();
  const dialog = page.getByRole("dialog", { name: s.create.title });
  await expect(dialog).toBeVisible(loaded);
  await dialog.getByRole("textbox", { name: s.fields.name }).fill(name);
  await dialog.getByRole("combobox", { name: svCustomers.picker.label }).click();
  await page.getByRole("option").first().click();
  // The chip's label takes the click (its checkbox is visually hidden).
  await dialog.getByText(s.repeat.weekdayShort.TH, { exact: true }).click();
  await expect(dialog.getByRole("checkbox", { name: s.repeat.weekday.TH })).toBeChecked();
  await expect(dialog.getByText(t(s.repeat.onDays, { days: s.repeat.weekday.TH }), { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: s.lines.add }).click();
  const product = dialog.getByRole("combobox", { name: s.lines.product });
  await product.click();
  await product.fill("Ved björk");
  await page.getByRole("option", { name: /Ved björk/ }).click();
  const created = page.waitForResponse(isWrite("POST", /\/order-subscriptions$/));
  await dialog.getByRole("button", { name: s.create.submit }).click();
  expect((await created).status()).toBe(201);

  // Its object page: the rule in words and the Thursdays still to come.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(loaded);
  const section = page.getByRole("region", { name: s.section.title });
  await expect(
    section.getByText(`${s.repeat.every.WEEKLY_one} ${t(s.repeat.onDays, { days: "torsdag" })}`),
  ).toBeVisible();
  await expect(section.getByRole("button", { name: s.section.pause })).toBeVisible();
  const dates = page.getByRole("table", { name: s.occurrences.tableLabel });
  await expect(dates.getByText(s.occurrences.coming).first()).toBeVisible(loaded);

  // The demo's weekly subscription: its generated orders link to their pages.
  await page.goto(`/companies/${companyId}/order-subscriptions`);
  await page.getByRole("link", { name: "Hämtning av returpall varje måndag" }).click();
  const generated = page.getByRole("table", { name: s.occurrences.tableLabel }).getByRole("link").first();
  await expect(generated).toBeVisible(loaded);
  const orderName = (await generated.textContent()) ?? "";
  expect(orderName).toMatch(/^Order \d+$/);
  await generated.click();
  // The order's object is named after the subscription and its date; its order part after its number.
  await expect(
    page.getByRole("heading", { level: 1, name: /^Hämtning av returpall varje måndag \d{4}-\d{2}-\d{2}$/ }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: orderName })).toBeVisible(loaded);
});
