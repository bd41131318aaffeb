import { randomUUID } from "node:crypto";
import type { Permission } from "@app/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createObject } from "../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../test/fixtures";
import { editor } from "../../test/objects";

const { t, fx } = appWithTwoCompanies([...editor, "DocumentReminders"] as Permission[]);

/** A company of its own with one object, so its reminder list holds only what a test made. */
async function freshCompany() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: [...editor, "DocumentReminders"] });
  const object = await createObject(t, fx.a, company.id, { name: "Lease" });
  return { url: `/api/companies/${company.id}/notices`, object, companyId: company.id };
}

const withKey = (key: string) => ({ headers: { "idempotency-key": key } });

describe("POST with an Idempotency-Key", () => {
  it("creates a reminder once when the same request is sent twice, and answers the first answer again", async () => {
    const { url, object } = await freshCompany();
    const key = randomUUID();
    const body = { publicationId: object.id, title: "Renegotiate", enddate: "2030-06-30" };
    const first = await t.api.as(fx.a).post(url, body, withKey(key));
    const second = await t.api.as(fx.a).post(url, body, withKey(key));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    const list = await t.api.as(fx.a).get(url);
    expect(list.json().map((notice: { id: string }) => notice.id)).toEqual([first.json().id]);
    // Another key is another request.
    expect((await t.api.as(fx.a).post(url, body, withKey(randomUUID()))).statusCode).toBe(201);
    expect((await t.api.as(fx.a).get(url)).json()).toHaveLength(2);
  });

  it("answers 422 to the same key with another body, creating nothing", async () => {
    const { url, object } = await freshCompany();
    const key = randomUUID();
    const first = await t.api
      .as(fx.a)
      .post(url, { publicationId: object.id, title: "First", enddate: "2030-06-30" }, withKey(key));
    expect(first.statusCode).toBe(201);
    const other = await t.api
      .as(fx.a)
      .post(url, { publicationId: object.id, title: "Second", enddate: "2030-06-30" }, withKey(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect((await t.api.as(fx.a).get(url)).json().map((notice: { title: string }) => notice.title)).toEqual(["First"]);
  });

  it("keeps keys apart per user: another member's same key and body create their own", async () => {
    const { url, object, companyId } = await freshCompany();
    await addMember(t.deps.db, companyId, fx.b.user.id, { permissions: [...editor, "DocumentReminders"] });
    const body = { publicationId: object.id, title: "Ours", enddate: "2030-06-30" };
    const key = randomUUID();
    const mine = await t.api.as(fx.a).post(url, body, withKey(key));
    const theirs = await t.api.as(fx.b).post(url, body, withKey(key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const ids = async (who: typeof fx.a) =>
      (await t.api.as(who).get(url)).json().map((notice: { id: string }) => notice.id);
    expect(await ids(fx.a)).toContain(mine.json().id);
    expect(await ids(fx.b)).toContain(theirs.json().id);
  });

  it("lets a retry run again after a first request that failed (the key is released)", async () => {
    const { url, object } = await freshCompany();
    const key = randomUUID();
    const body = { publicationId: object.id, title: "After a full disk", enddate: "2030-06-30" };
    await t.deps.db.execute(
      sql.raw(`create function test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file' using errcode = '53100'; end $$`),
    );
    await t.deps.db.execute(
      sql.raw("create trigger test_refuse before insert on notices for each row execute function test_refuse()"),
    );
    const refused = await t.api.as(fx.a).post(url, body, withKey(key));
    await t.deps.db.execute(sql.raw("drop trigger test_refuse on notices"));
    expect(refused.statusCode).toBe(507);
    const retried = await t.api.as(fx.a).post(url, body, withKey(key));
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect((await t.api.as(fx.a).get(url)).json()).toHaveLength(1);
  });

  it("concurrent requests with one key create one reminder; the others answer 409 or the first answer", async () => {
    const { url, object } = await freshCompany();
    const key = randomUUID();
    const body = { publicationId: object.id, title: "Concurrent", enddate: "2030-06-30" };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.api.as(fx.a).post(url, body, withKey(key))));
    const list = (await t.api.as(fx.a).get(url)).json();
    expect(list).toHaveLength(1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.json().id).toBe(list[0].id);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_IN_FLIGHT" });
    }
  });
});
