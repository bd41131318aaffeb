import { expect, type Page, test } from "@playwright/test";
import svCustomers from "../src/locales/sv/customers.json" with { type: "json" };
import { demo, signIn, t } from "./support";

// Issue 45, "Done when": a customer made with a contact and two addresses, found by its organisation
// number, its status changed and still changed after a reload.

const c = svCustomers;

/** Luhn's check digit, as a Swedish organisation number ends with it. */
function luhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A valid organisation number of an aktiebolag that no other run and no demo customer has (the demo
 * data's are 5569…): 5561, five digits of the clock, the check digit. Digits only, as it is often typed.
 */
function freshOrgNumber() {
  const base = `5561${String(Date.now() % 100_000).padStart(5, "0")}`;
  return `${base}${luhn(base)}`;
}

const isCustomerWrite = (method: string, path: RegExp) => (r: { url(): string; request(): { method(): string } }) =>
  r.request().method() === method && path.test(new URL(r.url()).pathname);

async function choose(page: Page, combobox: ReturnType<Page["getByRole"]>, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an administrator creates a customer with a contact and two addresses, finds it by org number and changes its status", async ({
  page,
}) => {
  // Five screens and six saves, about 17 s on a busy machine: twice that leaves room without hiding a hang.
  test.setTimeout(60_000);
  const digits = freshOrgNumber();
  const orgNumber = `${digits.slice(0, 6)}-${digits.slice(6)}`;
  const stamp = digits.slice(4, 9);
  const name = `Kundtest ${stamp} AB`;
  const contact = { name: `Karin Kontakt ${stamp}`, role: "Inköpschef", email: `karin.${stamp}@kundtest.example` };

  await signIn(page, demo.admin.email);
  await page.goto("/list/customers");
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();

  // The new customer: an organisation, its number as typed shown as it will be stored once the field is left.
  await page.getByRole("button", { name: c.create.open }).click();
  const dialog = page.getByRole("dialog", { name: c.create.title });
  await expect(dialog.getByRole("radio", { name: c.kind.organisation })).toBeChecked();
  await dialog.getByRole("textbox", { name: c.fields.name }).fill(name);
  const orgField = dialog.getByRole("textbox", { name: c.fields.orgNumber });
  await orgField.fill(digits);
  await orgField.blur();
  await expect(orgField).toHaveValue(orgNumber);
  await expect(dialog.getByText(c.errors.orgNumber)).toHaveCount(0);
  const created = page.waitForResponse(isCustomerWrite("POST", /\/api\/companies\/[0-9a-f-]{36}\/customers$/));
  await dialog.getByRole("button", { name: c.create.submit }).click();
  expect((await created).status()).toBe(201);

  // Its page opens: the number and the VAT number derived from it.
  await expect(page).toHaveURL(/\/list\/customers\/[0-9a-f-]{36}$/);
  const customerUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const details = page.getByRole("region", { name: c.details.title });
  await expect(details.getByText(orgNumber, { exact: true })).toBeVisible();
  await expect(details.getByText(`SE${digits}01`, { exact: true })).toBeVisible();

  // A contact: the first one is the main contact.
  const contacts = page.getByRole("region", { name: c.contacts.title });
  await contacts.getByRole("button", { name: c.contacts.add }).click();
  const contactDialog = page.getByRole("dialog", { name: c.contacts.addTitle });
  await contactDialog.getByRole("textbox", { name: c.fields.contactName }).fill(contact.name);
  await contactDialog.getByRole("textbox", { name: c.fields.role }).fill(contact.role);
  await contactDialog.getByRole("textbox", { name: c.fields.email }).fill(contact.email);
  await contactDialog.getByRole("button", { name: c.actions.save }).click();
  await expect(contactDialog).toBeHidden();
  const contactItem = contacts.getByRole("listitem").filter({ hasText: contact.name });
  await expect(contactItem).toBeVisible();
  await expect(contactItem.getByText(c.contacts.main, { exact: true })).toBeVisible();
  await expect(contactItem.getByRole("link", { name: contact.email })).toHaveAttribute(
    "href",
    `mailto:${contact.email}`,
  );

  // Two addresses: a visiting address (the form's first kind) and an invoice address, Swedish postcodes.
  const addresses = page.getByRole("region", { name: c.addresses.title });
  const addAddress = async (kind: string, street: string, postcode: string, city: string) => {
    await addresses.getByRole("button", { name: c.addresses.add }).click();
    const addressDialog = page.getByRole("dialog", { name: c.addresses.addTitle });
    const kindField = addressDialog.getByRole("combobox", { name: c.fields.addressKind });
    if ((await kindField.inputValue()) !== kind) await choose(page, kindField, kind);
    await expect(kindField).toHaveValue(kind);
    await addressDialog.getByRole("textbox", { name: c.fields.street }).fill(street);
    await addressDialog.getByRole("textbox", { name: c.fields.postcode }).fill(postcode);
    await addressDialog.getByRole("textbox", { name: c.fields.city }).fill(city);
    await addressDialog.getByRole("button", { name: c.actions.save }).click();
    await expect(addressDialog).toBeHidden();
  };
  await addAddress(c.addressKind.visiting, "Storgatan 12", "411 05", "Göteborg");
  await addAddress(c.addressKind.invoice, "Box 1234", "111 22", "Stockholm");
  const visiting = addresses.getByRole("listitem").filter({ hasText: c.addressKind.visiting });
  const invoice = addresses.getByRole("listitem").filter({ hasText: c.addressKind.invoice });
  await expect(visiting).toContainText("Storgatan 12");
  await expect(visiting).toContainText("411 05 Göteborg");
  await expect(invoice).toContainText("Box 1234");
  await expect(invoice).toContainText("111 22 Stockholm");
  // Each is the first, so the default, of its kind.
  await expect(visiting.getByText(c.addresses.default, { exact: true })).toBeVisible();
  await expect(invoice.getByText(c.addresses.default, { exact: true })).toBeVisible();

  // The list finds it by its organisation number: one row, the new customer, with the default status.
  await page.getByRole("link", { name: c.page.back }).click();
  await expect(page).toHaveURL(/\/list\/customers(\?.*)?$/);
  await page.getByRole("textbox", { name: c.list.search }).fill(orgNumber);
  await page.getByRole("button", { name: c.list.searchSubmit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${orgNumber}(&|$)`));
  const table = page.getByRole("table", { name: c.list.tableLabel });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orgNumber);
  await expect(rows.first()).toContainText("Göteborg");
  await expect(rows.first()).toContainText("Aktiv");

  // Opened from the list, its status changed from the default (Aktiv) to Pausad.
  await rows.first().getByRole("link", { name }).click();
  await expect(page).toHaveURL(customerUrl);
  const statusField = page
    .getByRole("region", { name: c.status.title })
    .getByRole("combobox", { name: c.fields.status });
  await expect(statusField).toHaveValue("Aktiv");
  await expect(statusField).toBeEnabled();
  const saved = page.waitForResponse(
    isCustomerWrite("PUT", /\/api\/companies\/[0-9a-f-]{36}\/customers\/[0-9a-f-]{36}$/),
  );
  await choose(page, statusField, "Pausad");
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(t(c.status.changed, { name: "Pausad" }))).toBeVisible();
  await expect(statusField).toHaveValue("Pausad");

  // After a reload it is still Pausad, the contact and both addresses still there.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(statusField).toHaveValue("Pausad");
  await expect(contacts.getByRole("listitem").filter({ hasText: contact.name })).toBeVisible();
  await expect(addresses.getByRole("listitem")).toHaveCount(2);

  // And the list, searched the same way, shows the new status.
  await page.goto(`/list/customers?q=${orgNumber}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Pausad");
});
