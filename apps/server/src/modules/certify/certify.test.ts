import type { Flow, Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFlow, createObject } from "../../../test/factories";
import { createCompany } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { certifyFlows, companyUsers, notifications } from "../../db/schema";

const requesterRights: Permission[] = [...editor, "CertifyDocument"];
const reader: Permission[] = ["SeeObjectsWithoutGroup"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company of its own: a requester with CertifyDocument, three members who see objects without a group. */
async function world() {
  const company = await createCompany(t.deps.db);
  const companyId = company.id;
  const requester = await newMember(t, companyId, requesterRights);
  const anna = await newMember(t, companyId, reader);
  const bo = await newMember(t, companyId, reader);
  const cilla = await newMember(t, companyId, reader);
  const url = (rest = "") => `/api/companies/${companyId}/flow-verifies${rest}`;
  const object = (name = "Policy") => createObject(t, requester, companyId, { name }) as Promise<{ id: string }>;
  /** A flow on a new object; answers both. */
  const flow = async (body: Record<string, unknown>) => {
    const publication = await object();
    const started = (await createFlow(t, requester, companyId, { publicationId: publication.id, ...body })) as Flow;
    return { publication, flow: started };
  };
  const decide = (who: { token: string }, id: string, decision: string, comment = "") =>
    t.api.as(who).put(url(`/${id}`), { decision, comment });
  return { companyId, requester, anna, bo, cilla, url, object, flow, decide };
}

type World = Awaited<ReturnType<typeof world>>;

/** The notifications of a member in the company, newest first. */
async function notificationsOf(w: World, who: { token: string }) {
  const answer = await t.api.as(who).get(`/api/companies/${w.companyId}/notifications`);
  return answer.json().notifications as {
    data: { notification: { type: string; text?: string; publication: { id: string } } };
  }[];
}

const typesOf = async (w: World, who: { token: string }) =>
  (await notificationsOf(w, who)).map((n) => n.data.notification.type);

describe("a SINGLE flow", () => {
  it("asks one member, who approves with a comment; the requester is told by the bell and by mail", async () => {
    const w = await world();
    const { publication, flow } = await w.flow({ approverIds: [w.anna.user.id], message: "Please check §3" });
    expect(flow).toMatchObject({
      type: "SINGLE",
      order: "sequential",
      status: "pending",
      publication: { id: publication.id },
      requestedBy: { id: w.requester.user.id },
      message: "Please check §3",
      objectVersion: 1,
      currentVersion: 1,
      decidedAt: null,
      can: { decide: false, cancel: true, delete: true },
    });
    expect(flow.steps).toEqual([
      expect.objectContaining({
        position: 1,
        approver: expect.objectContaining({ id: w.anna.user.id }),
        decision: null,
      }),
    ]);
    expect(flow.steps[0]?.askedAt).not.toBeNull();

    const [asked] = await notificationsOf(w, w.anna);
    expect(asked?.data.notification).toMatchObject({
      type: "FLOW_REQUESTED",
      publication: { id: publication.id },
      text: "Please check §3",
    });
    const mail = await lastMessage(t.deps, w.anna.user.email);
    expect(mail?.subject).toContain("godkänna");
    expect(mail?.body).toContain(`/companies/${w.companyId}/publications/${publication.id}`);

    const mine = (await t.api.as(w.anna).get(w.url("?mine=true"))).json() as Flow[];
    expect(mine.map((f) => f.id)).toEqual([flow.id]);
    expect(mine[0]?.can).toEqual({ decide: true, cancel: false, delete: false });

    const approved = await w.decide(w.anna, flow.id, "approved", "Looks right");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", can: { decide: false, cancel: false, delete: false } });
    expect(approved.json().decidedAt).not.toBeNull();
    expect(approved.json().steps[0]).toMatchObject({ decision: "approved", comment: "Looks right" });

    const [told] = await notificationsOf(w, w.requester);
    expect(told?.data.notification).toMatchObject({ type: "FLOW_APPROVED", text: "Looks right" });
    const outcome = await lastMessage(t.deps, w.requester.user.email);
    expect(outcome?.subject).toContain("Godkänt");
    expect(outcome?.body).toContain(w.anna.user.name);
    expect((await t.api.as(w.anna).get(w.url("?mine=true"))).json()).toEqual([]);
    expect((await t.api.as(w.anna).get(w.url(`?publicationId=${publication.id}`))).json()[0].status).toBe("approved");
  });

  it("asks and tells no member blocked from the company's web, by bell or by mail", async () => {
    const w = await world();
    const block = (userId: string) =>
      withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
        tx
          .update(companyUsers)
          .set({ features: { denyLoginOnWeb: true } })
          .where(and(eq(companyUsers.companyId, w.companyId), eq(companyUsers.userId, userId))),
      );
    const told = (userId: string) =>
      withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
        tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.companyId, w.companyId), eq(notifications.userId, userId))),
      );
    await block(w.bo.user.id);
    const { flow } = await w.flow({ type: "MULTI", order: "parallel", approverIds: [w.anna.user.id, w.bo.user.id] });
    expect((await lastMessage(t.deps, w.anna.user.email))?.subject).toContain("godkänna");
    expect(await lastMessage(t.deps, w.bo.user.email)).toBeUndefined();
    expect(await told(w.bo.user.id)).toEqual([]);

    await block(w.requester.user.id);
    const rejected = await w.decide(w.anna, flow.id, "rejected", "Not like this");
    expect(rejected.json().status).toBe("rejected");
    expect(await lastMessage(t.deps, w.requester.user.email)).toBeUndefined();
    expect(await told(w.requester.user.id)).toEqual([]);
  });

  it("refuses a second decision by the same approver", async () => {
    const w = await world();
    const { flow } = await w.flow({ approverIds: [w.anna.user.id] });
    expect((await w.decide(w.anna, flow.id, "approved")).statusCode).toBe(200);
    const again = await w.decide(w.anna, flow.id, "rejected", "Changed my mind");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("FLOW_CLOSED");
  });
});

