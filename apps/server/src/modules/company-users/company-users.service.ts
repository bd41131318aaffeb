import {
  COMPANY_ACCESS_ENDED_EVENT,
  type CompanyUserInput,
  type CompanyUsersMassEdit,
  GUEST_PERMISSIONS,
} from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { companyIdsOfUser } from "../../plugins/membership";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Tenant } from "../../plugins/tenant";
import { recordPermissionChange } from "../audit/audit.service";
import { releaseMember } from "../notices/notices.service";
import { leaveUnits } from "../units/units.service";
import { voidAccountLinks } from "../users/users.service";
import * as q from "./company-users.queries";
import {
  type Actor,
  emailKept,
  mayActOn,
  mayBlockWebLogin,
  mayChangeType,
  mayMassEdit,
  mayReadMember,
  mayRemove,
} from "./members.policy";

/** 400 on `field` unless every one of userIds is a member of the company. */
export function checkMembers(tx: Tx, companyId: string, userIds: string[], field: string) {
  return q.checkMembers(tx, companyId, userIds, field);
}

/** One member of the company (null when the user is none). */
export function findCompanyUser(tx: Tx, companyId: string, userId: string) {
  return q.findCompanyUser(tx, companyId, userId);
}

/** The members among userIds with their type and effective permissions (unknown ids are left out). */
export function memberTargets(tx: Tx, companyId: string, userIds: string[]) {
  return q.memberTargets(tx, companyId, userIds);
}

type Realtime = Deps["realtime"];

/**
 * Rule (a) for the members among userIds (ids that are no members are left to the caller's own
 * 404/400): 403 TARGET_HOLDS_MORE unless the actor holds every permission of each.
 * Answers the members found, for rules that need their type.
 */
export async function checkActOn(tx: Tx, tenant: Pick<Tenant, "companyId"> & Actor, userIds: string[]) {
  const targets = await q.memberTargets(tx, tenant.companyId, userIds);
  for (const target of targets.values()) mayActOn(tenant, target);
  return targets;
}

/** A type change (members.policy's mayChangeType): members made guests lose what a guest may not hold. */
async function changeType(tx: Tx, tenant: Tenant, userIds: string[], type: "DEFAULT" | "GUEST") {
  mayChangeType(tenant, userIds);
  if (type !== "GUEST") return;
  const before = await q.storedPermissions(tx, tenant.companyId, userIds);
  const removed = await q.dropAdminPermissions(tx, tenant.companyId, userIds, [...GUEST_PERMISSIONS]);
  for (const [userId, dropped] of removed) {
    const held = before.get(userId) ?? [];
    await recordPermissionChange(tx, {
      companyId: tenant.companyId,
      kind: "permissions",
      entityId: userId,
      subjectUserId: userId,
      before: held,
      after: held.filter((p) => !dropped.includes(p)),
    });
  }
}

/**
 * A member can no longer use the company on the web (removed, or denyLoginOnWeb set). Every
 * request already checks membership, so their next call there answers 403; in addition their
 * open browsers are told once tx has committed. An admin's recovery act on the account: its
 * pending email and phone changes, reset links and calendar feed end in tx (voidAccountLinks).
 */
async function accessEnded(tx: Tx, realtime: Realtime, companyId: string, userId: string) {
  await voidAccountLinks(tx, userId);
  afterCommit(tx, () => realtime.toUser(userId, COMPANY_ACCESS_ENDED_EVENT, { companyId }));
}

/**
 * Once the change that ended a member's web access has committed: their web sessions end (revoked,
 * sockets disconnected once tx committed) if no company is left to them on the web. tx: the route's
 * withUserScope of the member, its second step after the company's (docs/tenancy.md).
 */
export async function endIdleWebSessions(tx: Tx, deps: Pick<Deps, "realtime">, userId: string) {
  if ((await companyIdsOfUser(tx, userId, { web: true })).length > 0) return;
  const ended = await q.revokeWebSessions(tx, userId);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => {
    for (const session of ended) deps.realtime.endSession(session.id);
  });
}

async function findMember(tx: Tx, companyId: string, userId: string) {
  const member = await q.findCompanyUser(tx, companyId, userId);
  if (!member) throw notFound("User");
  return member;
}

/** One member, as the tenant may read it (members.policy's mayReadMember). */
export async function getMember(tx: Tx, tenant: Tenant, userId: string) {
  mayReadMember(tenant, userId);
  return findMember(tx, tenant.companyId, userId);
}

/**
 * Edits a member: name, type and web login (the email stays its owner's). Answers the member, and
 * whether their web login was blocked now (the route then ends their idle web sessions:
 * endIdleWebSessions).
 */
export async function updateMember(
  tx: Tx,
  deps: Pick<Deps, "realtime">,
  tenant: Tenant,
  userId: string,
  input: CompanyUserInput,
) {
  const { name, email, type, features } = input;
  const member = await findMember(tx, tenant.companyId, userId);
  await checkActOn(tx, tenant, [userId]);
  emailKept(member.email, email);
  mayBlockWebLogin(tenant, userId, features.denyLoginOnWeb);
  if (type !== member.type) await changeType(tx, tenant, [userId], type);
  await q.updateMember(tx, tenant.companyId, userId, { name, type, features });
  sessionsChanged(tx, { userId });
  const blocked = features.denyLoginOnWeb && !member.features.denyLoginOnWeb;
  if (blocked) await accessEnded(tx, deps.realtime, tenant.companyId, userId);
  return { updated: await findMember(tx, tenant.companyId, userId), blocked };
}

/**
 * The same type or web login change for several members. Answers how many, and the members whose
 * web login was blocked now (the route then ends their idle web sessions: endIdleWebSessions).
 */
export async function massEditMembers(
  tx: Tx,
  deps: Pick<Deps, "realtime">,
  tenant: Tenant,
  edit: CompanyUsersMassEdit,
) {
  const { ids, type, denyLoginOnWeb } = edit;
  const unique = [...new Set(ids)];
  mayMassEdit(tenant, unique, { type, denyLoginOnWeb });
  await q.checkMembers(tx, tenant.companyId, unique, "ids");
  await checkActOn(tx, tenant, unique);
  if (type !== undefined) await changeType(tx, tenant, unique, type);
  const blocked = await q.massUpdateMembers(tx, tenant.companyId, unique, { type, denyLoginOnWeb });
  for (const userId of unique) sessionsChanged(tx, { userId });
  for (const userId of blocked) await accessEnded(tx, deps.realtime, tenant.companyId, userId);
  return { updated: unique.length, blocked };
}

/**
 * Removes a member from the company (their account and their work stay; their reminders pass to the
 * actor; they leave its units, and the units they managed have no manager); the route then ends
 * their idle web sessions (endIdleWebSessions).
 */
export async function removeMember(tx: Tx, deps: Pick<Deps, "realtime">, tenant: Tenant, userId: string) {
  mayRemove(tenant, userId);
  await findMember(tx, tenant.companyId, userId);
  await checkActOn(tx, tenant, [userId]);
  await q.removeMember(tx, tenant.companyId, userId);
  sessionsChanged(tx, { userId });
  await releaseMember(tx, tenant.companyId, userId, tenant.userId);
  await leaveUnits(tx, tenant.companyId, userId);
  await accessEnded(tx, deps.realtime, tenant.companyId, userId);
}
