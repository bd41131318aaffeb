// This file is longer than 400 lines because the skill definitions, people's skills, object skills
// and the expiry notices share their SQL: the status of a held skill (statusOf) and the company's
// day decide the lists, the filters and which notices are due. Split it by those sections (marked
// below) before it grows further.
import { SKILL_EXPIRING_DAYS, type SkillStatus } from "@app/contract";
import { and, asc, eq, gte, ilike, lte, ne, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { rowsOf, type Tx } from "../../db/client";
import { companyUsers, publicationSkills, publications, skills, userSkills, users } from "../../db/schema";
import { companyToday, keepOrder, likeText } from "../../db/sql";
import { type Viewer, visibleTo } from "../publications/publications.policy";

type Page = { limit: number; offset: number };

// --- skill definitions ------------------------------------------------------------------------

const skillColumns = {
  id: skills.id,
  name: skills.name,
  description: skills.description,
  category: skills.category,
  validityMonths: skills.validityMonths,
  noticeDays: skills.noticeDays,
  createdAt: skills.createdAt,
  version: skills.version,
};

type SkillRow = { [K in keyof typeof skillColumns]: (typeof skills.$inferSelect)[K] };

const toSkill = (row: SkillRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The company's skills by name (letter case aside); q: part of the name or the category. */
export async function listSkills(tx: Tx, companyId: string, query: Page & { q?: string }) {
  const text = query.q ? likeText(query.q) : undefined;
  const rows = await tx
    .select(skillColumns)
    .from(skills)
    .where(
      and(
        eq(skills.companyId, companyId),
        text ? or(ilike(skills.name, text), ilike(skills.category, text)) : undefined,
      ),
    )
    .orderBy(sql`lower(${skills.name})`, asc(skills.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toSkill);
}

export async function findSkill(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(skillColumns)
    .from(skills)
    .where(and(eq(skills.companyId, companyId), eq(skills.id, id)));
  return row ? toSkill(row) : null;
}

export async function countSkills(tx: Tx, companyId: string) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(skills).where(eq(skills.companyId, companyId));
  return row?.n ?? 0;
}

/** Whether another skill of the company has this name (letter case aside). */
export async function skillNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(
      and(
        eq(skills.companyId, companyId),
        sql`lower(${skills.name}) = lower(${name})`,
        exceptId ? ne(skills.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds a skill; null when the name is taken (the unique index decides, also between concurrent requests). */
export async function insertSkill(tx: Tx, values: typeof skills.$inferInsert) {
  const [row] = await tx.insert(skills).values(values).onConflictDoNothing().returning({ id: skills.id });
  return row?.id ?? null;
}

/** Changes the skill if it is still at `version` (one statement: of concurrent saves one passes). */
export async function updateSkill(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof skills>,
) {
  const rows = await tx
    .update(skills)
    .set({ ...values, version: sql`${skills.version} + 1` })
    .where(and(eq(skills.companyId, companyId), eq(skills.id, id), eq(skills.version, version)))
    .returning({ id: skills.id });
  return rows.length > 0;
}

/** Deletes the skill (its people's records and object links go with it); answers their certificates' keys, or null. */
export async function deleteSkill(tx: Tx, companyId: string, id: string) {
  const certificates = await tx
    .select({ key: userSkills.certificateKey })
    .from(userSkills)
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.skillId, id)))
    .for("update");
  const rows = await tx
    .delete(skills)
    .where(and(eq(skills.companyId, companyId), eq(skills.id, id)))
    .returning({ id: skills.id });
  if (rows.length === 0) return null;
  return certificates.flatMap((c) => (c.key ? [c.key] : []));
}

// --- people's skills --------------------------------------------------------------------------

/** skillStatus of the contract in SQL, so that the status filter pages right. */
const statusOf = (companyId: string) =>
  sql<Exclude<SkillStatus, "missing">>`case
    when ${userSkills.validUntil} is null then 'valid'
    when ${userSkills.validUntil} < ${companyToday(companyId)} then 'expired'
    when ${userSkills.validUntil} <= ${companyToday(companyId)} + ${SKILL_EXPIRING_DAYS}::int then 'expiring'
    else 'valid' end`;

const statusIs = (companyId: string, status: Exclude<SkillStatus, "missing">) => {
  const today = companyToday(companyId);
  const until = userSkills.validUntil;
  if (status === "expired") return sql`${until} < ${today}`;
  if (status === "expiring") return sql`${until} >= ${today} and ${until} <= ${today} + ${SKILL_EXPIRING_DAYS}::int`;
  return sql`(${until} is null or ${until} > ${today} + ${SKILL_EXPIRING_DAYS}::int)`;
};

const recordedByName = sql<string | null>`(select u.name from ${users} u where u.id = ${userSkills.recordedBy})`;

/** A record's columns besides its person's name (named, so that a subquery may select them too). */
const recordColumns = (companyId: string) => ({
  id: userSkills.id,
  userId: userSkills.userId,
  skillId: userSkills.skillId,
  skillName: skills.name,
  skillCategory: skills.category,
  achievedOn: userSkills.achievedOn,
  validUntil: userSkills.validUntil,
  status: statusOf(companyId).as("status"),
  certificateKey: userSkills.certificateKey,
  certificateName: userSkills.certificateName,
  certificateSize: userSkills.certificateSize,
  certificateType: userSkills.certificateType,
  recordedBy: userSkills.recordedBy,
  recordedByName: recordedByName.as("recorded_by_name"),
  recordedAt: userSkills.recordedAt,
  version: userSkills.version,
});

const selectUserSkills = (tx: Tx, companyId: string) =>
  tx
    .select({ ...recordColumns(companyId), userName: users.name })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .innerJoin(users, eq(users.id, userSkills.userId))
    // Only members of the company now: a person who left keeps the record, unlisted, until they return.
    .innerJoin(companyUsers, and(eq(companyUsers.companyId, userSkills.companyId), eq(companyUsers.userId, users.id)));

type UserSkillRow = Awaited<ReturnType<ReturnType<typeof selectUserSkills>["where"]>>[number];

export const toUserSkill = (row: UserSkillRow) => ({
  id: row.id,
  user: { id: row.userId, name: row.userName },
  skill: { id: row.skillId, name: row.skillName, category: row.skillCategory },
  achievedOn: row.achievedOn,
  validUntil: row.validUntil,
  status: row.status,
  certificate:
    row.certificateKey && row.certificateName
      ? { uploadName: row.certificateName, size: row.certificateSize ?? 0, contentType: row.certificateType ?? "" }
      : null,
  recordedBy: row.recordedBy ? { id: row.recordedBy, name: row.recordedByName ?? "" } : null,
  recordedAt: row.recordedAt.toISOString(),
  version: row.version,
});

export interface UserSkillFilter {
  userId?: string;
  skillId?: string;
  /** People assigned to this unit. */
  unitId?: string;
  status?: Exclude<SkillStatus, "missing">;
}

/**
 * People's skills by person, then skill (names, letter case aside); filters and paging in SQL. The
 * company's members are walked in name order and each one's records read through their own index, at
 * most a page's worth each, until the page is full: a page reads the records of the people on it. A
 * sort of all the company's records cost a page 60-90 ms at 20,000 (docs/benchmarks.md, "The lists case").
 */
export async function listUserSkills(tx: Tx, companyId: string, filter: UserSkillFilter & Page) {
  // Only members of the company now: a person who left keeps the record, unlisted, until they return.
  const people = tx
    .select({ id: users.id, name: users.name, key: sql<string>`lower(${users.name})`.as("person_key") })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        filter.userId ? eq(companyUsers.userId, filter.userId) : undefined,
        filter.unitId
          ? sql`exists (select 1 from unit_users uu where uu.company_id = ${companyId} and uu.unit_id = ${filter.unitId}
              and uu.user_id = ${companyUsers.userId} and uu.status = 'ASSIGNED')`
          : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id)
    .offset(keepOrder)
    .as("people");
  const held = tx
    .select({ ...recordColumns(companyId), skillKey: sql<string>`lower(${skills.name})`.as("skill_key") })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(
      and(
        eq(userSkills.companyId, companyId),
        eq(userSkills.userId, people.id),
        filter.skillId ? eq(userSkills.skillId, filter.skillId) : undefined,
        filter.status ? statusIs(companyId, filter.status) : undefined,
      ),
    )
    .orderBy(sql`lower(${skills.name})`, asc(userSkills.id))
    .limit(filter.offset + filter.limit)
    .as("held");
  const { skillKey: _key, ...record } = held._.selectedFields;
  const rows = await tx
    .select({ ...record, userName: people.name })
    .from(people)
    .crossJoinLateral(held)
    .orderBy(people.key, people.id, held.skillKey, held.id)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toUserSkill);
}

