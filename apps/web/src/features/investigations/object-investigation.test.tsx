import type { Company, Investigation, Investigator } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { company, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectInvestigation } from ".";
import { berit, invCompany, investigation, investigator, publicationId, questionId } from "./test-utils";

type Refusal = { status: number; body: object };

/**
 * The investigation endpoints as a server keeps them: answers are recorded (who, now), the status
 * changes, investigators come and go; queued refusals answer first.
 */
function mockInvestigation(start: Investigation, options: { answers?: Refusal[]; status?: Refusal[] } = {}) {
  let current = start;
  let investigators: Investigator[] = start.investigators.map((i, n) => investigator(n + 1, i.user));
  const sent = {
    answers: [] as unknown[],
    status: [] as unknown[],
    added: [] as unknown[],
    removed: [] as string[],
    /** What GET answers from now on. */
    set: (next: Investigation) => {
      current = next;
    },
  };
  const base = "/api/companies/:companyId/publications/:publicationId/investigation";
  server.use(
    http.get(base, () => HttpResponse.json(current)),
    http.put(`${base}/answers`, async ({ request }) => {
      const body = (await request.json()) as { questionId: string; answer: string | null };
      sent.answers.push(body);
      const refusal = options.answers?.shift();
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const question = current.sections.flatMap((s) => s.questions).find((q) => q.id === body.questionId);
      const answered = {
        ...question,
        answer: body.answer,
        answeredBy: { id: user.id, name: user.name },
        answeredAt: "2026-11-25T10:30:00.000Z",
      };
      return HttpResponse.json(answered);
    }),
    http.put(`${base}/status`, async ({ request }) => {
      const body = (await request.json()) as { status: Investigation["status"] };
      sent.status.push(body);
      const refusal = options.status?.shift();
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const closed = body.status === "closed";
      current = {
        ...current,
        status: body.status,
        closedAt: closed ? "2026-11-26T08:00:00.000Z" : null,
        closedBy: closed ? { id: user.id, name: user.name } : null,
      };
      return HttpResponse.json(current);
    }),
    http.get("/api/companies/:companyId/investigation-users", () => HttpResponse.json(investigators)),
    http.post("/api/companies/:companyId/investigation-users", async ({ request }) => {
      const body = (await request.json()) as { userId: string };
      sent.added.push(body);
      const added = investigator(investigators.length + 10, berit);
      investigators = [...investigators, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete("/api/companies/:companyId/investigation-users/:id", ({ params }) => {
      sent.removed.push(params.id as string);
      investigators = investigators.filter((i) => i.id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json([
        { ...berit, email: "berit@demo.test", type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false },
      ]),
    ),
  );
  return sent;
}

function renderPart({
  canEdit = true,
  archived = false,
  of = invCompany,
}: {
  canEdit?: boolean;
  archived?: boolean;
  of?: Company;
} = {}) {
  signIn();
  const session = { user, companies: [of], selectedCompany: of, selectCompany: () => {} };
  const scope = { userId: user.id, companyId: of.id };
  const page = (
    <SessionContext value={session}>
      <ObjectInvestigation
        scope={scope}
        publicationId={publicationId}
        publicationName="Fire"
        canEdit={canEdit}
        archived={archived}
      />
    </SessionContext>
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
}

const part = () => screen.findByRole("region", { name: "Investigation" });
const textAnswer = () => screen.findByRole("textbox", { name: "Describe the event" });

afterEach(() => vi.restoreAllMocks());

describe("an investigation on its object page", () => {
  it("shows its status, template and questions of each type, each in its own field", async () => {
    mockInvestigation(investigation());
    renderPart();
    const section = await part();
    expect(await within(section).findByText("Open")).toBeInTheDocument();
    expect(within(section).getByText("Template: Incident")).toBeInTheDocument();
    expect(within(section).getByRole("heading", { name: "What happened" })).toBeInTheDocument();
    expect(await textAnswer()).toHaveValue("");
    const hurt = within(section).getByRole("radiogroup", { name: "Was anyone hurt?" });
    expect(
      within(hurt)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["yes", "no"]);
    expect(within(section).getByRole("combobox", { name: "Severity" })).toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: "When did it happen?" })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Download report (PDF)" })).toBeInTheDocument();
  });

  it("saves a typed answer once typing pauses, and says who answered it", async () => {
    const sent = mockInvestigation(investigation());
    renderPart();
    await userEvent.type(await textAnswer(), "Smoke");
    expect(sent.answers).toHaveLength(0);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent.answers).toEqual([{ questionId: questionId(1), answer: "Smoke" }]);
    expect(screen.getByText(/^Answered by Anna Admin, 2026-11-25/)).toBeInTheDocument();
  });

  it("saves at once on leaving the field", async () => {
    const sent = mockInvestigation(investigation());
    renderPart();
    await fill(await textAnswer(), "Smoke in hall 3");
    await userEvent.tab();
    await waitFor(() => expect(sent.answers).toEqual([{ questionId: questionId(1), answer: "Smoke in hall 3" }]));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("keeps the text of a refused save and saves it again on retry", async () => {
    const sent = mockInvestigation(investigation(), {
      answers: [{ status: 500, body: { code: "INTERNAL", message: "Oops." } }],
    });
    renderPart();
    await fill(await textAnswer(), "Smoke");
    await userEvent.tab();
    expect(await screen.findByText("Not saved.")).toBeInTheDocument();
    expect(await textAnswer()).toHaveValue("Smoke");
    await userEvent.click(screen.getByRole("button", { name: "Save the answer to Describe the event again" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent.answers).toEqual([
      { questionId: questionId(1), answer: "Smoke" },
      { questionId: questionId(1), answer: "Smoke" },
    ]);
    expect(screen.queryByText("Not saved.")).not.toBeInTheDocument();
  });

  it("sends what was typed during a save once that save is done, the newest text last", async () => {
    const bodies: string[] = [];
    let release: () => void = () => {};
    mockInvestigation(investigation());
    server.use(
      http.put("/api/companies/:companyId/publications/:publicationId/investigation/answers", async ({ request }) => {
        const body = (await request.json()) as { questionId: string; answer: string };
        bodies.push(body.answer);
        if (bodies.length === 1) await new Promise<void>((resolve) => (release = resolve));
        const [question] = investigation().sections.flatMap((section) => section.questions);
        return HttpResponse.json({ ...question, answer: body.answer });
      }),
    );
    renderPart();
    await fill(await textAnswer(), "Smoke");
    await userEvent.tab();
    expect(await screen.findByText("Saving…")).toBeInTheDocument();
    await userEvent.click(await textAnswer());
    await userEvent.type(await textAnswer(), " and fire");
    await userEvent.tab();
    expect(bodies).toEqual(["Smoke"]);
    release();
    await waitFor(() => expect(bodies).toEqual(["Smoke", "Smoke and fire"]));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(await textAnswer()).toHaveValue("Smoke and fire");
  });

  it("keeps the text when the investigation was closed meanwhile, and shows it closed, read-only", async () => {
    const closed = investigation({ status: "closed", closedBy: berit, closedAt: "2026-11-25T09:00:00.000Z" });
    const sent = mockInvestigation(investigation(), {
      answers: [{ status: 409, body: { code: "INVESTIGATION_CLOSED", message: "Closed." } }],
    });
    renderPart();
    await fill(await textAnswer(), "Late words");
    sent.set(closed);
    await userEvent.tab();
    expect(
      await screen.findByText("Not saved: the investigation was closed. Your text is kept here."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /again$/ })).not.toBeInTheDocument();
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    expect(await textAnswer()).toHaveValue("Late words");
    expect(await textAnswer()).toHaveAttribute("readonly");
    expect(sent.answers).toEqual([{ questionId: questionId(1), answer: "Late words" }]);
  });

  it("saves a yes or no, a choice and a date as soon as they are picked", async () => {
    const sent = mockInvestigation(investigation());
    renderPart();
    const section = await part();
    await userEvent.click(await within(section).findByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(sent.answers).toEqual([{ questionId: questionId(2), answer: "yes" }]));
    await userEvent.click(within(section).getByRole("combobox", { name: "Severity" }));
    await userEvent.click(await screen.findByRole("option", { name: "High" }));
    await waitFor(() => expect(sent.answers).toHaveLength(2));
    await fill(within(section).getByRole("textbox", { name: "When did it happen?" }), "2026-11-20");
    await waitFor(() => expect(sent.answers).toHaveLength(3));
    expect(sent.answers.slice(1)).toEqual([
      { questionId: questionId(3), answer: "High" },
      { questionId: questionId(4), answer: "2026-11-20" },
    ]);
  });

  it("starts the investigation", async () => {
    const sent = mockInvestigation(investigation());
    renderPart();
    await userEvent.click(await screen.findByRole("button", { name: "Start" }));
    expect(await screen.findByText("In progress")).toBeInTheDocument();
    expect(sent.status).toEqual([{ status: "inProgress" }]);
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
  });

  it("closes only after a confirmation, and says an approved certify flow is needed when the server asks for one", async () => {
    const sent = mockInvestigation(investigation({ status: "inProgress", requiresApproval: true }), {
      status: [{ status: 409, body: { code: "APPROVAL_REQUIRED", message: "Approve first." } }],
    });
    renderPart();
    await userEvent.click(await screen.findByRole("button", { name: "Close investigation" }));
    const confirm = await screen.findByRole("dialog", { name: "Close the investigation?" });
    expect(sent.status).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Close investigation" }));
    expect(await screen.findByText("An approved certify flow is needed first")).toBeInTheDocument();
    expect(sent.status).toEqual([{ status: "closed" }]);
    expect(screen.getByText("In progress")).toBeInTheDocument();
    // Read, it is put away (it would otherwise stay after the approval has come).
    await userEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Close" }));
    expect(screen.queryByText("An approved certify flow is needed first")).not.toBeInTheDocument();
  });

  it("once closed, is read-only: no answering, no start or close, who closed it", async () => {
    mockInvestigation(investigation({ status: "inProgress" }));
    renderPart();
    await userEvent.click(await screen.findByRole("button", { name: "Close investigation" }));
    const confirm = await screen.findByRole("dialog", { name: "Close the investigation?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Close investigation" }));
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    expect(screen.getByText(/^Closed by Anna Admin, 2026-11-26/)).toBeInTheDocument();
    expect(await textAnswer()).toHaveAttribute("readonly");
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Close investigation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Add an investigator" })).not.toBeInTheDocument();
  });

  it("lets an investigator who may not edit the object answer, but not start or close it", async () => {
    mockInvestigation(investigation({ investigators: [investigator(1, user)] }));
    renderPart({ canEdit: false });
    expect(await textAnswer()).not.toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
  });

  it("is read-only on an archived object, to its investigators too", async () => {
    mockInvestigation(investigation({ investigators: [investigator(1, user)] }));
    renderPart({ canEdit: false, archived: true });
    expect(await textAnswer()).toHaveAttribute("readonly");
  });

  it("is read-only to others who may not edit the object", async () => {
    mockInvestigation(investigation());
    renderPart({ canEdit: false });
    expect(await textAnswer()).toHaveAttribute("readonly");
    expect(screen.queryByRole("combobox", { name: "Add an investigator" })).not.toBeInTheDocument();
  });

  it("downloads the report as a PDF", async () => {
    let asked = 0;
    mockInvestigation(investigation());
    server.use(
      http.get("/api/companies/:companyId/publications/:publicationId/investigation/report", () => {
        asked += 1;
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:report");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPart();
    await userEvent.click(await screen.findByRole("button", { name: "Download report (PDF)" }));
    await waitFor(() => expect(names).toEqual(["Fire - report.pdf"]));
    expect(asked).toBe(1);
  });

  it("says so when it cannot be loaded, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get("/api/companies/:companyId/publications/:publicationId/investigation", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: "INTERNAL", message: "Oops." }, { status: 500 })
          : HttpResponse.json(investigation());
      }),
      http.get("/api/companies/:companyId/investigation-users", () => HttpResponse.json([])),
    );
    renderPart();
    expect(await screen.findByText("The investigation could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await textAnswer()).toBeInTheDocument();
  });

  it("shows nothing, and asks nothing, in a company without the investigation feature", async () => {
    let asked = 0;
    server.use(
      http.get("/api/companies/:companyId/publications/:publicationId/investigation", () => {
        asked += 1;
        return HttpResponse.json(investigation());
      }),
    );
    const without = company({
      ...invCompany,
      enabledFeatures: { ...invCompany.enabledFeatures, investigation: false },
    });
    renderPart({ of: without });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("region", { name: "Investigation" })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});

describe("investigators", () => {
  it("lists them, adds a member and removes one after a confirmation", async () => {
    const sent = mockInvestigation(investigation({ investigators: [investigator(1)] }));
    renderPart();
    const list = await screen.findByRole("list", { name: "Investigators" });
    expect(within(list).getByText("Berit Berg")).toBeInTheDocument();
    expect(within(list).getByText("Added 2026-11-03")).toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: "Remove Berit Berg" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove the investigator?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No investigators yet.")).toBeInTheDocument();
    expect(sent.removed).toEqual([investigator(1).id]);

    await userEvent.click(screen.getByRole("combobox", { name: "Add an investigator" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg" }));
    expect(await screen.findByText("Berit Berg is an investigator now.")).toBeInTheDocument();
    expect(sent.added).toEqual([{ publicationId, userId: berit.id }]);
    expect(
      within(await screen.findByRole("list", { name: "Investigators" })).getByText("Berit Berg"),
    ).toBeInTheDocument();
  });

  it("adds everyone assigned to a unit at once, for a member who sees units", async () => {
    mockInvestigation(investigation({ investigators: [] }));
    const posted: unknown[] = [];
    const unitId = "77777777-7777-4777-8777-777777777777";
    server.use(
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(["CompanyUnits"])),
      http.get("/api/companies/:companyId/units", () =>
        HttpResponse.json([
          {
            id: unitId,
            name: "Lag Väst",
            status: "ACTIVATED",
            manager: null,
            categories: [],
            memberCount: 2,
            createdAt: "2026-11-01T08:00:00.000Z",
          },
        ]),
      ),
      http.post("/api/companies/:companyId/investigation-users", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json([investigator(1), investigator(2)], { status: 201 });
      }),
    );
    renderPart();
    await userEvent.click(await screen.findByRole("combobox", { name: "Add the members of a unit" }));
    await userEvent.click(await screen.findByRole("option", { name: "Lag Väst" }));
    expect(await screen.findByText("2 members of Lag Väst were added.")).toBeInTheDocument();
    expect(posted).toEqual([{ publicationId, unitId }]);
  });

  it("offers no unit without the right to see units", async () => {
    mockInvestigation(investigation({ investigators: [] }));
    renderPart();
    await screen.findByRole("combobox", { name: "Add an investigator" });
    expect(screen.queryByRole("combobox", { name: "Add the members of a unit" })).not.toBeInTheDocument();
  });
});
