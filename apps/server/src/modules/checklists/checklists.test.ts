import { allFeatures, CHECKLIST_ITEMS_LIMIT, type Checklist, ErrorCode } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createObject, saveChecklist } from "../../../test/factories";
import { createCompany } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company with an editor, a member who sees objects but edits none, and one object. */
async function world() {
  const company = await createCompany(t.deps.db, { enabledFeatures: allFeatures });
  const base = `/api/companies/${company.id}`;
  const owner = await newMember(t, company.id, editor);
  const worker = await newMember(t, company.id, ["SeeObjectsWithoutGroup"]);
  const object = await createObject(t, owner, company.id, { type: "investigation", name: "Fall from ladder" });
  const url = `${base}/checklist`;
  const get = async (who = owner) => (await t.api.as(who).get(`${url}?publicationId=${object.id}`)).json() as Checklist;
  const put = (who: { token: string }, body: Record<string, unknown>) =>
    t.api.as(who).put(url, { publicationId: object.id, ...body });
  /** The owner's save, as set-up. */
  const save = (body: Record<string, unknown>) =>
    saveChecklist(t, owner, company.id, { publicationId: object.id, ...body });
  return { company, base, owner, worker, object, url, get, put, save };
}

describe("an object's checklist", () => {
  it("is empty at version 0 until the first save, which keeps the items in order with their assignees and dates", async () => {
    const w = await world();
    expect(await w.get()).toEqual({
      id: null,
      publicationId: w.object.id,
      items: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
    const saved = await w.put(w.owner, {
      version: 0,
      items: [
        { text: "  Secure the area  ", assigneeId: w.worker.user.id, dueDate: "2026-12-01" },
        { text: "Interview witnesses" },
        { text: "Photograph the ladder", assignee: { id: w.owner.user.id, name: "ignored" } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as Checklist;
    expect(list).toMatchObject({ version: 1, updatedBy: { id: w.owner.user.id } });
    expect(list.items.map((i) => [i.text, i.assignee?.id ?? null, i.dueDate, i.done])).toEqual([
      ["Secure the area", w.worker.user.id, "2026-12-01", false],
      ["Interview witnesses", null, null, false],
      ["Photograph the ladder", w.owner.user.id, null, false],
    ]);
    expect(await w.get(w.worker)).toEqual(list);
  });

  it("records who ticked an item and when, keeps it while it stays done, and clears it when unticked; reorders", async () => {
    const w = await world();
    const first = await w.save({ items: [{ text: "A" }, { text: "B" }] });
    const [a, b] = first.items as [Checklist["items"][0], Checklist["items"][0]];
    const ticked = (await w.put(w.owner, { version: 1, items: [a, { ...b, done: true }] })).json() as Checklist;
    const doneB = ticked.items[1];
    expect(doneB).toMatchObject({ id: b.id, done: true, doneBy: { id: w.owner.user.id } });
    expect(doneB?.doneAt).not.toBeNull();
    // The GET answer goes back as it is: reordered, B keeps who ticked it and when.
    const moved = (await w.put(w.owner, { version: 2, items: [ticked.items[1], ticked.items[0]] })).json() as Checklist;
    expect(moved.items.map((i) => [i.id, i.done, i.doneAt])).toEqual([
      [b.id, true, doneB?.doneAt],
      [a.id, false, null],
    ]);
    const unticked = (await w.put(w.owner, { version: 3, items: [{ ...moved.items[0], done: false }] })).json();
    expect(unticked.items).toEqual([expect.objectContaining({ id: b.id, done: false, doneBy: null, doneAt: null })]);
  });

  it("refuses a save based on an older version with the checklist as it is now, and lets one of two concurrent saves win", async () => {
    const w = await world();
    await w.save({ version: 0, items: [{ text: "A" }] });
    const stale = await w.put(w.owner, { version: 0, items: [{ text: "Lost?" }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: ErrorCode.StaleVersion,
      current: { version: 1, items: [{ text: "A" }] },
    });

    const answers = await Promise.all(["X", "Y", "Z"].map((text) => w.put(w.owner, { version: 1, items: [{ text }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json() as Checklist;
    expect(await w.get()).toEqual(winner);
    expect(winner.version).toBe(2);
  });

  it("creates one checklist when two first saves race", async () => {
    const w = await world();
    const answers = await Promise.all(["X", "Y"].map((text) => w.put(w.owner, { version: 0, items: [{ text }] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await w.get()).items).toHaveLength(1);
  });

  it("lets a member who may not edit the object tick only their own items, and change nothing else", async () => {
    const w = await world();
    const list = await w.save({ items: [{ text: "Mine", assigneeId: w.worker.user.id }, { text: "Not mine" }] });
    const [mine, other] = list.items as [Checklist["items"][0], Checklist["items"][0]];
    const ticked = await w.put(w.worker, { version: 1, items: [{ ...mine, done: true }, other] });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().items[0]).toMatchObject({ done: true, doneBy: { id: w.worker.user.id } });
    for (const items of [
      [
        { ...mine, done: true },
        { ...other, done: true },
      ],
      [{ ...mine, done: true, text: "Renamed" }, other],
      [{ ...mine, done: true }],
      [{ ...mine, done: true }, other, { text: "New" }],
      [other, { ...mine, done: true }],
    ]) {
      expect((await w.put(w.worker, { version: 2, items })).statusCode).toBe(403);
    }
    expect((await t.api.as(w.worker).delete(`${w.url}/${list.id}`)).statusCode).toBe(403);
    expect((await w.get()).version).toBe(2);
  });

  it("answers bad input with the field at fault and keeps what is stored", async () => {
    const w = await world();
    const stranger = await newMember(t, (await createCompany(t.deps.db)).id, editor);
    await w.save({ items: [{ text: "Keep" }] });
    for (const [items, field] of [
      [[{ text: "   " }], "items.0.text"],
      [[{ text: "x".repeat(501) }], "items.0.text"],
      [[{ text: "A", dueDate: "2026-02-30" }], "items.0.dueDate"],
      [Array.from({ length: CHECKLIST_ITEMS_LIMIT + 1 }, () => ({ text: "A" })), "items"],
      [[{ text: "A", assigneeId: stranger.user.id }], "items"],
    ] as const) {
      const response = await w.put(w.owner, { items });
      expect(response.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await w.get()).items.map((i) => i.text)).toEqual(["Keep"]);
  });

  it("takes an id it does not know as a new item, so another checklist's item is never touched", async () => {
    const w = await world();
    const elsewhere = await createObject(t, w.owner, w.company.id, { type: "card", name: "Other" });
    const foreign = await saveChecklist(t, w.owner, w.company.id, {
      publicationId: elsewhere.id,
      items: [{ text: "Foreign" }],
    });
    const saved = (await w.put(w.owner, { items: [{ id: foreign.items[0]?.id, text: "Mine" }] })).json() as Checklist;
    expect(saved.items[0]?.id).not.toBe(foreign.items[0]?.id);
    const untouched = (await t.api.as(w.owner).get(`${w.url}?publicationId=${elsewhere.id}`)).json();
    expect(untouched.items).toEqual(foreign.items);
  });

  it("belongs only to types of object that have one (not a keypass)", async () => {
    const w = await world();
    const vault = await createObject(t, w.owner, w.company.id, { type: "keypass", name: "Vault" });
    const refused = await t.api.as(w.owner).put(w.url, { publicationId: vault.id, items: [{ text: "A" }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("publicationId");
  });

  it("is read-only on an archived object, and goes with DELETE", async () => {
    const w = await world();
    const list = await w.save({ items: [{ text: "A" }] });
    expect((await t.api.as(w.owner).delete(`${w.url}/${list.id}`)).statusCode).toBe(200);
    expect(await w.get()).toMatchObject({ id: null, items: [], version: 0 });
    expect((await t.api.as(w.owner).delete(`${w.url}/${list.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.owner).post(`${w.base}/publications/${w.object.id}/archive`)).statusCode).toBe(200);
    const refused = await w.put(w.owner, { items: [{ text: "B" }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.Archived);
  });
});
