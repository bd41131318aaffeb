import { expect, type Locator, type Page, test } from "@playwright/test";
import svCustomers from "../src/locales/sv/customers.json" with { type: "json" };
import svProducts from "../src/locales/sv/products.json" with { type: "json" };
import { demo, signIn, t } from "./support";

// Issue 46, "Done when": a configurable product with two options is put on a customer's own price
// list with a quantity break, and the price check on the product's page explains the price for 1
// and for 20 in words (the list named, the break "from 20"), with the amounts as the screen shows them.

const p = svProducts;
const c = svCustomers;

/** Picks an option of a Mantine select (searchable or not), typing the search first when given. */
async function choose(page: Page, combobox: Locator, option: string | RegExp, search?: string) {
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  await page.getByRole("option", { name: option }).click();
}

const isWrite = (method: string, path: RegExp) => (r: { url(): string; request(): { method(): string } }) =>
  r.request().method() === method && path.test(new URL(r.url()).pathname);

test("an administrator's configurable product on a customer's own price list: the price check explains 1 and 20", async ({
  page,
}) => {
  // Four screens and four saves; a busy machine (load 10–20) takes a minute for them.
  test.setTimeout(120_000);
  // Unique per run, so --repeat-each runs against one server side by side.
  const tag = `${Date.now() % 1_000_000}`.padStart(6, "0");
  const customerName = `Priskund ${tag} AB`;
  const productName = `Bokhylla ${tag}`;
  const listName = `Egen lista ${tag}`;

  await signIn(page, demo.admin.email);

  // A fresh customer: no price list of its own yet.
  await page.goto("/list/customers");
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await page.getByRole("button", { name: c.create.open }).click();
  const customerDialog = page.getByRole("dialog", { name: c.create.title });
  await customerDialog.getByRole("textbox", { name: c.fields.name, exact: true }).fill(customerName);
  const customerCreated = page.waitForResponse(isWrite("POST", /\/api\/companies\/[0-9a-f-]{36}\/customers$/));
  await customerDialog.getByRole("button", { name: c.create.submit }).click();
  expect((await customerCreated).status()).toBe(201);
  await expect(page.getByRole("heading", { level: 1, name: customerName })).toBeVisible();

  // The configurable product: a sales price of 120 kr and two options, each choice with its price change.
  await page.goto("/list/products");
  await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
  await page.getByRole("button", { name: p.create.open }).click();
  const productDialog = page.getByRole("dialog", { name: p.create.title });
  await productDialog.getByRole("textbox", { name: p.fields.name, exact: true }).fill(productName);
  await choose(page, productDialog.getByRole("combobox", { name: p.fields.type, exact: true }), p.type.configurable);
  const salesPrice = productDialog.getByRole("textbox", { name: p.fields.salesPrice, exact: true });
  await salesPrice.fill("120");
  await salesPrice.blur();
  await expect(salesPrice).toHaveValue("120,00");
  const options = [
    {
      name: "Storlek",
      choices: [
        ["Liten", "0"],
        ["Stor", "25"],
      ],
    },
    {
      name: "Material",
      choices: [
        ["Furu", "0"],
        ["Ek", "49,50"],
      ],
    },
  ] as const;
  for (const [index, option] of options.entries()) {
    const number = index + 1;
    await productDialog.getByRole("button", { name: p.options.add }).click();
    await productDialog.getByRole("textbox", { name: t(p.options.name, { number }), exact: true }).fill(option.name);
    for (const [at, [choice, change]] of option.choices.entries()) {
      if (at > 0) await productDialog.getByRole("button", { name: t(p.options.addChoice, { number }) }).click();
      const values = { number, choice: at + 1 };
      await productDialog.getByRole("textbox", { name: t(p.options.choice, values), exact: true }).fill(choice);
      await productDialog.getByRole("textbox", { name: t(p.options.priceChange, values), exact: true }).fill(change);
    }
  }
  const productCreated = page.waitForResponse(isWrite("POST", /\/api\/companies\/[0-9a-f-]{36}\/products$/));
  await productDialog.getByRole("button", { name: p.create.submit }).click();
  expect((await productCreated).status()).toBe(201);
  await expect(page).toHaveURL(/\/list\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();

  // The customer's own price list, valid always.
  await page.goto("/list/price-lists");
  await expect(page.getByRole("heading", { level: 1, name: p.priceLists.title })).toBeVisible();
  await page.getByRole("button", { name: p.priceLists.add }).first().click();
  const listDialog = page.getByRole("dialog", { name: p.priceLists.addTitle });
  await listDialog.getByRole("textbox", { name: p.priceLists.name, exact: true }).fill(listName);
  await expect(listDialog.getByRole("radio", { name: p.priceLists.targetCustomer, exact: true })).toBeChecked();
  await choose(
    page,
    listDialog.getByRole("combobox", { name: p.priceLists.customer, exact: true }),
    customerName,
    customerName,
  );
  await listDialog.getByRole("button", { name: p.actions.save }).click();
  await expect(page).toHaveURL(/\/list\/price-lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
  const listDetails = page.getByRole("region", { name: p.details.title });
  await expect(
    listDetails.getByText(t(p.priceLists.targetCustomerOf, { name: customerName }), { exact: true }),
  ).toBeVisible();
  await expect(listDetails.getByText(p.priceLists.always, { exact: true })).toBeVisible();

  // The product on it: 100 kr, and from 20 on 89,90 kr.
  const prices = page.getByRole("region", { name: p.items.title });
  await prices.getByRole("button", { name: p.items.add }).click();
  const itemDialog = page.getByRole("dialog", { name: p.items.addTitle });
  await choose(
    page,
    itemDialog.getByRole("combobox", { name: p.priceCheck.product, exact: true }),
    new RegExp(`${productName}$`),
    productName,
  );
  await itemDialog.getByRole("textbox", { name: p.items.price, exact: true }).fill("100");
  await itemDialog.getByRole("button", { name: p.items.addBreak }).click();
  await itemDialog.getByRole("textbox", { name: t(p.items.fromQuantity, { number: 1 }), exact: true }).fill("20");
  await itemDialog.getByRole("textbox", { name: t(p.items.breakPrice, { number: 1 }), exact: true }).fill("89,90");
  await itemDialog.getByRole("button", { name: p.actions.save }).click();
  await expect(itemDialog).toBeHidden();
  await expect(prices.getByRole("row").filter({ hasText: productName })).toContainText(
    t(p.items.breakText, { quantity: "20", price: "89,90 kr" }),
  );

  // The price check on the product's page, for that customer.
  await page.goto(productUrl);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  const check = page.getByRole("region", { name: p.priceCheck.title });
  await choose(
    page,
    check.getByRole("combobox", { name: p.priceCheck.customer, exact: true }),
    customerName,
    customerName,
  );
  const ownList = t(p.rule.customerList, { list: listName });

  // 1 piece: the list's price, the customer's own list named.
  await expect(check.getByRole("textbox", { name: p.priceCheck.quantity, exact: true })).toHaveValue("1");
  await expect(
    check.getByText(t(p.rule.listPrice, { list: ownList, price: "100,00 kr" }), { exact: true }),
  ).toBeVisible();
  const field = (label: string) => check.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
  await expect(field(p.priceCheck.unitPrice)).toHaveText("100,00 kr");
  await expect(field(p.priceCheck.total)).toHaveText("100,00 kr");

  // 20 pieces: the quantity break, from 20 st at 89,90 kr.
  await check.getByRole("textbox", { name: p.priceCheck.quantity, exact: true }).fill("20");
  await expect(
    check.getByText(
      t(p.rule.quantityBreak, { list: ownList, quantity: "20", unit: p.unitShort.PCS, price: "89,90 kr" }),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(field(p.priceCheck.unitPrice)).toHaveText("89,90 kr");
  await expect(field(p.priceCheck.total)).toHaveText("1 798,00 kr");

  // With the choices Stor (+25 kr) and Ek (+49,50 kr) the unit price rises by their changes; the rule stays.
  await choose(page, check.getByRole("combobox", { name: "Storlek", exact: true }), "Stor");
  await choose(page, check.getByRole("combobox", { name: "Material", exact: true }), "Ek");
  await expect(
    check.getByText(t(p.priceCheck.choice, { option: "Storlek", choice: "Stor", change: "+25,00 kr" }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    check.getByText(t(p.priceCheck.choice, { option: "Material", choice: "Ek", change: "+49,50 kr" }), { exact: true }),
  ).toBeVisible();
  await expect(field(p.priceCheck.unitPrice)).toHaveText("164,40 kr");
  await expect(field(p.priceCheck.total)).toHaveText("3 288,00 kr");
  await expect(field(t(p.priceCheck.vat, { rate: 25 }))).toHaveText("822,00 kr");
  await expect(field(p.priceCheck.totalWithVat)).toHaveText("4 110,00 kr");
  await expect(
    check.getByText(
      t(p.rule.quantityBreak, { list: ownList, quantity: "20", unit: p.unitShort.PCS, price: "89,90 kr" }),
      { exact: true },
    ),
  ).toBeVisible();
});
