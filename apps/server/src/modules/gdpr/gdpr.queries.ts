import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  auditEvents,
  companies,
  companyFiles,
  companyUsers,
  esignRequests,
  esignSigners,
  groups,
  groupUsers,
  noticeAssignees,
  notices,
  notifications,
  permissions,
  publicationComments,
  publicationFiles,
  publications,
  skills,
  taskMembers,
  tasks,
  unitFiles,
  units,
  unitUsers,
  userAvatars,
  userRoles,
  userRoleUsers,
  userSkills,
  users,
  userTags,
} from "../../db/schema";

/*
 * The reads of a GDPR export (docs/gdpr.md): every row of one company that is about one person, in
 * the request's transaction (row level security applies). Rows name other people only by whether
 * they are the person ("self") or not: no other person's name, email or phone is selected here.
 */

/** The person's account and membership of the company; null when they are not a member. */
export async function person(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      createdAt: users.createdAt,
      type: companyUsers.type,
      since: companyUsers.createdAt,
      denyLoginOnWeb: sql<boolean>`coalesce((${companyUsers.features} ->> 'denyLoginOnWeb')::boolean, false)`,
      company: companies.name,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row ?? null;
}

export async function permissionsOf(tx: Tx, companyId: string, userId: string) {
  const rows = await tx
    .select({ permission: permissions.permission })
    .from(permissions)
    .where(and(eq(permissions.companyId, companyId), eq(permissions.userId, userId)))
    .orderBy(asc(permissions.permission));
  return rows.map((r) => r.permission);
}

export async function tagsOf(tx: Tx, companyId: string, userId: string) {
  const rows = await tx
    .select({ name: userTags.name })
    .from(userTags)
    .where(and(eq(userTags.companyId, companyId), eq(userTags.userId, userId)))
    .orderBy(asc(userTags.name));
  return rows.map((r) => r.name);
}

export async function rolesOf(tx: Tx, companyId: string, userId: string) {
  const rows = await tx
    .select({ name: userRoles.name })
    .from(userRoleUsers)
    .innerJoin(userRoles, eq(userRoles.id, userRoleUsers.roleId))
    .where(and(eq(userRoleUsers.companyId, companyId), eq(userRoleUsers.userId, userId)))
    .orderBy(asc(userRoles.name));
  return rows.map((r) => r.name);
}

export function groupsOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({ id: groups.id, name: groups.name, type: groups.type })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(and(eq(groupUsers.companyId, companyId), eq(groupUsers.userId, userId)))
    .orderBy(asc(groups.name));
}

/** The units they belong to or manage. */
export function unitsOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({
      id: units.id,
      name: units.name,
      status: units.status,
      memberStatus: unitUsers.status,
      addedAt: unitUsers.addedAt,
      manager: sql<boolean>`${units.managerId} is not distinct from ${userId}::uuid`,
    })
    .from(units)
    .leftJoin(unitUsers, and(eq(unitUsers.unitId, units.id), eq(unitUsers.userId, userId)))
    .where(and(eq(units.companyId, companyId), or(eq(units.managerId, userId), eq(unitUsers.userId, userId))))
    .orderBy(asc(units.name));
}

export function skillsOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({
      id: userSkills.id,
      skill: skills.name,
      category: skills.category,
      achievedOn: userSkills.achievedOn,
      validUntil: userSkills.validUntil,
      recordedAt: userSkills.recordedAt,
      recordedBySelf: sql<boolean>`${userSkills.recordedBy} is not distinct from ${userId}::uuid`,
      certificateKey: userSkills.certificateKey,
      certificateName: userSkills.certificateName,
      certificateSize: userSkills.certificateSize,
      certificateType: userSkills.certificateType,
    })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.userId, userId)))
    .orderBy(asc(skills.name));
}

/** Tasks they created or are a member of; of the other members only their number. */
export function tasksOf(tx: Tx, companyId: string, userId: string) {
  const member = sql<boolean>`exists (select 1 from ${taskMembers} m where m.task_id = ${tasks.id} and m.user_id = ${userId}::uuid)`;
  return tx
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      type: tasks.type,
      importance: tasks.importance,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
      done: tasks.done,
      doneAt: tasks.doneAt,
      createdAt: tasks.createdAt,
      object: publications.name,
      creator: sql<boolean>`${tasks.createdBy} is not distinct from ${userId}::uuid`,
      member,
      otherMembers: sql<number>`(select count(*)::int from ${taskMembers} m where m.task_id = ${tasks.id} and m.user_id <> ${userId}::uuid)`,
    })
    .from(tasks)
    .leftJoin(publications, eq(publications.id, tasks.publicationId))
    .where(and(eq(tasks.companyId, companyId), or(eq(tasks.createdBy, userId), member)))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

