import { LOCK_MINUTES, type Permission } from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createGroup, noFeatures } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { publications } from "../../db/schema";

const { t, fx } = appWithTwoCompanies(editor);

const url = publicationsUrl;
const create = (token: string, companyId: string, body: Record<string, unknown>) =>
  createObject(t, token, companyId, body);
const memberOfA = (permissions: Permission[], type: "DEFAULT" | "GUEST" = "DEFAULT") =>
  newMember(t, fx.a.company.id, permissions, type);

describe("creating and reading objects", () => {
  it("creates an object with the next object number of the company and reads it back", async () => {
    const first = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Lease contract" });
    const second = await create(fx.a.token, fx.a.company.id, {
      type: "card",
      name: "Supplier card",
      description: "Main supplier",
      periodDate: "2027-03-31",
      tags: ["supplier"],
    });
    const otherCompany = await create(fx.b.token, fx.b.company.id, { type: "note", name: "B note" });
    expect(second.objectNumber).toBe(first.objectNumber + 1);
    expect(otherCompany.objectNumber).toBe(1);
    expect(second).toMatchObject({
      type: "card",
      name: "Supplier card",
      periodDate: "2027-03-31",
      status: "active",
      tags: ["supplier"],
      createdBy: { id: fx.a.user.id, name: fx.a.user.name },
      lock: null,
      watched: false,
      can: { edit: true, archive: true, share: true, unlock: false },
    });
    const read = await t.api.as(fx.a).get(url(fx.a.company.id, `/${second.id}`));
    expect(read.json()).toEqual(second);
  });

  it("keeps SQL- and HTML-looking text verbatim", async () => {
    const name = `Robert'); DROP TABLE publications;-- <script>alert(1)</script>`;
    const created = await create(fx.a.token, fx.a.company.id, { type: "note", name });
    expect(created.name).toBe(name);
  });

  it("rejects invalid input with the field named", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "note", name: "" }, "name"],
      [{ type: "spaceship", name: "x" }, "type"],
      [{ type: "note", name: "x", periodDate: "2026-02-30" }, "periodDate"],
      [{ type: "note", name: "x".repeat(201) }, "name"],
      [{ type: "note", name: "x", groupId: "not-a-uuid" }, "groupId"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it("refuses a type the company has not enabled, and a group of another company", async () => {
    const company = await createCompany(t.deps.db, { enabledFeatures: noFeatures });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: editor });
    const response = await t.api.as(fx.a).post(url(company.id), { type: "keypass", name: "Secrets" });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("type");
    const groupOfB = await createGroup(t.deps.db, fx.b.company.id, "B group");
    const foreign = await t.api.as(fx.a).post(url(fx.a.company.id), { type: "note", name: "x", groupId: groupOfB.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe("groupId");
  });

  it("needs the create permission", async () => {
    const reader = await memberOfA(["SeeObjectsWithoutGroup"]);
    const response = await t.api.as(reader).post(url(fx.a.company.id), { type: "note", name: "Not allowed" });
    expect(response.statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(publications).where(eq(publications.name, "Not allowed"));
    expect(row).toBeUndefined();
  });
});

describe("another company's objects", () => {
  it("answers 404 for another company's object through one's own company, and 403 through theirs", async () => {
    const theirs = await create(fx.b.token, fx.b.company.id, { type: "note", name: "Secret plan" });
    const viaMine = await t.api.as(fx.a).get(url(fx.a.company.id, `/${theirs.id}`));
    expect(viaMine.statusCode).toBe(404);
    const viaTheirs = await t.api.as(fx.a).get(url(fx.b.company.id, `/${theirs.id}`));
    expect(viaTheirs.statusCode).toBe(403);
    for (const [method, rest, payload] of [
      ["PUT", "", { name: "Hijacked" }],
      ["POST", "/archive", undefined],
      ["POST", "/lock", undefined],
      ["PUT", "/watch", undefined],
    ] as const) {
      const response = await t.api
        .as(fx.a)
        .send({ method, url: url(fx.a.company.id, `/${theirs.id}${rest}`), payload });
      expect(response.statusCode, `${method} ${rest}`).toBe(404);
    }
    const [row] = await t.deps.db.select().from(publications).where(eq(publications.id, theirs.id));
    expect(row).toMatchObject({ name: "Secret plan", status: "active", lockedBy: null });
  });

  it("never lists another company's objects", async () => {
    await create(fx.b.token, fx.b.company.id, { type: "note", name: "Only in B" });
    const list = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Only"));
    expect(list.json()).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const mine = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Mine" });
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    expect((await t.api.anonymous().get(url(fx.a.company.id, `/${mine.id}`))).statusCode).toBe(401);
  });
});

describe("the object list", () => {
  it("sorts by name by default, filters, searches and pages", async () => {
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: editor });
    for (const [type, name] of [
      ["note", "Charlie"],
      ["card", "alpha"],
      ["note", "Bravo 100%"],
      ["note", "Delta"],
    ]) {
      await create(fx.a.token, company.id, { type, name });
    }
    const get = async (query: string) => (await t.api.as(fx.a).get(url(company.id, query))).json();
    const names = (list: { name: string }[]) => list.map((p) => p.name);
    expect(names(await get(""))).toEqual(["alpha", "Bravo 100%", "Charlie", "Delta"]);
    expect(names(await get("?sort=objectNumber&direction=desc"))).toEqual(["Delta", "Bravo 100%", "alpha", "Charlie"]);
    expect(names(await get("?type=card"))).toEqual(["alpha"]);
    expect(names(await get("?q=100%25"))).toEqual(["Bravo 100%"]);
    expect(names(await get("?q=_"))).toEqual([]);
    expect(names(await get("?q=2"))).toEqual(["alpha"]);
    expect(names(await get("?limit=2&offset=2"))).toEqual(["Charlie", "Delta"]);
    const bad = await t.api.as(fx.a).get(url(company.id, "?limit=-5"));
    expect(bad.statusCode).toBe(400);
  });
});

