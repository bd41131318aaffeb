import { ErrorCode } from "@app/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formulaCells, readCsv } from "../../../test/csv";
import { createApiToken, createNotice, createObject } from "../../../test/factories";
import { appWithTwoCompanies, PASSWORD } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { rowsOf, withTenant } from "../../db/client";
import { CSV_BATCH, verifyChain } from "./audit.service";

const { t, fx } = appWithTwoCompanies([
  "CategoriesAndStatuses",
  "AuditLogs",
  "DocumentReminders",
  "CompanyAccountAdmin",
  "PublicationCreate",
]);

const audit = (companyId: string, query = "") => `/api/companies/${companyId}/audit${query}`;
const categories = (companyId: string, rest = "") => `/api/companies/${companyId}/categories${rest}`;

interface Event {
  id: string;
  objectId: string | null;
  subjectUserId: string | null;
  subjectName: string | null;
  actorName: string | null;
  label: string | null;
  actorUserId: string | null;
  actorTokenId: string | null;
  action: string;
  kind: string;
  entityId: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  ip: string | null;
  userAgent: string | null;
}

async function events(companyId: string, query = "") {
  const response = await t.api.as(fx.a).get(audit(companyId, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Event[];
}

describe("the audit log", () => {
  it("has its trigger on every table with a company_id but the excluded ones", async () => {
    const missing = rowsOf<{ relname: string }>(
      await t.deps.db.execute(sql`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> all (audit_excluded_tables())
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id')
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit')`),
    );
    expect(missing.map((r) => r.relname)).toEqual([]);
  });

  it("records create, update and delete of a row with the changed fields, actor, address and user agent", async () => {
    const headers = { "user-agent": "AuditTest/1.0" };
    const created = await t.api.as(fx.a).post(categories(fx.a.company.id), { name: "Leases", color: 1 }, { headers });
    const id = created.json().id as string;
    await t.api.as(fx.a).put(categories(fx.a.company.id, `/${id}`), { name: "Rent", color: 1 }, { headers });
    await t.api.as(fx.a).delete(categories(fx.a.company.id, `/${id}`), undefined, { headers });
    const log = await events(fx.a.company.id, `?kind=categories&entityId=${id}`);
    expect(log.map((e) => e.action)).toEqual(["delete", "update", "create"]);
    const [deleted, updated, inserted] = log;
    expect(updated?.changes).toEqual({ name: ["Leases", "Rent"] });
    expect(inserted?.changes).toMatchObject({ id: [null, id], name: [null, "Leases"], color: [null, 1] });
    expect(inserted?.changes).not.toHaveProperty("company_id");
    expect(deleted?.changes).toMatchObject({ name: ["Rent", null] });
    for (const event of log) {
      expect(event).toMatchObject({ actorUserId: fx.a.user.id, actorTokenId: null, userAgent: "AuditTest/1.0" });
      expect(event.ip).toBeTruthy();
    }
    // Nothing of the other company.
    expect(await events(fx.a.company.id, `?kind=categories&entityId=${id}&actor=${fx.b.user.id}`)).toEqual([]);
  });

  it("names the object a row belongs to, the person it is about and its title, and filters by them", async () => {
    const c = fx.a.company.id;
    const object = await createObject(t, fx.a, c, { name: "Hyresavtal" });
    const notice = await createNotice(t, fx.a, c, {
      title: "Förläng",
      publicationId: object.id,
      enddate: "2027-01-31",
    });
    const changed = await t.api.as(fx.a).put(`/api/companies/${c}/notices/${notice.id}`, {
      ...notice,
      enddate: "2027-03-31",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const history = await events(c, `?objectId=${object.id}`);
    expect(history.map((e) => [e.kind, e.action, e.label])).toEqual([
      ["notices", "update", "Förläng"],
      ["notices", "create", "Förläng"],
      ["publications", "create", "Hyresavtal"],
    ]);
    expect(history[0]).toMatchObject({ actorName: fx.a.user.name, changes: { enddate: ["2027-01-31", "2027-03-31"] } });
    // Company B's log has nothing of A's object, and A's admin may not read B's log.
    const inB = await t.api.as(fx.b).get(audit(fx.b.company.id, `?objectId=${object.id}`));
    expect(inB.statusCode, inB.body).toBe(200);
    expect(inB.json().items).toEqual([]);
    const foreign = await t.api.as(fx.a).get(audit(fx.b.company.id, `?objectId=${object.id}`));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe(ErrorCode.Forbidden);

    const member = await newMember(t, c, ["DocumentReminders"]);
    const about = await events(c, `?subject=${member.user.id}&kind=permissions`);
    expect(about[0]).toMatchObject({ action: "create", subjectUserId: member.user.id, subjectName: member.user.name });
  });

  it("verifies a chain from its anchor once its oldest events are gone", async () => {
    const c = fx.b.company.id;
    for (const name of ["R1", "R2", "R3"]) await t.api.as(fx.b).post(categories(c), { name, color: 1 });
    const [oldest] = rowsOf<{ id: string; hash: string }>(
      await t.deps.db.execute(
        sql`select id::text, hash from audit_events where company_id = ${c} order by audit_events.id limit 1`,
      ),
    );
    await t.deps.db.execute(sql`delete from audit_events where id = ${oldest?.id}`);
    expect((await verifyChain(t.deps.db, c)).broken?.reason).toBe("prev_hash");
    await t.deps.db.execute(sql`update audit_heads set anchor_hash = ${oldest?.hash} where company_id = ${c}`);
    expect((await verifyChain(t.deps.db, c)).broken).toBeNull();
    const moved = await withTenant(t.deps.db, { companyIds: [c] }, (tx) =>
      tx.execute(sql`update audit_heads set anchor_hash = '' where company_id = ${c}`),
    ).then(
      () => null,
      (error: Error) => String(error.cause),
    );
    expect(moved).toMatch(/permission denied for table audit_heads/);
  });

  it("records no event for an update that changes nothing", async () => {
    const id = (await t.api.as(fx.a).post(categories(fx.a.company.id), { name: "Same", color: 5 })).json().id;
    await t.api.as(fx.a).put(categories(fx.a.company.id, `/${id}`), { name: "Same", color: 5 });
    expect((await events(fx.a.company.id, `?entityId=${id}`)).map((e) => e.action)).toEqual(["create"]);
  });

  it("names the API token a change was made with, and never stores its hash", async () => {
    const { id: tokenId, token } = await createApiToken(t, fx.a, fx.a.company.id, {
      name: "Integration",
      permissions: ["PublicationCreate"],
    });
    const [tokenCreated] = await events(fx.a.company.id, `?kind=api_tokens&action=create&entityId=${tokenId}`);
    expect(tokenCreated?.changes).toHaveProperty("name");
    expect(tokenCreated?.changes).not.toHaveProperty("token_hash");
    const made = await t.api
      .as(token)
      .post(`/api/companies/${fx.a.company.id}/publications`, { type: "note", name: "By token" });
    expect(made.statusCode, made.body).toBe(201);
    const [event] = await events(fx.a.company.id, `?entityId=${made.json().id}`);
    expect(event).toMatchObject({ action: "create", actorUserId: fx.a.user.id, actorTokenId: tokenId });
  });

  it("records sign-in, failed sign-in and sign-out in each company of the account", async () => {
    const anonymous = t.api.anonymous();
    const headers = { "user-agent": "SignInTest" };
    const failed = await anonymous.post(
      "/api/authorize?appId=web",
      { email: fx.b.user.email, password: "wrong" },
      {
        headers,
      },
    );
    expect(failed.statusCode).toBe(401);
    const ok = await anonymous.post("/api/authorize?appId=web", { email: fx.b.user.email, password: PASSWORD });
    const token = ok.json().token as string;
    await t.api.as(token).post("/api/logout", {});
    const member = await newMember(t, fx.b.company.id, ["AuditLogs"]);
    const log = (await t.api.as(member).get(audit(fx.b.company.id, "?kind=users"))).json().items as Event[];
    const about = log.filter((e) => e.entityId === fx.b.user.id).map((e) => [e.action, e.actorUserId]);
    expect(about.slice(0, 3)).toEqual([
      ["sign_out", fx.b.user.id],
      ["sign_in", fx.b.user.id],
      ["sign_in_failed", null],
    ]);
    expect(log.find((e) => e.action === "sign_in_failed")?.userAgent).toBe("SignInTest");
    // The account is named even where no one signed in (the screens say whose account it was).
    expect(log.find((e) => e.action === "sign_in_failed")).toMatchObject({
      subjectUserId: fx.b.user.id,
      subjectName: fx.b.user.name,
    });
    // Company A's log has none of them.
    expect((await events(fx.a.company.id, `?entityId=${fx.b.user.id}`)).length).toBe(0);
  });

  it("pages newest first by id and filters by action, and needs the permission", async () => {
    for (const name of ["P1", "P2", "P3"]) await t.api.as(fx.a).post(categories(fx.a.company.id), { name, color: 1 });
    const first = (await t.api.as(fx.a).get(audit(fx.a.company.id, "?action=create&kind=categories&limit=2"))).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await t.api.as(fx.a).get(audit(fx.a.company.id, `?action=create&kind=categories&limit=2&before=${first.next}`))
    ).json();
    const ids = [...first.items, ...second.items].map((e: Event) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await t.api.as(fx.a).get(audit(fx.a.company.id, "?limit=101"))).statusCode).toBe(400);
    const reader = await newMember(t, fx.a.company.id, []);
    expect((await t.api.as(reader).get(audit(fx.a.company.id))).statusCode).toBe(403);
  });

  it("is append-only for the application role: PostgreSQL refuses to update or delete an event", async () => {
    for (const statement of [sql`update audit_events set kind = 'x'`, sql`delete from audit_events`]) {
      const refused = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
        tx.execute(statement),
      ).then(
        () => null,
        (error: Error) => String(error.cause),
      );
      expect(refused).toMatch(/permission denied for table audit_events/);
    }
    expect((await verifyChain(t.deps.db, fx.a.company.id)).broken).toBeNull();
  });

  it("keeps one line per company under concurrent writes", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api.as(fx.a).post(categories(fx.a.company.id), { name: `Concurrent ${i}`, color: 1 }),
      ),
    );
    const [row] = rowsOf<{ events: number; links: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as events, count(distinct prev_hash)::int as links from audit_events where company_id = ${fx.a.company.id}`,
      ),
    );
    expect(row?.links).toBe(row?.events);
    const verified = await verifyChain(t.deps.db, fx.a.company.id);
    expect(verified.broken).toBeNull();
    expect(verified.events).toBe(row?.events);
  });

  it("verifyChain finds an edited event and a deleted one (changed by the table's owner)", async () => {
    const c = fx.b.company.id;
    for (const name of ["V1", "V2", "V3"]) await t.api.as(fx.b).post(categories(c), { name, color: 1 });
    expect((await verifyChain(t.deps.db, c)).broken).toBeNull();
    const ids = rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`select id::text from audit_events where company_id = ${c} order by audit_events.id`),
    ).map((r) => r.id);
    const middle = ids[Math.floor(ids.length / 2)] as string;

    const edit = (ip: string | null) => t.deps.db.execute(sql`update audit_events set ip = ${ip} where id = ${middle}`);
    const [{ ip } = { ip: null }] = rowsOf<{ ip: string | null }>(
      await t.deps.db.execute(sql`select ip from audit_events where id = ${middle}`),
    );
    await edit("10.9.9.9");
    expect((await verifyChain(t.deps.db, c)).broken).toEqual({ eventId: middle, reason: "hash" });
    await edit(ip);
    expect((await verifyChain(t.deps.db, c)).broken).toBeNull();

    await t.deps.db.execute(sql`delete from audit_events where id = ${middle}`);
    const next = ids[ids.indexOf(middle) + 1];
    expect((await verifyChain(t.deps.db, c)).broken).toEqual({ eventId: next, reason: "prev_hash" });

    await t.deps.db.execute(sql`delete from audit_events where company_id = ${c} and id >= ${middle}`);
    expect((await verifyChain(t.deps.db, c)).broken).toEqual({ eventId: null, reason: "head" });
  });

  it("exports every matching event as CSV, across batches, newest first, and needs the permission", async () => {
    const c = fx.a.company.id;
    const count = CSV_BATCH * 2 + 7;
    await t.deps.db.execute(
      sql`select audit_append(${c}::uuid, 'export', 'csv_test', i::text, null, null) from generate_series(1, ${count}) i`,
    );
    const response = await t.api.as(fx.a).get(audit(c, ".csv?kind=csv_test"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = readCsv(response.rawPayload);
    expect(header).toEqual(
      "id;at;actor_user_id;actor_name;actor_token_id;action;kind;entity_id;label;object_id;subject_user_id;subject_name;changes;ip;user_agent".split(
        ";",
      ),
    );
    const entities = rows.map((row) => row[7]);
    expect(entities).toEqual(Array.from({ length: count }, (_, i) => String(count - i)));
    expect((await verifyChain(t.deps.db, c)).broken).toBeNull();
    const reader = await newMember(t, c, []);
    expect((await t.api.as(reader).get(audit(c, ".csv"))).statusCode).toBe(403);
  });

  it("exports hostile text inert: every field quoted, formulas defused, a failed sign-in's User-Agent too", async () => {
    const c = fx.b.company.id;
    // An unauthenticated person plants one through a failed sign-in.
    const planted = "x,=cmd|' /C calc'!A0";
    const failed = await t.api
      .anonymous()
      .post(
        "/api/authorize?appId=web",
        { email: fx.b.user.email, password: "wrong" },
        { headers: { "user-agent": planted } },
      );
    expect(failed.statusCode).toBe(401);
    // Each hostile text and what the file says instead (read back by a CSV parser).
    const hostile: [string, string][] = [
      ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
      ["a,=1+1", "a,'=1+1"],
      ["@SUM(1)", "'@SUM(1)"],
      ["\t=1", "'\t=1"],
      ["-2+3", "'-2+3"],
      ['Heights; "roof"\r\n=2+2', `Heights; "roof"\r\n'=2+2`],
    ];
    // Through the API (an object's name is its events' label), and as events with exactly these labels and changes.
    const object = await createObject(t, fx.b, c, { name: '=HYPERLINK("http://evil")' });
    for (const [index, [text]] of hostile.entries()) {
      await t.deps.db.execute(
        sql`select audit_append(${c}::uuid, 'update', 'csv_hostile', ${String(index)}, ${JSON.stringify({ name: [null, text] })}::jsonb, null, null, null, ${text})`,
      );
    }
    const response = await t.api.as(fx.b).get(audit(c, ".csv"));
    expect(response.statusCode).toBe(200);
    const [header = [], ...rows] = readCsv(response.rawPayload);
    const field = (row: string[], name: string) => row[header.indexOf(name)];
    const signIn = rows.find((row) => field(row, "action") === "sign_in_failed");
    expect(field(signIn ?? [], "user_agent")).toBe("x,'=cmd|' /C calc'!A0");
    const created = rows.find((row) => field(row, "entity_id") === object.id && field(row, "action") === "create");
    expect(field(created ?? [], "label")).toBe(`'=HYPERLINK("http://evil")`);
    const labels = rows.filter((row) => field(row, "kind") === "csv_hostile").map((row) => field(row, "label"));
    expect(labels).toEqual(hostile.map(([, written]) => written).reverse());
    expect(formulaCells(response.rawPayload)).toEqual([]);
  });
});