/** Skills of current members (of one person, or everyone's) valid until a day from..to, by that day. */
export function expiriesBetween(
  tx: Tx,
  companyId: string,
  userId: string | undefined,
  range: { from: string; to: string },
) {
  return tx
    .select({
      id: userSkills.id,
      validUntil: sql<string>`${userSkills.validUntil}`,
      user: { id: users.id, name: users.name },
      skillName: skills.name,
    })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .innerJoin(users, eq(users.id, userSkills.userId))
    .innerJoin(companyUsers, and(eq(companyUsers.companyId, userSkills.companyId), eq(companyUsers.userId, users.id)))
    .where(
      and(
        eq(userSkills.companyId, companyId),
        userId ? eq(userSkills.userId, userId) : undefined,
        gte(userSkills.validUntil, range.from),
        lte(userSkills.validUntil, range.to),
      ),
    )
    .orderBy(asc(userSkills.validUntil), asc(userSkills.id));
}

/** One person's skill with its certificate's storage key (for the service, never sent). */
export async function findUserSkill(tx: Tx, companyId: string, id: string) {
  const [row] = await selectUserSkills(tx, companyId).where(
    and(eq(userSkills.companyId, companyId), eq(userSkills.id, id)),
  );
  return row ? { userSkill: toUserSkill(row), certificateKey: row.certificateKey } : null;
}

