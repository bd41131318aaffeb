import { skillValidUntil } from "@app/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../lib/dates";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import {
  berit,
  carl,
  firstAid,
  forklift,
  matrix,
  member,
  mockSession,
  publication,
  skill,
  skillsCompany,
  unitA,
  userSkill,
} from "./test-utils";

const api = `/api/companies/${skillsCompany.id}`;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const search = (path: string) => Object.fromEntries(new URL(path, "http://localhost").searchParams);

/** GET /skills over `rows`, paged as the API pages; each request's query is kept. */
function mockSkills(rows = [forklift, firstAid]) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get(`${api}/skills`, ({ request }) => {
      const q = query(request);
      requests.push(q);
      const offset = Number(q.offset ?? 0);
      return HttpResponse.json(rows.slice(offset, offset + Number(q.limit)));
    }),
  );
  return requests;
}

/** GET /user-skills answering `rows` whatever the page (the paging's requests are kept). */
function mockUserSkills(rows = [userSkill(1)]) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get(`${api}/user-skills`, ({ request }) => {
      const q = query(request);
      requests.push(q);
      return HttpResponse.json(rows.slice(0, Number(q.limit)));
    }),
  );
  return requests;
}

function mockMembers() {
  server.use(
    http.get(`${api}/users`, () => HttpResponse.json([member(berit), member(carl)])),
    http.get(`${api}/users/:userId`, ({ params }) =>
      HttpResponse.json(member([berit, carl].find((p) => p.id === params.userId) ?? berit)),
    ),
  );
}

function open(path: string, permissions: string[] = ["Skills"]) {
  mockSession(permissions);
  signIn();
  return renderApp(path);
}

const today = () => formatDate(new Date());

describe("skill definitions (/list/skills)", () => {
  it("lists name, category, validity and notice days, 20 of the 21 fetched, paging with offset page × 20", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => skill(i + 1, { validityMonths: i === 0 ? null : 24 }));
    const requests = mockSkills(rows);
    const { location } = open("/list/skills");
    const table = await screen.findByRole("table", { name: "Skills" });
    const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toEqual(["Name", "Category", "Validity", "Notice (days)", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(21);
    const first = within(table).getByText("Skill 01").closest("tr") as HTMLElement;
    expect(within(first).getByText("No expiry")).toBeInTheDocument();
    expect(within(first).getByText("30 days")).toBeInTheDocument();
    const second = within(table).getByText("Skill 02").closest("tr") as HTMLElement;
    expect(within(second).getByText("24 months")).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ limit: "21", offset: "0" });

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/skills?page=2"));
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: "21", offset: "20" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(6));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("searches by name or category through the address, from the first page", async () => {
    const requests = mockSkills();
    const { location } = open("/list/skills?page=2");
    await fill(await screen.findByRole("textbox", { name: "Search" }), "fork");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/list/skills?q=fork"));
    await waitFor(() => expect(requests.at(-1)).toEqual({ q: "fork", limit: "21", offset: "0" }));
  });

  it("creates a skill in a modal with the contract's fields, then reads the list again", async () => {
    const requests = mockSkills();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${api}/skills`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(skill(9, { name: "Crane", category: "Machines", validityMonths: 36 }));
      }),
    );
    open("/list/skills");
    await screen.findByRole("table", { name: "Skills" });
    await userEvent.click(screen.getByRole("button", { name: "New skill" }));
    const dialog = await screen.findByRole("dialog", { name: "New skill" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Enter a name.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "  Crane ");
    await fill(within(dialog).getByRole("textbox", { name: "Category" }), "Machines");
    await fill(within(dialog).getByRole("textbox", { name: "Validity (months)" }), "36");
    expect(within(dialog).getByRole("textbox", { name: "Notice (days)" })).toHaveValue("30");
    const before = requests.length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { name: "Crane", description: "", category: "Machines", validityMonths: 36, noticeDays: 30 },
    ]);
    expect(await screen.findByText("Crane was created.")).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it("says when the name is taken", async () => {
    mockSkills();
    server.use(
      http.post(`${api}/skills`, () =>
        HttpResponse.json({ code: "CONFLICT", message: "Taken", field: "name" }, { status: 409 }),
      ),
    );
    open("/list/skills");
    await userEvent.click(await screen.findByRole("button", { name: "New skill" }));
    const dialog = await screen.findByRole("dialog", { name: "New skill" });
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Forklift");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Another skill has this name.")).toBeInTheDocument();
  });

  it("edits and deletes (after confirmation) with Skills", async () => {
    mockSkills();
    const puts: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.put(`${api}/skills/:id`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ ...forklift, noticeDays: 10, version: 2 });
      }),
      http.delete(`${api}/skills/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ ok: true });
      }),
    );
    open("/list/skills");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Forklift" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Forklift" });
    const notice = within(dialog).getByRole("textbox", { name: "Notice (days)" });
    await userEvent.clear(notice);
    await userEvent.type(notice, "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ name: "Forklift", validityMonths: 24, noticeDays: 10, version: 1 });

    await userEvent.click(screen.getByRole("button", { name: "Delete First aid" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the skill?" });
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual([firstAid.id]));
  });

  it("is read-only without Skills: no new, edit or delete", async () => {
    mockSkills();
    open("/list/skills", []);
    const table = await screen.findByRole("table", { name: "Skills" });
    expect(within(table).getByText("Forklift")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New skill" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Forklift" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Forklift" })).not.toBeInTheDocument();
  });
});

