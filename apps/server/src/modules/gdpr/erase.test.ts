import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { ErrorCode, ESIGN_CONSENT_VERSION, type Permission } from "@app/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { created, createEsign, createObject, uploadFile } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createUser, signIn } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";
import { rowsOf, type Tx, withTenant } from "../../db/client";
import {
  companyUsers,
  esignEvents,
  esignSigners,
  invitations,
  noticeAssignees,
  notices,
  notifications,
  publicationComments,
  skills,
  storageRemovals,
  taskMembers,
  tasks,
  userSkills,
  users,
  userTags,
} from "../../db/schema";
import type { Storage } from "../../outbound/storage";
import { purgeEvents, verifyChain } from "../audit/audit.service";
import { eventHash, GENESIS } from "../esign/esign-trail.service";
import { removeQueuedFiles } from "./erase.service";

const admin: Permission[] = [
  "Gdpr",
  "UsersEdit",
  "AuditLogs",
  "PublicationCreate",
  "PublicationEdit",
  "SeeObjectsWithoutGroup",
  "CertifyDocument",
  "Esign",
  "Skills",
  "DocumentReminders",
];
const { t, fx } = appWithTwoCompanies(admin);

const REMOVED_ID = "00000000-0000-0000-0000-000000000000";
const erase = (companyId: string, userId: string) => `/api/companies/${companyId}/users/${userId}/gdpr-erase`;
const as =
  (who: { companyId: string; userId: string }) =>
  <T>(fn: (tx: Tx) => Promise<T>) =>
    withTenant(t.deps.db, { companyIds: [who.companyId], userId: who.userId }, fn);

/**
 * A member of company A with a trace in every place the erasure handles: a comment, a reminder they
 * manage and are the only assignee of, a skill with a certificate file, a task they made and are in,
 * a tag, an invitation and a notification naming them, a signature on an e-sign request; in the audit
 * log as actor (with their address and browser) and as subject.
 */