/**
 * Records a person's skill, or renews the record they hold (the same row: new dates, the next
 * version, the expiry notice due again). With a version, a renewal only of that version. Answers
 * the id, or null when the version did not match.
 */
export async function upsertUserSkill(
  tx: Tx,
  values: {
    companyId: string;
    userId: string;
    skillId: string;
    achievedOn: string;
    validUntil: string | null;
    recordedBy: string;
  },
  version?: number,
) {
  const [row] = await tx
    .insert(userSkills)
    .values(values)
    .onConflictDoUpdate({
      target: [userSkills.companyId, userSkills.userId, userSkills.skillId],
      set: {
        achievedOn: values.achievedOn,
        validUntil: values.validUntil,
        recordedBy: values.recordedBy,
        recordedAt: sql`now()`,
        noticeSentFor: null,
        version: sql`${userSkills.version} + 1`,
      },
      setWhere: version === undefined ? undefined : eq(userSkills.version, version),
    })
    .returning({ id: userSkills.id });
  return row?.id ?? null;
}

/** Changes the record if it is still at `version`; false when it is not. */
export async function updateUserSkill(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof userSkills>,
) {
  const rows = await tx
    .update(userSkills)
    .set({ ...values, recordedAt: sql`now()`, version: sql`${userSkills.version} + 1` })
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.id, id), eq(userSkills.version, version)))
    .returning({ id: userSkills.id });
  return rows.length > 0;
}

/**
 * Puts a certificate on the record (locking it first, so concurrent uploads take turns); answers
 * the key of the one it replaced, or undefined when the record is gone.
 */
export async function setCertificate(
  tx: Tx,
  companyId: string,
  id: string,
  recordedBy: string,
  file: { key: string; name: string; size: number; type: string },
) {
  const [before] = await tx
    .select({ key: userSkills.certificateKey })
    .from(userSkills)
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.id, id)))
    .for("update");
  if (!before) return undefined;
  await tx
    .update(userSkills)
    .set({
      certificateKey: file.key,
      certificateName: file.name,
      certificateSize: file.size,
      certificateType: file.type,
      recordedBy,
      recordedAt: sql`now()`,
      version: sql`${userSkills.version} + 1`,
    })
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.id, id)));
  return before.key;
}

/** Deletes the record; answers whether it was there and its certificate's key. */
export async function deleteUserSkill(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .delete(userSkills)
    .where(and(eq(userSkills.companyId, companyId), eq(userSkills.id, id)))
    .returning({ key: userSkills.certificateKey });
  return row ? { certificateKey: row.key } : null;
}

/** Whether the user is a member of the company (of either type). */
export async function isMember(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row !== undefined;
}

// --- object skills ----------------------------------------------------------------------------

const selectObjectSkills = (tx: Tx) =>
  tx
    .select({
      id: publicationSkills.id,
      publicationId: publicationSkills.publicationId,
      skillId: skills.id,
      skillName: skills.name,
      skillCategory: skills.category,
    })
    .from(publicationSkills)
    .innerJoin(skills, eq(skills.id, publicationSkills.skillId))
    .innerJoin(publications, eq(publications.id, publicationSkills.publicationId));

type ObjectSkillRow = Awaited<ReturnType<ReturnType<typeof selectObjectSkills>["where"]>>[number];

const toObjectSkill = (row: ObjectSkillRow) => ({
  id: row.id,
  publicationId: row.publicationId,
  skill: { id: row.skillId, name: row.skillName, category: row.skillCategory },
});

