import { defaultMailTemplates, fillPlaceholders, mailTemplateTypes } from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, signIn } from "../../../test/fixtures";
import { lastMessage } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { outbox } from "../../db/schema";
import { deliverDueReminders } from "../../jobs/due-reminders";
import { insertTemplate } from "./mail-templates.queries";
import { renderCompanyMail, renderDefaultMail } from "./mail-templates.service";

const { t, fx } = appWithTwoCompanies(["CompanyAccountAdmin", ...editor, "DocumentReminders"]);

const list = (companyId: string, rest = "") => `/api/companies/mail-templates/?companyId=${companyId}${rest}`;
const one = (id: string, companyId: string, slash = "/") =>
  `/api/companies/mail-templates/${id}${slash}?companyId=${companyId}`;

async function create(token: string, companyId: string, payload: Record<string, unknown>) {
  return t.api.as(token).post(list(companyId), payload);
}

const invitation = {
  type: "INVITATION",
  language: "se",
  subject: "Välkommen till {{companyName}}",
  body: "Gå med: {{link}}",
};

describe("mail templates", () => {
  it("creates, lists, reads, edits and deletes a company's template, with and without the trailing slash", async () => {
    const created = await create(fx.a.token, fx.a.company.id, invitation);
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ type: "INVITATION", language: "se", subject: invitation.subject });

    for (const url of [list(fx.a.company.id), list(fx.a.company.id).replace("templates/?", "templates?")]) {
      const listed = await t.api.as(fx.a).get(url);
      expect(listed.statusCode, url).toBe(200);
      expect(listed.json().map((m: { id: string }) => m.id)).toEqual([template.id]);
    }
    for (const slash of ["/", ""]) {
      const read = await t.api.as(fx.a).get(one(template.id, fx.a.company.id, slash));
      expect(read.json()).toEqual(template);
    }

    const edited = await t.api
      .as(fx.a)
      .put(one(template.id, fx.a.company.id, ""), { subject: "  Hej {{name}}  ", body: "Klicka {{ link }}" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ subject: "Hej {{name}}", body: "Klicka {{ link }}", type: "INVITATION" });

    const deleted = await t.api.as(fx.a).delete(one(template.id, fx.a.company.id));
    expect(deleted.json()).toEqual({ ok: true });
    expect((await t.api.as(fx.a).get(list(fx.a.company.id))).json()).toEqual([]);
    const gone = await t.api.as(fx.a).get(one(template.id, fx.a.company.id));
    expect(gone.statusCode).toBe(404);
  });

  it("pages the list with limit and offset", async () => {
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    for (const type of mailTemplateTypes) {
      for (const language of ["se", "en"]) {
        const body =
          { LOGIN_CODE: "{{code}}", BUDNING: "{{visitDate}} {{timeWindow}}" }[type as string] ?? "{{link}} {{title}}";
        expect((await create(fx.a.token, company.id, { type, language, subject: type, body })).statusCode).toBe(201);
      }
    }
    const page = (query: string) => t.api.as(fx.a).get(list(company.id, query));
    const all = mailTemplateTypes.length * 2;
    expect((await page("")).json()).toHaveLength(all);
    const first = (await page("&limit=3")).json();
    const second = (await page("&limit=3&offset=3")).json();
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    expect(new Set([...first, ...second].map((m: { id: string }) => m.id)).size).toBe(6);
    expect((await page(`&offset=${all}`)).json()).toEqual([]);
    for (const bad of ["&limit=0", "&limit=101", "&offset=-1", "&limit=x"])
      expect((await page(bad)).statusCode).toBe(400);
  });

  it("answers 409 to a second template of the same type and language, and keeps the first", async () => {
    const payload = { type: "REMINDER_DUE", language: "en", subject: "Due: {{title}}", body: "First" };
    expect((await create(fx.a.token, fx.a.company.id, payload)).statusCode).toBe(201);
    const again = await create(fx.a.token, fx.a.company.id, { ...payload, body: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("CONFLICT");
    // The other language and another company are separate.
    expect((await create(fx.a.token, fx.a.company.id, { ...payload, language: "se" })).statusCode).toBe(201);
    expect((await create(fx.b.token, fx.b.company.id, payload)).statusCode).toBe(201);
    const listed = (await t.api.as(fx.a).get(list(fx.a.company.id))).json();
    expect(
      listed.filter((m: { type: string }) => m.type === "REMINDER_DUE").map((m: { body: string }) => m.body),
    ).toEqual(["First", "First"]);
  });

  it("rejects invalid input with 400 and the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...invitation, subject: "" }, "subject"],
      [{ ...invitation, subject: "   " }, "subject"],
      [{ ...invitation, subject: "x".repeat(201) }, "subject"],
      [{ ...invitation, subject: "Two\nlines" }, "subject"],
      [{ ...invitation, body: "" }, "body"],
      [{ ...invitation, body: "x".repeat(10_001) }, "body"],
      [{ ...invitation, body: "No link here" }, "body"],
      [{ ...invitation, type: "LOGIN_CODE", body: "No code" }, "body"],
      [{ ...invitation, type: "NEWSLETTER" }, "type"],
      [{ ...invitation, language: "sv" }, "language"],
      [{ ...invitation, language: "de" }, "language"],
      [{ subject: "x", body: "{{link}}" }, "type"],
    ];
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    for (const [payload, field] of cases) {
      const response = await create(fx.a.token, company.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    const created = (await create(fx.a.token, company.id, { ...invitation, type: "PASSWORD_RESET" })).json();
    for (const [payload, field] of [
      [{ subject: "ok", body: "no link" }, "body"],
      [{ subject: "", body: "{{link}}" }, "subject"],
      [{ body: "{{link}}" }, "subject"],
    ] as const) {
      const response = await t.api.as(fx.a).put(one(created.id, company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const bad = await t.api.as(fx.a).get(one("not-a-uuid", company.id));
    expect(bad.statusCode).toBe(400);
    const noCompany = await t.api.as(fx.a).get("/api/companies/mail-templates/");
    expect(noCompany.statusCode).toBe(400);
  });

  it("needs CompanyAccountAdmin, membership and a session; another company's template is 404", async () => {
    const mine = (await create(fx.b.token, fx.b.company.id, { ...invitation, language: "en" })).json();
    const member = await newMember(t, fx.b.company.id, ["UsersEdit", "CompanyInfoEdit"]);
    const requests = [
      { method: "GET", url: list(fx.b.company.id) },
      { method: "POST", url: list(fx.b.company.id), payload: { ...invitation, type: "PASSWORD_RESET" } },
      { method: "GET", url: one(mine.id, fx.b.company.id) },
      { method: "PUT", url: one(mine.id, fx.b.company.id), payload: { subject: "x", body: "{{link}}" } },
      { method: "DELETE", url: one(mine.id, fx.b.company.id) },
    ] as const;
    for (const request of requests) {
      // Not an administrator of the company.
      expect((await t.api.as(member).send(request)).statusCode, request.url).toBe(403);
      // Not a member at all.
      expect((await t.api.as(fx.a).send(request)).statusCode, request.url).toBe(403);
      // No session.
      expect((await t.api.anonymous().send(request)).statusCode, request.url).toBe(401);
      // Through one's own company, the other company's template does not exist.
      if (request.url.includes(mine.id)) {
        const url = request.url.replace(fx.b.company.id, fx.a.company.id);
        expect((await t.api.as(fx.a).send({ ...request, url })).statusCode, url).toBe(404);
      }
    }
    const still = await t.api.as(fx.b).get(one(mine.id, fx.b.company.id));
    expect(still.json()).toEqual(mine);
  });

  it("answers the built-in default of each type and language, with its placeholders", async () => {
    const response = await t.api.as(fx.a).get("/api/companies/mail-templates/default?type=LOGIN_CODE&lang=en");
    expect(response.json()).toEqual({
      type: "LOGIN_CODE",
      language: "en",
      ...defaultMailTemplates.LOGIN_CODE.en,
      placeholders: ["name", "code", "minutes"],
    });
    const swedish = await t.api.as(fx.a).get("/api/companies/mail-templates/default?type=INVITATION&lang=se");
    expect(swedish.json().subject).toBe("Inbjudan till {{companyName}}");
    for (const query of ["type=LOGIN_CODE", "lang=en", "type=X&lang=en", "type=LOGIN_CODE&lang=fr"]) {
      const bad = await t.api.as(fx.a).get(`/api/companies/mail-templates/default?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    expect(
      (await t.api.anonymous().get("/api/companies/mail-templates/default?type=LOGIN_CODE&lang=en")).statusCode,
    ).toBe(401);
  });

  it("previews a subject and body with sample values, inserting them as plain text", async () => {
    const preview = (payload: Record<string, unknown>, token: string | null = fx.a.token) =>
      t.api.as(token).post("/api/companies/mail-templates/preview", payload);
    const response = await preview({
      type: "INVITATION",
      language: "en",
      subject: "Hi {{name}}",
      body: "{{inviterName}} invites you to {{companyName}}: {{link}} {{unknown}} {{constructor}} <%= 1 %>",
    });
    expect(response.json()).toEqual({
      subject: "Hi Erik Ek",
      text: "Anna Andersson invites you to Example Ltd: https://example.com/link {{unknown}} {{constructor}} <%= 1 %>",
    });
    expect((await preview({ type: "INVITATION", language: "xx", subject: "", body: "" })).statusCode).toBe(400);
    expect((await preview({ type: "INVITATION", language: "en", subject: "a", body: "b" }, null)).statusCode).toBe(401);
  });
});

describe("placeholders", () => {
  it("fills known placeholders once, as plain text, and leaves unknown ones as written", () => {
    expect(fillPlaceholders("{{a}} {{ a }} {{b}} {{}} {a}", { a: "{{b}}", b: "<b>" })).toBe("{{b}} {{b}} <b> {{}} {a}");
    expect(fillPlaceholders("{{toString}} {{__proto__}}", {})).toBe("{{toString}} {{__proto__}}");
    expect(renderDefaultMail("PASSWORD_RESET", "en", { name: "Eva", link: "L", minutes: "60" }).subject).toBe(
      "Reset your password",
    );
    expect(renderDefaultMail("PASSWORD_RESET", "sv", { name: "Eva", link: "L", minutes: "60" }).text).toContain(
      "Hej Eva!",
    );
  });
});

describe("sent mail uses the company's template in the recipient's language", () => {
  it("renders the company's template, else the default, and never another company's", async () => {
    await create(fx.b.token, fx.b.company.id, {
      type: "LOGIN_CODE",
      language: "se",
      subject: "Beta-kod",
      body: "Beta: {{code}}",
    });
    const render = (companyId: string, language: "se" | "en") =>
      withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
        renderCompanyMail(tx, { companyId, type: "LOGIN_CODE", language, values: { code: "123456" } }),
      );
    expect(await render(fx.b.company.id, "se")).toEqual({ subject: "Beta-kod", text: "Beta: 123456" });
    expect(await render(fx.b.company.id, "en")).toEqual({
      subject: "Your sign-in code",
      text: fillPlaceholders(defaultMailTemplates.LOGIN_CODE.en.body, { code: "123456" }),
    });
    expect((await render(fx.a.company.id, "se")).subject).toBe("Din inloggningskod");
  });

  it("mails a due reminder with the company's template in each recipient's language", async () => {
    const company = await createCompany(t.deps.db, { name: "Gamma AB" });
    await addMember(t.deps.db, company.id, fx.a.user.id, {
      permissions: ["CompanyAccountAdmin", ...editor, "DocumentReminders"],
    });
    const english = await createUser(t.deps.db, { name: "Emma English" });
    await addMember(t.deps.db, company.id, english.id, { permissions: [...editor, "DocumentReminders"] });
    await t.api.as(await signIn(t.app, english.email)).put(`/api/users/${english.id}/language`, { language: "en" });
    for (const [language, subject, body] of [
      ["se", "Dags: {{title}}", "Hej {{name}}, {{title}} på {{objectName}} ({{companyName}}) {{date}}"],
      ["en", "Due now: {{title}}", "Dear {{name}}, {{title}} on {{objectName}} is due {{date}}"],
    ]) {
      expect((await create(fx.a.token, company.id, { type: "REMINDER_DUE", language, subject, body })).statusCode).toBe(
        201,
      );
    }
    const object = await createObject(t, fx.a, company.id, { name: "Lease" });
    const created = await t.api.as(fx.a).post(`/api/companies/${company.id}/notices`, {
      publicationId: object.id,
      title: "Terminate",
      reminderAt: "2026-05-04",
      assigneeIds: [english.id],
    });
    expect(created.statusCode).toBe(201);
    await deliverDueReminders(t.deps, new Date("2026-05-05T12:00:00Z"));
    const swedish = await lastMessage(t.deps, fx.a.user.email);
    expect(swedish).toMatchObject({
      channel: "email",
      subject: "Dags: Terminate",
      body: "Hej Alpha AB User, Terminate på Lease (Gamma AB) 2026-05-04",
    });
    const englishMail = await lastMessage(t.deps, english.email);
    expect(englishMail).toMatchObject({
      subject: "Due now: Terminate",
      body: "Dear Emma English, Terminate on Lease is due 2026-05-04",
    });
  });

  it("sends the sign-in code with the template of the company that asks for it, in the user's language", async () => {
    const company = await createCompany(t.deps.db, { name: "Delta AB", secondFactor: "email" });
    const user = await createUser(t.deps.db, { name: "Code User" });
    await addMember(t.deps.db, company.id, user.id);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    const plainCompany = await createCompany(t.deps.db, { name: "Epsilon AB" });
    await addMember(t.deps.db, plainCompany.id, user.id);
    await addMember(t.deps.db, plainCompany.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    // The company without a second factor words it too, but it is not the one asking.
    await create(fx.a.token, plainCompany.id, { type: "LOGIN_CODE", language: "se", subject: "Fel", body: "{{code}}" });
    await create(fx.a.token, company.id, {
      type: "LOGIN_CODE",
      language: "se",
      subject: "Delta: din kod",
      body: "Hej {{name}}, koden är {{code}} ({{minutes}} min).",
    });
    const answer = await t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email: user.email, password: "correct-horse" });
    expect(answer.json()).toMatchObject({ codeRequired: true, method: "email" });
    const mail = await lastMessage(t.deps, user.email);
    expect(mail?.subject).toBe("Delta: din kod");
    expect(mail?.body).toMatch(/^Hej Code User, koden är \d{6} \(10 min\)\.$/);
  });

  it("mails the password reset of a user without a company in the user's language, with the default wording", async () => {
    const user = await createUser(t.deps.db, { name: "Reset User" });
    await t.api.as(await signIn(t.app, user.email)).put(`/api/users/${user.id}/language`, { language: "en" });
    await t.api.anonymous().post("/api/users/forgot-password", { Email: user.email });
    // The route answers before it mails.
    const mail = await vi.waitFor(async () => (await lastMessage(t.deps, user.email)) ?? Promise.reject());
    expect(mail?.subject).toBe("Reset your password");
    expect(mail?.body).toMatch(/^Hi Reset User,\n\nOpen this link within 60 minutes .*\/reset-password\?token=/);
    const all = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(all).toHaveLength(1);
  });

  it("words the password reset as the user's only company does; a user of several gets the default", async () => {
    const company = await createCompany(t.deps.db, { name: "Zeta AB" });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    await create(fx.a.token, company.id, {
      type: "PASSWORD_RESET",
      language: "se",
      subject: "Zeta: nytt lösenord",
      body: "Hej {{name}}, välj ett nytt lösenord här: {{link}}",
    });
    const only = await createUser(t.deps.db, { name: "Only Zeta" });
    await addMember(t.deps.db, company.id, only.id);
    const forgot = (email: string) => t.api.anonymous().post("/api/users/forgot-password", { Email: email });
    await forgot(only.email);
    // The route answers before it mails.
    const mail = await vi.waitFor(async () => (await lastMessage(t.deps, only.email)) ?? Promise.reject());
    expect(mail?.subject).toBe("Zeta: nytt lösenord");
    expect(mail?.body).toMatch(/^Hej Only Zeta, välj ett nytt lösenord här: .*\/reset-password\?token=[\w-]+$/);

    await addMember(t.deps.db, fx.b.company.id, only.id);
    await forgot(only.email);
    await vi.waitFor(async () =>
      expect((await lastMessage(t.deps, only.email))?.subject).toBe("Återställ ditt lösenord"),
    );
  });
});

describe("the placement rule: a template cannot carry the product's links away", () => {
  const hostile = [
    "Reset: https://evil.test/r?u={{link}}",
    'Reset: <a href="{{link}}">here</a>',
    "Reset: [x]({{link}})",
    "Reset: {{link}}abc",
  ];

  it("refuses to create or save a placeholder inside an address, an attribute or markup (400, its own code)", async () => {
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin"] });
    for (const type of ["PASSWORD_RESET", "INVITATION"]) {
      for (const body of hostile) {
        const response = await create(fx.a.token, company.id, { type, language: "en", subject: "Reset", body });
        expect(response.statusCode, body).toBe(400);
        expect(response.json(), body).toEqual({
          code: "MAIL_TEMPLATE_UNSAFE_PLACEHOLDER",
          field: "body",
          message: expect.stringContaining("{{link}} may not stand inside an address, an attribute or markup"),
        });
      }
    }
    const subject = await create(fx.a.token, company.id, {
      type: "REMINDER_DUE",
      language: "en",
      subject: "Due: https://evil.test/?t={{title}}",
      body: "Due",
    });
    expect(subject.json()).toMatchObject({ code: "MAIL_TEMPLATE_UNSAFE_PLACEHOLDER", field: "subject" });
    expect((await t.api.as(fx.a).get(list(company.id))).json()).toEqual([]);

    const saved = (await create(fx.a.token, company.id, { ...invitation, type: "PASSWORD_RESET" })).json();
    expect(saved.unsafe).toBe(false);
    for (const body of hostile) {
      const response = await t.api.as(fx.a).put(one(saved.id, company.id), { subject: "Reset", body });
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toMatchObject({ code: "MAIL_TEMPLATE_UNSAFE_PLACEHOLDER", field: "body" });
    }
    expect((await t.api.as(fx.a).get(one(saved.id, company.id))).json()).toEqual(saved);
  });

  it("marks a stored template that breaks the rule unsafe and mails the default: only PUBLIC_URL links, the token nowhere else", async () => {
    const company = await createCompany(t.deps.db, { name: "Legacy AB" });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: ["CompanyAccountAdmin", "UsersEdit"] });
    // Stored before the rule: written through the queries as the old API did.
    const legacy = await withTenant(t.deps.db, { companyIds: [company.id] }, async (tx) => [
      await insertTemplate(tx, company.id, {
        type: "PASSWORD_RESET",
        language: "en",
        subject: "Legacy reset",
        body: "Hi {{name}}, reset at https://evil.test/r?u={{link}}",
      }),
      await insertTemplate(tx, company.id, {
        type: "INVITATION",
        language: "en",
        subject: "Legacy invitation",
        body: 'Join: <a href="{{link}}">{{companyName}}</a>',
      }),
      await insertTemplate(tx, company.id, {
        type: "REMINDER_DUE",
        language: "en",
        subject: "Due: {{title}}",
        body: "Fine as it is",
      }),
    ]);
    const listed = (await t.api.as(fx.a).get(list(company.id))).json() as { id: string; unsafe: boolean }[];
    expect(Object.fromEntries(listed.map((m) => [m.id, m.unsafe]))).toEqual({
      [legacy[0]?.id ?? ""]: true,
      [legacy[1]?.id ?? ""]: true,
      [legacy[2]?.id ?? ""]: false,
    });
    expect((await t.api.as(fx.a).get(one(legacy[0]?.id ?? "", company.id))).json().unsafe).toBe(true);

    const publicUrl = t.deps.config.publicUrl;
    /** Every address in a mail, and every place its secret token appears. */
    const links = (body: string, token: string) => ({
      urls: body.match(/[a-z][a-z0-9+.-]*:\/\/[^\s]+/gi) ?? [],
      tokenAt: [...body.matchAll(new RegExp(token, "g"))].map((m) => body.slice(0, m.index).split(/\s/).pop()),
    });

    const member = await createUser(t.deps.db, { name: "Legacy Member" });
    await addMember(t.deps.db, company.id, member.id);
    await t.api.as(await signIn(t.app, member.email)).put(`/api/users/${member.id}/language`, { language: "en" });
    await t.api.anonymous().post("/api/users/forgot-password", { Email: member.email });
    // The route answers before it mails.
    const reset = await vi.waitFor(async () => (await lastMessage(t.deps, member.email)) ?? Promise.reject());
    expect(reset.subject).toBe("Reset your password");
    const resetToken = reset.body.match(/reset-password\?token=([\w-]+)/)?.[1] ?? "";
    expect(resetToken).not.toBe("");
    expect(reset.body).not.toContain("evil.test");
    expect(links(reset.body, resetToken)).toEqual({
      urls: [`${publicUrl}/reset-password?token=${resetToken}`],
      tokenAt: [`${publicUrl}/reset-password?token=`],
    });

    const invitee = `legacy-${Date.now()}@example.com`;
    const invited = await t.api.as(fx.a).post(`/api/companies/${company.id}/users/invite`, {
      email: invitee,
      name: "Ivy",
      type: "GUEST",
      language: "en",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitationMail = await lastMessage(t.deps, invitee);
    expect(invitationMail?.subject).toBe("Invitation to Legacy AB");
    const invitationLink = invitationMail?.body.match(/\S+\/invitation\/\S+/)?.[0] ?? "";
    expect(invitationLink.startsWith(`${publicUrl}/invitation/${company.id}/`)).toBe(true);
    expect(links(invitationMail?.body ?? "", invitationLink.split("/").pop() ?? "-").urls).toEqual([invitationLink]);
    expect(invitationMail?.body).not.toContain("href");
  });
});
