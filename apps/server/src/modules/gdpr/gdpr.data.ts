import type { NotificationPayload } from "@app/contract";
import type { Tx } from "../../db/client";
import * as q from "./gdpr.queries";

/**
 * data.json of a GDPR export (docs/gdpr.md): what the company holds about one person, built from
 * rows that are about them. Another person is never named: "self" or "anotherMember" (or an id
 * where the row needs one to be understood); texts other people wrote are left out.
 */

/** Who did something, seen from the person the export is about. */
export type Party = "self" | "anotherMember" | "apiToken" | "outsidePerson" | "nobody";

/**
 * Kinds of audit rows whose label is the name of a thing, never a person (an invitation's or an
 * outside signer's row is labelled with someone's name): the label of a change the person made
 * to such a row is kept, others are left out.
 */
const THING_KINDS = new Set([
  "publications",
  "notices",
  "tasks",
  "sub_tasks",
  "publication_files",
  "unit_files",
  "company_files",
  "skills",
  "units",
  "unit_products",
  "categories",
  "user_roles",
  "groups",
  "form_groups",
  "esign_requests",
  "checklists",
  "checklist_items",
  "certify_flows",
]);

/** Notification types whose text is the title of a thing (a task, a document), not someone's words. */
const TITLE_TEXTS = new Set<NotificationPayload["type"]>([
  "ESIGN_SIGNED",
  "ESIGN_DECLINED",
  "ESIGN_COMPLETED",
  "TASK_ASSIGNED",
  "TASK_DUE",
]);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type AuditRow = Awaited<ReturnType<typeof q.auditOf>>[number];

/** An audit event as the person may read it: values only of rows about them, the actor as a party. */
export function auditEntry(e: AuditRow, userId: string) {
  const about = e.subjectUserId === userId;
  const by = e.actorUserId === userId;
  const actor: Party = by ? "self" : e.actorUserId ? "anotherMember" : e.actorTokenId ? "apiToken" : "nobody";
  const changes = (e.changes ?? null) as Record<string, [unknown, unknown]> | null;
  return {
    id: String(e.id),
    at: e.at.toISOString(),
    action: e.action,
    kind: e.kind,
    entityId: e.entityId,
    objectId: e.objectId,
    aboutYou: about,
    byYou: by,
    actor,
    label: about || (by && !e.subjectUserId && THING_KINDS.has(e.kind)) ? e.label : null,
    changedFields: changes ? Object.keys(changes).sort() : [],
    /** The values before and after, only where the row is about the person. */
    changes: about ? changes : null,
    ip: by ? e.ip : null,
    userAgent: by ? e.userAgent : null,
  };
}

type NotificationRow = Awaited<ReturnType<typeof q.notificationsOf>>[number];

export function notificationEntry(n: NotificationRow, userId: string) {
  const p = n.data.notification as NotificationPayload;
  const source: Party | null = p.sourceUser
    ? p.sourceUser.id === userId
      ? "self"
      : "anotherMember"
    : p.sourceName
      ? "outsidePerson"
      : null;
  return {
    id: n.id,
    createdAt: n.createdAt.toISOString(),
    viewed: n.viewed,
    type: p.type,
    source,
    object: p.publication ? { id: p.publication.id, name: p.publication.name, type: p.publication.type } : null,
    task: p.task ? { title: p.task.title, dueDate: p.task.dueDate } : null,
    skill: p.skill && p.skill.user.id === userId ? { name: p.skill.name, validUntil: p.skill.validUntil } : null,
    text: p.text && TITLE_TEXTS.has(p.type) ? p.text : null,
  };
}

/** A certificate's place in the archive. */
export const certificatePath = (index: number, name: string) =>
  `certificates/${index + 1}-${name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "_").slice(0, 120)}`;

/** Everything of the person in the company, or null when they are not a member of it. */
export async function collect(tx: Tx, companyId: string, userId: string) {
  const person = await q.person(tx, companyId, userId);
  if (!person) return null;
  const skills = await q.skillsOf(tx, companyId, userId);
  const avatar = await q.avatarOf(tx, userId);
  const data = {
    format: "gdpr-export/1",
    generatedAt: new Date().toISOString(),
    company: { id: companyId, name: person.company },
    profile: {
      id: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      language: person.language,
      createdAt: iso(person.createdAt),
      avatar: avatar ? "avatar" : null,
    },
    membership: {
      type: person.type,
      since: iso(person.since),
      webLoginBlocked: person.denyLoginOnWeb,
    },
    permissions: await q.permissionsOf(tx, companyId, userId),
    tags: await q.tagsOf(tx, companyId, userId),
    roles: await q.rolesOf(tx, companyId, userId),
    groups: await q.groupsOf(tx, companyId, userId),
    units: (await q.unitsOf(tx, companyId, userId)).map((u) => ({
      ...u,
      addedAt: iso(u.addedAt),
    })),
    skills: skills.map((s, index) => ({
      id: s.id,
      skill: s.skill,
      category: s.category,
      achievedOn: s.achievedOn,
      validUntil: s.validUntil,
      recordedAt: iso(s.recordedAt),
      recordedBy: (s.recordedBySelf ? "self" : "anotherMember") as Party,
      certificate:
        s.certificateKey && s.certificateName
          ? {
              name: s.certificateName,
              size: s.certificateSize ?? 0,
              contentType: s.certificateType,
              file: certificatePath(index, s.certificateName),
            }
          : null,
    })),
    tasks: (await q.tasksOf(tx, companyId, userId)).map((t) => ({
      ...t,
      doneAt: iso(t.doneAt),
      createdAt: iso(t.createdAt),
    })),
    reminders: (await q.remindersOf(tx, companyId, userId)).map((r) => ({
      ...r,
      completedAt: iso(r.completedAt),
      createdAt: iso(r.createdAt),
    })),
    comments: (await q.commentsOf(tx, companyId, userId)).map((c) => ({
      ...c,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
    })),
    files: (await q.filesOf(tx, companyId, userId)).map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
    signatures: (await q.signaturesOf(tx, companyId, userId, person.email)).map((s) => ({
      ...s,
      requestedAt: iso(s.requestedAt),
      askedAt: iso(s.askedAt),
      signedAt: iso(s.signedAt),
      declinedAt: iso(s.declinedAt),
    })),
    notifications: (await q.notificationsOf(tx, companyId, userId)).map((n) => notificationEntry(n, userId)),
    auditEvents: (await q.auditOf(tx, companyId, userId)).map((e) => auditEntry(e, userId)),
  };
  const certificates = skills.flatMap((s, index) =>
    s.certificateKey && s.certificateName
      ? [{ key: s.certificateKey, size: s.certificateSize ?? 0, path: certificatePath(index, s.certificateName) }]
      : [],
  );
  return { data, certificates, avatar };
}

export type GdprData = NonNullable<Awaited<ReturnType<typeof collect>>>["data"];
