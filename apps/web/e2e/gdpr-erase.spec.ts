import { expect, test } from "@playwright/test";
import svGdprErase from "../src/locales/sv/gdpr-erase.json" with { type: "json" };
import svUsersAdmin from "../src/locales/sv/users-admin.json" with { type: "json" };
import { apiSignIn, auth, demo, newMember, signIn, t } from "./support";

const ge = svGdprErase;
const ua = svUsersAdmin;

test.describe("GDPR erasure", () => {
  test("the administrator erases a member's personal data after typing their name; the member is gone from the list", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A fresh member of Byggbolaget (the admin's first company), so no other spec's data changes.
    const admin = await apiSignIn(request);
    const companies = await request.get("/api/companies", { headers: auth(admin) });
    const bygg = ((await companies.json()) as { id: string; name: string }[]).find(
      (c) => c.name === demo.companies.bygg,
    );
    if (!bygg) throw new Error("no demo company Byggbolaget");
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const person = await newMember(request, admin, bygg.id, {
      name: `Erik Radera ${stamp}`,
      email: `erik-${stamp}@example.test`,
    });

    await signIn(page, demo.admin.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    await page.goto("/settings/users");
    await page.getByRole("searchbox", { name: ua.list.search }).fill(person.name);
    const table = page.getByRole("table", { name: ua.list.tableLabel });
    await table.getByRole("link", { name: person.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();

    // The danger zone, and a confirmation that says what happens and asks for the name.
    await expect(page.getByRole("heading", { level: 2, name: ge.title })).toBeVisible();
    await page.getByRole("button", { name: ge.button }).click();
    const dialog = page.getByRole("dialog", { name: t(ge.modalTitle, { name: person.name }) });
    await expect(dialog.getByText(ge.anonymised)).toBeVisible();
    await expect(dialog.getByText(ge.account)).toBeVisible();
    await expect(dialog.getByText(ge.final)).toBeVisible();
    const confirm = dialog.getByRole("button", { name: ge.confirm, exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox", { name: t(ge.typeName, { name: person.name }) }).fill(person.name);
    const erased = page.waitForResponse((r) => r.url().endsWith("/gdpr-erase") && r.request().method() === "POST");
    await confirm.click();
    expect((await erased).status()).toBe(200);

    await expect(page.getByText(t(ge.erased, { name: person.name }))).toBeVisible();
    await expect(page).toHaveURL("/settings/users");
    await page.getByRole("searchbox", { name: ua.list.search }).fill(person.name);
    await expect(page.getByText(ua.list.noMatch)).toBeVisible();
    await expect(table.getByRole("link", { name: person.name, exact: true })).toHaveCount(0);

    // The account belonged to no other company: it is gone.
    const signInAgain = await request.post("/api/authorize?appId=web", {
      data: { email: person.email, password: demo.password },
    });
    expect(signInAgain.ok()).toBe(false);
  });
});
