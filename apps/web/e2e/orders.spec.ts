import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import svInvoiceBasis from "../src/locales/sv/invoice-basis.json" with { type: "json" };
import svOrderReport from "../src/locales/sv/order-report.json" with { type: "json" };
import svOrders from "../src/locales/sv/orders.json" with { type: "json" };
import { drawSignature } from "./esign-support";
import { companyId } from "./objects-support";
import { apiSignIn, auth, demo, mailsTo, signIn, t } from "./support";

// Issue 47, "Done when" (the first of its three browser tests): an order made on a customer's page
// goes through activate and start, is reported with the delivered quantity and a signature drawn on
// the screen, its PDF report read back and mailed to the customer, and leaves in the invoice basis.

const o = svOrders;
const r = svOrderReport;
const ib = svInvoiceBasis;

const isWrite = (method: string, path: RegExp) => (answer: { url(): string; request(): { method(): string } }) =>
  answer.request().method() === method && path.test(new URL(answer.url()).pathname);

/** The text of a PDF, read by poppler's pdftotext (poppler-utils). */
const pdfText = (path: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

/** Clicks a state button and waits for its answer. */
async function act(page: Page, button: string, action: string) {
  const answered = page.waitForResponse(isWrite("POST", new RegExp(`/orders/[0-9a-f-]{36}/${action}$`)));
  await page.getByRole("button", { name: button, exact: true }).click();
  expect((await answered).status()).toBe(200);
}

async function choose(page: Page, combobox: Locator, option: RegExp, search: string) {
  await combobox.click();
  await combobox.fill(search);
  await page.getByRole("option", { name: option }).click();
}

test("an order from a customer's page: activated, started, reported with a drawn signature, its PDF read and mailed, invoiced as a Peppol invoice", async ({
  page,
}) => {
  // Many screens and saves; a busy machine (load 10–20) takes a minute or two for them.
  test.setTimeout(180_000);
  const tag = `${Date.now() % 1_000_000}`.padStart(6, "0");
  const customerName = `Orderkund ${tag} AB`;
  const customerEmail = `orderkund-${tag}@example.test`;
  const session = await apiSignIn(page.request);
  const company = await companyId(page.request, session);
  const made = await page.request.post(`/api/companies/${company}/customers`, {
    headers: auth(session),
    data: { name: customerName, email: customerEmail },
  });
  expect(made.status(), await made.text()).toBe(201);
  const customer: { id: string } = await made.json();

  await signIn(page, demo.admin.email);
  // The orders list of the address's company makes it the selected one, whose customers /list shows.
  await page.goto(`/companies/${company}/orders`);
  await expect(page.getByRole("heading", { level: 1, name: o.title })).toBeVisible();
  await page.goto(`/list/customers/${customer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: customerName })).toBeVisible();

  // New order on the customer's page: the customer is already chosen.
  await page.getByRole("button", { name: o.create.open }).click();
  const dialog = page.getByRole("dialog", { name: o.create.title });
  const created = page.waitForResponse(isWrite("POST", /\/api\/companies\/[0-9a-f-]{36}\/orders$/));
  await dialog.getByRole("button", { name: o.create.submit }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const order: { id: string; number: number } = await createdAnswer.json();
  await expect(page).toHaveURL(new RegExp(`/publications/${order.id}$`));
  await expect(page.getByText(o.status.draft, { exact: true })).toBeVisible();

  // One line: 2 m³ of birch firewood at the catalogue's 895 kr (no list of the customer's).
  await page.getByRole("button", { name: o.lines.edit }).click();
  await page.getByRole("button", { name: o.lines.addProduct }).click();
  const line = page.getByRole("group", { name: t(o.lines.lineLabel, { number: 1 }) });
  await choose(page, line.getByRole("combobox", { name: o.lines.product }), /Ved björk/, "Ved björk");
  await line.getByRole("textbox", { name: o.lines.quantity, exact: true }).fill("2");
  const linesSaved = page.waitForResponse(isWrite("PUT", /\/orders\/[0-9a-f-]{36}\/lines$/));
  await page.getByRole("button", { name: o.lines.save }).click();
  expect((await linesSaved).status()).toBe(200);
  // A new customer has the default status, whose list "Storkund" takes 10 % off the category: 895 kr
  // less 10 % is 805,50; × 2 = 1 611,00 net, 25 % VAT 402,75, 2 013,75 in all.
  await expect(page.getByText("Kundstatusens lista 'Storkund', 10 % rabatt på kategorin")).toBeVisible();
  await expect(page.getByText(/^2\s013,75 kr$/)).toBeVisible();

  // Each state offers the next step (the object's own status badge says "Aktiv" too).
  await act(page, o.actions.activate, "activate");
  await act(page, o.actions.start, "start");
  await expect(page.getByText(o.status.inProgress, { exact: true })).toBeVisible();

  // The report: the quantity delivered, the customer's signature drawn with the mouse and their name.
  await page.getByRole("textbox", { name: t(r.lines.deliveredOf, { description: "Ved björk" }) }).fill("2");
  await drawSignature(page, page.getByLabel(r.signature.pad));
  await page.getByRole("textbox", { name: r.signature.signer }).fill("Kim Kund");
  const reportSaved = page.waitForResponse(isWrite("PUT", /\/orders\/[0-9a-f-]{36}\/report$/));
  await page.getByRole("button", { name: r.form.save }).click();
  const reportAnswer = await reportSaved;
  expect(reportAnswer.status(), await reportAnswer.text()).toBe(200);
  await expect(page.getByText(r.form.complete)).toBeVisible();
  await act(page, o.actions.report, "report");
  await expect(page.getByText(o.status.reported, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: t(r.signature.image, { name: "Kim Kund" }) })).toBeVisible();

  // The PDF report names the customer, the line, the signer and the sum to pay.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: r.pdf.download }).click();
  const text = pdfText(await (await downloading).path());
  for (const expected of [customerName, "Ved björk", "Kim Kund", "2 013,75"]) expect(text).toContain(expected);

  // Mailed to the customer (no contact: the customer's own address), through the outbox.
  const mailed = page.waitForResponse(isWrite("POST", /\/orders\/[0-9a-f-]{36}\/report\/mail$/));
  await page.getByRole("button", { name: r.mail.send }).click();
  expect((await mailed).status()).toBe(200);
  await expect(page.getByText(t(r.mail.sent, { to: customerEmail }))).toBeVisible();
  expect(mailsTo(customerEmail)).toHaveLength(1);

  // The invoice basis: this order picked among the reported ones, exported as a Peppol BIS 3 invoice.
  await page.goto(`/companies/${company}/orders/invoice-basis`);
  const row = page.getByRole("table", { name: ib.table.label }).getByRole("row", { name: new RegExp(customerName) });
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: ib.export.ubl }).click();
  const exported = page.waitForResponse(isWrite("POST", /\/invoice-basis\/exports$/));
  const xmlDownload = page.waitForEvent("download");
  await page
    .getByRole("dialog", { name: ib.export.confirmTitle })
    .getByRole("button", { name: ib.export.confirm })
    .click();
  expect((await exported).status()).toBe(201);
  const xml = readFileSync(await (await xmlDownload).path(), "utf8");
  expect(xml).toContain("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0");
  expect(xml).toContain(customerName);
  expect(xml).toMatch(/<cbc:PayableAmount currencyID="SEK">2013\.75<\/cbc:PayableAmount>/);
  await expect(row).toHaveCount(0);

  // Exporting marked it invoiced.
  await page.goto(`/companies/${company}/publications/${order.id}`);
  await expect(page.getByText(o.status.invoiced, { exact: true })).toBeVisible();
});
