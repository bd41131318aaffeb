import type { Permission } from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCategory, createNotice, createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, noFeatures } from "../../../test/fixtures";
import { editor, newMember } from "../../../test/objects";
import { companies, notices, permissions } from "../../db/schema";

const reminders: Permission[] = [...editor, "DocumentReminders", "CategoriesAndStatuses"];

const { t, fx } = appWithTwoCompanies(reminders);

const noticesUrl = (companyId: string, rest = "") => `/api/companies/${companyId}/notices${rest}`;

/** A company of its own with one object, for list tests that must not see other tests' rows. */
async function freshCompany() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: reminders });
  const object = await createObject(t, fx.a, company.id, { name: "Lease" });
  return { companyId: company.id, object };
}

describe("creating and reading reminders", () => {
  it("creates a reminder on an object with the Notice fields of the spec", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Office lease" });
    const category = await createCategory(t, fx.a, fx.a.company.id, { name: "Leases", color: 0xff8800 });
    const notice = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Renegotiate",
      enddate: "2027-06-30",
      reminderAt: "2027-05-01",
      noticePeriod: "2 months",
      tag: "lease,office",
      assigneeIds: [fx.a.user.id],
      categoryId: category.id,
    });
    expect(notice).toMatchObject({
      title: "Renegotiate",
      description: "",
      enddate: "2027-06-30",
      reminderAt: "2027-05-01",
      noticePeriod: "2 months",
      status: false,
      completedAt: null,
      tag: "lease,office",
      manager: { id: fx.a.user.id, name: fx.a.user.name, email: fx.a.user.email },
      assignees: [{ id: fx.a.user.id }],
      companyCategory: { id: category.id, name: "Leases", color: 0xff8800 },
      publication: { id: object.id, name: "Office lease" },
      company: { id: fx.a.company.id },
    });
    const read = await t.api.as(fx.a).get(noticesUrl(fx.a.company.id, `/${notice.id}`));
    expect(read.json()).toEqual(notice);
  });

  it("stores a reminder date on or after the end date as one month before it, period 1 month", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Coupled" });
    const notice = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Late reminder",
      enddate: "2027-03-31",
      reminderAt: "2027-04-15",
      noticePeriod: "2 weeks",
    });
    expect(notice).toMatchObject({ reminderAt: "2027-02-28", noticePeriod: "1 month" });
  });

  it("gives a reminder created with only an end date the default reminder, one month before, period 1 month", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Defaulted" });
    const notice = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Only an end date",
      enddate: "2027-03-31",
    });
    expect(notice).toMatchObject({ enddate: "2027-03-31", reminderAt: "2027-02-28", noticePeriod: "1 month" });
    const cleared = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "No reminder on purpose",
      enddate: "2027-03-31",
      reminderAt: null,
    });
    expect(cleared).toMatchObject({ enddate: "2027-03-31", reminderAt: null, noticePeriod: null });
  });

  it("rejects invalid input with the field named", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Validated" });
    const cases: [Record<string, unknown>, string][] = [
      [{ publicationId: object.id, title: "" }, "title"],
      [{ publicationId: object.id, title: "x", enddate: "2027-13-01" }, "enddate"],
      [{ publicationId: object.id, title: "x", assigneeIds: [fx.b.user.id] }, "assigneeIds"],
      [{ publicationId: object.id, title: "x", managerId: fx.b.user.id }, "managerId"],
      [{ publicationId: "nope", title: "x" }, "publicationId"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(fx.a).post(noticesUrl(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

describe("saving, completing and deleting", () => {
  it("completes, refuses edits while completed, reopens, keeps the last assignee, deletes", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Lifecycle" });
    const notice = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Check",
      assigneeIds: [fx.a.user.id],
    });
    const path = noticesUrl(fx.a.company.id, `/${notice.id}`);
    const put = (payload: Record<string, unknown>) => t.api.as(fx.a).put(path, payload);
    const whole = { title: "Check", assigneeIds: [fx.a.user.id], managerId: fx.a.user.id };

    const completed = await put({ ...whole, status: true });
    expect(completed.json().status).toBe(true);
    expect(Date.parse(completed.json().completedAt)).not.toBeNaN();
    const edit = await put({ ...whole, title: "Changed", status: true });
    expect(edit.statusCode).toBe(409);
    const reopened = await put({ ...whole, status: false });
    expect(reopened.json()).toMatchObject({ status: false, completedAt: null });

    const removeLast = await put({ ...whole, assigneeIds: [] });
    expect(removeLast.statusCode).toBe(400);
    expect(removeLast.json().message).toBe("The last assignee cannot be removed.");

    expect((await t.api.as(fx.a).delete(path)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(path)).statusCode).toBe(404);
  });

  it("arms a delivered reminder again when its date moves", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Rearm" });
    const notice = await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Rearm",
      reminderAt: "2026-01-01",
    });
    await t.deps.db.update(notices).set({ deliveredAt: new Date() }).where(eq(notices.id, notice.id));
    await t.api
      .as(fx.a)
      .put(noticesUrl(fx.a.company.id, `/${notice.id}`), { title: "Rearm", reminderAt: "2027-01-01" });
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row?.deliveredAt).toBeNull();
  });
});