/** Reminders they manage or are assigned to. */
export function remindersOf(tx: Tx, companyId: string, userId: string) {
  const assignee = sql<boolean>`exists (select 1 from ${noticeAssignees} a where a.notice_id = ${notices.id} and a.user_id = ${userId}::uuid)`;
  return tx
    .select({
      id: notices.id,
      title: notices.title,
      description: notices.description,
      endDate: notices.enddate,
      reminderAt: notices.reminderAt,
      done: notices.status,
      completedAt: notices.completedAt,
      createdAt: notices.createdAt,
      object: publications.name,
      manager: sql<boolean>`${notices.managerId} is not distinct from ${userId}::uuid`,
      assignee,
    })
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .where(and(eq(notices.companyId, companyId), or(eq(notices.managerId, userId), assignee)))
    .orderBy(asc(notices.createdAt), asc(notices.id));
}

export function commentsOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({
      id: publicationComments.id,
      object: publications.name,
      objectId: publications.id,
      body: publicationComments.body,
      createdAt: publicationComments.createdAt,
      updatedAt: publicationComments.updatedAt,
    })
    .from(publicationComments)
    .innerJoin(publications, eq(publications.id, publicationComments.publicationId))
    .where(and(eq(publicationComments.companyId, companyId), eq(publicationComments.authorId, userId)))
    .orderBy(asc(publicationComments.createdAt), asc(publicationComments.id));
}

/** The files they uploaded: to objects, to units and to the company's settings (metadata only). */
export async function filesOf(tx: Tx, companyId: string, userId: string) {
  const [objectFiles, ofUnits, ofCompany] = [
    await tx
      .select({
        id: publicationFiles.id,
        name: publicationFiles.uploadName,
        size: publicationFiles.size,
        contentType: publicationFiles.contentType,
        createdAt: publicationFiles.createdAt,
        where: publications.name,
      })
      .from(publicationFiles)
      .innerJoin(publications, eq(publications.id, publicationFiles.publicationId))
      .where(and(eq(publicationFiles.companyId, companyId), eq(publicationFiles.createdBy, userId))),
    await tx
      .select({
        id: unitFiles.id,
        name: unitFiles.uploadName,
        size: unitFiles.size,
        contentType: unitFiles.contentType,
        createdAt: unitFiles.createdAt,
        where: units.name,
      })
      .from(unitFiles)
      .innerJoin(units, eq(units.id, unitFiles.unitId))
      .where(and(eq(unitFiles.companyId, companyId), eq(unitFiles.createdBy, userId))),
    await tx
      .select({
        id: companyFiles.id,
        name: companyFiles.uploadName,
        size: companyFiles.size,
        contentType: companyFiles.contentType,
        createdAt: companyFiles.createdAt,
      })
      .from(companyFiles)
      .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.createdBy, userId))),
  ];
  return [
    ...objectFiles.map((f) => ({ ...f, on: "object" as const })),
    ...ofUnits.map((f) => ({ ...f, on: "unit" as const })),
    ...ofCompany.map((f) => ({ ...f, where: null, on: "company" as const })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Their places in signing requests (as a member, or by their email), without the signature image. */
export function signaturesOf(tx: Tx, companyId: string, userId: string, email: string) {
  return tx
    .select({
      id: esignSigners.id,
      document: esignRequests.documentName,
      documentSha256: esignRequests.documentSha256,
      requestStatus: esignRequests.status,
      requestedAt: esignRequests.createdAt,
      requestedBySelf: sql<boolean>`${esignRequests.requestedBy} is not distinct from ${userId}::uuid`,
      role: esignSigners.role,
      status: esignSigners.status,
      askedAt: esignSigners.askedAt,
      signedAt: esignSigners.signedAt,
      declinedAt: esignSigners.declinedAt,
      declineReason: esignSigners.declineReason,
      method: esignSigners.method,
      signatureKind: esignSigners.signatureKind,
      consentVersion: esignSigners.consentVersion,
      signedIp: sql<string | null>`host(${esignSigners.signedIp})`,
      signedUserAgent: esignSigners.signedUserAgent,
    })
    .from(esignSigners)
    .innerJoin(esignRequests, eq(esignRequests.id, esignSigners.requestId))
    .where(
      and(
        eq(esignSigners.companyId, companyId),
        or(eq(esignSigners.userId, userId), sql`lower(${esignSigners.email}) = lower(${email})`),
      ),
    )
    .orderBy(asc(esignRequests.createdAt), asc(esignSigners.position));
}

export function notificationsOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({
      id: notifications.id,
      data: notifications.data,
      viewed: notifications.viewed,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Audit events about them (subject) or made by them (actor), oldest first. */
export function auditOf(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      kind: auditEvents.kind,
      entityId: auditEvents.entityId,
      objectId: auditEvents.objectId,
      label: auditEvents.label,
      changes: auditEvents.changes,
      actorUserId: auditEvents.actorUserId,
      actorTokenId: auditEvents.actorTokenId,
      subjectUserId: auditEvents.subjectUserId,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        or(eq(auditEvents.subjectUserId, userId), eq(auditEvents.actorUserId, userId)),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

/** Their picture (an account's, the same in every company). */
export async function avatarOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ contentType: userAvatars.contentType, data: userAvatars.data })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  return row ?? null;
}