describe("visibility by group", () => {
  it("shows an object in a group only to that group's members, an admin, and those it is shared with", async () => {
    const insider = await memberOfA(["PublicationCreate"]);
    const outsider = await memberOfA(["SeeObjectsWithoutGroup"]);
    const admin = await memberOfA(["CompanyAccountAdmin"]);
    const group = await createGroup(t.deps.db, fx.a.company.id, "Board", [insider.user.id, fx.a.user.id]);
    const secret = await create(fx.a.token, fx.a.company.id, {
      type: "note",
      name: "Board minutes",
      groupId: group.id,
    });
    const status = async (token: string) =>
      (await t.api.as(token).get(url(fx.a.company.id, `/${secret.id}`))).statusCode;
    expect(await status(insider.token)).toBe(200);
    expect(await status(admin.token)).toBe(200);
    expect(await status(outsider.token)).toBe(404);
    const list = await t.api.as(outsider).get(url(fx.a.company.id));
    expect(list.body).not.toContain("Board minutes");
    const groupList = await t.api.as(insider).get(`/api/companies/${fx.a.company.id}/groups/${group.id}/publications`);
    expect(groupList.json().map((p: { name: string }) => p.name)).toEqual(["Board minutes"]);
  });

  it("shows objects without a group only with the permission, or to their creator", async () => {
    const creator = await memberOfA(["PublicationCreate"]);
    const stranger = await memberOfA([]);
    const own = await create(creator.token, fx.a.company.id, { type: "note", name: "No group" });
    const status = async (token: string) => (await t.api.as(token).get(url(fx.a.company.id, `/${own.id}`))).statusCode;
    expect(await status(creator.token)).toBe(200);
    expect(await status(fx.a.token)).toBe(200);
    expect(await status(stranger.token)).toBe(404);
  });

  it("shows a guest nothing that is not shared with them", async () => {
    const guest = await memberOfA(editor, "GUEST");
    await create(fx.a.token, fx.a.company.id, { type: "note", name: "Internal" });
    const list = await t.api.as(guest).get(url(fx.a.company.id));
    expect(list.json()).toEqual([]);
    const tryCreate = await t.api.as(guest).post(url(fx.a.company.id), { type: "note", name: "Guest note" });
    expect(tryCreate.statusCode).toBe(403);
  });
});

