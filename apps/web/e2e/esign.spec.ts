import { expect, test } from "@playwright/test";
import { es, signingCodes, signingLinks, smallPdf, weeksAhead } from "./esign-support";
import { companyId, createObject, objectPath, signedInPage } from "./objects-support";
import { countRequests, demo, expectNoSeriousA11yViolations, mailsTo, sv, t } from "./support";

test.describe("e-sign", () => {
  test("the admin asks an outside person to sign a PDF, who signs on a phone with a mailed code; the request is complete and sealed", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const signer = { name: "Olga Extern", email: `olga-${stamp}@example.test` };
    const documentName = "avtal.pdf";
    const requester = await signedInPage(browser, demo.admin.email);
    const page = requester.page;
    const company = await companyId(page.request, requester.session);
    const object = await createObject(page.request, requester.session, company, `E-signavtal ${stamp}`);

    // The object gets a PDF.
    await page.goto(objectPath(object));
    await expect(page.getByRole("heading", { level: 1, name: object.name })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: documentName, mimeType: "application/pdf", buffer: smallPdf("Avtal for e-sign") });
    const uploads = page.getByRole("list", { name: sv.common.uploads.title });
    await expect(
      uploads.getByRole("listitem", { name: documentName }).getByText(sv.common.uploads.status.COMPLETE),
    ).toBeVisible();

    // "Request signatures": the PDF, an outside person by name and email, one at a time, a deadline.
    await page.getByRole("button", { name: es.request.open }).click();
    const dialog = page.getByRole("dialog", { name: es.request.title });
    await dialog.getByRole("combobox", { name: es.request.file }).click();
    await page.getByRole("option", { name: documentName }).click();
    await dialog.getByRole("textbox", { name: es.request.outsideName }).fill(signer.name);
    await dialog.getByRole("textbox", { name: es.request.outsideEmail }).fill(signer.email);
    await dialog.getByRole("button", { name: es.request.addOutside }).click();
    await expect(dialog.getByText(signer.name)).toBeVisible();
    // Olga is mailed in English, chosen for her, though the requester's screen is Swedish.
    const language = dialog.getByRole("combobox", { name: t(es.request.languageOf, { name: signer.name }) });
    await expect(language).toHaveValue(es.language.se);
    await language.click();
    await page.getByRole("option", { name: es.language.en }).click();
    await expect(language).toHaveValue(es.language.en);
    await dialog.getByText(es.order.sequential, { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: es.order.sequential })).toBeChecked();
    const deadline = weeksAhead(4);
    const deadlineInput = dialog.getByRole("textbox", { name: es.request.deadline });
    await deadlineInput.fill(deadline);
    await dialog.getByRole("textbox", { name: es.request.message }).fill("Signera gärna före månadsskiftet.");
    await expect(deadlineInput).toHaveValue(deadline);
    await dialog.getByRole("button", { name: es.request.submit }).click();

    // The request's page: sent, the person asked, waiting for them.
    await expect(page).toHaveURL(new RegExp(`/companies/${company}/e-signs/[0-9a-f-]{36}$`));
    await expect(page.getByText(es.request.sent)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    const signers = page.getByRole("table", { name: es.detail.signers });
    const signerRow = signers.getByRole("row", { name: new RegExp(signer.email.replace(/[.]/g, "\\.")) });
    await expect(signerRow.getByText(es.signerStatus.asked)).toBeVisible();
    await expect(page.getByText(es.status.active, { exact: true })).toBeVisible();
    const requestUrl = page.url();

    // The mail (in the outbox: no SMTP here) carries the signing link.
    await expect
      .poll(() => signingLinks(signer.email).length, { message: `a signing link to ${signer.email}` })
      .toBe(1);
    const link = signingLinks(signer.email)[0] ?? "";
    expect(mailsTo(signer.email)[0]).toMatch(/ asks you to sign the document \W+avtal\.pdf\W+ by /);

    // The outside person, on a phone, without an account.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    const signing = await phone.newPage();
    // pdf.js runs in the phone's page: its worker loads from the app's origin under the CSP, without errors or
    // warnings (pdf.js warns through console.log, "Warning: ...").
    const problems: string[] = [];
    signing.on("console", (message) => {
      if (["error", "warning"].includes(message.type()) || message.text().startsWith("Warning:")) {
        problems.push(message.text());
      }
    });
    signing.on("pageerror", (error) => problems.push(error.message));
    const workers: string[] = [];
    signing.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    const documentReads = countRequests(signing, `/api${link}/document`);
    await signing.goto(link);
    await expect(signing.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(
      signing.getByText(t(es.link.from, { name: demo.admin.name, company: demo.companies.nordic })),
    ).toBeVisible();
    await expect(signing.getByText(t(es.link.codeFirst, { email: signer.email }))).toBeVisible();
    await expectNoSeriousA11yViolations(signing);
    expect(documentReads, "no read of the document before the code").toEqual([]);

    // The code by email.
    await signing.getByRole("button", { name: es.link.sendCode }).click();
    await expect(signing.getByText(t(es.link.codeSent, { email: signer.email }))).toBeVisible();
    await expect.poll(() => signingCodes(signer.email).length, { message: `a code to ${signer.email}` }).toBe(1);
    const code = signingCodes(signer.email)[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    for (const [index, digit] of [...code].entries()) {
      await signing.getByRole("textbox", { name: t(es.link.codeDigit, { n: index + 1 }) }).fill(digit);
    }
    await signing.getByRole("button", { name: es.link.verify }).click();

    // The document, drawn by pdf.js page by page at the phone's width, and the signature.
    await expect(signing.getByRole("heading", { level: 2, name: es.sign.title })).toBeVisible();
    const viewer = signing.getByRole("region", { name: es.document.title });
    await expect(viewer.getByRole("button", { name: es.document.download })).toBeVisible();
    const firstPage = viewer.getByRole("figure", { name: t(es.document.page, { n: 1, total: 1 }) });
    await expect(firstPage.locator("canvas")).toBeVisible();
    await expect(firstPage.getByText("Avtal for e-sign")).toBeAttached();
    const drawn = await firstPage.locator("canvas").boundingBox();
    expect(drawn?.width ?? 0).toBeGreaterThan(250);
    expect(drawn?.width ?? 0).toBeLessThanOrEqual(390);
    expect(documentReads).toEqual(["GET"]);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/pdf\.worker[^/]*\.mjs$/)]);
    await expectNoSeriousA11yViolations(signing);
    const sign = signing.getByRole("button", { name: es.sign.submit, exact: true });
    await signing.getByRole("textbox", { name: es.sign.name }).fill(signer.name);
    await expect(sign).toBeDisabled();
    await signing.getByRole("checkbox", { name: es.consent["2026-11-25"] }).check();
    await sign.click();
    await expect(signing.getByRole("heading", { level: 1, name: es.link.end.signed.title })).toBeVisible();
    await expect(signing.getByText(es.link.end.signed.text)).toBeVisible();
    await expectNoSeriousA11yViolations(signing);
    expect(problems, "errors and warnings in the signing page's console").toEqual([]);
    await phone.close();

    // The requester sees it complete, with the sealed PDF to download.
    await page.goto(requestUrl);
    await expect(page.getByRole("heading", { level: 1, name: documentName })).toBeVisible();
    await expect(page.getByText(es.status.complete, { exact: true }).first()).toBeVisible();
    await expect(signerRow.getByText(new RegExp(`^${es.signerStatus.signed} `))).toBeVisible();
    const sealed = page.getByRole("button", { name: es.detail.downloadSealed });
    await expect(sealed).toBeVisible();
    const download = page.waitForEvent("download");
    await sealed.click();
    // Named in the request's language, the company's: Swedish.
    expect((await download).suggestedFilename()).toBe("avtal (signerad).pdf");

    // The e-sign list: the status filter is in the address.
    await page.goto("/list/esign?status=complete");
    await expect(page.getByRole("heading", { level: 1, name: es.list.title })).toBeVisible();
    const table = page.getByRole("table", { name: es.list.tableLabel });
    await expect(table.getByText(object.name)).toBeVisible();
    await expect(page.getByRole("combobox", { name: es.filters.status, exact: true })).toHaveValue(es.status.complete);
    await page.goto("/list/esign?status=active");
    await expect(page.getByRole("combobox", { name: es.filters.status, exact: true })).toHaveValue(es.status.active);
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(table.getByText(object.name)).toHaveCount(0);
    await requester.context.close();
  });
});
