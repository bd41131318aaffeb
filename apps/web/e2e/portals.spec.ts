import { expect, type Page, test } from "@playwright/test";
import svPortals from "../src/locales/sv/portals.json" with { type: "json" };
import svPublications from "../src/locales/sv/publications.json" with { type: "json" };
import { adminInNordic } from "./reminders-support";
import { auth, expectNoSeriousA11yViolations, t as fill, type Session, signIn, sv as svCommon } from "./support";

const p = svPortals;
const PETRA = { email: "portal@demo.test", name: "Petra Portal" };
/** The demo portal's object (apps/server/src/db/seed.ts), which Petra sees already. */
const DEMO_PORTAL_OBJECT = "Order 10";

/**
 * The names of the orders of the customers named, which a member of their portals sees besides the
 * portals' objects (issue 47); other specs may have made some.
 */
async function customersOrders(page: Page, session: Session, companyId: string, customers: string[]) {
  const names: string[] = [];
  for (const customer of customers) {
    const get = (path: string) => page.request.get(`/api/companies/${companyId}/${path}`, { headers: auth(session) });
    const found: { id: string; name: string }[] = await (
      await get(`customers?q=${encodeURIComponent(customer)}`)
    ).json();
    const id = found.find((c) => c.name === customer)?.id;
    if (!id) throw new Error(`no customer ${customer}`);
    const orders: { name: string }[] = await (await get(`orders?customerId=${id}&limit=100`)).json();
    names.push(...orders.map((o) => o.name));
  }
  return names;
}

/** Each of the names is a link of the list, and the list has no other. */
async function expectExactly(list: ReturnType<Page["getByRole"]>, names: string[]) {
  await expect(list.getByRole("link")).toHaveCount(names.length);
  for (const name of names) await expect(list.getByRole("link", { name, exact: true })).toBeVisible();
}

const sideMenu = (page: Page) => page.getByRole("navigation", { name: svCommon.layout.menu.label });

/** Picks the first option the search offers for the text, after the search has answered. */
async function pick(page: Page, field: string, text: string, option: RegExp) {
  await page.getByRole("textbox", { name: field }).fill(text);
  await page.getByRole("option", { name: option }).click();
}

