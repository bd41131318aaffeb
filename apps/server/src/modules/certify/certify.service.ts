import {
  ErrorCode,
  type Flow,
  type FlowDecision,
  type flowCreateSchema,
  type flowListQuerySchema,
  type flowUpdateSchema,
  type PublicationTypeKey,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { conflict, forbidden, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { memberTargets } from "../company-users/company-users.service";
import { type NotificationActor, notify, reachableMembers } from "../notifications/notifications.service";
import { getPublication, seesObject, viewerOf } from "../publications/publications.service";
import { askMail, outcomeMail } from "./certify.mail";
import { checkManage, checkStart, mayManage } from "./certify.policy";
import * as q from "./certify.queries";

/** What flows need of the outside world: mail (the outbox), realtime and the public address for links. */
export type CertifyDeps = Pick<Deps, "config" | "mail" | "realtime">;

const closed = () =>
  conflict(ErrorCode.FlowClosed, "The approval flow is no longer pending (approved, rejected or cancelled).");
const outdated = () =>
  conflict(
    ErrorCode.FlowOutdated,
    "The object changed after approval was asked, so this flow can no longer be decided. Ask again.",
  );

function toStep(step: q.StepRow) {
  return {
    id: step.id,
    position: step.position,
    approver: step.userId ? { id: step.userId, name: step.name ?? "", email: step.email ?? "" } : null,
    askedAt: step.askedAt?.toISOString() ?? null,
    decision: step.decision,
    comment: step.comment,
    decidedAt: step.decidedAt?.toISOString() ?? null,
  };
}

/** The flow as answered, with what the tenant may do with it now. */
function present(tenant: Tenant, row: q.FlowRow, steps: q.StepRow[]): Flow {
  const mine = steps.find((s) => s.userId === tenant.userId);
  const manages = mayManage(tenant, row);
  return {
    id: row.id,
    publication: { id: row.publicationId, name: row.publicationName },
    type: row.type,
    order: row.order,
    status: row.status,
    objectVersion: row.objectVersion,
    currentVersion: row.currentVersion,
    requestedBy: row.requestedBy ? { id: row.requestedBy, name: row.requesterName ?? "" } : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy ? { id: row.cancelledBy, name: row.cancellerName ?? "" } : null,
    steps: steps.map(toStep),
    can: {
      decide: row.status === "pending" && mine?.askedAt != null && mine.decision === null,
      cancel: row.stored === "pending" && manages,
      delete: manages && steps.every((s) => s.decision === null),
    },
  };
}

async function presentAll(tx: Tx, tenant: Tenant, rows: q.FlowRow[]) {
  const steps = await q.stepsOf(
    tx,
    tenant.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    present(
      tenant,
      row,
      steps.filter((s) => s.flowId === row.id),
    ),
  );
}

async function findVisible(tx: Tx, tenant: Tenant, id: string, lock = false) {
  const row = await q.findFlow(tx, tenant.companyId, id, viewerOf(tenant), lock);
  if (!row) throw notFound("Approval flow");
  return row;
}

/** Flows on objects the tenant sees, newest first: one object's, or those waiting for the tenant (mine). */
export async function listFlows(tx: Tx, tenant: Tenant, query: z.output<typeof flowListQuerySchema>) {
  return presentAll(tx, tenant, await q.listFlows(tx, tenant.companyId, viewerOf(tenant), query));
}

/** One flow on an object the tenant sees (404 otherwise), its status answered as outdated once the object changed. */
export async function getFlow(tx: Tx, tenant: Tenant, id: string): Promise<Flow> {
  const [flow] = await presentAll(tx, tenant, [await findVisible(tx, tenant, id)]);
  if (!flow) throw notFound("Approval flow");
  return flow;
}

/** The object's newest flow, or null: what another module reads to know whether the object is approved as it is. */
export async function latestFlow(tx: Tx, tenant: Tenant, publicationId: string): Promise<Flow | null> {
  const [flow] = await listFlows(tx, tenant, { publicationId, limit: 1, offset: 0 });
  return flow ?? null;
}

/** Approvers are members who see the object, not the requester. */
async function checkApprovers(tx: Tx, tenant: Tenant, publicationId: string, approverIds: string[]) {
  const targets = await memberTargets(tx, tenant.companyId, approverIds);
  if (approverIds.includes(tenant.userId)) {
    throw invalid("approverIds", "You cannot approve what you ask approval for: ask someone else.");
  }
  for (const userId of approverIds) {
    const target = targets.get(userId);
    if (!target) throw invalid("approverIds", "Unknown member.");
    if (!(await seesObject(tx, tenant.companyId, publicationId, { userId, ...target }))) {
      throw invalid("approverIds", "An approver cannot see the object: share it with them first.");
    }
  }
}

const objectLink = (deps: CertifyDeps, flow: q.FlowRow) =>
  `${deps.config.publicUrl}/companies/${flow.companyId}/publications/${flow.publicationId}`;

const publicationOf = (flow: q.FlowRow) => ({
  id: flow.publicationId,
  name: flow.publicationName,
  type: flow.publicationType as PublicationTypeKey,
});

/** Tells approvers it is their turn: the bell (from the requester) and, to those still members, a mail in their language. */
async function ask(tx: Tx, deps: CertifyDeps, flow: q.FlowRow, userIds: string[]) {
  if (userIds.length === 0) return;
  const { companyId } = flow;
  const actor: NotificationActor = flow.requestedBy
    ? { companyId, userId: flow.requestedBy }
    : { companyId, name: flow.companyName };
  await notify(tx, deps.realtime, actor, userIds, {
    type: "FLOW_REQUESTED",
    publication: publicationOf(flow),
    ...(flow.message ? { text: flow.message } : {}),
  });
  const members = await reachableMembers(tx, companyId, userIds);
  const asked = (await q.stepsOf(tx, companyId, [flow.id])).filter((s) => s.userId && members.has(s.userId));
  for (const step of asked) {
    const mail = askMail(step.language ?? "se", {
      requester: flow.requesterName ?? flow.companyName,
      company: flow.companyName,
      object: flow.publicationName,
      message: flow.message,
      link: objectLink(deps, flow),
    });
    await deps.mail({ to: step.email ?? "", ...mail }, tx);
  }
}

/** Tells the requester the outcome: the bell (from the approver who decided it) and a mail. */
async function tellRequester(
  tx: Tx,
  deps: CertifyDeps,
  tenant: Tenant,
  flow: q.FlowRow,
  outcome: "approved" | "rejected",
  comment: string,
) {
  if (!flow.requestedBy) return;
  await notify(tx, deps.realtime, tenant, [flow.requestedBy], {
    type: outcome === "approved" ? "FLOW_APPROVED" : "FLOW_REJECTED",
    publication: publicationOf(flow),
    ...(comment ? { text: comment } : {}),
  });
  if (!(await reachableMembers(tx, flow.companyId, [flow.requestedBy])).has(flow.requestedBy)) return;
  const steps = await q.stepsOf(tx, flow.companyId, [flow.id]);
  const decider = steps.find((s) => s.userId === tenant.userId);
  const who =
    outcome === "approved"
      ? steps
          .filter((s) => s.decision === "approved")
          .map((s) => s.name ?? "")
          .join(", ")
      : (decider?.name ?? "");
  const mail = outcomeMail(flow.requesterLanguage ?? "se", outcome, {
    who,
    object: flow.publicationName,
    comment,
    link: objectLink(deps, flow),
  });
  await deps.mail({ to: flow.requesterEmail ?? "", ...mail }, tx);
}

/**
 * Starts a flow on an object as it stands (its version now): CertifyDocument and the object
 * visible; the approvers members who see it. One flow at a time waits for a version of an object.
 * Asks the first approver (sequential) or all of them (parallel). Another module starts a flow
 * through this function.
 */
export async function startFlow(tx: Tx, deps: CertifyDeps, tenant: Tenant, input: z.output<typeof flowCreateSchema>) {
  checkStart(tenant);
  const publication = await getPublication(tx, tenant, input.publicationId);
  if (publication.status === "archived") throw conflict(ErrorCode.Archived, "An archived object cannot be approved.");
  await checkApprovers(tx, tenant, input.publicationId, input.approverIds);
  const object = await q.lockObject(tx, tenant.companyId, input.publicationId);
  if (!object) throw notFound("Object");
  if (await q.hasPendingFlow(tx, tenant.companyId, input.publicationId, object.version)) {
    throw conflict(ErrorCode.FlowPending, "The object is waiting for approval already: cancel that flow first.");
  }
  const order = input.type === "SINGLE" ? "sequential" : input.order;
  const id = await q.insertFlow(tx, {
    companyId: tenant.companyId,
    publicationId: input.publicationId,
    type: input.type,
    approvalOrder: order,
    requestedBy: tenant.userId,
    message: input.message,
    objectVersion: object.version,
  });
  const now = new Date();
  const asked = order === "parallel" ? input.approverIds : input.approverIds.slice(0, 1);
  await q.insertSteps(
    tx,
    input.approverIds.map((userId, index) => ({
      companyId: tenant.companyId,
      flowId: id,
      position: index + 1,
      userId,
      askedAt: asked.includes(userId) ? now : null,
    })),
  );
  await ask(tx, deps, await findVisible(tx, tenant, id), asked);
  return getFlow(tx, tenant, id);
}

/** Why a decision was not recorded, read after the statement that refused it. */
async function refusal(tx: Tx, tenant: Tenant, id: string) {
  const flow = await findVisible(tx, tenant, id);
  const [mine] = (await q.stepsOf(tx, tenant.companyId, [id])).filter((s) => s.userId === tenant.userId);
  if (flow.status === "outdated" && flow.stored === "pending") return outdated();
  if (flow.stored !== "pending") return closed();
  if (mine?.decision) return conflict(ErrorCode.FlowDecided, "You have decided already.");
  return conflict(ErrorCode.FlowNotYourTurn, "The approvers before you in the order have not approved yet.");
}

/**
 * The approver whose turn it is approves or rejects, once (q.decideStep: one conditional
 * statement). A rejection ends the flow; the last approval approves it; in a sequential flow an
 * approval asks the next approver. The requester is told the outcome.
 */
async function decide(tx: Tx, deps: CertifyDeps, tenant: Tenant, id: string, decision: FlowDecision, comment: string) {
  const flow = await findVisible(tx, tenant, id);
  const steps = await q.stepsOf(tx, tenant.companyId, [id]);
  if (!steps.some((s) => s.userId === tenant.userId)) throw forbidden();
  if (!(await q.decideStep(tx, tenant.companyId, id, tenant.userId, decision, comment))) {
    throw await refusal(tx, tenant, id);
  }
  if (decision === "rejected") {
    await q.closeFlow(tx, tenant.companyId, id, "rejected");
    await tellRequester(tx, deps, tenant, flow, "rejected", comment);
  } else if ((await q.undecided(tx, tenant.companyId, id)) === 0) {
    await q.closeFlow(tx, tenant.companyId, id, "approved");
    await tellRequester(tx, deps, tenant, flow, "approved", comment);
  } else if (flow.order === "sequential") {
    await ask(tx, deps, flow, await q.askNext(tx, tenant.companyId, id));
  }
  return getFlow(tx, tenant, id);
}

/** Cancels a pending flow (outdated ones too): its requester, or a member with CertifyDocument. */
async function cancel(tx: Tx, tenant: Tenant, id: string) {
  checkManage(tenant, await findVisible(tx, tenant, id));
  if (!(await q.closeFlow(tx, tenant.companyId, id, "cancelled", tenant.userId))) throw closed();
  return getFlow(tx, tenant, id);
}

/** PUT: a decision by the approver whose turn it is, or the requester's cancellation. */
export function updateFlow(
  tx: Tx,
  deps: CertifyDeps,
  tenant: Tenant,
  id: string,
  input: z.output<typeof flowUpdateSchema>,
) {
  if (input.decision) return decide(tx, deps, tenant, id, input.decision, input.comment);
  return cancel(tx, tenant, id);
}

/**
 * Removes a flow nobody has decided on (pending or cancelled): its requester, or a member with
 * CertifyDocument. A flow with a decision stays as the record of it. The flow's row is locked
 * first, so a decision under way finishes before this looks.
 */
export async function deleteFlow(tx: Tx, tenant: Tenant, id: string) {
  checkManage(tenant, await findVisible(tx, tenant, id, true));
  const steps = await q.stepsOf(tx, tenant.companyId, [id]);
  if (steps.some((s) => s.decision !== null)) {
    throw conflict(ErrorCode.FlowHasDecisions, "A flow with decisions is kept as their record: cancel it instead.");
  }
  await q.deleteFlow(tx, tenant.companyId, id);
}
