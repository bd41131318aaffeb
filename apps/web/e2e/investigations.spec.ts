import { execFileSync } from "node:child_process";
import { expect, type Page, type Response, test } from "@playwright/test";
import svCertify from "../src/locales/sv/certify.json" with { type: "json" };
import svInvestigations from "../src/locales/sv/investigations.json" with { type: "json" };
import svNotifications from "../src/locales/sv/notifications.json" with { type: "json" };
import { type ObjectRef, objectPath, signedInPage } from "./objects-support";
import { watchSocket } from "./realtime-support";
import { adminInNordic, allNotices, dayOffset, row } from "./reminders-support";
import {
  auth,
  demo,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  newMember,
  pattern,
  type Session,
  sv,
  t,
} from "./support";

const i = svInvestigations;
const c = svCertify;
const n = svNotifications;
const r = sv.reminders;

/** A date and time as the app writes them (YYYY-MM-DD HH:mm). */
const dateTime = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";

/** The demo template Internrevision (db/seed-investigations.ts), whose closing asks for an approved certify flow. */
async function approvalTemplate(page: Page, session: Session, companyId: string) {
  const answer = await page.request.get(`/api/companies/${companyId}/investigation-templates`, {
    headers: auth(session),
  });
  expect(answer.ok()).toBe(true);
  const templates = (await answer.json()) as { name: string; requiresApproval: boolean; periodDays: number | null }[];
  const template = templates.find((tpl) => tpl.name === "Internrevision");
  if (!template) throw new Error("the demo template Internrevision is missing");
  expect(template.requiresApproval, "Internrevision asks for approval before closing").toBe(true);
  return template;
}

/** Resolves with the server's answer to the next saved answer `answer` (the field saves it by itself). */
const answerSaved = (page: Page, answer: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === "PUT" &&
      new URL(response.url()).pathname.endsWith("/investigation/answers") &&
      (response.request().postDataJSON() as { answer: string | null }).answer === answer,
  );

/** The text of a PDF, read by poppler's pdftotext (poppler-utils). */
const pdfText = (path: string) => execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });

test.describe("investigations", () => {
  test("from a template to a closed, approved investigation: answers, an investigator, an action, approval, the report", async ({
    browser,
  }) => {
    // Two people's browsers through one long path on a shared, busy machine.
    test.setTimeout(150_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const admin = await adminInNordic(browser);
    const { page, session, companyId } = admin;
    const template = await approvalTemplate(page, session, companyId);
    // A new colleague in Nordisk Handel AB without permissions: being an investigator lets her see it.
    // (Berit, the demo colleague there, may not use the company on the web.)
    const colleague = await newMember(page.request, session, companyId, {
      name: `Ulla Utredare ${stamp}`,
      email: `ulla-${stamp}@example.test`,
    });
    const name = `Revision av lagret ${stamp}`;
    const action = `Uppdatera inventeringsrutinen ${stamp}`;
    let other: Awaited<ReturnType<typeof signedInPage>> | undefined;

    try {
      // New investigation from the template that asks for approval; its object page opens.
      await page.goto("/list/investigation");
      await expect(page.getByRole("heading", { level: 1, name: i.title })).toBeVisible();
      await page.getByRole("button", { name: i.create.open }).click();
      const create = page.getByRole("dialog", { name: i.create.title });
      await create.getByRole("textbox", { name: i.create.name }).fill(name);
      await create.getByRole("combobox", { name: i.create.template }).click();
      await page.getByRole("option", { name: template.name, exact: true }).click();
      await expect(create.getByText(t(i.create.periodHint_other, { count: template.periodDays ?? 0 }))).toBeVisible();
      await create.getByRole("button", { name: i.create.submit }).click();
      await expect(create).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/publications/[0-9a-f-]{36}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const object: ObjectRef = { id: page.url().split("/").at(-1) ?? "", name, companyId };

      const part = page.getByRole("region", { name: i.object.title, exact: true });
      await expect(part.getByText(t(i.object.template, { name: template.name }))).toBeVisible();
      await expect(part.getByText(i.status.open, { exact: true })).toBeVisible();
      await expect(part.getByText(i.object.requiresApproval)).toBeVisible();
      await part.getByRole("button", { name: i.status.start }).click();
      await expect(part.getByText(i.status.inProgress, { exact: true })).toBeVisible();

      // Answers save themselves: a pick at once, typed text once typing pauses; each says who answered.
      const answeredByAdmin = pattern(i.answer.answeredBy, { name: escapeRegExp(demo.admin.name), date: dateTime });
      const audited = part.getByRole("combobox", { name: "Vilken process granskas?" });
      let saved = answerSaved(page, "Produktion");
      await audited.click();
      await page.getByRole("option", { name: "Produktion", exact: true }).click();
      expect((await saved).ok()).toBe(true);
      await expect(audited).toHaveAccessibleDescription(answeredByAdmin);

      const auditDate = dayOffset(-2);
      const date = part.getByRole("textbox", { name: "Revisionsdatum" });
      saved = answerSaved(page, auditDate);
      await date.fill(auditDate);
      await date.press("Tab");
      expect((await saved).ok()).toBe(true);
      await expect(date).toHaveAccessibleDescription(answeredByAdmin);

      const finding = "Inventeringslistorna saknar signatur vid två av tre stickprov.";
      const findings = part.getByRole("textbox", { name: "Iakttagelser" });
      saved = answerSaved(page, finding);
      await findings.fill(finding);
      expect((await saved).ok()).toBe(true);
      await expect(part.getByText(i.answer.saved, { exact: true })).toHaveCount(3);
      await expect(findings).toHaveAccessibleDescription(answeredByAdmin);
      await expectNoSeriousA11yViolations(page);

      // The answers are the server's: the page read afresh shows them. (From here on the admin's
      // page moves within the app, keeping this load's realtime socket.)
      const connected = watchSocket(page);
      await page.reload();
      await expect(findings).toHaveValue(finding);
      await expect(audited).toHaveValue("Produktion");
      await expect(date).toHaveValue(auditDate);

      // The colleague becomes an investigator (found by her email in the member search).
      const investigators = page.getByRole("region", { name: i.investigators.title, exact: true });
      await expect(investigators.getByText(i.investigators.empty)).toBeVisible();
      const addInvestigator = investigators.getByRole("combobox", { name: i.investigators.add });
      // The field is the page's last: brought to the middle, its list of members opens below it and stays put.
      await addInvestigator.evaluate((field) => field.scrollIntoView({ block: "center" }));
      await addInvestigator.fill(colleague.email);
      await page.getByRole("option", { name: colleague.name, exact: true }).click();
      await expect(page.getByText(t(i.investigators.added, { name: colleague.name }))).toBeVisible();
      await expect(
        investigators.getByRole("list", { name: i.investigators.title }).getByText(colleague.name, { exact: true }),
      ).toBeVisible();

      // An action: a reminder on the investigation, in the object's reminders and in the reminder list.
      const reminders = page.getByRole("region", { name: r.object.title, exact: true });
      await reminders.getByRole("button", { name: r.object.add }).click();
      const newReminder = page.getByRole("dialog", { name: r.create.title });
      await expect(newReminder.getByText(t(r.create.on, { name }))).toBeVisible();
      await newReminder.getByRole("textbox", { name: r.fields.title }).fill(action);
      const remindAt = newReminder.getByRole("textbox", { name: r.fields.reminderAt });
      await remindAt.fill(dayOffset(10));
      await remindAt.press("Tab");
      await newReminder.getByRole("button", { name: r.create.submit }).click();
      await expect(newReminder).toBeHidden();
      await expect(page.getByText(r.toast.created)).toBeVisible();
      await expect(reminders.getByRole("link", { name: action, exact: true })).toBeVisible();

      await page
        .getByRole("navigation", { name: sv.layout.menu.label })
        .getByRole("link", { name: sv.layout.menu.reminders, exact: true })
        .click();
      await expect(page).toHaveURL("/list/reminder");
      await page.getByRole("textbox", { name: r.filters.name }).fill(stamp);
      await page.getByRole("button", { name: r.filters.search }).click();
      const listed = row(page, action);
      await expect(listed).toBeVisible();
      await expect(listed.getByRole("cell").nth(1)).toContainText(dayOffset(10));
      // Its document is the investigation, one click away.
      await listed.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(objectPath(object));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

      // Closing before an approval is refused, and the page says what is missing.
      await part.getByRole("button", { name: i.status.close }).click();
      await page
        .getByRole("dialog", { name: i.closeConfirm.title })
        .getByRole("button", { name: i.closeConfirm.confirm })
        .click();
      await expect(part.getByRole("alert").getByText(i.approvalRequired.title)).toBeVisible();
      await expect(part.getByText(i.status.inProgress, { exact: true })).toBeVisible();

      // The admin asks the colleague to approve it.
      const approval = page.getByRole("region", { name: c.object.title, exact: true });
      await expect(approval.getByText(c.object.empty)).toBeVisible();
      await approval.getByRole("button", { name: c.start.open }).click();
      const ask = page.getByRole("dialog", { name: c.start.title });
      await ask.getByRole("combobox", { name: c.start.addApprover }).fill(colleague.email);
      await page.getByRole("option", { name: `${colleague.name} (${colleague.email})` }).click();
      await expect(ask.getByRole("list", { name: c.start.approvers }).getByText(colleague.name)).toBeVisible();
      await ask.getByRole("textbox", { name: c.start.message }).fill("Revisionen är klar, godkänn gärna.");
      await ask.getByRole("button", { name: c.start.submit }).click();
      await expect(ask).toBeHidden();
      await expect(approval.getByText(t(c.outcome.waiting, { names: colleague.name }))).toBeVisible();
      await connected;

      // The colleague, in her own browser, follows the bell to the investigation, answers as its
      // investigator, and approves.
      other = await signedInPage(browser, colleague.email);
      const hers = other.page;
      await hers.goto("/");
      await hers.getByRole("button", { name: new RegExp(`^${n.bell.label}`) }).click();
      const sentence = t(n.sentence.FLOW_REQUESTED, { who: demo.admin.name, object: name });
      await hers
        .getByRole("dialog", { name: n.bell.title })
        .getByRole("button", { name: new RegExp(escapeRegExp(sentence)) })
        .click();
      await expect(hers).toHaveURL(objectPath(object));
      // As an investigator she answers what is left (at once: a pick).
      const herPart = hers.getByRole("region", { name: i.object.title, exact: true });
      await expect(herPart.getByRole("textbox", { name: "Iakttagelser" })).toHaveValue(finding);
      const routines = herPart.getByRole("radiogroup", { name: "Följs rutinerna?" });
      const answered = answerSaved(hers, "no");
      await routines.getByRole("radio", { name: i.answer.no }).check();
      expect((await answered).ok()).toBe(true);
      await expect(herPart.getByText(i.answer.saved, { exact: true })).toBeVisible();
      await expect(routines).toHaveAccessibleDescription(
        pattern(i.answer.answeredBy, { name: escapeRegExp(colleague.name), date: dateTime }),
      );

      const herApproval = hers.getByRole("region", { name: c.object.title, exact: true });
      await expect(herApproval.getByText("Revisionen är klar, godkänn gärna.", { exact: false })).toBeVisible();
      await herApproval.getByRole("button", { name: c.actions.approve }).click();
      const decide = hers.getByRole("dialog", { name: t(c.decide.approveTitle, { object: name }) });
      await decide.getByRole("button", { name: c.decide.approve }).click();
      await expect(decide).toBeHidden();
      const approved = pattern(c.outcome.approved, {
        names: escapeRegExp(colleague.name),
        date: "\\d{4}-\\d{2}-\\d{2}",
      });
      await expect(herApproval.getByText(approved)).toBeVisible();

      // The admin's open page hears of the approval; now the investigation closes, read-only for good.
      await expect(approval.getByText(approved)).toBeVisible();
      await part.getByRole("button", { name: i.status.close }).click();
      await page
        .getByRole("dialog", { name: i.closeConfirm.title })
        .getByRole("button", { name: i.closeConfirm.confirm })
        .click();
      await expect(page.getByText(i.status.closedDone)).toBeVisible();
      await expect(part.getByText(i.status.closed, { exact: true })).toBeVisible();
      await expect(
        part.getByText(pattern(i.object.closedBy, { name: escapeRegExp(demo.admin.name), date: dateTime })),
      ).toBeVisible();
      await expect(part.getByText(i.approvalRequired.title)).toHaveCount(0);
      await expect(part.getByRole("button", { name: i.status.close })).toHaveCount(0);
      await expect(findings).not.toBeEditable();
      await expect(investigators.getByRole("combobox", { name: i.investigators.add })).toHaveCount(0);

      // The report: the object, its answers (and who gave them), the investigator, the action.
      const downloading = page.waitForEvent("download");
      await part.getByRole("button", { name: i.object.report }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(t(i.object.reportFile, { name }));
      // pdftotext keeps the report's lines; compare with the line breaks and spaces made single spaces.
      const text = pdfText(await download.path()).replace(/\s+/g, " ");
      expect(text).toContain(name);
      expect(text).toContain(template.name);
      expect(text).toContain(colleague.name);
      expect(text).toContain("Vilken process granskas? Produktion");
      expect(text).toContain(`Revisionsdatum ${auditDate}`);
      expect(text).toContain(`Följs rutinerna? ${i.answer.no}`);
      expect(text).toContain(`Iakttagelser ${finding}`);
      expect(text).toContain(action);
    } finally {
      await other?.context.close();
      // The action leaves the admin's reminders as the demo data has them (reminders.spec.ts counts them).
      const notices = await allNotices(page.request, session, companyId);
      for (const notice of notices.filter((x) => x.title === action)) {
        await page.request.delete(`/api/companies/${companyId}/notices/${notice.id}`, { headers: auth(session) });
      }
      await admin.context.close();
    }
  });
});