test.describe("customer portals", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an administrator makes a portal with a member and an object; the member sees only the portals' objects", async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const portalName = `E2E-portal ${stamp}`;
    const objectName = `Portalavtal ${stamp}`;
    const { context, page, session, companyId } = await adminInNordic(browser);
    const created = await page.request.post(`/api/companies/${companyId}/publications`, {
      headers: auth(session),
      data: { type: "card", name: objectName },
    });
    expect(created.status()).toBe(201);
    const object = await created.json();
    let portalId: string | null = null;
    try {
      // The list, from the side menu: the demo portal is there with its customer and counts.
      await sideMenu(page).getByRole("link", { name: svCommon.layout.menu.customerPortals, exact: true }).click();
      await expect(page).toHaveURL("/list/customer-portals");
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
      const list = page.getByRole("table", { name: p.list.tableLabel });
      const demoRow = list.getByRole("row", { name: /Kundportal Bergström/ });
      await expect(demoRow.getByRole("cell")).toHaveText(["Kundportal Bergström", "Bergström Bygg AB", "1", "1"]);
      await expectNoSeriousA11yViolations(page);

      // A new portal: the form asks for a name and a customer first.
      await page.getByRole("link", { name: p.list.create }).click();
      await expect(page).toHaveURL("/list/customer-portal-new");
      await expect(page.getByRole("heading", { level: 1, name: p.form.createTitle })).toBeVisible();
      await page.getByRole("button", { name: p.form.create }).click();
      await expect(page.getByText(p.form.nameRequired)).toBeVisible();
      await expect(page.getByText(p.form.customerRequired)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("textbox", { name: p.fields.name }).fill(portalName);
      await page.getByRole("combobox", { name: p.fields.customer }).click();
      await page.getByRole("option", { name: "Lindqvist Logistik AB" }).click();
      await page.getByRole("button", { name: p.form.create }).click();
      await expect(page).toHaveURL(/\/list\/customer-portals\/[0-9a-f-]{36}$/);
      portalId = page.url().split("/").pop() ?? null;
      await expect(page.getByRole("heading", { level: 1, name: portalName })).toBeVisible();
      await expect(
        page.getByText(fill(p.detail.customerLine, { customer: "Lindqvist Logistik AB" }), { exact: false }),
      ).toBeVisible();

      // A member, found by search.
      const members = page.getByRole("region", { name: p.detail.membersTitle });
      await expect(members.getByText(p.detail.noMembers)).toBeVisible();
      await pick(page, p.detail.addMember, "Petra", /Petra Portal/);
      await expect(members.getByRole("cell", { name: PETRA.name, exact: true })).toBeVisible();

      // An object, found by search; it links to its page.
      const objects = page.getByRole("region", { name: p.detail.objectsTitle });
      await pick(page, p.detail.addObject, objectName, new RegExp(objectName));
      await expect(objects.getByRole("link", { name: objectName })).toHaveAttribute(
        "href",
        `/companies/${companyId}/publications/${object.id}`,
      );
      await expect(page.getByText(fill(p.detail.counts, { members: 1, objects: 1 }), { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      await context.close();
      throw error;
    }

    // Petra signs in: she sees the objects of her portals, and nothing else of the company.
    const petraContext = await browser.newContext({ serviceWorkers: "block" });
    const petra = await petraContext.newPage();
    try {
      await signIn(petra, PETRA.email);
      await petra.goto(`/guest/${companyId}/publications`);
      const shared = petra.getByRole("table", { name: svPublications.guest.title });
      await expect(shared.getByRole("link", { name: objectName })).toBeVisible();
      const orders = await customersOrders(page, session, companyId, ["Bergström Bygg AB", "Lindqvist Logistik AB"]);
      await expectExactly(shared, [DEMO_PORTAL_OBJECT, objectName, ...orders]);
      await expect(shared.getByRole("link", { name: "Kort 1" })).toHaveCount(0);
      await expectNoSeriousA11yViolations(petra);
      await shared.getByRole("link", { name: objectName }).click();
      await expect(petra.getByRole("heading", { level: 1, name: objectName })).toBeVisible();
      await expect(petra.getByRole("button", { name: svPublications.edit.start, exact: true })).toHaveCount(0);
      // Another object of the company is not found.
      const others: { id: string; name: string }[] = await (
        await page.request.get(`/api/companies/${companyId}/publications?q=Kort%201`, { headers: auth(session) })
      ).json();
      const card = others.find((o) => o.name === "Kort 1");
      expect(card).toBeDefined();
      await petra.goto(`/companies/${companyId}/publications/${card?.id}`);
      await expect(petra).toHaveURL("/404");

      // The administrator deletes the portal after confirming; Petra no longer sees its object.
      await page.goto(`/list/customer-portals/${portalId}`);
      await page.getByRole("button", { name: p.detail.delete }).click();
      const dialog = page.getByRole("dialog", { name: p.confirm.deleteTitle });
      await expect(dialog.getByText(fill(p.confirm.deleteMessage, { portal: portalName }))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: p.confirm.delete }).click();
      await expect(page).toHaveURL("/list/customer-portals");
      await expect(page.getByRole("table", { name: p.list.tableLabel }).getByText(portalName)).toHaveCount(0);
      portalId = null;
      await petra.goto(`/guest/${companyId}/publications`);
      await expectExactly(shared, [
        DEMO_PORTAL_OBJECT,
        ...(await customersOrders(page, session, companyId, ["Bergström Bygg AB"])),
      ]);
    } finally {
      // Leave the demo data as it was for the other specs.
      if (portalId)
        await page.request.delete(`/api/companies/${companyId}/groups/${portalId}`, { headers: auth(session) });
      await page.request.post(`/api/companies/${companyId}/publications/${object.id}/archive`, {
        headers: auth(session),
      });
      await petraContext.close();
      await context.close();
    }
  });
});
