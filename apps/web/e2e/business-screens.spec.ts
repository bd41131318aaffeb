import { expect, type Page, test } from "@playwright/test";
import svInvoiceBasis from "../src/locales/sv/invoice-basis.json" with { type: "json" };
import svOrderSubscriptions from "../src/locales/sv/order-subscriptions.json" with { type: "json" };
import svOrders from "../src/locales/sv/orders.json" with { type: "json" };
import svPlants from "../src/locales/sv/plants.json" with { type: "json" };
import svProducts from "../src/locales/sv/products.json" with { type: "json" };
import { companyId } from "./objects-support";
import { apiSignIn, auth, demo, expectNoSeriousA11yViolations, signIn, t } from "./support";

// Issues 46 and 47, "Rules": the screens of products and orders on a phone, with the demo's data in
// them, have no serious or critical axe violation and nothing wider than the screen.

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page is wider than the phone's screen (no sideways scrolling of the page). */
async function expectFitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("products and orders on a phone: lists, a product, an order, the invoice basis, plants and subscriptions", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(page.request);
  const company = await companyId(page.request, session);
  const first = async (path: string) => {
    const answer = await page.request.get(`/api/companies/${company}/${path}`, { headers: auth(session) });
    expect(answer.status()).toBe(200);
    const [row]: { id: string; name: string; number: number | string }[] = await answer.json();
    if (!row) throw new Error(`the demo data has no ${path}`);
    return row;
  };
  const product = await first("products?limit=1");
  const order = await first("orders?status=inProgress&limit=1");

  await signIn(page, demo.admin.email);
  const screens: [string, RegExp | string][] = [
    [`/companies/${company}/orders`, svOrders.title],
    [`/list/products`, svProducts.title],
    [`/list/products/${product.id}`, product.name],
    [`/companies/${company}/publications/${order.id}`, order.name],
    [`/companies/${company}/orders/invoice-basis`, svInvoiceBasis.title],
    [`/companies/${company}/plants`, svPlants.title],
    [`/companies/${company}/order-subscriptions`, svOrderSubscriptions.title],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The screen's data has arrived: no placeholder is left.
    await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectFitsTheScreen(page);
  }
  // The order's own part is there in the phone layout, with its lines.
  await page.goto(`/companies/${company}/publications/${order.id}`);
  await expect(
    page.getByRole("heading", { level: 2, name: t(svOrders.section.title, { number: order.number }) }),
  ).toBeVisible();
});