/** Skills the objects the viewer sees require (of one object, if given): by object name, then skill name. */
export async function listObjectSkills(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  query: Page & { publicationId?: string },
) {
  const rows = await selectObjectSkills(tx)
    .where(
      and(
        eq(publicationSkills.companyId, companyId),
        query.publicationId ? eq(publicationSkills.publicationId, query.publicationId) : undefined,
        visibleTo(viewer),
      ),
    )
    .orderBy(
      sql`lower(${publications.name})`,
      asc(publications.id),
      sql`lower(${skills.name})`,
      asc(publicationSkills.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toObjectSkill);
}

export async function findObjectSkill(tx: Tx, companyId: string, id: string) {
  const [row] = await selectObjectSkills(tx).where(
    and(eq(publicationSkills.companyId, companyId), eq(publicationSkills.id, id)),
  );
  return row ? toObjectSkill(row) : null;
}

/** Links a skill to an object; null when it is linked already. */
export async function insertObjectSkill(tx: Tx, values: typeof publicationSkills.$inferInsert) {
  const [row] = await tx
    .insert(publicationSkills)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: publicationSkills.id });
  return row?.id ?? null;
}

export async function deleteObjectSkill(tx: Tx, companyId: string, id: string) {
  await tx
    .delete(publicationSkills)
    .where(and(eq(publicationSkills.companyId, companyId), eq(publicationSkills.id, id)));
}

// --- expiry notices ---------------------------------------------------------------------------

/**
 * A person's skill whose notice is due: it ends, its notice days before that have come in the
 * company's day, no notice was sent for this end date, and its holder is a member.
 * (The bound on valid_until lets the index narrow the scan: notice days are at most 365.)
 */
const noticeDue = (now: Date) => sql`us.valid_until is not null
  and us.valid_until <= (${now.toISOString()}::timestamptz)::date + 367
  and us.valid_until - s.notice_days <= ${companyToday(sql`us.company_id`, now)}
  and us.notice_sent_for is distinct from us.valid_until
  and exists (select 1 from company_users cu where cu.company_id = us.company_id and cu.user_id = us.user_id)`;

/** Companies (with the skills feature) that have an expiry notice due (run with every company in scope). */
export async function companiesWithDueNotices(tx: Tx, now: Date) {
  const result: unknown = await tx.execute(sql`
    select distinct us.company_id from user_skills us
    join skills s on s.id = us.skill_id
    join companies c on c.id = us.company_id
    where coalesce((c.enabled_features->>'skills')::boolean, false) and ${noticeDue(now)}`);
  return rowsOf<{ company_id: string }>(result).map((r) => r.company_id);
}

export interface ClaimedNotice {
  id: string;
  valid_until: string;
  today: string;
  skill_name: string;
  person_id: string;
  person_name: string;
  company_name: string;
  /** The person and the managers of the (not inactivated) units the person is assigned to, members all. */
  recipients: { id: string; email: string; name: string; language: string }[];
}

/**
 * Claims up to `limit` of the company's due notices: one conditional UPDATE sets notice_sent_for
 * to the valid-until date where it is distinct from it, so however many processes run this at
 * once, each notice is claimed (and sent) once per date. Rows another process holds are skipped.
 */
export async function claimDueNotices(tx: Tx, companyId: string, now: Date, limit: number) {
  const result: unknown = await tx.execute(sql`
    with due as (
      select us.id from user_skills us join skills s on s.id = us.skill_id
      where us.company_id = ${companyId} and ${noticeDue(now)}
      order by us.valid_until, us.id
      limit ${limit}
      for update of us skip locked
    ), claimed as (
      update user_skills us set notice_sent_for = us.valid_until
      from due where us.id = due.id and us.notice_sent_for is distinct from us.valid_until
      returning us.id, us.user_id, us.skill_id, us.valid_until
    )
    select claimed.id, claimed.valid_until::text as valid_until, ${companyToday(companyId, now)}::text as today,
           s.name as skill_name, p.id as person_id, p.name as person_name, c.name as company_name,
           coalesce((select json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language) order by u.id)
             from users u join company_users cu on cu.user_id = u.id and cu.company_id = ${companyId}
               and not coalesce((cu.features->>'denyLoginOnWeb')::boolean, false)
             where u.id = claimed.user_id
                or u.id in (select un.manager_id from units un
                            join unit_users uu on uu.unit_id = un.id and uu.company_id = ${companyId}
                            where un.company_id = ${companyId} and uu.user_id = claimed.user_id
                              and uu.status = 'ASSIGNED' and un.status <> 'INACTIVATED')), '[]') as recipients
    from claimed
    join skills s on s.id = claimed.skill_id
    join users p on p.id = claimed.user_id
    join companies c on c.id = ${companyId}
    order by claimed.valid_until, claimed.id`);
  return rowsOf<ClaimedNotice>(result);
}
