import { readFileSync } from "node:fs";
import { PDFDocument } from "@cantoo/pdf-lib";
import { expect, type Page, test } from "@playwright/test";
import svNotifications from "../src/locales/sv/notifications.json" with { type: "json" };
import {
  drawSignature,
  es,
  requestLinks,
  requestPage,
  sendRequest,
  signerRow,
  uploadPdf,
  weeksAhead,
} from "./esign-support";
import { companyId, createObject, objectPath, signedInPage } from "./objects-support";
import { auth, demo, escapeRegExp, expectNoSeriousA11yViolations, newMember, t } from "./support";

const n = svNotifications;

/** A unique mark for this run's people and objects (the tests share one database). */
const uniqueStamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens the bell (checked with axe) and the notification with this sentence, which leads to the request's page. */
async function openNotification(page: Page, sentence: string) {
  await page.getByRole("button", { name: new RegExp(`^${n.bell.label}`) }).click();
  const dropdown = page.getByRole("dialog", { name: n.bell.title });
  const notification = dropdown.getByRole("button", { name: new RegExp(escapeRegExp(sentence)) });
  await expect(notification).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await notification.click();
  await expect(dropdown).toBeHidden();
}

test.describe("e-sign between members", () => {
  test("two members asked at once: one signs from the bell with a drawn signature, the other from the mailed link; the requester downloads the sealed PDF", async ({
    browser,
  }) => {
    // Three people in three browsers, and the PDF sealed: long on a busy machine.
    test.setTimeout(180_000);
    const stamp = uniqueStamp();
    const documentName = "avtal.pdf";
    const requester = await signedInPage(browser, demo.admin.email);
    const page = requester.page;
    const company = await companyId(page.request, requester.session);
    // Two new members without permissions: neither sees an object outside a group.
    const first = await newMember(page.request, requester.session, company, {
      name: `Mia Medlem ${stamp}`,
      email: `mia-${stamp}@example.test`,
    });
    const second = await newMember(page.request, requester.session, company, {
      name: `Nils Medlem ${stamp}`,
      email: `nils-${stamp}@example.test`,
    });
    const object = await createObject(page.request, requester.session, company, `Medlemsavtal ${stamp}`);
    const original = await uploadPdf(page.request, requester.session, object, documentName);

    // "Request signatures": the PDF, both members found by name in the picker, all at once.
    await page.goto(objectPath(object));
    await expect(page.getByRole("heading", { level: 1, name: object.name })).toBeVisible();
    await page.getByRole("button", { name: es.request.open }).click();
    const dialog = page.getByRole("dialog", { name: es.request.title });
    await dialog.getByRole("combobox", { name: es.request.file }).click();
    await page.getByRole("option", { name: documentName }).click();
    const chosen = dialog.getByRole("list", { name: es.request.signers });
    for (const member of [first, second]) {
      await dialog.getByRole("combobox", { name: es.request.addMember }).fill(member.name);
      await page.getByRole("option", { name: `${member.name} (${member.email})` }).click();
      await expect(chosen.getByRole("listitem").filter({ hasText: member.email })).toBeVisible();
    }
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await dialog.getByText(es.order.parallel, { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: es.order.parallel })).toBeChecked();
    const deadline = weeksAhead(3);
    await dialog.getByRole("textbox", { name: es.request.deadline }).fill(deadline);
    await expect(dialog.getByRole("textbox", { name: es.request.deadline })).toHaveValue(deadline);
    await dialog.getByRole("textbox", { name: es.request.message }).fill("Signera gärna i veckan.");
    // Leaving the date field closes its calendar (Mantine's dropdown) before the check.
    await expect(page.locator("[data-dates-dropdown]")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: es.request.submit }).click();

    // The request's page: both asked at once.
    await expect(page).toHaveURL(requestPage(company));
    await expect(page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    for (const member of [first, second]) {
      await expect(signerRow(page, member.email).getByText(es.signerStatus.asked)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    const requestPath = new URL(page.url()).pathname;
    const esignId = requestPath.split("/").at(-1) ?? "";

    // The first member opens the bell: the notification leads to the request, not to the object,
    // which they may not see.
    const one = await signedInPage(browser, first.email);
    await one.page.goto("/");
    await expect(one.page.getByRole("button", { name: t(n.bell.labelUnread_one, { count: 1 }) })).toBeVisible();
    await openNotification(one.page, t(n.sentence.ESIGN_SHARED, { who: demo.admin.name, object: object.name }));
    await expect(one.page).toHaveURL(requestPath);
    await expect(one.page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(one.page.getByRole("heading", { level: 2, name: es.sign.title })).toBeVisible();
    await expectNoSeriousA11yViolations(one.page);
    const hidden = await one.page.request.get(`/api/companies/${company}/publications/${object.id}`, {
      headers: auth(one.session),
    });
    expect(hidden.status(), "the member asked does not see the object itself").toBe(404);

    // They draw their signature with the mouse and sign.
    await one.page.getByRole("tab", { name: es.sign.drawn }).click();
    const sign = one.page.getByRole("button", { name: es.sign.submit, exact: true });
    await one.page.getByRole("checkbox", { name: es.consent["2026-11-25"] }).check();
    await expect(sign).toBeDisabled();
    await drawSignature(one.page, one.page.getByLabel(es.sign.pad));
    await expect(sign).toBeEnabled();
    await expectNoSeriousA11yViolations(one.page);
    const signing = one.page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`${requestPath}/sign`));
    await sign.click();
    const drawn = (await signing).postDataJSON() as { signature: { kind: string; image?: string } };
    expect(drawn.signature.kind).toBe("drawn");
    expect(drawn.signature.image).toMatch(/^data:image\/png;base64,/);
    await expect(one.page.getByText(es.sign.signed)).toBeVisible();
    await expect(signerRow(one.page, first.email).getByText(new RegExp(`^${es.signerStatus.signed} `))).toBeVisible();
    await expect(one.page.getByRole("heading", { level: 2, name: es.sign.title })).toHaveCount(0);
    await expect(one.page.getByText(es.status.active, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(one.page);
    await one.context.close();

    // The second member follows the mailed link and signs with their typed name.
    await expect.poll(() => requestLinks(second.email), { message: `a mail to ${second.email}` }).toHaveLength(1);
    expect(requestLinks(second.email)[0]).toBe(requestPath);
    const two = await signedInPage(browser, second.email);
    await two.page.goto(requestPath);
    await expect(two.page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(signerRow(two.page, first.email).getByText(new RegExp(`^${es.signerStatus.signed} `))).toBeVisible();
    await expect(two.page.getByRole("textbox", { name: es.sign.name })).toHaveValue(second.name);
    await two.page.getByRole("checkbox", { name: es.consent["2026-11-25"] }).check();
    await two.page.getByRole("button", { name: es.sign.submit, exact: true }).click();
    // The last signature seals the PDF (the company's PAdES seal) before it answers.
    await expect(two.page.getByText(es.sign.signed)).toBeVisible({ timeout: 30_000 });
    await expect(two.page.getByText(es.status.complete, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(two.page);
    await two.context.close();

    // The requester's bell tells them it is complete (pushed while they wait on the request's page);
    // the notification opens the request, complete, with the sealed PDF.
    const completed = t(n.sentence.ESIGN_COMPLETED, { text: documentName, object: object.name });
    await openNotification(page, completed);
    await expect(page).toHaveURL(requestPath);
    await expect(page.getByText(es.status.complete, { exact: true }).first()).toBeVisible();
    for (const member of [first, second]) {
      await expect(signerRow(page, member.email).getByText(new RegExp(`^${es.signerStatus.signed} `))).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: es.detail.downloadSealed }).click();
    const download = await downloading;
    // Named in the request's language, the company's: Swedish.
    expect(download.suggestedFilename()).toBe("avtal (signerad).pdf");
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(original.size);
    // The document's page, then the certificate page; the metadata name the request.
    const sealed = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(sealed.getPageCount()).toBeGreaterThan(1);
    expect(sealed.getKeywords()).toContain(`esign-request:${esignId}`);
    await requester.context.close();
  });

  test("a member declines with a reason: the request ends for everyone and the requester sees why", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = uniqueStamp();
    const documentName = "leverans.pdf";
    const reason = `Fel leveransadress ${stamp}`;
    const requester = await signedInPage(browser, demo.admin.email);
    const page = requester.page;
    const company = await companyId(page.request, requester.session);
    const decliner = await newMember(page.request, requester.session, company, {
      name: `Disa Medlem ${stamp}`,
      email: `disa-${stamp}@example.test`,
    });
    const other = await newMember(page.request, requester.session, company, {
      name: `Olof Medlem ${stamp}`,
      email: `olof-${stamp}@example.test`,
    });
    const object = await createObject(page.request, requester.session, company, `Avböjt avtal ${stamp}`);
    const file = await uploadPdf(page.request, requester.session, object, documentName);
    // Sending through the dialog is tested above; here it is sent through the API.
    const declining = await signedInPage(browser, decliner.email);
    const others = await signedInPage(browser, other.email);
    const sent = await sendRequest(page.request, requester.session, object, {
      fileId: file.id,
      signers: [{ userId: declining.session.userId }, { userId: others.session.userId }],
      order: "parallel",
      deadline: weeksAhead(2),
    });
    const requestPath = `/companies/${company}/e-signs/${sent.id}`;

    // The member asked opens the request (from the mailed link) and declines with a reason.
    await expect.poll(() => requestLinks(decliner.email), { message: `a mail to ${decliner.email}` }).toHaveLength(1);
    await declining.page.goto(requestLinks(decliner.email)[0] ?? "");
    await expect(declining.page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await declining.page.getByRole("button", { name: es.sign.decline, exact: true }).click();
    const confirm = declining.page.getByRole("button", { name: es.sign.confirmDecline });
    await expect(confirm).toBeDisabled();
    await declining.page.getByRole("textbox", { name: es.sign.reason }).fill(reason);
    await expect(declining.page.getByText(es.sign.declineHint)).toBeVisible();
    await expectNoSeriousA11yViolations(declining.page);
    await confirm.click();
    await expect(declining.page.getByText(es.sign.declined)).toBeVisible();
    await expect(declining.page.getByRole("heading", { level: 2, name: es.sign.title })).toHaveCount(0);
    await expect(
      signerRow(declining.page, decliner.email).getByText(new RegExp(`${escapeRegExp(reason)}$`)),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(declining.page);
    await declining.context.close();

    // The other member can no longer sign: the request has ended.
    await others.page.goto(requestPath);
    await expect(others.page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(others.page.getByText(es.endReason.declined, { exact: true }).first()).toBeVisible();
    await expect(others.page.getByRole("heading", { level: 2, name: es.sign.title })).toHaveCount(0);
    await expectNoSeriousA11yViolations(others.page);
    await others.context.close();

    // The requester's bell says who declined; it opens the request: ended, the reason with the
    // signer and the decline in the audit trail.
    await page.goto("/");
    await openNotification(
      page,
      t(n.sentence.ESIGN_DECLINED, { who: decliner.name, text: documentName, object: object.name }),
    );
    await expect(page).toHaveURL(requestPath);
    await expect(page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(page.getByText(es.endReason.declined, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(es.status.active, { exact: true })).toHaveCount(0);
    const declined = signerRow(page, decliner.email);
    await expect(
      declined.getByText(new RegExp(`^${es.signerStatus.declined} .*: ${escapeRegExp(reason)}$`)),
    ).toBeVisible();
    await expect(signerRow(page, other.email).getByText(es.signerStatus.asked, { exact: true })).toBeVisible();
    const trail = page.getByRole("table", { name: es.detail.events });
    await expect(
      trail.getByRole("row").filter({ hasText: es.event.declined }).filter({ hasText: decliner.name }),
    ).toHaveCount(1);
    await expect(page.getByRole("button", { name: es.detail.remind })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The e-sign list: the inactive requests, the filter in the address.
    await page.goto("/list/esign?status=inactive");
    await expect(page.getByRole("heading", { level: 1, name: es.list.title })).toBeVisible();
    await expect(page.getByRole("combobox", { name: es.filters.status, exact: true })).toHaveValue(es.status.inactive);
    await expect(page.getByRole("table", { name: es.list.tableLabel }).getByText(object.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await requester.context.close();
  });
});