describe("editing, locks and archive", () => {
  it("saves the whole object and records who changed it", async () => {
    const colleague = await memberOfA(editor);
    const created = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Draft" });
    const saved = await t.api.as(colleague).put(url(fx.a.company.id, `/${created.id}`), {
      name: "Final",
      body: "<p>Signed</p>",
      periodDate: null,
      tags: ["done"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Final",
      body: "<p>Signed</p>",
      tags: ["done"],
      description: "",
      updatedBy: { id: colleague.user.id },
    });
  });

  it("refuses another user's save while the object is locked, and shows who holds the lock", async () => {
    const colleague = await memberOfA(editor);
    const created = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Contract" });
    const path = url(fx.a.company.id, `/${created.id}`);
    const locked = await t.api.as(fx.a).post(`${path}/lock`);
    expect(locked.json().lock.user).toEqual({ id: fx.a.user.id, name: fx.a.user.name });

    const seen = await t.api.as(colleague).get(path);
    expect(seen.json().lock.user.name).toBe(fx.a.user.name);
    const save = await t.api.as(colleague).put(path, { name: "Overwritten" });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe("LOCKED");
    const take = await t.api.as(colleague).post(`${path}/lock`);
    expect(take.statusCode).toBe(409);
    const force = await t.api.as(colleague).post(`${path}/lock?force=true`);
    expect(force.statusCode).toBe(403);
    const release = await t.api.as(colleague).delete(`${path}/lock`);
    expect(release.json().lock.user.id).toBe(fx.a.user.id);
    const forced = await t.api.as(colleague).delete(`${path}/lock?force=true`);
    expect(forced.statusCode).toBe(403);

    const own = await t.api.as(fx.a).put(path, { name: "Mine" });
    expect(own.statusCode).toBe(200);
    const unlocked = await t.api.as(fx.a).delete(`${path}/lock`);
    expect(unlocked.json().lock).toBeNull();
  });

  it("lets 'unlock others' break a lock, but a master file only with 'override a locked master file'", async () => {
    const unlocker = await memberOfA([...editor, "UnlockOthersLocked"]);
    const overrider = await memberOfA([...editor, "OverrideLockedMasterFile"]);
    const note = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Note" });
    const master = await create(fx.a.token, fx.a.company.id, { type: "masterFile", name: "Master" });
    for (const p of [note, master]) {
      await t.api.as(fx.a).post(url(fx.a.company.id, `/${p.id}/lock`));
    }
    const breakLock = (token: string, id: string) =>
      t.api.as(token).post(url(fx.a.company.id, `/${id}/lock?force=true`));
    expect((await breakLock(unlocker.token, note.id)).statusCode).toBe(200);
    expect((await breakLock(unlocker.token, master.id)).statusCode).toBe(403);
    const overridden = await breakLock(overrider.token, master.id);
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().lock.user.id).toBe(overrider.user.id);
  });

  it("archives and restores, listing archived objects only when asked", async () => {
    const created = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Old lease" });
    const path = url(fx.a.company.id, `/${created.id}`);
    const archived = await t.api.as(fx.a).post(`${path}/archive`);
    expect(archived.json().status).toBe("archived");
    const active = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Old lease"));
    expect(active.json()).toEqual([]);
    const old = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Old lease&archived=true"));
    expect(old.json().map((p: { id: string }) => p.id)).toEqual([created.id]);
    const lockArchived = await t.api.as(fx.a).post(`${path}/lock`);
    expect(lockArchived.statusCode).toBe(409);
    const restored = await t.api.as(fx.a).post(`${path}/restore`);
    expect(restored.json().status).toBe("active");

    const noRight = await memberOfA(["PublicationEdit", "SeeObjectsWithoutGroup"]);
    const refused = await t.api.as(noRight).post(`${path}/archive`);
    expect(refused.statusCode).toBe(403);
  });

  it("watches and unwatches", async () => {
    const created = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Watched" });
    const path = url(fx.a.company.id, `/${created.id}/watch`);
    expect((await t.api.as(fx.a).put(path)).json().watched).toBe(true);
    expect((await t.api.as(fx.a).delete(path)).json().watched).toBe(false);
  });
});

