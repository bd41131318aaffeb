import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { companyId, createObject, findObject, objectPath, signedInPage } from "./objects-support";
import { auth, demo, en, expectNoSeriousA11yViolations, t as fill, sv } from "./support";

const t = sv.publications;
// Toasts come and go (and fade while axe measures); they are checked where they are the subject.
const toasts = ".mantine-Notifications-root";
const unique = () => `E2E ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("objects", () => {
  test("the list is reachable from the start page and the menu, creates an object and edits it under the lock", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page, session } = await signedInPage(browser, demo.admin.email);
    const company = await companyId(page.request, session);
    // Signed in on the login page, the app moves on to the start page.
    await page.goto("/login");
    await expect(page).toHaveURL("/");
    await page.getByRole("main").getByRole("link", { name: sv.layout.menu.objects, exact: true }).click();
    // The start page opens the selected company's list (the first company by name).
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/publications$/);
    await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible();
    // Opening another company's list selects that company.
    await page.goto(`/companies/${company}/publications`);
    await expect(page.getByRole("combobox", { name: "Byt företag" })).toHaveValue("Nordisk Handel AB");
    await expect(
      page.getByRole("navigation", { name: sv.layout.menu.label }).getByRole("link", { name: sv.layout.menu.objects }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: t.list.title }).getByRole("link").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, toasts);

    // Filters live in the address.
    await page.getByRole("textbox", { name: t.list.search }).fill("Kort");
    await expect(page).toHaveURL(/q=Kort/);
    await expect(page.getByRole("table", { name: t.list.title }).getByRole("link", { name: "Kort 1" })).toBeVisible();
    await page.getByRole("textbox", { name: t.list.search }).fill("");
    await expect(page).not.toHaveURL(/q=/);

    const name = unique();
    await page.getByRole("button", { name: t.list.new }).click();
    const dialog = page.getByRole("dialog", { name: t.create.title });
    await dialog.getByRole("button", { name: t.create.submit }).click();
    await expect(dialog.getByText(t.form.nameRequired)).toBeVisible();
    await dialog.getByRole("combobox", { name: t.fields.type }).click();
    await page.getByRole("option", { name: "Anteckning" }).click();
    await dialog.getByRole("textbox", { name: t.fields.name }).fill(name);
    await dialog.getByRole("textbox", { name: t.fields.endDate }).fill("2027-06-30");
    await dialog.getByRole("textbox", { name: t.fields.name }).click();
    await dialog.getByRole("button", { name: t.create.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/companies/${company}/publications/[0-9a-f-]{36}$`));
    const id = page.url().split("/").at(-1) ?? "";
    await expect(page.getByText(/^Anteckning · Nr \d+$/)).toBeVisible();
    await expect(page.getByText("2027-06-30", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, toasts);

    await page.getByRole("button", { name: t.edit.start, exact: true }).click();
    const form = page.getByRole("form", { name: t.edit.formLabel });
    await expect(form).toBeVisible();
    const locked = await (
      await page.request.get(`/api/companies/${company}/publications/${id}`, { headers: auth(session) })
    ).json();
    expect(locked.lock?.user.id).toBe(session.userId);
    await form.getByRole("textbox", { name: t.fields.description }).fill("Changed in the browser test");
    await form.getByLabel(t.fields.tags, { exact: true }).fill("e2e");
    await form.getByLabel(t.fields.tags, { exact: true }).press("Enter");
    await form.getByRole("textbox", { name: t.fields.body }).fill("Body written in the editor");
    await form.getByRole("button", { name: t.actions.save }).click();
    await expect(page.getByText(t.edit.saved)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByText("Changed in the browser test")).toBeVisible();
    await expect(page.getByText("Body written in the editor")).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await (
          await page.request.get(`/api/companies/${company}/publications/${id}`, { headers: auth(session) })
        ).json();
        return { lock: saved.lock, tags: saved.tags, body: saved.body };
      })
      .toEqual({ lock: null, tags: ["e2e"], body: "<p>Body written in the editor</p>" });
    await context.close();
  });

  test("another user sees who holds the lock; the guest sees only what is shared, read-only", async ({ browser }) => {
    test.setTimeout(60_000);
    const admin = await signedInPage(browser, demo.admin.email);
    const company = await companyId(admin.page.request, admin.session);
    const card = await findObject(admin.page.request, admin.session, company, "Kort 1");
    const lock = await admin.page.request.post(`/api/companies/${company}/publications/${card.id}/lock`, {
      headers: auth(admin.session),
    });
    expect(lock.ok()).toBe(true);

    // The guest's language is English.
    const g = en.publications;
    const guest = await signedInPage(browser, demo.guest.email);
    try {
      await guest.page.goto(`/guest/${company}/publications`);
      const table = guest.page.getByRole("table", { name: g.guest.title });
      await expect(table.getByRole("link")).toHaveCount(3);
      await expect(table.getByRole("link", { name: "Kort 1" })).toBeVisible();
      await expect(guest.page.getByRole("button", { name: g.list.new })).toHaveCount(0);
      await table.getByRole("link", { name: "Kort 1" }).click();
      await expect(guest.page.getByRole("heading", { level: 1, name: "Kort 1" })).toBeVisible();
      await expect(
        guest.page.getByText(/^Being edited by Anna Admin since \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./),
      ).toBeVisible();
      await expect(guest.page.getByRole("button", { name: g.edit.start, exact: true })).toHaveCount(0);
      await expect(guest.page.getByRole("button", { name: g.archive.archive })).toHaveCount(0);
      await expect(guest.page.getByRole("button", { name: g.lock.takeOver })).toHaveCount(0);
      await expect(guest.page.getByRole("textbox", { name: g.comments.new })).toHaveCount(0);

      // An object that is not shared with the guest is not found.
      const hidden = await findObject(admin.page.request, admin.session, company, "Keypass 6");
      await guest.page.goto(objectPath(hidden));
      await expect(guest.page).toHaveURL("/404");
    } finally {
      await admin.page.request.delete(`/api/companies/${company}/publications/${card.id}/lock`, {
        headers: auth(admin.session),
      });
      await guest.context.close();
      await admin.context.close();
    }
  });

  test("files: an upload shows its progress up to 100 %, a large one can be aborted, a file can be deleted", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page, session } = await signedInPage(browser, demo.admin.email);
    const company = await companyId(page.request, session);
    const object = await createObject(page.request, session, company, unique());
    await page.goto(objectPath(object));
    await expect(page.getByRole("heading", { level: 1, name: object.name })).toBeVisible();
    const input = page.locator('input[type="file"]');

    await input.setInputFiles({
      name: "anteckning.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Hej från testet\n"),
    });
    const uploads = page.getByRole("list", { name: sv.common.uploads.title });
    const done = uploads.getByRole("listitem", { name: "anteckning.txt" });
    await expect(done.getByText(sv.common.uploads.status.COMPLETE)).toBeVisible();
    await expect(done.getByText("100%")).toBeVisible();
    const files = page.getByRole("table", { name: t.files.title });
    await expect(files.getByRole("button", { name: "anteckning.txt", exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await files.getByRole("button", { name: "anteckning.txt", exact: true }).click();
    expect((await download).suggestedFilename()).toBe("anteckning.txt");

    // Slow the upload down so that it can be caught in flight.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    // Playwright passes buffers only up to 50 MB: the large file goes through the disk.
    const bigFile = join(mkdtempSync(join(tmpdir(), "objects-e2e-")), "stor.bin");
    writeFileSync(bigFile, Buffer.alloc(60 * 1024 * 1024, 7));
    await input.setInputFiles(bigFile);
    const big = uploads.getByRole("listitem", { name: "stor.bin" });
    await expect(big.getByText(sv.common.uploads.status.INPROGRESS)).toBeVisible();
    await expect(big.getByTestId("upload-percent")).not.toHaveText("0%");
    await big.getByRole("button", { name: fill(sv.common.uploads.abort, { name: "stor.bin" }) }).click();
    await expect(big).toHaveCount(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(files.getByRole("button", { name: "stor.bin", exact: true })).toHaveCount(0);

    await files.getByRole("button", { name: fill(t.files.delete, { name: "anteckning.txt" }) }).click();
    await page
      .getByRole("dialog", { name: t.files.deleteTitle })
      .getByRole("button", { name: t.actions.delete })
      .click();
    await expect(page.getByText(fill(t.files.deleted, { name: "anteckning.txt" }))).toBeVisible();
    await expect(files.getByRole("button", { name: "anteckning.txt", exact: true })).toHaveCount(0);
    await context.close();
  });

  test("comments, archive and restore", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page, session } = await signedInPage(browser, demo.admin.email);
    const company = await companyId(page.request, session);
    const object = await createObject(page.request, session, company, unique());
    await page.goto(objectPath(object));

    await page.getByRole("textbox", { name: t.comments.new }).fill("Första kommentaren från testet");
    await page.getByRole("button", { name: t.comments.submit }).click();
    const comments = page.getByRole("list", { name: t.comments.title });
    await expect(comments.getByText("Första kommentaren från testet")).toBeVisible();
    await expect(comments.getByText("Anna Admin")).toBeVisible();

    await page.getByRole("button", { name: t.archive.archive }).click();
    await page.getByRole("dialog", { name: t.archive.title }).getByRole("button", { name: t.archive.archive }).click();
    await expect(page.getByText(t.archive.archived)).toBeVisible();
    await expect(page.getByText(t.status.archived, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: t.edit.start, exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: t.archive.restore }).click();
    await page
      .getByRole("dialog", { name: t.archive.restoreTitle })
      .getByRole("button", { name: t.archive.restore })
      .click();
    await expect(page.getByText(t.archive.restored)).toBeVisible();
    await expect(page.getByText(t.status.active, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: t.edit.start, exact: true })).toBeVisible();
    await context.close();
  });

  test("a shared link opens without an account until it is revoked", async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page, session } = await signedInPage(browser, demo.admin.email);
    const company = await companyId(page.request, session);
    const object = await createObject(page.request, session, company, unique());
    await page.goto(objectPath(object));
    await page.getByRole("button", { name: t.sharing.createLink }).click();
    const address = page.getByRole("textbox", { name: t.sharing.newLinkLabel });
    await expect(address).toHaveValue(new RegExp(`/shared/${company}/[A-Za-z0-9_-]+$`));
    const link = await address.inputValue();

    const visitor = await browser.newContext();
    const open = await visitor.newPage();
    await open.goto(link);
    await expect(open.getByRole("heading", { level: 1, name: object.name })).toBeVisible();
    await expect(open.getByText(fill(t.shared.from, { company: "Nordisk Handel AB" }))).toBeVisible();
    await expect(open.getByText("E2E body")).toBeVisible();
    await expectNoSeriousA11yViolations(open, toasts);

    const links = page.getByRole("list", { name: t.sharing.links });
    await links.getByRole("button", { name: /^Återkalla länken/ }).click();
    await page
      .getByRole("dialog", { name: t.sharing.revokeTitle })
      .getByRole("button", { name: t.sharing.revoke })
      .click();
    await expect(page.getByText(t.sharing.revoked)).toBeVisible();

    await open.reload();
    await expect(open.getByRole("heading", { level: 1, name: t.shared.invalidTitle })).toBeVisible();
    await expect(open).toHaveURL(link);
    await visitor.close();
    await context.close();
  });

  test("keypass secrets are masked until revealed", async ({ browser }) => {
    const { context, page, session } = await signedInPage(browser, demo.admin.email);
    const company = await companyId(page.request, session);
    const vault = await findObject(page.request, session, company, "Keypass 6");
    await page.goto(objectPath(vault));
    const secrets = page.getByRole("table", { name: t.keypass.title });
    await expect(secrets.getByText("••••••")).toBeVisible();
    await expect(secrets.getByText("demo-wifi-lösenord")).toHaveCount(0);
    await secrets.getByRole("button", { name: fill(t.keypass.revealLabel, { label: "Wi-Fi kontoret" }) }).click();
    await expect(secrets.getByText("demo-wifi-lösenord")).toBeVisible();
    await secrets.getByRole("button", { name: fill(t.keypass.hideLabel, { label: "Wi-Fi kontoret" }) }).click();
    await expect(secrets.getByText("demo-wifi-lösenord")).toHaveCount(0);
    await context.close();
  });
});

test("the activities pages list watched objects and shared links", async ({ browser }) => {
  const { context, page, session } = await signedInPage(browser, demo.admin.email);
  const company = await companyId(page.request, session);
  const object = await createObject(page.request, session, company, unique());
  await page.goto(objectPath(object));
  await page.getByRole("button", { name: t.watch.start }).click();
  await expect(page.getByRole("button", { name: t.watch.stop })).toBeVisible();
  await page.goto("/activities/watched");
  await expect(page.getByRole("heading", { level: 1, name: sv.activities.watched.title })).toBeVisible();
  await expect(page.getByRole("link", { name: object.name })).toBeVisible();
  await page.goto("/activities/comments");
  await expect(page.getByRole("heading", { level: 1, name: sv.activities.comments.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kort 1" }).first()).toBeVisible();
  await context.close();
});
