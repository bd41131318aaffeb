import type { FlowDecision, FlowStatus } from "@app/contract";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rowsOf, type Tx } from "../../db/client";
import { certifyFlowSteps, certifyFlows, companies, publications, users } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

const requester = alias(users, "requester");
const canceller = alias(users, "canceller");

/** The object changed after the version the flow approves. */
const changedSince = sql`${publications.version} <> ${certifyFlows.objectVersion}`;

/** The status as answered: a pending or approved flow of an object changed since is outdated (never stored). */
const answeredStatus = sql<FlowStatus>`case when ${certifyFlows.status} in ('pending', 'approved') and ${changedSince}
  then 'outdated' else ${certifyFlows.status} end`;

const columns = {
  id: certifyFlows.id,
  companyId: certifyFlows.companyId,
  publicationId: certifyFlows.publicationId,
  publicationName: publications.name,
  publicationType: publications.type,
  type: certifyFlows.type,
  order: certifyFlows.approvalOrder,
  status: answeredStatus,
  stored: certifyFlows.status,
  objectVersion: certifyFlows.objectVersion,
  currentVersion: publications.version,
  companyName: companies.name,
  requestedBy: certifyFlows.requestedBy,
  requesterName: requester.name,
  requesterEmail: requester.email,
  requesterLanguage: requester.language,
  message: certifyFlows.message,
  createdAt: certifyFlows.createdAt,
  decidedAt: certifyFlows.decidedAt,
  cancelledBy: certifyFlows.cancelledBy,
  cancellerName: canceller.name,
};

const selectFlows = (tx: Tx) =>
  tx
    .select(columns)
    .from(certifyFlows)
    .innerJoin(publications, eq(publications.id, certifyFlows.publicationId))
    .innerJoin(companies, eq(companies.id, certifyFlows.companyId))
    .leftJoin(requester, eq(requester.id, certifyFlows.requestedBy))
    .leftJoin(canceller, eq(canceller.id, certifyFlows.cancelledBy));

export type FlowRow = Awaited<ReturnType<typeof selectFlows>>[number];

/** Waiting for the member's decision: pending, of the object as it is, their step asked and undecided. */
const waitingFor = (companyId: string, userId: string) =>
  and(
    eq(certifyFlows.status, "pending"),
    sql`not (${changedSince})`,
    inArray(
      certifyFlows.id,
      sql`(select s.flow_id from ${certifyFlowSteps} s where s.company_id = ${companyId} and s.user_id = ${userId}
        and s.asked_at is not null and s.decision is null)`,
    ),
  );