describe("the skills list (/list/skills-list)", () => {
  it("reads person, skill, unit, status and page from the address and asks for them", async () => {
    mockSkills();
    mockMembers();
    server.use(http.get(`${api}/units`, () => HttpResponse.json([unitA])));
    const requests = mockUserSkills([userSkill(1, { status: "expiring", validUntil: "2026-12-01" })]);
    open(`/list/skills-list?userId=${berit.id}&skillId=${forklift.id}&unitId=${unitA.id}&status=expiring&page=2`, [
      "Skills",
      "CompanyUnits",
    ]);
    await screen.findByRole("table", { name: "People's skills" });
    expect(requests.at(-1)).toEqual({
      userId: berit.id,
      skillId: forklift.id,
      unitId: unitA.id,
      status: "expiring",
      limit: "21",
      offset: "20",
    });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Person" })).toHaveValue("Berit Berg"));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Skill" })).toHaveValue("Forklift"));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Unit" })).toHaveValue("Warehouse"));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("Expiring");
  });

  it("a notification's link (?userId=) filters by the person; a filter change starts from the first page", async () => {
    mockSkills();
    mockMembers();
    const requests = mockUserSkills();
    const { location } = open(`/list/skills-list?userId=${berit.id}&page=3`);
    await screen.findByRole("table", { name: "People's skills" });
    expect(requests.at(-1)).toMatchObject({ userId: berit.id, offset: "40" });
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expired" }));
    await waitFor(() => expect(search(location())).toEqual({ userId: berit.id, status: "expired" }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ userId: berit.id, status: "expired", offset: "0" }));
    // Choosing the chosen person again deselects (Mantine's clear button is a mouse-only shortcut).
    await userEvent.click(screen.getByRole("combobox", { name: "Person" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg" }));
    await waitFor(() => expect(search(location())).toEqual({ status: "expired" }));
  });

  it("shows each status as a coloured badge with its word, the dates and the certificate", async () => {
    mockSkills();
    mockUserSkills([
      userSkill(1, { status: "expired", validUntil: "2026-01-01" }),
      userSkill(2, {
        user: carl,
        status: "expiring",
        validUntil: "2026-12-10",
        certificate: { uploadName: "truck.pdf", size: 2048, contentType: "application/pdf" },
      }),
      userSkill(3, {
        user: carl,
        skill: { id: firstAid.id, name: firstAid.name, category: "Safety" },
        status: "valid",
        validUntil: null,
      }),
    ]);
    open("/list/skills-list");
    const table = await screen.findByRole("table", { name: "People's skills" });
    const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toEqual(["Person", "Skill", "Status", "Achieved", "Valid until", "Certificate", "Actions"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const status = (row: HTMLElement) => row.querySelector("[data-status]");
    expect(status(rows[0] as HTMLElement)).toHaveTextContent("Expired");
    expect(status(rows[0] as HTMLElement)).toHaveClass("skill-status-expired");
    expect(within(rows[0] as HTMLElement).getByText("2026-01-01")).toBeInTheDocument();
    expect(status(rows[1] as HTMLElement)).toHaveTextContent("Expiring");
    expect(status(rows[1] as HTMLElement)).toHaveClass("skill-status-expiring");
    expect(
      within(rows[1] as HTMLElement).getByRole("button", { name: "Download the certificate truck.pdf" }),
    ).toBeInTheDocument();
    expect(status(rows[2] as HTMLElement)).toHaveTextContent("Valid");
    expect(within(rows[2] as HTMLElement).getByText("No expiry")).toBeInTheDocument();
  });

  it("records a skill: the valid-until date is prefilled from the skill's validity, then the certificate follows", async () => {
    mockSkills();
    mockMembers();
    const requests = mockUserSkills([]);
    const posts: unknown[] = [];
    const uploads: string[] = [];
    const recorded = userSkill(7, { user: carl });
    server.use(
      http.post(`${api}/user-skills`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(recorded);
      }),
      http.post(`${api}/user-skills/:id/certificate`, async ({ params, request }) => {
        // jsdom's multipart body keeps the bytes, not the file's name.
        const file = (await request.formData()).get("file") as File;
        uploads.push(`${params.id} ${file.size} bytes`);
        return HttpResponse.json({
          ...recorded,
          certificate: { uploadName: file.name, size: file.size, contentType: file.type },
        });
      }),
    );
    open("/list/skills-list");
    expect(await screen.findByText("No skills recorded yet")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Record skill" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Record skill" });
    expect(within(dialog).getByRole("textbox", { name: "Achieved" })).toHaveValue(today());

    await userEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await within(dialog).findByText("Choose a person.")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a skill.")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Person" }));
    await userEvent.click(await screen.findByRole("option", { name: "Carl Carlsson" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Skill" }));
    await userEvent.click(await screen.findByRole("option", { name: "Forklift" }));
    const expected = skillValidUntil(today(), 24);
    expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue(expected);
    expect(within(dialog).getByText(/from the skill's validity \(24 months\)/)).toBeInTheDocument();

    // A skill without expiry leaves the date empty.
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Skill" }));
    await userEvent.click(await screen.findByRole("option", { name: "First aid" }));
    expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Skill" }));
    await userEvent.click(await screen.findByRole("option", { name: "Forklift" }));
    expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue(expected);

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["%PDF"], "truck.pdf", { type: "application/pdf" }));
    const before = requests.length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts).toEqual([{ userId: carl.id, skillId: forklift.id, achievedOn: today(), validUntil: expected }]);
    expect(uploads).toEqual([`${recorded.id} 4 bytes`]);
    expect(await screen.findByText("Forklift was recorded for Carl Carlsson.")).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it("refuses a certificate that is not a PDF or an image before any upload", async () => {
    mockSkills();
    mockUserSkills([]);
    open("/list/skills-list");
    await userEvent.click((await screen.findAllByRole("button", { name: "Record skill" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Record skill" });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // Past the file dialog's filter (accept), as a drop or another browser may let it through.
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(await within(dialog).findByText("Choose a PDF, PNG, JPEG or WEBP file.")).toBeInTheDocument();
  });

  it("edits (renews) and deletes a record after confirmation", async () => {
    mockSkills();
    mockMembers();
    mockUserSkills([userSkill(1, { status: "expired", validUntil: "2026-01-01", achievedOn: "2024-01-01" })]);
    const puts: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.put(`${api}/user-skills/:id`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(userSkill(1, { version: 2 }));
      }),
      http.delete(`${api}/user-skills/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ ok: true });
      }),
    );
    open("/list/skills-list");
    await userEvent.click(await screen.findByRole("button", { name: "Edit or renew Forklift of Berit Berg" }));
    const dialog = await screen.findByRole("dialog", { name: "Forklift of Berit Berg" });
    expect(within(dialog).getByRole("combobox", { name: "Person" })).toBeDisabled();
    const achieved = within(dialog).getByRole("textbox", { name: "Achieved" });
    await userEvent.clear(achieved);
    await userEvent.type(achieved, "2026-11-01");
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue("2028-11-01"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      userId: berit.id,
      skillId: forklift.id,
      achievedOn: "2026-11-01",
      validUntil: "2028-11-01",
      version: 1,
    });

    await userEvent.click(await screen.findByRole("button", { name: "Delete Forklift of Berit Berg" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the record?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toEqual([userSkill(1).id]));
  });

  it("shows one's own skills without Skills: no person filter, no recording, no units asked", async () => {
    mockSkills();
    mockUserSkills([userSkill(1)]);
    open("/list/skills-list", []);
    await screen.findByRole("table", { name: "People's skills" });
    expect(screen.getByText(/Your skills\./)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Person" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Unit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record skill" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit or renew/ })).not.toBeInTheDocument();
  });
});

describe("knowledge units (/list/units-kunskap)", () => {
  function mockMatrix() {
    const asked: string[] = [];
    server.use(
      http.get(`${api}/units`, ({ request }) => {
        asked.push(`units ${query(request).limit}`);
        return HttpResponse.json([unitA]);
      }),
      http.get(`${api}/units/:unitId/matrix`, ({ params }) => {
        asked.push(`matrix ${params.unitId}`);
        return HttpResponse.json(matrix);
      }),
    );
    return asked;
  }

  it("asks to choose a unit, keeps it in the address and shows its matrix with a legend", async () => {
    const asked = mockMatrix();
    const { location } = open("/list/units-kunskap", ["CompanyUnits"]);
    expect(await screen.findByText("No unit chosen")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Unit" }));
    await userEvent.click(await screen.findByRole("option", { name: "Warehouse" }));
    await waitFor(() => expect(location()).toBe(`/list/units-kunskap?unitId=${unitA.id}`));
    const grid = await screen.findByRole("table", { name: "Competence matrix of Warehouse" });
    expect(asked).toEqual(["units 1000", `matrix ${unitA.id}`]);
    const headers = [...grid.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toEqual(["Member", "Forklift", "First aid"]);
    const legend = screen.getByRole("list", { name: "What the colours say" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Missingnot held",
      "Expiredthe valid-until day has passed",
      "Expiringlapses within 30 days",
      "Validvalid beyond that, or without an end",
    ]);
  });

  it("shows each cell's status in colour, icon and words; without Skills no cell records", async () => {
    mockMatrix();
    open(`/list/units-kunskap?unitId=${unitA.id}`, ["CompanyUnits"]);
    const grid = await screen.findByRole("table", { name: "Competence matrix of Warehouse" });
    const berit = within(grid).getByRole("rowheader", { name: "Berit Berg" }).closest("tr") as HTMLElement;
    const [expired, missing] = [...berit.querySelectorAll("[data-status]")];
    expect(expired).toHaveClass("skill-status-expired");
    expect(expired).toHaveTextContent("2026-01-01Expired, valid until 2026-01-01");
    expect(missing).toHaveClass("skill-status-missing");
    expect(missing).toHaveTextContent("Missing");
    const carlRow = within(grid).getByRole("rowheader", { name: "Carl Carlsson" }).closest("tr") as HTMLElement;
    expect(within(carlRow).getByText("Expiring, valid until 2026-12-10")).toBeInTheDocument();
    expect(within(carlRow).getByText("Valid, valid until No expiry")).toBeInTheDocument();
    expect(within(grid).queryByRole("button")).not.toBeInTheDocument();
  });

  it("opens Record skill prefilled with the person and skill of a missing cell (with Skills)", async () => {
    mockMatrix();
    mockSkills();
    mockMembers();
    const posts: unknown[] = [];
    server.use(
      http.post(`${api}/user-skills`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(
          userSkill(9, { skill: { id: firstAid.id, name: firstAid.name, category: "Safety" }, validUntil: null }),
        );
      }),
    );
    open(`/list/units-kunskap?unitId=${unitA.id}`, ["CompanyUnits", "Skills"]);
    const grid = await screen.findByRole("table", { name: "Competence matrix of Warehouse" });
    expect(within(grid).getAllByRole("button")).toHaveLength(2);
    await userEvent.click(within(grid).getByRole("button", { name: "Record First aid for Berit Berg (Missing)" }));
    const dialog = await screen.findByRole("dialog", { name: "Record skill" });
    expect(within(dialog).getByRole("combobox", { name: "Person" })).toHaveValue("Berit Berg");
    expect(within(dialog).getByRole("combobox", { name: "Skill" })).toHaveValue("First aid");
    expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ userId: berit.id, skillId: firstAid.id, achievedOn: today(), validUntil: null });
  });

  it("renews an expired cell with the valid-until date from the skill's validity", async () => {
    mockMatrix();
    mockSkills();
    mockMembers();
    open(`/list/units-kunskap?unitId=${unitA.id}`, ["CompanyUnits", "Skills"]);
    const grid = await screen.findByRole("table", { name: "Competence matrix of Warehouse" });
    await userEvent.click(
      within(grid).getByRole("button", { name: "Record Forklift for Berit Berg (Expired, valid until 2026-01-01)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Record skill" });
    expect(within(dialog).getByRole("textbox", { name: "Valid until" })).toHaveValue(skillValidUntil(today(), 24));
  });

  it("keeps one skill column and exports CSV and PDF through the download helper", async () => {
    mockMatrix();
    const exports: Record<string, string>[] = [];
    server.use(
      http.get(`${api}/units/:unitId/matrix/export`, ({ request }) => {
        exports.push(query(request));
        return new HttpResponse("a;b", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const urls: string[] = [];
    URL.createObjectURL = () => {
      urls.push("blob:1");
      return "blob:1";
    };
    URL.revokeObjectURL = () => {};
    const { location } = open(`/list/units-kunskap?unitId=${unitA.id}`, ["CompanyUnits"]);
    const grid = await screen.findByRole("table", { name: "Competence matrix of Warehouse" });
    await userEvent.click(screen.getByRole("combobox", { name: "Skill columns" }));
    await userEvent.click(await screen.findByRole("option", { name: "First aid" }));
    await waitFor(() => expect(search(location())).toEqual({ unitId: unitA.id, skillId: firstAid.id }));
    await waitFor(() =>
      expect([...grid.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Member", "First aid"]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exports).toEqual([{ format: "csv", skillId: firstAid.id }]));
    await userEvent.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]).toEqual({ format: "pdf", skillId: firstAid.id });
    await waitFor(() => expect(urls).toHaveLength(2));
  });
});

describe("gating", () => {
  const noSkills = company({ ...skillsCompany, enabledFeatures: { ...skillsCompany.enabledFeatures, skills: false } });

  it.each(["/list/skills", "/list/skills-list"])("%s is unavailable without the skills feature", async (path) => {
    mockSession(["Skills", "CompanyUnits"], [noSkills]);
    signIn();
    renderApp(path);
    expect(await screen.findByText("Skills are not available")).toBeInTheDocument();
  });

  it("knowledge units need CompanyUnits and the skills feature", async () => {
    mockSession(["Skills"]);
    signIn();
    const view = renderApp("/list/units-kunskap");
    expect(await screen.findByText("Knowledge units are not available")).toBeInTheDocument();
    view.unmount();
    mockSession(["CompanyUnits"], [noSkills]);
    renderApp("/list/units-kunskap");
    expect(await screen.findByText("Knowledge units are not available")).toBeInTheDocument();
  });
});

describe("the object page's required skills", () => {
  const id = "99999999-9999-4999-8999-000000000003";

  function mockObject(can: { edit: boolean }, companies = [skillsCompany]) {
    const base = `${api}/publications/${id}`;
    const asked: string[] = [];
    const posts: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.get("/api/companies", () => HttpResponse.json(companies)),
      http.get(base, () =>
        HttpResponse.json(publication(id, { edit: can.edit, archive: false, share: false, unlock: false })),
      ),
      http.get(`${base}/:part`, () => HttpResponse.json([])),
      http.get(`${api}/notices`, () => HttpResponse.json([])),
      http.get(`${api}/groups`, () => HttpResponse.json([])),
      http.get(`${api}/object-skills`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("publicationId") ?? "");
        return HttpResponse.json([
          { id: "dddddddd-dddd-4ddd-8ddd-000000000001", publicationId: id, skill: { ...forklift } },
        ]);
      }),
      http.post(`${api}/object-skills`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ id: "dddddddd-dddd-4ddd-8ddd-000000000002", publicationId: id, skill: firstAid });
      }),
      http.delete(`${api}/object-skills/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ ok: true });
      }),
    );
    return { asked, posts, deleted };
  }

  it("lists the object's skills; one who may edit the object adds and removes them", async () => {
    mockSession([]);
    mockSkills();
    const { asked, posts, deleted } = mockObject({ edit: true });
    signIn();
    renderApp(`/companies/${skillsCompany.id}/publications/${id}`);
    const part = await screen.findByRole("region", { name: "Required skills" });
    expect(await within(part).findByText("Forklift")).toBeInTheDocument();
    expect(asked).toEqual([id]);
    await userEvent.click(within(part).getByRole("combobox", { name: "Add a required skill" }));
    expect(screen.queryByRole("option", { name: "Forklift" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("option", { name: "First aid" }));
    await userEvent.click(within(part).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(posts).toEqual([{ publicationId: id, skillId: firstAid.id }]));
    await userEvent.click(within(part).getByRole("button", { name: "Remove Forklift" }));
    await waitFor(() => expect(deleted).toEqual(["dddddddd-dddd-4ddd-8ddd-000000000001"]));
  });

  it("is read-only for one who may not edit the object", async () => {
    mockSession([]);
    mockObject({ edit: false });
    signIn();
    renderApp(`/companies/${skillsCompany.id}/publications/${id}`);
    const part = await screen.findByRole("region", { name: "Required skills" });
    expect(await within(part).findByText("Forklift")).toBeInTheDocument();
    expect(within(part).queryByRole("button")).not.toBeInTheDocument();
  });

  it("is absent, asking nothing, without the skills feature", async () => {
    const noSkills = company({
      ...skillsCompany,
      enabledFeatures: { ...skillsCompany.enabledFeatures, skills: false },
    });
    mockSession([], [noSkills]);
    const { asked } = mockObject({ edit: true }, [noSkills]);
    signIn();
    renderApp(`/companies/${skillsCompany.id}/publications/${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Forklift manual" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Required skills" })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