describe("a MULTI flow", () => {
  it("in order: asks one approver at a time; the next is asked once the one before approved", async () => {
    const w = await world();
    const { flow } = await w.flow({ type: "MULTI", order: "sequential", approverIds: [w.anna.user.id, w.bo.user.id] });
    expect(flow.steps.map((s) => s.askedAt !== null)).toEqual([true, false]);
    expect(await typesOf(w, w.bo)).toEqual([]);

    const early = await w.decide(w.bo, flow.id, "approved");
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("FLOW_NOT_YOUR_TURN");

    const first = await w.decide(w.anna, flow.id, "approved");
    expect(first.json()).toMatchObject({ status: "pending" });
    expect(first.json().steps[1].askedAt).not.toBeNull();
    expect(await typesOf(w, w.bo)).toEqual(["FLOW_REQUESTED"]);
    expect(await typesOf(w, w.requester)).toEqual([]);

    const second = await w.decide(w.bo, flow.id, "approved", "Fine");
    expect(second.json()).toMatchObject({ status: "approved" });
    expect(await typesOf(w, w.requester)).toEqual(["FLOW_APPROVED"]);
    const outcome = await lastMessage(t.deps, w.requester.user.email);
    expect(outcome?.body).toContain(`${w.anna.user.name}, ${w.bo.user.name}`);
  });

  it("all at once: asks every approver together and is approved when the last one approves", async () => {
    const w = await world();
    const ids = [w.anna.user.id, w.bo.user.id, w.cilla.user.id];
    const { flow } = await w.flow({ type: "MULTI", order: "parallel", approverIds: ids });
    expect(flow.steps.every((s) => s.askedAt !== null)).toBe(true);
    for (const who of [w.anna, w.bo, w.cilla]) expect(await typesOf(w, who)).toEqual(["FLOW_REQUESTED"]);

    expect((await w.decide(w.cilla, flow.id, "approved")).json().status).toBe("pending");
    expect((await w.decide(w.anna, flow.id, "approved")).json().status).toBe("pending");
    expect((await w.decide(w.bo, flow.id, "approved")).json().status).toBe("approved");
    expect(await typesOf(w, w.requester)).toEqual(["FLOW_APPROVED"]);
  });

  it("ends at a rejection, which needs a comment; the others can no longer decide", async () => {
    const w = await world();
    const { flow } = await w.flow({ type: "MULTI", order: "parallel", approverIds: [w.anna.user.id, w.bo.user.id] });
    const bare = await w.decide(w.anna, flow.id, "rejected");
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: "VALIDATION", field: "comment" });

    const rejected = await w.decide(w.anna, flow.id, "rejected", "Section 2 is wrong");
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    expect(rejected.json().steps.map((s: { decision: string | null }) => s.decision)).toEqual(["rejected", null]);
    const late = await w.decide(w.bo, flow.id, "approved");
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("FLOW_CLOSED");

    const [told] = await notificationsOf(w, w.requester);
    expect(told?.data.notification).toMatchObject({ type: "FLOW_REJECTED", text: "Section 2 is wrong" });
    const mail = await lastMessage(t.deps, w.requester.user.email);
    expect(mail?.subject).toContain(`${w.anna.user.name} avslog`);
    expect(mail?.body).toContain("Section 2 is wrong");
  });
});

