import type { InvestigationTemplate } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { invCompany, mockSession, questionId, template } from "./test-utils";

const page = "/settings/investigation-templates";
const api = "/api/companies/:companyId/investigation-templates";

/** The template endpoints over a list kept as a server keeps it; the bodies sent are recorded. */
function mockTemplates(start: InvestigationTemplate[], refusals: { status: number; body: object }[] = []) {
  let rows = start;
  const sent = { created: [] as unknown[], saved: [] as unknown[], deleted: [] as string[] };
  server.use(
    http.get(api, () => HttpResponse.json(rows)),
    http.get(`${api}/:id`, ({ params }) => {
      const found = rows.find((row) => row.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ code: "NOT_FOUND", message: "" }, { status: 404 });
    }),
    http.post(api, async ({ request }) => {
      const body = (await request.json()) as Partial<InvestigationTemplate>;
      sent.created.push(body);
      const created = template(50, { ...body, id: "eeeeeeee-eeee-4eee-8eee-000000000050", sections: [], version: 1 });
      rows = [...rows, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${api}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<InvestigationTemplate>;
      sent.saved.push(body);
      const refusal = refusals.shift();
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const before = rows.find((row) => row.id === params.id) as InvestigationTemplate;
      const saved = { ...before, name: body.name as string, version: before.version + 1 };
      rows = rows.map((row) => (row.id === saved.id ? saved : row));
      return HttpResponse.json(saved);
    }),
    http.delete(`${api}/:id`, ({ params }) => {
      sent.deleted.push(params.id as string);
      rows = rows.filter((row) => row.id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

function open(path: string, permissions = ["Investigations", "CertifyDocument"]) {
  mockSession(permissions);
  signIn();
  return renderApp(path);
}

const table = () => screen.findByRole("table", { name: "Investigation templates" });

describe("investigation templates in the settings", () => {
  it("are a settings area for members with the Investigations permission in a company with the feature", async () => {
    mockTemplates([]);
    open("/settings");
    expect(await screen.findByRole("link", { name: /Investigation templates/ })).toHaveAttribute("href", page);
  });

  it("are no settings area without the Investigations permission", async () => {
    const sent = mockTemplates([template(1)]);
    open("/settings", ["CertifyDocument", "UsersEdit"]);
    expect(await screen.findByRole("link", { name: /Users/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Investigation templates/ })).not.toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it("are locked without the Investigations permission", async () => {
    mockTemplates([template(1)]);
    open(page, ["CertifyDocument"]);
    expect(await screen.findByText("Investigation templates are not available")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("are locked where the company lacks the investigation feature", async () => {
    mockTemplates([template(1)]);
    const without = company({
      ...invCompany,
      enabledFeatures: { ...invCompany.enabledFeatures, investigation: false },
    });
    mockSession(["Investigations"], [without]);
    signIn();
    renderApp(page);
    expect(await screen.findByText("Investigation templates are not available")).toBeInTheDocument();
  });

  it("lists the templates with their questions, period and approval", async () => {
    mockTemplates([template(1), template(2, { periodDays: null, requiresApproval: true, name: "Audit" })]);
    open(page);
    const grid = await table();
    const rows = within(grid).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("td")].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ["Template 1", "1", "30 days", ""],
      ["Audit", "1", "–", "Required"],
    ]);
    expect(within(grid).getByRole("link", { name: "Audit" })).toHaveAttribute("href", `${page}/${template(2).id}`);
  });

  it("says so when there are none yet", async () => {
    mockTemplates([]);
    open(page);
    expect(await screen.findByText("No templates yet")).toBeInTheDocument();
  });

  it("deletes a template after a confirmation", async () => {
    const sent = mockTemplates([template(1), template(2)]);
    open(page);
    await userEvent.click(within(await table()).getByRole("button", { name: "Delete Template 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the template?" });
    expect(sent.deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Template 1 was deleted.")).toBeInTheDocument();
    expect(sent.deleted).toEqual([template(1).id]);
    await waitFor(() => expect(within(screen.getByRole("table")).queryByText("Template 1")).not.toBeInTheDocument());
  });
});

describe("the template editor", () => {
  it("creates a template with a section, a text and a choice question, a checklist, a period and approval", async () => {
    const sent = mockTemplates([]);
    const { location } = open(page);
    await userEvent.click(await screen.findByRole("link", { name: "New template" }));
    await waitFor(() => expect(location()).toBe(`${page}/new`));
    await fill(await screen.findByRole("textbox", { name: "Name" }), "Incident");
    await fill(screen.getByRole("textbox", { name: "Description" }), "For accidents");
    await fill(screen.getByRole("textbox", { name: "Default period (days)" }), "14");
    await userEvent.click(screen.getByRole("checkbox", { name: /Closing requires approval/ }));
    await fill(screen.getByRole("textbox", { name: "Title of section 1" }), "Facts");
    await fill(screen.getByRole("textbox", { name: "Question 1" }), "What happened?");
    await userEvent.click(screen.getByRole("button", { name: "Add a question to section 1" }));
    await fill(screen.getByRole("textbox", { name: "Question 2" }), "How severe?");
    await userEvent.click(screen.getByRole("combobox", { name: "Answer to question 2" }));
    await userEvent.click(await screen.findByRole("option", { name: "One of several choices" }));
    await fill(await screen.findByRole("textbox", { name: "Choice 1" }), "Low");
    await fill(screen.getByRole("textbox", { name: "Choice 2" }), "High");
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await fill(screen.getByRole("textbox", { name: "Checklist line 1" }), "Secure the area");

    await userEvent.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Facts" });
    expect(within(preview).getByRole("textbox", { name: "What happened?" })).toHaveAttribute("readonly");
    expect(within(preview).getByRole("combobox", { name: "How severe?" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(location()).toBe(page));
    expect(sent.created).toEqual([
      {
        name: "Incident",
        description: "For accidents",
        sections: [
          {
            title: "Facts",
            questions: [
              { text: "What happened?", type: "text", choices: [] },
              { text: "How severe?", type: "choice", choices: ["Low", "High"] },
            ],
          },
        ],
        checklist: ["Secure the area"],
        periodDays: 14,
        requiresApproval: true,
      },
    ]);
    expect(await screen.findByText("The template was created.")).toBeInTheDocument();
  });

  it("says what is missing before it sends anything", async () => {
    const sent = mockTemplates([]);
    open(`${page}/new`);
    await screen.findByRole("textbox", { name: "Title of section 1" });
    await userEvent.click(screen.getByRole("combobox", { name: "Answer to question 1" }));
    await userEvent.click(await screen.findByRole("option", { name: "One of several choices" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove choice 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Give the template a name.")).toBeInTheDocument();
    expect(screen.getByText("Give the section a title.")).toBeInTheDocument();
    expect(screen.getByText("Write the question.")).toBeInTheDocument();
    expect(screen.getByText("A choice question offers at least two choices.")).toBeInTheDocument();
    expect(screen.getByText("Write the choice, or remove it.")).toBeInTheDocument();
    expect(screen.getByText("Write the line, or remove it.")).toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it("edits a template, keeping the ids of its sections and questions and the version it read", async () => {
    const sent = mockTemplates([template(1)]);
    const { location } = open(page);
    await userEvent.click(within(await table()).getByRole("button", { name: "Edit Template 1" }));
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Template 1");
    expect(screen.getByRole("textbox", { name: "Question 1" })).toHaveValue("What happened?");
    await userEvent.clear(name);
    await userEvent.type(name, "Incident");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location()).toBe(page));
    expect(sent.saved).toEqual([
      {
        name: "Incident",
        description: "",
        sections: [
          {
            id: template(1).sections.at(0)?.id,
            title: "Facts",
            questions: [{ id: questionId(1), text: "What happened?", type: "text", choices: [] }],
          },
        ],
        checklist: [],
        periodDays: 30,
        requiresApproval: false,
        version: 1,
      },
    ]);
    expect(await within(await table()).findByText("Incident")).toBeInTheDocument();
  });

  it("keeps the form when someone else saved first, and loads their version on request", async () => {
    const theirs = template(1, { name: "Their name", version: 2 });
    const sent = mockTemplates(
      [template(1)],
      [{ status: 409, body: { code: "STALE_VERSION", message: "Changed.", current: theirs } }],
    );
    open(`${page}/${template(1).id}`);
    const name = await screen.findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Mine");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Changed by another user while you edited")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Mine");
    await userEvent.click(screen.getByRole("button", { name: "Load the latest version" }));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Their name");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.saved).toHaveLength(2));
    expect(sent.saved[1]).toMatchObject({ name: "Their name", version: 2 });
  });
});