describe("the reminder list", () => {
  it("filters by every filter of the spec, sorts and pages", async () => {
    const { companyId, object } = await freshCompany();
    const colleague = await newMember(t, companyId, reminders);
    const cat = await createCategory(t, fx.a, companyId, { name: "Cat", color: 1 });
    const make = (body: Record<string, unknown>) =>
      createNotice(t, fx.a, companyId, { publicationId: object.id, ...body });
    await make({ title: "Bravo", reminderAt: "2027-01-10", enddate: "2027-03-01", categoryId: cat.id });
    await make({ title: "alpha", reminderAt: "2027-02-10", enddate: "2027-02-20", assigneeIds: [colleague.user.id] });
    await make({ title: "Charlie", reminderAt: "2027-03-10", enddate: "2027-04-01", status: true });
    await make({ title: "Delta", managerId: colleague.user.id });

    const titles = async (query: string, token = fx.a.token) => {
      const response = await t.api.as(token).get(noticesUrl(companyId, query));
      expect(response.statusCode, query).toBe(200);
      return response.json().map((n: { title: string }) => n.title);
    };
    expect(await titles("?all=true")).toEqual(["alpha", "Bravo", "Charlie", "Delta"]);
    expect(await titles("")).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(await titles("", colleague.token)).toEqual(["alpha", "Delta"]);
    expect(await titles("?all=true&q=rav")).toEqual(["Bravo"]);
    expect(await titles(`?all=true&manager=${encodeURIComponent(colleague.user.name)}`)).toEqual(["Delta"]);
    expect(await titles("?all=true&from=2027-02-01&to=2027-03-10")).toEqual(["alpha", "Charlie"]);
    expect(await titles("?all=true&completed=true")).toEqual(["Charlie"]);
    expect(await titles("?all=true&completed=false")).toEqual(["alpha", "Bravo", "Delta"]);
    expect(await titles(`?all=true&categoryId=${cat.id}`)).toEqual(["Bravo"]);
    expect(await titles("?all=true&categoryId=none")).toEqual(["alpha", "Charlie", "Delta"]);
    expect(await titles(`?all=true&assignee=${colleague.user.id}`)).toEqual(["alpha"]);
    expect(await titles("?all=true&sort=reminderAt")).toEqual(["Bravo", "alpha", "Charlie", "Delta"]);
    expect(await titles("?all=true&sort=reminderAt&direction=desc")).toEqual(["Charlie", "alpha", "Bravo", "Delta"]);
    expect(await titles("?all=true&sort=enddate")).toEqual(["alpha", "Bravo", "Charlie", "Delta"]);
    expect(await titles("?all=true&limit=2&offset=2")).toEqual(["Charlie", "Delta"]);
    const other = await createObject(t, fx.a, companyId, { name: "Other object" });
    await make({ title: "Elsewhere", publicationId: other.id });
    expect(await titles(`?all=true&publicationId=${other.id}`)).toEqual(["Elsewhere"]);
    for (const bad of ["?from=2027-02-30", "?categoryId=x", "?assignee=nope", "?sort=manager", "?limit=0"]) {
      const response = await t.api.as(fx.a).get(noticesUrl(companyId, bad));
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe("pages of the reminder list", () => {
  type Listed = { id: string; title: string; reminderAt: string | null; enddate: string | null };
  const sortKeys = {
    title: (n: Listed) => n.title.toLowerCase(),
    reminderAt: (n: Listed) => n.reminderAt,
    enddate: (n: Listed) => n.enddate,
  };
  /** The list's order: the key (nulls last in both directions), ties by id. */
  const listOrder = (sort: keyof typeof sortKeys, direction: "asc" | "desc") => (a: Listed, b: Listed) => {
    const [x, y] = [sortKeys[sort](a), sortKeys[sort](b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (direction === "asc" ? 1 : -1);
    }
    return a.id < b.id ? -1 : 1;
  };

  it("answers every sort in both directions page by page, by offset or after the previous page's last row, as one list", async () => {
    const { companyId, object } = await freshCompany();
    const admin = await newMember(t, companyId, [...reminders, "CompanyAccountAdmin"]);
    // Ties in every key (the title in any case, dates), and reminders without dates.
    const specs: [string, string | null, string | null][] = [
      ["alpha", "2027-01-10", "2027-03-01"],
      ["Alpha", "2027-01-10", null],
      ["ALPHA", null, "2027-03-01"],
      ["bravo", "2027-01-10", "2027-02-01"],
      ["Charlie", null, null],
      ["charlie", "2027-02-10", "2027-03-01"],
      ["delta", null, null],
      ["Echo", "2027-02-10", null],
    ];
    const made: Listed[] = [];
    for (const [title, reminderAt, enddate] of specs) {
      const n = await createNotice(t, fx.a, companyId, { publicationId: object.id, title, reminderAt, enddate });
      made.push({ id: n.id, title: n.title, reminderAt: n.reminderAt, enddate: n.enddate });
    }
    expect(made.map((n) => [n.title, n.reminderAt, n.enddate])).toEqual(specs);

    const ids = async (token: string, query: string) => {
      const response = await t.api.as(token).get(noticesUrl(companyId, `?all=true&${query}`));
      expect(response.statusCode, query).toBe(200);
      return (response.json() as Listed[]).map((n) => n.id);
    };
    // A member with the visibility rule (objects without a group) and an account administrator.
    for (const token of [fx.a.token, admin.token]) {
      for (const sort of ["title", "reminderAt", "enddate"] as const) {
        for (const direction of ["asc", "desc"] as const) {
          const order = `sort=${sort}&direction=${direction}`;
          const whole = await ids(token, `${order}&limit=100`);
          expect(whole, order).toEqual([...made].sort(listOrder(sort, direction)).map((n) => n.id));
          const byOffset: string[] = [];
          const byAfter: string[] = [];
          for (let page = 0; page * 3 < whole.length + 3; page++) {
            byOffset.push(...(await ids(token, `${order}&limit=3&offset=${page * 3}`)));
            const after = byAfter.at(-1);
            byAfter.push(...(await ids(token, `${order}&limit=3&offset=${page * 3}${after ? `&after=${after}` : ""}`)));
          }
          expect(byOffset, order).toEqual(whole);
          expect(byAfter, order).toEqual(whole);
          // The page after a row is found from that row, whatever the offset says.
          const [, second, third, fourth] = whole;
          expect(await ids(token, `${order}&limit=2&offset=0&after=${second}`), order).toEqual([third, fourth]);
        }
      }
    }
  });

  it("pages by offset when the row given as after is unknown or hidden from the viewer", async () => {
    const { companyId, object } = await freshCompany();
    const own = reminders.filter((p) => p !== "SeeObjectsWithoutGroup");
    const limited = await newMember(t, companyId, own);
    const hidden = await createNotice(t, fx.a, companyId, { publicationId: object.id, title: "b hidden" });
    const mine = await createObject(t, limited.token, companyId, { name: "Mine" });
    for (const title of ["a mine", "c mine"]) {
      await createNotice(t, limited.token, companyId, { publicationId: mine.id, title });
    }
    const titles = async (query: string) => {
      const response = await t.api.as(limited.token).get(noticesUrl(companyId, `?all=true&${query}`));
      expect(response.statusCode, query).toBe(200);
      return response.json().map((n: { title: string }) => n.title);
    };
    expect(await titles("")).toEqual(["a mine", "c mine"]);
    expect(await titles(`after=${hidden.id}`)).toEqual(["a mine", "c mine"]);
    expect(await titles(`offset=1&after=${crypto.randomUUID()}`)).toEqual(["c mine"]);
    const response = await t.api.as(limited.token).get(noticesUrl(companyId, "?after=nope"));
    expect(response.statusCode).toBe(400);
  });
});

describe("mass edit", () => {
  it("edits the ticked ids only, with date coupling per reminder", async () => {
    const { companyId, object } = await freshCompany();
    const make = (title: string) => createNotice(t, fx.a, companyId, { publicationId: object.id, title });
    const [a, b, c] = [await make("A"), await make("B"), await make("C")];
    const response = await t.api
      .as(fx.a)
      .put(noticesUrl(companyId, "/mass-edit"), { ids: [a.id, b.id], enddate: "2027-08-31" });
    expect(response.json()).toEqual({ updated: 2, skipped: 0 });
    const list = (await t.api.as(fx.a).get(noticesUrl(companyId, "?all=true"))).json();
    const byTitle = Object.fromEntries(list.map((n: { title: string }) => [n.title, n]));
    expect(byTitle.A).toMatchObject({ enddate: "2027-08-31", reminderAt: "2027-07-31", noticePeriod: "1 month" });
    expect(byTitle.B).toMatchObject({ enddate: "2027-08-31" });
    expect(byTitle.C).toMatchObject({ enddate: null });
    expect(c.id).toBeDefined();
  });

  it("edits every reminder the filters match, less exclude, with all=true", async () => {
    const { companyId, object } = await freshCompany();
    const make = (title: string) => createNotice(t, fx.a, companyId, { publicationId: object.id, title });
    const [keep, skip] = [await make("Lease one"), await make("Lease two")];
    await make("Other");
    const response = await t.api.as(fx.a).put(noticesUrl(companyId, "/mass-edit"), {
      all: true,
      exclude: [skip.id],
      status: true,
      assignees: [fx.a.user.id],
      filters: { q: "Lease", all: "true" },
    });
    expect(response.json()).toEqual({ updated: 1, skipped: 0 });
    const list = (await t.api.as(fx.a).get(noticesUrl(companyId, "?all=true&completed=true"))).json();
    expect(list.map((n: { id: string }) => n.id)).toEqual([keep.id]);
    expect(list[0].assignees.map((u: { id: string }) => u.id)).toEqual([fx.a.user.id]);
  });

  it("answers 400 when nothing is selected and all is not set, and never touches another company", async () => {
    const empty = await t.api.as(fx.a).put(noticesUrl(fx.a.company.id, "/mass-edit"), { ids: [], status: true });
    expect(empty.statusCode).toBe(400);
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B" });
    const bNotice = await createNotice(t, fx.b, fx.b.company.id, { publicationId: theirs.id, title: "B only" });
    const cross = await t.api
      .as(fx.a)
      .put(noticesUrl(fx.a.company.id, "/mass-edit"), { ids: [bNotice.id], status: true });
    expect(cross.json()).toEqual({ updated: 0, skipped: 0 });
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, bNotice.id));
    expect(row?.status).toBe(false);
  });
});

describe("mass edit of what the list shows (issue 43)", () => {
  /**
   * Three reminders a filter tells apart: one's own open one, a completed one of another manager
   * assigned to both, and one of the other member alone (seen only with the list's all).
   */
  async function listOfThree() {
    const { companyId, object } = await freshCompany();
    const other = await createUser(t.deps.db, { name: "Bodil Manager" });
    await addMember(t.deps.db, companyId, other.id, { permissions: reminders });
    const category = await createCategory(t, fx.a, companyId, { name: "Leases", color: 1 });
    const make = (body: Record<string, unknown>) =>
      createNotice(t, fx.a, companyId, { publicationId: object.id, ...body });
    const own = await make({ title: "Alpha", reminderAt: "2027-01-10", categoryId: category.id });
    const shared = await make({
      title: "Beta",
      reminderAt: "2027-03-10",
      managerId: other.id,
      assigneeIds: [fx.a.user.id, other.id],
      status: true,
    });
    const theirs = await make({ title: "Gamma", managerId: other.id, assigneeIds: [other.id] });
    return { companyId, other, category, notices: { own, shared, theirs } };
  }

  /** The titles the mass edit marked (its notice period), each put back afterwards. */
  async function edited(companyId: string, ids: string[], marker: string) {
    const rows = await t.deps.db.select().from(notices).where(eq(notices.companyId, companyId));
    await t.deps.db
      .update(notices)
      .set({ noticePeriod: null, status: sql`${notices.title} = 'Beta'` })
      .where(eq(notices.companyId, companyId));
    return rows
      .filter((row) => ids.includes(row.id) && row.noticePeriod === marker)
      .map((row) => row.title)
      .sort();
  }

  it("edits with all=true exactly what each of the list's filters selects, given in the query string or at the body's top level", async () => {
    const { companyId, other, category, notices: n } = await listOfThree();
    const ids = [n.own.id, n.shared.id, n.theirs.id];
    const cases: [string, Record<string, string>, string[]][] = [
      ["none", {}, ["Alpha", "Beta"]],
      ["q", { q: "alph" }, ["Alpha"]],
      ["manager", { manager: "bodil" }, ["Beta"]],
      ["from", { from: "2027-02-01" }, ["Beta"]],
      ["to", { to: "2027-02-01" }, ["Alpha"]],
      ["completed", { completed: "true" }, ["Beta"]],
      ["open", { completed: "false" }, ["Alpha"]],
      ["category", { categoryId: category.id }, ["Alpha"]],
      ["no category", { categoryId: "none" }, ["Beta"]],
      ["assignee", { assignee: other.id }, ["Beta"]],
    ];
    for (const [name, filter, expected] of cases) {
      const edit = { all: true, status: false, noticePeriod: `${name} q` };
      const query = new URLSearchParams(filter).toString();
      const byQuery = await t.api.as(fx.a).put(noticesUrl(companyId, `/mass-edit?${query}`), edit);
      expect(byQuery.json(), name).toEqual({ updated: expected.length, skipped: 0 });
      expect(await edited(companyId, ids, `${name} q`), name).toEqual(expected);

      const byBody = await t.api
        .as(fx.a)
        .put(noticesUrl(companyId, "/mass-edit"), { ...edit, ...filter, noticePeriod: `${name} b` });
      expect(byBody.json(), name).toEqual({ updated: expected.length, skipped: 0 });
      expect(await edited(companyId, ids, `${name} b`), name).toEqual(expected);
    }
    // The list's all (the whole company) in the query string; at the body's top level all is select-all.
    const company = await t.api
      .as(fx.a)
      .put(noticesUrl(companyId, "/mass-edit?all=true&q=a"), { all: true, status: false, noticePeriod: "all" });
    expect(company.json()).toEqual({ updated: 3, skipped: 0 });
    expect(await edited(companyId, ids, "all")).toEqual(["Alpha", "Beta", "Gamma"]);
  });

  it("answers 400 to a field or query parameter of no known name, and to a filter given twice differently", async () => {
    const { companyId, notices: n } = await listOfThree();
    const put = (url: string, body: Record<string, unknown>) => t.api.as(fx.a).put(noticesUrl(companyId, url), body);
    const unknownField = await put("/mass-edit", { all: true, status: false, title: "Alph" });
    expect(unknownField.statusCode).toBe(400);
    const unknownFilter = await put("/mass-edit", { all: true, status: false, filters: { name: "Alph" } });
    expect(unknownFilter.statusCode).toBe(400);
    const unknownParameter = await put("/mass-edit?title=Alph", { all: true, status: false });
    expect(unknownParameter.statusCode).toBe(400);
    const twice = await put("/mass-edit?q=Alpha", { all: true, status: false, q: "Beta" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: "q" });
    const same = await put("/mass-edit?q=Alpha", { all: true, status: false, q: "Alpha", noticePeriod: "x" });
    expect(same.json()).toEqual({ updated: 1, skipped: 0 });
    const rows = await t.deps.db.select().from(notices).where(eq(notices.companyId, companyId));
    expect(rows.filter((row) => row.noticePeriod === "x").map((row) => row.id)).toEqual([n.own.id]);
  });

  it("skips completed reminders and counts them, unless the edit reopens them", async () => {
    const { companyId, notices: n } = await listOfThree();
    const put = (body: Record<string, unknown>) => t.api.as(fx.a).put(noticesUrl(companyId, "/mass-edit"), body);
    const read = async (id: string) =>
      (await t.api.as(fx.a).get(noticesUrl(companyId, `/${id}`))).json() as {
        enddate: string | null;
        status: boolean;
        version: number;
      };
    const before = await read(n.shared.id);

    const byIds = await put({ ids: [n.own.id, n.shared.id], enddate: "2027-08-31" });
    expect(byIds.json()).toEqual({ updated: 1, skipped: 1 });
    expect(await read(n.own.id)).toMatchObject({ enddate: "2027-08-31" });
    expect(await read(n.shared.id)).toEqual(before);

    const all = await put({ all: true, assignees: [fx.a.user.id] });
    expect(all.json()).toEqual({ updated: 1, skipped: 1 });
    expect(await read(n.shared.id)).toEqual(before);

    const completing = await put({ all: true, status: true });
    expect(completing.json()).toEqual({ updated: 1, skipped: 1 });
    expect(await read(n.shared.id)).toEqual(before);

    const reopening = await put({ all: true, status: false, enddate: "2027-09-30" });
    expect(reopening.json()).toEqual({ updated: 2, skipped: 0 });
    expect(await read(n.own.id)).toMatchObject({ status: false, enddate: "2027-09-30" });
    expect(await read(n.shared.id)).toMatchObject({ status: false, enddate: "2027-09-30" });
  });
});

describe("gating and tenancy", () => {
  it("needs the documentReminder feature and the reminders permission", async () => {
    const noFeature = await createCompany(t.deps.db, { enabledFeatures: noFeatures });
    await addMember(t.deps.db, noFeature.id, fx.a.user.id, { permissions: reminders });
    expect((await t.api.as(fx.a).get(noticesUrl(noFeature.id))).statusCode).toBe(403);
    const plain = await newMember(t, fx.a.company.id, editor);
    expect((await t.api.as(plain).get(noticesUrl(fx.a.company.id))).statusCode).toBe(403);
  });

  it("answers 404 for another company's reminder through one's own company, 403 through theirs, 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B object" });
    const bNotice = await createNotice(t, fx.b, fx.b.company.id, { publicationId: theirs.id, title: "B secret" });
    for (const [method, path, payload] of [
      ["GET", `/${bNotice.id}`, undefined],
      ["PUT", `/${bNotice.id}`, { title: "Hijack" }],
      ["DELETE", `/${bNotice.id}`, undefined],
    ] as const) {
      const response = await t.api.as(fx.a).send({ method, url: noticesUrl(fx.a.company.id, path), payload });
      expect(response.statusCode, method).toBe(404);
    }
    const onTheirObject = await t.api
      .as(fx.a)
      .post(noticesUrl(fx.a.company.id), { publicationId: theirs.id, title: "x" });
    expect(onTheirObject.statusCode).toBe(404);
    const calendar = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/reminders/${bNotice.id}`);
    expect(calendar.statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(noticesUrl(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(noticesUrl(fx.b.company.id))).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, bNotice.id));
    expect(row?.title).toBe("B secret");
  });
});

describe("calendar paths", () => {
  it("lists the company's reminders with a date and the user's due ones across companies", async () => {
    const { companyId, object } = await freshCompany();
    const past = await createNotice(t, fx.a, companyId, {
      publicationId: object.id,
      title: "Past",
      reminderAt: "2026-01-05",
    });
    await createNotice(t, fx.a, companyId, { publicationId: object.id, title: "Future", reminderAt: "2099-01-05" });
    await createNotice(t, fx.a, companyId, { publicationId: object.id, title: "Undated" });
    const calendar = await t.api.as(fx.a).get(`/api/companies/${companyId}/reminders?limit=1000000`);
    expect(calendar.json().map((r: { title: string }) => r.title)).toEqual(["Past", "Future"]);
    const one = await t.api.as(fx.a).get(`/api/companies/${companyId}/reminders/${past.id}`);
    expect(one.json()).toMatchObject({ title: "Past", reminderAt: "2026-01-05", publication: { id: object.id } });
    const due = await t.api.as(fx.a).get("/api/companies/reminders");
    const titles = due.json().map((r: { title: string }) => r.title);
    expect(titles).toContain("Past");
    expect(titles).not.toContain("Future");
    const forB = await t.api.as(fx.b).get("/api/companies/reminders");
    expect(forB.json().map((r: { title: string }) => r.title)).not.toContain("Past");
  });
  it("the due list counts each company's day: at 23:30 UTC Stockholm's tomorrow is due, New York's not", async () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${utcDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const stockholm = await freshCompany();
    const newYork = await createCompany(t.deps.db, { timeZone: "America/New_York" });
    await addMember(t.deps.db, newYork.id, fx.a.user.id, { permissions: reminders });
    const theirs = await createObject(t, fx.a, newYork.id, { name: "Lease" });
    await createNotice(t, fx.a, stockholm.companyId, {
      publicationId: stockholm.object.id,
      title: "Stockholm tomorrow",
      reminderAt: tomorrow,
    });
    await createNotice(t, fx.a, newYork.id, {
      publicationId: theirs.id,
      title: "New York tomorrow",
      reminderAt: tomorrow,
    });
    // Only Date is faked (the database's clock is not asked), near the real time so the session holds.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      for (const at of [`${utcDay}T23:30:00Z`, `${tomorrow}T00:30:00Z`]) {
        vi.setSystemTime(new Date(at));
        const titles = (await t.api.as(fx.a).get("/api/companies/reminders"))
          .json()
          .map((r: { title: string }) => r.title);
        expect(titles, at).toContain("Stockholm tomorrow");
        expect(titles, at).not.toContain("New York tomorrow");
      }
    } finally {
      vi.useRealTimers();
    }
  });
  it("leaves out of the due list the companies where the user may not use reminders", async () => {
    const dueTitles = async (token: string) =>
      (await t.api.as(token).get("/api/companies/reminders")).json().map((r: { title: string }) => r.title);
    const withoutPermission = await freshCompany();
    const withoutFeature = await freshCompany();
    const member = await newMember(t, withoutPermission.companyId, reminders);
    await addMember(t.deps.db, withoutFeature.companyId, member.user.id, { permissions: reminders });
    for (const [{ companyId, object }, title] of [
      [withoutPermission, "No permission"],
      [withoutFeature, "No feature"],
    ] as const) {
      await createNotice(t, fx.a, companyId, {
        publicationId: object.id,
        title,
        reminderAt: "2026-01-05",
        managerId: member.user.id,
      });
    }
    expect(await dueTitles(member.token)).toEqual(expect.arrayContaining(["No permission", "No feature"]));
    await t.deps.db
      .delete(permissions)
      .where(
        and(
          eq(permissions.companyId, withoutPermission.companyId),
          eq(permissions.userId, member.user.id),
          eq(permissions.permission, "DocumentReminders"),
        ),
      );
    await t.deps.db
      .update(companies)
      .set({ enabledFeatures: sql`jsonb_set(${companies.enabledFeatures}, '{documentReminder}', 'false')` })
      .where(eq(companies.id, withoutFeature.companyId));
    const titles = await dueTitles(member.token);
    expect(titles).not.toContain("No permission");
    expect(titles).not.toContain("No feature");
  });
});

describe("concurrent edits (real races on PostgreSQL)", () => {
  it("accepts one of 100 saves based on the same version and answers the rest 409 STALE_VERSION with the reminder as it is", async () => {
    const { companyId, object } = await freshCompany();
    const notice = await createNotice(t, fx.a, companyId, { publicationId: object.id, title: "Renew lease" });
    expect(notice).toMatchObject({ version: 1, updatedBy: { id: fx.a.user.id, name: fx.a.user.name } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.api.as(fx.a).put(noticesUrl(companyId, `/${notice.id}`), { title: `Save ${i}`, version: notice.version }),
      ),
    );
    const saved = answers.filter((a) => a.statusCode === 200);
    const stale = answers.filter((a) => a.statusCode === 409);
    expect(saved).toHaveLength(1);
    expect(stale).toHaveLength(99);
    const winner = saved[0]?.json();
    expect(winner).toMatchObject({ version: 2, updatedBy: { id: fx.a.user.id } });
    for (const answer of stale) {
      expect(answer.json()).toMatchObject({
        code: "STALE_VERSION",
        message: `Changed by ${fx.a.user.name} while you edited.`,
        current: { id: notice.id, title: winner.title, version: 2, updatedAt: winner.updatedAt },
      });
    }
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row).toMatchObject({ title: winner.title, version: 2 });
  });

  it("answers 200 to 10 concurrent mass edits with overlapping assignees and leaves one edit's set on every reminder", async () => {
    const { companyId, object } = await freshCompany();
    const people = [fx.a.user.id];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.deps.db, { name: `Assignee ${i}` });
      await addMember(t.deps.db, companyId, user.id, { permissions: reminders });
      people.push(user.id);
    }
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const notice = await createNotice(t, fx.a, companyId, {
        publicationId: object.id,
        title: `Reminder ${i}`,
        assigneeIds: [people[i % 4]],
      });
      ids.push(notice.id);
    }
    const sets = Array.from({ length: 10 }, (_, i) => [people[i % 4], people[(i + 1) % 4]].sort());
    const answers = await Promise.all(
      sets.map((assignees) => t.api.as(fx.a).put(noticesUrl(companyId, "/mass-edit"), { ids, assignees })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const list = (await t.api.as(fx.a).get(noticesUrl(companyId, "?all=true&limit=100"))).json();
    const assigned = list.map((n: { assignees: { id: string }[] }) => n.assignees.map((a) => a.id).sort());
    expect(assigned).toHaveLength(20);
    expect(sets).toContainEqual(assigned[0]);
    for (const set of assigned) expect(set).toEqual(assigned[0]);
    // Each edit took its turn: every reminder went through all ten.
    for (const notice of list) expect(notice.version).toBe(11);
  });

  it("counts a mass edit as a change: a save based on the version before it is refused", async () => {
    const { companyId, object } = await freshCompany();
    const notice = await createNotice(t, fx.a, companyId, { publicationId: object.id, title: "Before" });
    await t.api.as(fx.a).put(noticesUrl(companyId, "/mass-edit"), { ids: [notice.id], enddate: "2027-05-31" });
    const stale = await t.api
      .as(fx.a)
      .put(noticesUrl(companyId, `/${notice.id}`), { title: "After", version: notice.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ title: "Before", enddate: "2027-05-31", version: 2 });
  });
});