describe("the object's version", () => {
  it("answers an approval as outdated once the object is edited, without changing what is stored", async () => {
    const w = await world();
    const { publication, flow } = await w.flow({ approverIds: [w.anna.user.id] });
    await w.decide(w.anna, flow.id, "approved");
    const edit = await t.api
      .as(w.requester)
      .put(`/api/companies/${w.companyId}/publications/${publication.id}`, { name: "Policy v2" });
    expect(edit.statusCode, edit.body).toBe(200);

    const now = (await t.api.as(w.anna).get(w.url(`/${flow.id}`))).json();
    expect(now).toMatchObject({ status: "outdated", objectVersion: 1, currentVersion: 2 });
    expect(now.steps[0].decision).toBe("approved");
    const [stored] = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.select().from(certifyFlows).where(eq(certifyFlows.id, flow.id)),
    );
    expect(stored?.status).toBe("approved");
  });

  it("stops a pending flow from being decided once the object changed, and lets a new one start", async () => {
    const w = await world();
    const { publication, flow } = await w.flow({ approverIds: [w.anna.user.id] });
    const again = await t.api.as(w.requester).post(w.url(), {
      type: "SINGLE",
      publicationId: publication.id,
      approverIds: [w.bo.user.id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("FLOW_PENDING");

    await t.api
      .as(w.requester)
      .put(`/api/companies/${w.companyId}/publications/${publication.id}`, { description: "Changed" });
    expect((await t.api.as(w.anna).get(w.url(`/${flow.id}`))).json()).toMatchObject({
      status: "outdated",
      can: { decide: false },
    });
    expect((await t.api.as(w.anna).get(w.url("?mine=true"))).json()).toEqual([]);
    const late = await w.decide(w.anna, flow.id, "approved");
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("FLOW_OUTDATED");

    const fresh = await t.api.as(w.requester).post(w.url(), {
      type: "SINGLE",
      publicationId: publication.id,
      approverIds: [w.anna.user.id],
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json()).toMatchObject({ objectVersion: 2, status: "pending" });
    const list = (await t.api.as(w.anna).get(w.url(`?publicationId=${publication.id}`))).json() as Flow[];
    expect(list.map((f) => [f.id, f.status])).toEqual([
      [fresh.json().id, "pending"],
      [flow.id, "outdated"],
    ]);
  });
});

describe("who may do what", () => {
  it("lets only CertifyDocument start a flow, on an object the requester sees, for members who see it", async () => {
    const w = await world();
    const publication = await w.object();
    const body = { type: "SINGLE", publicationId: publication.id, approverIds: [w.anna.user.id] };
    const noRight = await t.api.as(w.bo).post(w.url(), body);
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().code).toBe("FORBIDDEN");

    const blind = await newMember(t, w.companyId, ["CertifyDocument"]);
    expect((await t.api.as(blind).post(w.url(), body)).statusCode).toBe(404);

    const cases: [Record<string, unknown>, string][] = [
      [{ approverIds: [blind.user.id] }, "approverIds"],
      [{ approverIds: [w.requester.user.id] }, "approverIds"],
      [{ approverIds: ["00000000-0000-4000-8000-000000000000"] }, "approverIds"],
      [{ approverIds: [w.anna.user.id, w.bo.user.id] }, "approverIds"],
      [{ type: "MULTI", approverIds: [w.anna.user.id] }, "approverIds"],
      [{ type: "MULTI", approverIds: [w.anna.user.id, w.anna.user.id] }, "approverIds"],
      [{ type: "DOUBLE" }, "type"],
    ];
    for (const [change, field] of cases) {
      const answer = await t.api.as(w.requester).post(w.url(), { ...body, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().field, JSON.stringify(change)).toBe(field);
    }
  });

  it("answers 403 to a member who is not asked, and lets only the requester or CertifyDocument cancel", async () => {
    const w = await world();
    const { flow } = await w.flow({ approverIds: [w.anna.user.id] });
    const notAsked = await w.decide(w.bo, flow.id, "approved");
    expect(notAsked.statusCode).toBe(403);
    expect((await t.api.as(w.bo).put(w.url(`/${flow.id}`), { status: "cancelled" })).statusCode).toBe(403);
    expect((await t.api.as(w.anna).put(w.url(`/${flow.id}`), { status: "cancelled" })).statusCode).toBe(403);
    const both = await t.api.as(w.requester).put(w.url(`/${flow.id}`), { status: "cancelled", decision: "approved" });
    expect(both.statusCode).toBe(400);

    const cancelled = await t.api.as(w.requester).put(w.url(`/${flow.id}`), { status: "cancelled" });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: { id: w.requester.user.id },
      can: { decide: false, cancel: false, delete: true },
    });
    const again = await t.api.as(w.requester).put(w.url(`/${flow.id}`), { status: "cancelled" });
    expect(again.json().code).toBe("FLOW_CLOSED");
    expect((await w.decide(w.anna, flow.id, "approved")).json().code).toBe("FLOW_CLOSED");

    const other = await w.flow({ approverIds: [w.anna.user.id] });
    const certifier = await newMember(t, w.companyId, ["CertifyDocument", ...reader]);
    const byCertifier = await t.api.as(certifier).put(w.url(`/${other.flow.id}`), { status: "cancelled" });
    expect(byCertifier.json()).toMatchObject({ status: "cancelled", cancelledBy: { id: certifier.user.id } });
  });

  it("deletes a flow nobody decided on, and keeps one with a decision", async () => {
    const w = await world();
    const { flow } = await w.flow({ approverIds: [w.anna.user.id] });
    expect((await t.api.as(w.anna).delete(w.url(`/${flow.id}`))).statusCode).toBe(403);
    expect((await t.api.as(w.requester).delete(w.url(`/${flow.id}`))).json()).toEqual({ ok: true });
    expect((await t.api.as(w.requester).get(w.url(`/${flow.id}`))).statusCode).toBe(404);

    const decided = await w.flow({ type: "MULTI", order: "parallel", approverIds: [w.anna.user.id, w.bo.user.id] });
    await w.decide(w.anna, decided.flow.id, "approved");
    await t.api.as(w.requester).put(w.url(`/${decided.flow.id}`), { status: "cancelled" });
    const kept = await t.api.as(w.requester).delete(w.url(`/${decided.flow.id}`));
    expect(kept.statusCode).toBe(409);
    expect(kept.json().code).toBe("FLOW_HAS_DECISIONS");
  });

  it("shows flows only to members who see the object", async () => {
    const w = await world();
    const { flow } = await w.flow({ approverIds: [w.anna.user.id] });
    const blind = await newMember(t, w.companyId, []);
    expect((await t.api.as(blind).get(w.url(`/${flow.id}`))).statusCode).toBe(404);
    expect((await t.api.as(blind).get(w.url())).json()).toEqual([]);
    expect((await t.api.as(blind).put(w.url(`/${flow.id}`), { status: "cancelled" })).statusCode).toBe(404);
    expect((await t.api.as(w.bo).get(w.url(`/${flow.id}`))).json()).toMatchObject({ id: flow.id, status: "pending" });
  });

  it("answers 404 for another company's flow, 403 in a company one is not in, 401 without a session", async () => {
    const w = await world();
    const other = await world();
    const { flow } = await other.flow({ approverIds: [other.anna.user.id] });
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { status: "cancelled" }],
      ["DELETE", undefined],
    ] as const) {
      const mine = await t.api.as(w.requester).send({ method, url: w.url(`/${flow.id}`), payload: body });
      expect(mine.statusCode, method).toBe(404);
      const theirs = await t.api.as(w.requester).send({ method, url: other.url(`/${flow.id}`), payload: body });
      expect(theirs.statusCode, method).toBe(403);
      const anonymous = await t.api.anonymous().send({ method, url: other.url(`/${flow.id}`), payload: body });
      expect(anonymous.statusCode, method).toBe(401);
    }
    const foreignObject = await other.object();
    const post = await t.api.as(w.requester).post(w.url(), {
      type: "SINGLE",
      publicationId: foreignObject.id,
      approverIds: [w.anna.user.id],
    });
    expect(post.statusCode).toBe(404);
    expect((await t.api.as(other.requester).get(other.url(`/${flow.id}`))).json().status).toBe("pending");
  });
});