describe("concurrent edits (real races on PostgreSQL)", () => {
  it("gives the edit lock to exactly one of two users asking at the same moment, 30 times out of 30", async () => {
    const colleague = await memberOfA(editor);
    const users = [
      { token: fx.a.token, id: fx.a.user.id, name: fx.a.user.name },
      { token: colleague.token, id: colleague.user.id, name: colleague.user.name },
    ];
    for (let trial = 0; trial < 30; trial++) {
      const object = await create(fx.a.token, fx.a.company.id, { type: "note", name: `Race ${trial}` });
      const path = url(fx.a.company.id, `/${object.id}/lock`);
      const answers = await Promise.all(users.map((u) => t.api.as(u).post(path)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `trial ${trial}`).toEqual([200, 409]);
      const winner = users[answers.findIndex((a) => a.statusCode === 200)];
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json()).toEqual({ code: "LOCKED", message: `The object is being edited by ${winner?.name}.` });
      const [row] = await t.deps.db.select().from(publications).where(eq(publications.id, object.id));
      expect(row?.lockedBy).toBe(winner?.id);
    }
  });

  it("lets another user take a lock older than the lock time", async () => {
    const colleague = await memberOfA(editor);
    const object = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Forgotten" });
    const path = url(fx.a.company.id, `/${object.id}/lock`);
    await t.api.as(fx.a).post(path);
    const longAgo = new Date(Date.now() - (LOCK_MINUTES + 1) * 60_000);
    await t.deps.db.update(publications).set({ lockedAt: longAgo }).where(eq(publications.id, object.id));
    const taken = await t.api.as(colleague).post(path);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lock.user.id).toBe(colleague.user.id);
  });

  it("accepts one of 100 saves based on the same version and answers the rest 409 STALE_VERSION with the object as it is", async () => {
    const colleague = await memberOfA(editor);
    const object = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Shared draft" });
    expect(object.version).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.api
          .as(i % 2 ? colleague.token : fx.a)
          .put(url(fx.a.company.id, `/${object.id}`), { ...object, name: `Save ${i}` }),
      ),
    );
    const saved = answers.filter((a) => a.statusCode === 200);
    const stale = answers.filter((a) => a.statusCode === 409);
    expect(saved).toHaveLength(1);
    expect(stale).toHaveLength(99);
    const winner = saved[0]?.json();
    expect(winner.version).toBe(2);
    for (const answer of stale) {
      expect(answer.json()).toMatchObject({
        code: "STALE_VERSION",
        message: `Changed by ${winner.updatedBy.name} while you edited.`,
        current: {
          id: object.id,
          name: winner.name,
          version: 2,
          updatedBy: winner.updatedBy,
          updatedAt: winner.updatedAt,
        },
      });
    }
    const [row] = await t.deps.db.select().from(publications).where(eq(publications.id, object.id));
    expect(row).toMatchObject({ name: winner.name, version: 2 });
  });

  it("counts a group move as a change, and lets a save without a version overwrite", async () => {
    const admin = await memberOfA([...editor, "AuthorizationGroups"]);
    const group = await createGroup(t.deps.db, fx.a.company.id, "Moved here", [fx.a.user.id, admin.user.id]);
    const object = await create(fx.a.token, fx.a.company.id, { type: "note", name: "Movable" });
    const moved = await t.api
      .as(admin)
      .post(`/api/companies/${fx.a.company.id}/groups/${group.id}/publications`, { publicationId: object.id });
    expect(moved.statusCode).toBe(200);
    const path = url(fx.a.company.id, `/${object.id}`);
    const stale = await t.api.as(fx.a).put(path, { name: "Based on version 1", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({
      version: 2,
      group: { id: group.id },
      updatedBy: { id: admin.user.id },
    });
    const blind = await t.api.as(fx.a).put(path, { name: "API" });
    expect(blind.json()).toMatchObject({ name: "API", version: 3 });
  });
});
