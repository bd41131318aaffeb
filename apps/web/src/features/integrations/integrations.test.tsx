import { type ApiToken, type MailTemplate, mailTemplateTypes } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const selectNordic = () =>
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: nordic }));

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const ownInvitation: MailTemplate = {
  id: "c1111111-1111-4111-8111-111111111111",
  type: "INVITATION",
  language: "en",
  subject: "Join {{companyName}} today",
  body: "Hello {{name}}: {{link}}",
  unsafe: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function mockTemplates(permissions: string[] = ["CompanyAccountAdmin"], stored: MailTemplate[] = [ownInvitation]) {
  const calls: Call[] = [];
  const list = [...stored];
  const record = async (request: Request) => {
    const body = request.method === "GET" || request.method === "DELETE" ? null : await request.json();
    calls.push({ method: request.method, url: new URL(request.url), body });
    return body as Record<string, string>;
  };
  server.use(
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/mail-templates/", async ({ request }) => {
      await record(request);
      return HttpResponse.json(list);
    }),
    http.post("/api/companies/mail-templates/", async ({ request }) => {
      const body = await record(request);
      if (body.subject === "Taken") {
        return HttpResponse.json({ code: "CONFLICT", message: "Exists", field: "type" }, { status: 409 });
      }
      const created = {
        ...body,
        unsafe: false,
        id: "c2222222-2222-4222-8222-222222222222",
        createdAt: "2026-02-01T00:00:00.000Z",
        updatedAt: "2026-02-01T00:00:00.000Z",
      } as MailTemplate;
      list.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put("/api/companies/mail-templates/:id/", async ({ request }) => {
      const body = await record(request);
      if (body.subject === "Refused") {
        return HttpResponse.json(
          { code: "VALIDATION", message: "The server says no.", field: "subject" },
          { status: 400 },
        );
      }
      Object.assign(list[0] ?? {}, body);
      return HttpResponse.json(list[0]);
    }),
    http.delete("/api/companies/mail-templates/:id/", async ({ request, params }) => {
      await record(request);
      const index = list.findIndex((m) => m.id === params.id);
      list.splice(index, 1);
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

async function openEditor(name: string) {
  await userEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog");
}

describe("settings cards", () => {
  it("shows the mail templates and API tokens areas to account administrators only", async () => {
    mockTemplates();
    signIn();
    selectNordic();
    const { location } = renderApp("/settings");
    expect(await screen.findByRole("link", { name: /API tokens/ })).toHaveAttribute("href", "/settings/api-tokens");
    await userEvent.click(await screen.findByRole("link", { name: /Mail templates/ }));
    expect(location()).toBe("/settings/mail-templates");
    expect(await screen.findByRole("heading", { name: "Mail templates", level: 1 })).toBeInTheDocument();
  });

  it("hides them from others, and their addresses go to 403", async () => {
    server.use(http.get("/api/users/:userId/permissions", () => HttpResponse.json(["UsersEdit"])));
    signIn();
    selectNordic();
    renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("link", { name: /Users/ })).toBeInTheDocument());
    expect(screen.queryByRole("link", { name: /Mail templates/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /API tokens/ })).not.toBeInTheDocument();
    for (const path of ["/settings/mail-templates", "/settings/api-tokens"]) {
      const view = renderApp(path);
      await waitFor(() => expect(view.location()).toBe("/403"));
      view.unmount();
    }
  });
});

describe("mail templates", () => {
  it("lists every mail in both languages, own or default", async () => {
    const calls = mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const invitationEn = await screen.findByTestId("mail-INVITATION-en");
    expect(within(invitationEn).getByText("Join {{companyName}} today")).toBeInTheDocument();
    expect(within(invitationEn).getByText("Own")).toBeInTheDocument();
    const invitationSe = screen.getByTestId("mail-INVITATION-se");
    expect(within(invitationSe).getByText("Inbjudan till {{companyName}}")).toBeInTheDocument();
    expect(within(invitationSe).getByText("Default")).toBeInTheDocument();
    // Each mail type (the plants' BUDNING among them) in both languages.
    expect(screen.getAllByRole("button", { name: /^Edit / })).toHaveLength(mailTemplateTypes.length * 2);
    expect(screen.getByTestId("mail-BUDNING-se")).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get("companyId")).toBe(nordic.id);
    expect(calls[0]?.url.searchParams.get("limit")).toBe("21");
  });

  it("validates the subject and body, inserts placeholders, previews live and saves a new template", async () => {
    const calls = mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const dialog = await openEditor("Edit Sign-in code (Swedish)");
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    const body = within(dialog).getByRole("textbox", { name: "Body" });
    expect(subject).toHaveValue("Din inloggningskod");
    expect(within(dialog).getByTestId("mail-preview-body")).toHaveTextContent(
      "Din inloggningskod är 123456. Den gäller i 60 minuter.",
    );

    await userEvent.clear(subject);
    await userEvent.clear(body);
    await userEvent.type(body, "Hej!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Write a subject.")).toBeInTheDocument();
    expect(within(dialog).getByText("The body must contain {{code}}.")).toBeInTheDocument();

    await fill(subject, "Kod för Nordisk");
    await userEvent.click(body);
    await userEvent.click(within(dialog).getByRole("button", { name: /^Insert \{\{code\}\}/ }));
    expect(body).toHaveValue("Hej!{{code}}");
    // The live preview fills in the sample values.
    expect(within(dialog).getByTestId("mail-preview-subject")).toHaveTextContent("Kod för Nordisk");
    expect(within(dialog).getByTestId("mail-preview-body")).toHaveTextContent("Hej!123456");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { type: "LOGIN_CODE", language: "se", subject: "Kod för Nordisk", body: "Hej!{{code}}" },
      ]),
    );
    expect(await screen.findByText("The mail template is saved.")).toBeInTheDocument();
    const row = await screen.findByTestId("mail-LOGIN_CODE-se");
    await waitFor(() => expect(within(row).getByText("Own")).toBeInTheDocument());
  });

  it("shows the server's refusal on the field in the locale's words, and a conflict as a message", async () => {
    mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    let dialog = await openEditor("Edit Invitation (English)");
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    await userEvent.clear(subject);
    await userEvent.type(subject, "Refused");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Check this field.")).toBeInTheDocument();
    expect(within(dialog).queryByText("The server says no.")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByText("Cancel"));

    dialog = await openEditor("Edit Reminder due (English)");
    const other = within(dialog).getByRole("textbox", { name: "Subject" });
    await userEvent.clear(other);
    await userEvent.type(other, "Taken");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Someone else saved this template meanwhile/)).toBeInTheDocument();
  });

  it("edits the company's own template and resets it to the default after asking", async () => {
    const calls = mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const dialog = await openEditor("Edit Invitation (English)");
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    expect(subject).toHaveValue("Join {{companyName}} today");
    await userEvent.type(subject, "!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        subject: "Join {{companyName}} today!",
        body: "Hello {{name}}: {{link}}",
      }),
    );
    expect(calls.find((c) => c.method === "PUT")?.url.pathname).toBe(
      `/api/companies/mail-templates/${ownInvitation.id}/`,
    );

    const again = await openEditor("Edit Invitation (English)");
    await userEvent.click(within(again).getByRole("button", { name: "Reset to default" }));
    const confirm = await screen.findByRole("dialog", { name: "Reset to the default?" });
    expect(within(confirm).getByText(/“Invitation” in English/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(await screen.findByText("The mail uses the default wording again.")).toBeInTheDocument();
    const row = await screen.findByTestId("mail-INVITATION-en");
    await waitFor(() => expect(within(row).getByText("Default")).toBeInTheDocument());
  });

  it("refuses a placeholder inside an address, an attribute or markup before sending, in English and Swedish", async () => {
    const calls = mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const dialog = await openEditor("Edit Password reset (English)");
    const body = within(dialog).getByRole("textbox", { name: "Body" });
    await userEvent.clear(body);
    await fill(body, 'Reset: <a href="{{link}}">here</a>');
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(
        "{{link}} may not stand inside a web address, an attribute or markup. Put {{link}} on its own, with a space or line break before and after it: the product writes the link itself.",
      ),
    ).toBeInTheDocument();
    const subject = within(dialog).getByRole("textbox", { name: "Subject" });
    await fill(subject, " https://evil.test/?n={{name}}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/^\{\{name\}\} may not stand inside a web address/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);

    await userEvent.click(within(dialog).getByText("Cancel"));
    applyLanguage("se");
    const swedish = await openEditor("Redigera Inbjudan (Svenska)");
    const swedishBody = within(swedish).getByRole("textbox", { name: "Brödtext" });
    await userEvent.clear(swedishBody);
    await fill(swedishBody, "Gå med: https://evil.test/r?u={{link}}");
    await userEvent.click(within(swedish).getByRole("button", { name: "Spara" }));
    expect(
      await within(swedish).findByText(
        "{{link}} får inte stå inuti en webbadress, ett attribut eller en märkning. Skriv {{link}} fristående, med mellanslag eller radbrytning före och efter: produkten skriver länken själv.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("marks a stored wording that breaks the rule as not used, on the list and in the editor", async () => {
    const unsafe: MailTemplate = { ...ownInvitation, body: "Join: https://evil.test/?u={{link}}", unsafe: true };
    mockTemplates(["CompanyAccountAdmin"], [unsafe]);
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const row = await screen.findByTestId("mail-INVITATION-en");
    expect(within(row).getByText("Not used")).toBeInTheDocument();
    expect(within(screen.getByTestId("mail-INVITATION-se")).getByText("Default")).toBeInTheDocument();
    expect(screen.getByText("Some of the company's wordings are not used")).toBeInTheDocument();
    expect(
      screen.getByText(/^In Invitation \(English\), a placeholder stands inside a web address/),
    ).toBeInTheDocument();
    const dialog = await openEditor("Edit Invitation (English)");
    expect(
      within(dialog).getByText(/^This wording is not used: a placeholder in it stands inside/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText("Cancel"));
    applyLanguage("se");
    expect(await screen.findByText("Några av företagets formuleringar används inte")).toBeInTheDocument();
    expect(within(screen.getByTestId("mail-INVITATION-en")).getByText("Används inte")).toBeInTheDocument();
  });

  it("offers no reset for a mail that uses the default", async () => {
    mockTemplates();
    signIn();
    selectNordic();
    renderApp("/settings/mail-templates");
    const dialog = await openEditor("Edit Password reset (English)");
    expect(within(dialog).getByText(/Saving stores the company's own/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Reset to default" })).not.toBeInTheDocument();
  });
});

const existingToken: ApiToken = {
  id: "d1111111-1111-4111-8111-111111111111",
  name: "ERP sync",
  permissions: ["PublicationEdit"],
  createdAt: "2026-01-02T10:00:00.000Z",
  lastUsedAt: null,
  createdBy: { id: user.id, name: user.name },
  suspended: false,
};

function mockTokens(stored: ApiToken[] = [existingToken]) {
  const calls: Call[] = [];
  const list = [...stored];
  server.use(
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(["CompanyAccountAdmin"])),
    http.get("/api/companies/admin/tokens", ({ request }) => {
      calls.push({ method: "GET", url: new URL(request.url), body: null });
      return HttpResponse.json(list);
    }),
    http.get("/api/companies/admin/apps", () => HttpResponse.json([{ appId: "web", name: "Web app" }])),
    http.post("/api/companies/admin/tokens", async ({ request }) => {
      const body = (await request.json()) as { name: string; permissions: ApiToken["permissions"] };
      calls.push({ method: "POST", url: new URL(request.url), body });
      const created = {
        ...body,
        id: "d2222222-2222-4222-8222-222222222222",
        createdAt: "2026-03-01T10:00:00.000Z",
        lastUsedAt: null,
        createdBy: { id: user.id, name: user.name },
        suspended: false,
      };
      list.unshift(created);
      return HttpResponse.json({ ...created, token: "wsk_secretvalue0123456789" }, { status: 201 });
    }),
    http.delete("/api/companies/admin/tokens/:id", ({ request, params }) => {
      calls.push({ method: "DELETE", url: new URL(request.url), body: params.id });
      list.splice(
        list.findIndex((x) => x.id === params.id),
        1,
      );
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

describe("API tokens", () => {
  it("lists the tokens with their permissions, creator, last use and suspension, and the registered apps", async () => {
    mockTokens([
      existingToken,
      {
        ...existingToken,
        id: "d3333333-3333-4333-8333-333333333333",
        name: "Reader",
        permissions: [],
        lastUsedAt: "2026-01-05T08:30:00.000Z",
        suspended: true,
      },
    ]);
    signIn();
    selectNordic();
    renderApp("/settings/api-tokens");
    expect(await screen.findByRole("heading", { name: "API tokens", level: 1 })).toBeInTheDocument();
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("ERP sync")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("1 permission")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("2026-01-02 by Anna Admin")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Never")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("Read only")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/^2026-01-05 \d\d:30$/)).toBeInTheDocument();
    // A token whose creator is blocked or gone shows suspended.
    expect(within(rows[2] as HTMLElement).getByText("Suspended")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText("Suspended")).not.toBeInTheDocument();
    expect(await screen.findByText("Web app")).toBeInTheDocument();
  });

  it("shows an empty state with the next action", async () => {
    mockTokens([]);
    signIn();
    selectNordic();
    renderApp("/settings/api-tokens");
    expect(await screen.findByText("No API tokens yet")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "New token" }).length).toBeGreaterThan(0);
  });

  it("creates a token: a name is required, CompanyCreate is not offered, the token is shown once", async () => {
    const calls = mockTokens();
    signIn();
    selectNordic();
    renderApp("/settings/api-tokens");
    await screen.findByText("ERP sync");
    await userEvent.click(screen.getByRole("button", { name: "New token" }));
    const dialog = await screen.findByRole("dialog", { name: "New API token" });
    expect(within(dialog).queryByRole("checkbox", { name: "Create companies" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await within(dialog).findByText("Give the token a name.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "  Accounting  ");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Edit objects" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "All of Customers" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create token" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "Accounting",
        permissions: ["PublicationEdit", "CustomerStatuses", "CustomerCreate", "CustomerEdit", "CustomerDelete"],
      }),
    );
    expect(calls.find((c) => c.method === "POST")?.url.searchParams.get("companyId")).toBe(nordic.id);

    const shown = await screen.findByRole("dialog", { name: "Token created" });
    expect(within(shown).getByRole("textbox", { name: "Token “Accounting”" })).toHaveValue("wsk_secretvalue0123456789");
    expect(within(shown).getByText(/You will not see it again/)).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Token created" })).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue("wsk_secretvalue0123456789")).not.toBeInTheDocument();
    expect(await screen.findByText("Accounting")).toBeInTheDocument();
  });

  it("revokes a token after asking", async () => {
    const calls = mockTokens();
    signIn();
    selectNordic();
    renderApp("/settings/api-tokens");
    await userEvent.click(await screen.findByRole("button", { name: "Revoke ERP sync" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke the token?" });
    await userEvent.click(within(confirm).getByText("Cancel"));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);

    await userEvent.click(await screen.findByRole("button", { name: "Revoke ERP sync" }));
    const again = await screen.findByRole("dialog", { name: "Revoke the token?" });
    await userEvent.click(within(again).getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.body)).toEqual([existingToken.id]),
    );
    expect(await screen.findByText("The token is revoked.")).toBeInTheDocument();
    expect(await screen.findByText("No API tokens yet")).toBeInTheDocument();
  });
});