async function personWithTraces(companyId: string) {
  const suffix = randomBytes(4).toString("hex");
  const person = await createUser(t.deps.db, {
    name: `Petra Raderasson ${suffix}`,
    email: `petra.${suffix}@erase.test`,
    phone: `+4670${Number.parseInt(suffix, 16) % 10_000_000}`,
  });
  await addMember(t.deps.db, companyId, person.id, { permissions: ["Esign"] });
  const token = await signIn(t.app, person.email);
  const self = { user: person, token };
  const base = `/api/companies/${companyId}`;
  const object = await createObject(t, fx.a, companyId, { type: "esign", name: `Lease ${suffix}` });
  const pdf = created(
    await uploadFile(t, fx.a, `${base}/publications/${object.id}/files`, "lease.pdf", "application/pdf", samplePdf()),
  );
  const request = await createEsign(t, fx.a, companyId, object.id, {
    fileId: pdf.id,
    signers: [{ userId: person.id }],
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const signed = await t.api
    .as(self)
    .post(
      `${base}/e-signs/${request.id}/sign`,
      { signature: { kind: "typed", name: person.name }, consentVersion: ESIGN_CONSENT_VERSION },
      { headers: { "user-agent": `Browser of ${person.name}` } },
    );
  expect(signed.statusCode, signed.body).toBe(200);

  const certificateKey = `certificates/${suffix}`;
  await t.deps.storage.write(certificateKey, Readable.from([Buffer.from("certificate")]));
  const ids = await as({ companyId, userId: person.id })(async (tx) => {
    const [comment] = await tx
      .insert(publicationComments)
      .values({ companyId, publicationId: object.id, authorId: person.id, body: "Signed, see the file." })
      .returning();
    const [task] = await tx
      .insert(tasks)
      .values({ companyId, title: "Renew the lease", createdBy: person.id })
      .returning();
    if (!comment || !task) throw new Error("not made");
    await tx.insert(taskMembers).values({ companyId, taskId: task.id, userId: person.id });
    return { comment: comment.id, task: task.id };
  });
  const reminder = await as({ companyId, userId: fx.a.user.id })(async (tx) => {
    const [notice] = await tx
      .insert(notices)
      .values({ companyId, publicationId: object.id, title: "Lease ends", managerId: person.id })
      .returning();
    if (!notice) throw new Error("not made");
    await tx.insert(noticeAssignees).values({ companyId, noticeId: notice.id, userId: person.id });
    const [skill] = await tx
      .insert(skills)
      .values({ companyId, name: `Forklift ${suffix}` })
      .returning();
    if (!skill) throw new Error("not made");
    await tx.insert(userSkills).values({
      companyId,
      userId: person.id,
      skillId: skill.id,
      achievedOn: "2026-01-01",
      certificateKey,
      certificateName: "certificate.pdf",
      certificateType: "application/pdf",
      recordedBy: fx.a.user.id,
    });
    await tx.insert(userTags).values({ companyId, userId: person.id, name: "Night shift" });
    await tx.insert(invitations).values({
      companyId,
      email: person.email,
      name: person.name,
      type: "DEFAULT",
      tokenHash: `hash-${suffix}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    } as typeof invitations.$inferInsert);
    await tx.insert(notifications).values({
      companyId,
      userId: fx.a.user.id,
      data: {
        notification: {
          type: "PUBLICATION_SHARED",
          sourceUser: { id: person.id, name: person.name },
          publication: null,
          company: { name: "A" },
        },
      },
    } as typeof notifications.$inferInsert);
    return notice.id;
  });
  return { person, self, request, objectId: object.id as string, certificateKey, reminder, ...ids };
}

/** Every text, varchar and jsonb value of public tables (as the owner) that holds one of the needles. */
async function findTexts(needles: string[], companyId?: string) {
  const columns = rowsOf<{ table_name: string; column_name: string; scoped: boolean }>(
    await t.deps.db.execute(sql`
      select c.table_name, c.column_name,
             exists (select 1 from information_schema.columns k
                     where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = 'company_id') as scoped
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'inet')`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column, scoped } of columns) {
    if (companyId && !scoped) continue;
    const scope = companyId ? sql`and company_id = ${companyId}` : sql``;
    // One statement per column for all the needles: the test reads every column of every table.
    const hits = rowsOf<{ needle: string }>(
      await t.deps.db.execute(sql`select n.needle from jsonb_array_elements_text(${JSON.stringify(needles)}::jsonb) as n(needle)
        where exists (select 1 from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), lower(n.needle)) > 0 ${scope})`),
    );
    for (const { needle } of hits) found.push(`${table}.${column}: ${needle}`);
  }
  return found;
}

async function auditEvents(companyId: string) {
  return rowsOf<{
    action: string;
    actor_user_id: string | null;
    subject_user_id: string | null;
    entity_id: string | null;
    changes: unknown;
  }>(
    await t.deps.db.execute(sql`select action, actor_user_id, subject_user_id, entity_id, changes from audit_events
      where company_id = ${companyId} order by id`),
  );
}

async function expectEsignTrailVerifies(companyId: string, requestId: string) {
  const events = await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
    tx.select().from(esignEvents).where(eq(esignEvents.requestId, requestId)).orderBy(esignEvents.seq),
  );
  let prev = GENESIS;
  for (const event of events) {
    expect(event.prevHash).toBe(prev);
    expect(eventHash(prev, event)).toBe(event.hash);
    prev = event.hash;
  }
  return events;
}

type Row = Record<string, unknown>;

/** The company's audit events, every column, as stored. */
async function auditRows(companyId: string) {
  return rowsOf<Row>(
    await t.deps.db.execute(sql`select * from audit_events where company_id = ${companyId} order by id`),
  );
}

/** The queue row of a stored file to remove, if any. */
async function queued(key: string) {
  return t.deps.db.select().from(storageRemovals).where(eq(storageRemovals.storageKey, key));
}

/** A member with a certificate file in the company. */
async function memberWithCertificate(companyId: string) {
  const member = await newMember(t, companyId, []);
  const key = `certificates/${randomBytes(8).toString("hex")}`;
  await t.deps.storage.write(key, Readable.from([Buffer.from("certificate")]));
  await as({ companyId, userId: fx.a.user.id })(async (tx) => {
    const [skill] = await tx
      .insert(skills)
      .values({ companyId, name: `Crane ${key}` })
      .returning();
    if (!skill) throw new Error("not made");
    await tx.insert(userSkills).values({
      companyId,
      userId: member.user.id,
      skillId: skill.id,
      achievedOn: "2026-01-01",
      certificateKey: key,
      certificateName: "certificate.pdf",
      certificateType: "application/pdf",
      recordedBy: fx.a.user.id,
    });
  });
  return { member, key };
}

/** Fault injection: the storage's next removal fails (the real storage does the ones after). */
function failNextRemoval(storage: Storage) {
  const remove = storage.remove;
  storage.remove = async () => {
    storage.remove = remove;
    throw new Error("storage unavailable");
  };
}

describe("GDPR erasure", () => {
  // Reads every column of every table twice: seconds of work, longer on a loaded machine.
  it("removes a member in no other company with every trace of their name, email and phone; what stays for others stays", {
    timeout: 120_000,
  }, async () => {
    const companyId = fx.a.company.id;
    const w = await personWithTraces(companyId);
    const { person } = w;
    const needles = [person.name, person.email, person.phone ?? ""];
    expect((await findTexts(needles)).length).toBeGreaterThan(5);
    const before = await auditEvents(companyId);
    expect(before.some((e) => e.actor_user_id === person.id)).toBe(true);
    expect(before.some((e) => e.subject_user_id === person.id)).toBe(true);

    const response = await t.api.as(fx.a).post(erase(companyId, person.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accountDeleted: true, filesPending: 0 });
    expect(response.json().auditEventsRewritten).toBeGreaterThan(0);

    expect(await findTexts(needles)).toEqual([]);
    const after = await auditEvents(companyId);
    expect(after.some((e) => e.actor_user_id === person.id || e.subject_user_id === person.id)).toBe(false);
    expect(after.some((e) => JSON.stringify(e).includes(person.id))).toBe(false);
    // What they did and what was done to them stays, by "a removed user" (the nil id), not by the system.
    const removed = "00000000-0000-0000-0000-000000000000";
    expect(after.filter((e) => e.actor_user_id === removed).length).toBe(
      before.filter((e) => e.actor_user_id === person.id).length,
    );
    expect(after.some((e) => e.subject_user_id === removed)).toBe(true);
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
    const last = after.at(-1);
    expect(last).toMatchObject({
      action: "erase",
      actor_user_id: fx.a.user.id,
      subject_user_id: null,
      entity_id: null,
    });
    expect(last?.changes).toMatchObject({ events_rewritten: [null, response.json().auditEventsRewritten] });

    // The account and everything on it are gone; the certificate file too, and nothing is left queued.
    expect(await t.deps.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    expect((await t.api.as(w.self).get("/api/companies")).statusCode).toBe(401);
    await expect(t.deps.storage.read(w.certificateKey).then((s) => s.toArray())).rejects.toMatchObject({
      statusCode: 404,
      code: ErrorCode.NotFound,
    });
    expect(await queued(w.certificateKey)).toEqual([]);

    const kept = await withTenant(t.deps.db, { companyIds: [companyId] }, async (tx) => ({
      comment: await tx.select().from(publicationComments).where(eq(publicationComments.id, w.comment)),
      task: await tx.select().from(tasks).where(eq(tasks.id, w.task)),
      members: await tx.select().from(taskMembers).where(eq(taskMembers.taskId, w.task)),
      reminder: await tx.select().from(notices).where(eq(notices.id, w.reminder)),
      assignees: await tx.select().from(noticeAssignees).where(eq(noticeAssignees.noticeId, w.reminder)),
      signers: await tx.select().from(esignSigners).where(eq(esignSigners.requestId, w.request.id)),
    }));
    expect(kept.comment).toMatchObject([{ body: "Signed, see the file.", authorId: null }]);
    expect(kept.task).toMatchObject([{ title: "Renew the lease", createdBy: null }]);
    expect(kept.members).toEqual([]);
    expect(kept.reminder).toMatchObject([{ managerId: null }]);
    // A reminder keeps an assignee: the one who erased takes the place.
    expect(kept.assignees.map((a) => a.userId)).toEqual([fx.a.user.id]);
    expect(kept.signers).toMatchObject([
      { status: "signed", name: "Removed user", email: "", userId: null, signature: null },
    ]);
    const trail = await expectEsignTrailVerifies(companyId, w.request.id);
    expect(trail.find((e) => e.type === "signed")).toMatchObject({
      actorName: "Removed user",
      actorEmail: null,
      ip: null,
    });

    // The comment shows without an author.
    const comments = await t.api.as(fx.a).get(`/api/companies/${companyId}/publications/${w.objectId}/comments`);
    expect(comments.statusCode, comments.body).toBe(200);
    expect(JSON.stringify(comments.json())).not.toContain(person.name);
  });

  it("keeps an account that is in another company: nothing of theirs in company A's rows, company B untouched", async () => {
    const companyId = fx.a.company.id;
    const w = await personWithTraces(companyId);
    const { person } = w;
    await addMember(t.deps.db, fx.b.company.id, person.id);
    await as({ companyId: fx.b.company.id, userId: fx.b.user.id })((tx) =>
      tx.insert(userTags).values({ companyId: fx.b.company.id, userId: person.id, name: `Tag of ${person.name}` }),
    );
    const eventsOfB = await auditEvents(fx.b.company.id);

    const response = await t.api.as(fx.a).post(erase(companyId, person.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accountDeleted: false });

    expect(await findTexts([person.name, person.email, person.phone ?? ""], companyId)).toEqual([]);
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
    expect(await t.deps.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
    const inB = await withTenant(t.deps.db, { companyIds: [fx.b.company.id] }, async (tx) => ({
      member: await tx
        .select()
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, fx.b.company.id), eq(companyUsers.userId, person.id))),
      tags: await tx.select().from(userTags).where(eq(userTags.userId, person.id)),
    }));
    expect(inB.member).toHaveLength(1);
    expect(inB.tags.map((tag) => tag.name)).toEqual([`Tag of ${person.name}`]);
    expect(await auditEvents(fx.b.company.id)).toEqual(eventsOfB);
    expect(await verifyChain(t.deps.db, fx.b.company.id)).toMatchObject({ broken: null });
    // Their session still works in B, not in A.
    expect((await t.api.as(w.self).get(`/api/companies/${companyId}/users/${person.id}`)).statusCode).toBe(403);
    expect((await t.api.as(w.self).get(`/api/companies/${fx.b.company.id}/users/${person.id}`)).statusCode).toBe(200);
  });

  it("rewrites only the events about the person by reference: a name equal to another member's and to an IP changes nothing of others", async () => {
    const companyId = fx.a.company.id;
    const base = `/api/companies/${companyId}`;
    // The name is another member's name and the address every test request comes from.
    const name = "127.0.0.1";
    const suffix = randomBytes(4).toString("hex");
    const planted = await createUser(t.deps.db, { name, email: `planted.${suffix}@erase.test` });
    const twin = await createUser(t.deps.db, { name, email: `twin.${suffix}@erase.test` });
    await addMember(t.deps.db, companyId, planted.id, { permissions: ["Esign", "PublicationCreate"] });
    await addMember(t.deps.db, companyId, twin.id, { permissions: ["Esign", "PublicationCreate"] });
    const plantedSelf = { user: planted, token: await signIn(t.app, planted.email) };
    const twinSelf = { user: twin, token: await signIn(t.app, twin.email) };

    // Events of several people that name the address and the other member.
    const object = await createObject(t, fx.a, companyId, { type: "esign", name });
    await createObject(t, twinSelf, companyId, { name: `Checklist of ${name}` });
    await createObject(t, plantedSelf, companyId, { name: `Notes by ${name}` });
    await as({ companyId, userId: fx.a.user.id })((tx) =>
      tx.insert(userTags).values({ companyId, userId: twin.id, name }),
    );
    const pdf = created(
      await uploadFile(t, fx.a, `${base}/publications/${object.id}/files`, "deal.pdf", "application/pdf", samplePdf()),
    );
    const request = await createEsign(t, fx.a, companyId, object.id, {
      fileId: pdf.id,
      signers: [{ userId: planted.id }, { userId: twin.id }],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    for (const self of [twinSelf, plantedSelf]) {
      const signed = await t.api
        .as(self)
        .post(
          `${base}/e-signs/${request.id}/sign`,
          { signature: { kind: "typed", name }, consentVersion: ESIGN_CONSENT_VERSION },
          { headers: { "user-agent": `Browser of ${self.user.email}` } },
        );
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const [plantedSigner] = await as({ companyId, userId: fx.a.user.id })((tx) =>
      tx
        .select()
        .from(esignSigners)
        .where(and(eq(esignSigners.requestId, request.id), eq(esignSigners.userId, planted.id))),
    );

    const sharedBy = (user: { id: string }) => ({
      notification: {
        type: "PUBLICATION_SHARED",
        sourceUser: { id: user.id, name },
        publication: null,
        company: { name },
      },
    });
    const [fromTwin, fromPlanted] = await as({ companyId, userId: fx.a.user.id })((tx) =>
      tx
        .insert(notifications)
        .values(
          [twin, planted].map((user) => ({
            companyId,
            userId: fx.a.user.id,
            data: sharedBy(user),
          })) as (typeof notifications.$inferInsert)[],
        )
        .returning(),
    );

    const before = await auditRows(companyId);
    const isAbout = (row: Row) =>
      row.actor_user_id === planted.id ||
      row.subject_user_id === planted.id ||
      JSON.stringify(row.changes).includes(planted.id) ||
      (row.kind === "esign_signers" && row.entity_id === plantedSigner?.id);
    const others = before.filter((row) => !isAbout(row));
    const theirs = before.filter(isAbout);
    // Others' events that hold the address, the name as a label, and the other member as subject.
    expect(others.filter((row) => row.ip === name && row.actor_user_id === twin.id).length).toBeGreaterThan(2);
    expect(others.some((row) => row.label === name && row.actor_user_id === fx.a.user.id)).toBe(true);
    expect(others.some((row) => row.subject_user_id === twin.id && row.label === name)).toBe(true);
    expect(theirs.filter((row) => row.actor_user_id === planted.id && row.ip === name).length).toBeGreaterThan(2);

    const response = await t.api.as(fx.a).post(erase(companyId, planted.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accountDeleted: true, filesPending: 0 });
    // Theirs, and the events of the erasure's own deletions (their membership, tags, ...).
    expect(response.json().auditEventsRewritten).toBeGreaterThan(theirs.length);

    const after = new Map((await auditRows(companyId)).map((row) => [row.id, row]));
    // Every event not about them: the same row, byte for byte (hashes included: nothing is chained again).
    for (const row of others) expect(after.get(row.id)).toEqual(row);
    for (const row of theirs) {
      const now = after.get(row.id);
      expect(JSON.stringify(now)).not.toContain(planted.id);
      expect(now).toMatchObject({ prev_hash: row.prev_hash, hash: row.hash });
      expect(now?.erased_hash).toEqual(expect.any(String));
      if (row.actor_user_id === planted.id)
        expect(now).toMatchObject({ actor_user_id: REMOVED_ID, ip: null, user_agent: null });
    }
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });

    // The e-sign trail: their events anonymised, the other signer of the same name untouched.
    const trail = await expectEsignTrailVerifies(companyId, request.id);
    const signedEvents = trail.filter((e) => e.type === "signed");
    expect(signedEvents.map((e) => [e.actorName, e.actorEmail, e.ip])).toEqual([
      [name, twin.email, name],
      ["Removed user", null, null],
    ]);

    // Notifications: the one from them names "Removed user", the one from the other member is as it was.
    const notes = await as({ companyId, userId: fx.a.user.id })((tx) =>
      tx
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [fromTwin?.id ?? "", fromPlanted?.id ?? ""])),
    );
    expect(notes.find((n) => n.id === fromTwin?.id)?.data).toEqual(sharedBy(twin));
    expect(notes.find((n) => n.id === fromPlanted?.id)?.data).toEqual({
      notification: { ...sharedBy(planted).notification, sourceUser: { id: REMOVED_ID, name: "Removed user" } },
    });

    // Evidence nobody can rewrite: an erased event edited, or an event made to look erased, breaks the chain.
    const erased = theirs[0]?.id;
    const label = after.get(erased)?.label ?? null;
    await t.deps.db.execute(sql`update audit_events set label = 'edited' where id = ${erased}`);
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({
      broken: { eventId: String(erased), reason: "hash" },
    });
    await t.deps.db.execute(sql`update audit_events set label = ${label} where id = ${erased}`);
    const other = others.at(-1) as Row;
    const eraseEvent = [...after.values()].at(-1)?.id;
    await t.deps.db.execute(
      sql`update audit_events set erased_hash = hash, erased_by = ${eraseEvent} where id = ${other.id}`,
    );
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({
      broken: { eventId: String(eraseEvent), reason: "erased" },
    });
    await t.deps.db.execute(sql`update audit_events set erased_hash = null, erased_by = null where id = ${other.id}`);
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });

    // Retention removing the older part of the erasure's events: the rewritten events left still verify.
    const lastOfTheirs = theirs.filter((row) => row.actor_user_id === planted.id).at(-1) as Row;
    expect(await purgeEvents(t.deps.db, companyId, new Date(String(lastOfTheirs.at)))).toBeGreaterThan(0);
    const kept = await auditRows(companyId);
    expect(Number(kept[0]?.id)).toBeGreaterThan(Number(theirs[0]?.id));
    expect(kept.some((row) => row.erased_by === eraseEvent)).toBe(true);
    expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
  });

  it("binds an event rewritten by two erasures: it names both people, and the chain verifies after each", async () => {
    const companyId = fx.a.company.id;
    const manager = await newMember(t, companyId, ["UsersEdit"]);
    const member = await newMember(t, companyId, []);
    await as({ companyId, userId: manager.user.id })((tx) =>
      tx.insert(userTags).values({ companyId, userId: member.user.id, name: "Both" }),
    );
    const both = (await auditRows(companyId)).filter(
      (row) => row.actor_user_id === manager.user.id && row.subject_user_id === member.user.id,
    );
    expect(both.length).toBeGreaterThan(0);
    for (const who of [member, manager]) {
      expect((await t.api.as(fx.a).post(erase(companyId, who.user.id))).statusCode).toBe(200);
      expect(await verifyChain(t.deps.db, companyId)).toMatchObject({ broken: null });
    }
    const now = (await auditRows(companyId)).filter((row) => both.some((b) => b.id === row.id));
    expect(now.map((row) => [row.actor_user_id, row.subject_user_id])).toEqual(
      both.map(() => [REMOVED_ID, REMOVED_ID]),
    );
  });

  it("removes the person's files for certain: queued with the erasure, a failed removal stays queued until a later run removes it", async () => {
    const companyId = fx.a.company.id;
    const { member, key } = await memberWithCertificate(companyId);
    failNextRemoval(t.deps.storage);

    const response = await t.api.as(fx.a).post(erase(companyId, member.user.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ filesPending: 1 });
    expect(await queued(key)).toMatchObject([{ attempts: 1, lastError: "storage unavailable" }]);
    expect(await t.deps.storage.read(key).then((s) => s.toArray())).toHaveLength(1);
    // Not again before its backoff.
    expect(await removeQueuedFiles(t.deps)).toBe(0);
    expect(await queued(key)).toHaveLength(1);

    // The job's later runs (an hour on, past any backoff), until the queue is empty.
    const later = new Date(Date.now() + 3_600_000);
    for (let run = 0; run < 3 && (await queued(key)).length > 0; run++) await removeQueuedFiles(t.deps, { now: later });
    expect(await queued(key)).toEqual([]);
    await expect(t.deps.storage.read(key).then((s) => s.toArray())).rejects.toMatchObject({
      statusCode: 404,
      code: ErrorCode.NotFound,
    });
  });

  it("counts a file already missing from the storage as removed", async () => {
    const companyId = fx.a.company.id;
    const { member, key } = await memberWithCertificate(companyId);
    await t.deps.storage.remove(key);
    const response = await t.api.as(fx.a).post(erase(companyId, member.user.id));
    expect(response.json()).toMatchObject({ filesPending: 0 });
    expect(await queued(key)).toEqual([]);
  });

  it("answers 401 without a token, 403 without Gdpr, 404 for another company's member", async () => {
    const companyId = fx.a.company.id;
    const target = await newMember(t, companyId, []);
    expect((await t.api.anonymous().post(erase(companyId, target.user.id))).statusCode).toBe(401);
    const plain = await newMember(t, companyId, ["UsersEdit"]);
    expect((await t.api.as(plain).post(erase(companyId, target.user.id))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(erase(companyId, fx.b.user.id))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).post(erase(fx.b.company.id, target.user.id))).statusCode).toBe(403);
    expect(
      await t.deps.db
        .select()
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, target.user.id))),
    ).toHaveLength(1);
  });

  it("refuses a member who holds more than the actor, and the actor themselves", async () => {
    const companyId = fx.a.company.id;
    const eraser = await newMember(t, companyId, ["Gdpr"]);
    const stronger = await newMember(t, companyId, ["Gdpr", "UsersEdit"]);
    const more = await t.api.as(eraser).post(erase(companyId, stronger.user.id));
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe("TARGET_HOLDS_MORE");
    const self = await t.api.as(eraser).post(erase(companyId, eraser.user.id));
    expect(self.statusCode).toBe(409);
    expect(await t.deps.db.select().from(users).where(eq(users.id, stronger.user.id))).toHaveLength(1);
  });

  it("leaves the owner's functions to the owner: the application's role may not run them", async () => {
    const companyId = fx.a.company.id;
    /** The database's refusal, or "ran". */
    const asApp = (statement: ReturnType<typeof sql>) =>
      withTenant(t.deps.db, { companyIds: [companyId], userId: fx.a.user.id }, (tx) => tx.execute(statement)).then(
        () => "ran",
        (error: Error) => String(error.cause),
      );
    const user = fx.a.user.id;
    expect(
      await asApp(
        sql`select gdpr_erase_audit(${companyId}::uuid, ${user}::uuid, array['x'], '[]'::jsonb, '[]'::jsonb, '', ${user}::uuid)`,
      ),
    ).toMatch(/permission denied for function gdpr_erase_audit$/);
    expect(await asApp(sql`select gdpr_erase_esign_events(${companyId}::uuid, '[]'::jsonb)`)).toMatch(
      /permission denied for function gdpr_erase_esign_events$/,
    );
    expect(await asApp(sql`select gdpr_erase_account(${user}::uuid)`)).toMatch(
      /permission denied for function gdpr_erase_account$/,
    );
    expect(await t.deps.db.select().from(users).where(eq(users.id, fx.a.user.id))).toHaveLength(1);
  });
});