describe("concurrent requests (real races on PostgreSQL)", () => {
  it("records one of 20 simultaneous decisions by the approver; the others answer 409", async () => {
    const w = await world();
    const { flow } = await w.flow({ approverIds: [w.anna.user.id] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => w.decide(w.anna, flow.id, i % 2 ? "approved" : "rejected", `Try ${i}`)),
    );
    const passed = answers.filter((a) => a.statusCode === 200);
    expect(passed).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe("FLOW_CLOSED");
    }
    const final = (await t.api.as(w.anna).get(w.url(`/${flow.id}`))).json();
    expect(final.steps[0].comment).toBe(passed[0]?.json().steps[0].comment);
    expect(await typesOf(w, w.requester)).toHaveLength(1);
  });

  it("approves a parallel flow once when every approver approves at the same moment", async () => {
    const w = await world();
    const approvers = [w.anna, w.bo, w.cilla];
    for (let round = 0; round < 5; round++) {
      const { flow } = await w.flow({ type: "MULTI", order: "parallel", approverIds: approvers.map((a) => a.user.id) });
      const answers = await Promise.all(approvers.map((who) => w.decide(who, flow.id, "approved")));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const final = (await t.api.as(w.requester).get(w.url(`/${flow.id}`))).json();
      expect(final.status).toBe("approved");
    }
    expect(await typesOf(w, w.requester)).toEqual(Array(5).fill("FLOW_APPROVED"));
  });

  it("never records an approval after a simultaneous rejection closed the flow", async () => {
    const w = await world();
    for (let round = 0; round < 5; round++) {
      const { flow } = await w.flow({
        type: "MULTI",
        order: "parallel",
        approverIds: [w.anna.user.id, w.bo.user.id, w.cilla.user.id],
      });
      const [rejection, ...approvals] = await Promise.all([
        w.decide(w.anna, flow.id, "rejected", "No"),
        w.decide(w.bo, flow.id, "approved"),
        w.decide(w.cilla, flow.id, "approved"),
      ]);
      expect(rejection?.statusCode).toBe(200);
      const final = (await t.api.as(w.requester).get(w.url(`/${flow.id}`))).json() as Flow;
      expect(final.status).toBe("rejected");
      const recorded = final.steps.filter((s) => s.decision === "approved");
      expect(recorded).toHaveLength(approvals.filter((a) => a.statusCode === 200).length);
      for (const step of recorded)
        expect(Date.parse(step.decidedAt ?? "")).toBeLessThanOrEqual(Date.parse(final.decidedAt ?? ""));
      for (const late of approvals.filter((a) => a.statusCode !== 200)) expect(late.json().code).toBe("FLOW_CLOSED");
    }
  });

  it("starts one flow when several are started on one object at once", async () => {
    const w = await world();
    const publication = await w.object();
    const answers = await Promise.all(
      [w.anna, w.bo, w.cilla].map((who) =>
        t.api
          .as(w.requester)
          .post(w.url(), { type: "SINGLE", publicationId: publication.id, approverIds: [who.user.id] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const stored = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.select().from(certifyFlows).where(eq(certifyFlows.publicationId, publication.id)),
    );
    expect(stored).toHaveLength(1);
    const asked = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.select().from(notifications).where(eq(notifications.companyId, w.companyId)),
    );
    expect(asked.filter((n) => n.data.notification.type === "FLOW_REQUESTED")).toHaveLength(1);
  });
});