/** Flows on objects the viewer sees, newest first. */
export function listFlows(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  query: { publicationId?: string; mine?: boolean; limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    eq(certifyFlows.companyId, companyId),
    visibleTo(viewer),
    query.publicationId ? eq(certifyFlows.publicationId, query.publicationId) : undefined,
    query.mine ? waitingFor(companyId, viewer.userId) : undefined,
  );
  return selectFlows(tx)
    .where(where)
    .orderBy(desc(certifyFlows.createdAt), desc(certifyFlows.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** One flow on an object the viewer sees, or null; lock: its row is locked until the transaction ends. */
export async function findFlow(tx: Tx, companyId: string, id: string, viewer: Viewer, lock = false) {
  const query = selectFlows(tx).where(
    and(eq(certifyFlows.companyId, companyId), eq(certifyFlows.id, id), visibleTo(viewer)),
  );
  const [row] = lock ? await query.for("update", { of: certifyFlows }) : await query;
  return row ?? null;
}

export function stepsOf(tx: Tx, companyId: string, flowIds: string[]) {
  if (flowIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: certifyFlowSteps.id,
      flowId: certifyFlowSteps.flowId,
      position: certifyFlowSteps.position,
      userId: certifyFlowSteps.userId,
      name: users.name,
      email: users.email,
      language: users.language,
      askedAt: certifyFlowSteps.askedAt,
      decision: certifyFlowSteps.decision,
      comment: certifyFlowSteps.comment,
      decidedAt: certifyFlowSteps.decidedAt,
    })
    .from(certifyFlowSteps)
    .leftJoin(users, eq(users.id, certifyFlowSteps.userId))
    .where(and(eq(certifyFlowSteps.companyId, companyId), inArray(certifyFlowSteps.flowId, flowIds)))
    .orderBy(asc(certifyFlowSteps.flowId), asc(certifyFlowSteps.position));
}

export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

/** The object's version and status with its row locked until the transaction ends: starts on one object take turns. */
export async function lockObject(tx: Tx, companyId: string, publicationId: string) {
  const [row] = await tx
    .select({ version: publications.version, status: publications.status })
    .from(publications)
    .where(and(eq(publications.companyId, companyId), eq(publications.id, publicationId)))
    .for("no key update");
  return row ?? null;
}

/** Whether a flow waits for approval of this version of the object. */
export async function hasPendingFlow(tx: Tx, companyId: string, publicationId: string, version: number) {
  const [row] = await tx
    .select({ id: certifyFlows.id })
    .from(certifyFlows)
    .where(
      and(
        eq(certifyFlows.companyId, companyId),
        eq(certifyFlows.publicationId, publicationId),
        eq(certifyFlows.status, "pending"),
        eq(certifyFlows.objectVersion, version),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertFlow(tx: Tx, values: typeof certifyFlows.$inferInsert) {
  const [row] = await tx.insert(certifyFlows).values(values).returning({ id: certifyFlows.id });
  if (!row) throw new Error("flow not stored");
  return row.id;
}

export async function insertSteps(tx: Tx, values: (typeof certifyFlowSteps.$inferInsert)[]) {
  await tx.insert(certifyFlowSteps).values(values);
}

/**
 * Records the member's decision in one statement, or nothing: the flow must be pending and of the
 * object's current version, and the member's step asked and undecided. The statement writes the
 * flow's row first, which takes its lock, so the decisions on one flow take turns: a decision
 * waiting for another is checked again against the row as the other left it (a rejection closed
 * it: nothing is recorded), and the statements after it see every step decided before it.
 */
export async function decideStep(
  tx: Tx,
  companyId: string,
  flowId: string,
  userId: string,
  decision: FlowDecision,
  comment: string,
) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`with flow as (
        update ${certifyFlows} f set updated_at = now()
        where f.company_id = ${companyId} and f.id = ${flowId} and f.status = 'pending'
          and exists (select 1 from ${publications} p where p.id = f.publication_id and p.version = f.object_version)
        returning f.id
      )
      update ${certifyFlowSteps} s set decision = ${decision}, comment = ${comment}, decided_at = now()
      from flow
      where s.company_id = ${companyId} and s.flow_id = flow.id and s.user_id = ${userId}
        and s.asked_at is not null and s.decision is null
      returning s.id`),
  );
  return rows.length > 0;
}

/** Ends a pending flow (approved, rejected or cancelled); false when it was no longer pending. */
export async function closeFlow(
  tx: Tx,
  companyId: string,
  id: string,
  status: "approved" | "rejected" | "cancelled",
  cancelledBy: string | null = null,
) {
  const rows = await tx
    .update(certifyFlows)
    .set({ status, decidedAt: new Date(), updatedAt: new Date(), cancelledBy })
    .where(and(eq(certifyFlows.companyId, companyId), eq(certifyFlows.id, id), eq(certifyFlows.status, "pending")))
    .returning({ id: certifyFlows.id });
  return rows.length > 0;
}

/** How many steps of the flow have no decision yet. */
export async function undecided(tx: Tx, companyId: string, flowId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(certifyFlowSteps)
    .where(
      and(
        eq(certifyFlowSteps.companyId, companyId),
        eq(certifyFlowSteps.flowId, flowId),
        isNull(certifyFlowSteps.decision),
      ),
    );
  return row?.n ?? 0;
}

/** A sequential flow: asks the first undecided step if it has not been asked; answers who was asked. */
export async function askNext(tx: Tx, companyId: string, flowId: string) {
  const rows = rowsOf<{ user_id: string | null }>(
    await tx.execute(sql`update ${certifyFlowSteps} set asked_at = now()
      where id = (select s.id from ${certifyFlowSteps} s where s.company_id = ${companyId} and s.flow_id = ${flowId}
          and s.decision is null order by s.position limit 1)
        and asked_at is null
      returning user_id`),
  );
  return rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
}

export async function deleteFlow(tx: Tx, companyId: string, id: string) {
  await tx.delete(certifyFlows).where(and(eq(certifyFlows.companyId, companyId), eq(certifyFlows.id, id)));
}
