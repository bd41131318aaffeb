import { expect, test } from "@playwright/test";
import svCertify from "../src/locales/sv/certify.json" with { type: "json" };
import svNotifications from "../src/locales/sv/notifications.json" with { type: "json" };
import { companyId, createObject, objectPath, signedInPage } from "./objects-support";
import { watchSocket } from "./realtime-support";
import { auth, demo, expectNoSeriousA11yViolations, pattern, t } from "./support";

const c = svCertify;
const n = svNotifications;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("approval flows", () => {
  test("the admin asks a colleague to approve an object; she approves from the bell and the object says who approved it", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // Berit works in Byggbolaget (her first company); the admin shares a new object with her there.
    const requester = await signedInPage(browser, demo.admin.email);
    const page = requester.page;
    const company = await companyId(page.request, requester.session, demo.companies.bygg);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const object = await createObject(page.request, requester.session, company, `Arbetsordning ${stamp}`);
    const members = await page.request.get(`/api/companies/${company}/users?q=Berit&limit=10`, {
      headers: auth(requester.session),
    });
    const berit = ((await members.json()) as { id: string; email: string }[]).find(
      (m) => m.email === demo.blocked.email,
    );
    if (!berit) throw new Error("Berit is not a member of Byggbolaget");
    const shared = await page.request.post(`/api/companies/${company}/publications/${object.id}/shares`, {
      headers: auth(requester.session),
      data: { userId: berit.id },
    });
    expect(shared.ok()).toBe(true);

    // The admin asks for approval on the object's page.
    const connected = watchSocket(page);
    await page.goto(objectPath(object));
    await expect(page.getByRole("heading", { level: 1, name: object.name })).toBeVisible();
    const panel = page.getByRole("region", { name: c.object.title });
    await expect(panel.getByText(c.object.empty)).toBeVisible();
    await panel.getByRole("button", { name: c.start.open }).click();
    const dialog = page.getByRole("dialog", { name: c.start.title });
    await dialog.getByRole("combobox", { name: c.start.addApprover }).fill("Berit");
    await page.getByRole("option", { name: `${demo.blocked.name} (${demo.blocked.email})` }).click();
    await expect(dialog.getByRole("list", { name: c.start.approvers }).getByText(demo.blocked.name)).toBeVisible();
    await dialog.getByRole("textbox", { name: c.start.message }).fill("Godkänn gärna före fredag.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: c.start.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(t(c.outcome.waiting, { names: demo.blocked.name }))).toBeVisible();
    await connected;

    // Berit, in her own browser, opens the bell's notification and approves.
    const approver = await signedInPage(browser, demo.blocked.email);
    try {
      const other = approver.page;
      await other.goto("/");
      await other.getByRole("button", { name: /^Notiser/ }).click();
      const sentence = t(n.sentence.FLOW_REQUESTED, { who: demo.admin.name, object: object.name });
      await other
        .getByRole("dialog", { name: n.bell.title })
        .getByRole("button", { name: new RegExp(`${literal(sentence)}.*${literal(demo.companies.bygg)}`) })
        .click();
      await expect(other).toHaveURL(objectPath(object));
      const herPanel = other.getByRole("region", { name: c.object.title });
      await expect(herPanel.getByText("Godkänn gärna före fredag.", { exact: false })).toBeVisible();
      await herPanel.getByRole("button", { name: c.actions.approve }).click();
      const decide = other.getByRole("dialog", { name: t(c.decide.approveTitle, { object: object.name }) });
      await decide.getByRole("textbox", { name: c.decide.comment }).fill("Ser bra ut.");
      await decide.getByRole("button", { name: c.decide.approve }).click();
      await expect(decide).toBeHidden();
      const approved = pattern(c.outcome.approved, { names: demo.blocked.name, date: "\\d{4}-\\d{2}-\\d{2}" });
      await expect(herPanel.getByText(approved)).toBeVisible();
      await expect(herPanel.getByRole("button", { name: c.actions.approve })).toHaveCount(0);

      // The admin's open page hears of it (the notification to the requester) and says who approved.
      await expect(panel.getByText(approved)).toBeVisible();
      await expect(panel.getByRole("table", { name: c.steps.label }).getByText("Ser bra ut.")).toBeVisible();
    } finally {
      await approver.context.close();
      await requester.context.close();
    }
  });
});
