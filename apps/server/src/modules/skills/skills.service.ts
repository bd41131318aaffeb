import { pipeline, type Readable, Transform } from "node:stream";
import {
  type certificateContentTypes,
  ErrorCode,
  type objectSkillInputSchema,
  SKILL_UNITS_LIMIT,
  type skillInputSchema,
  skillValidUntil,
  type UserSkill,
  type userSkillInputSchema,
} from "@app/contract";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, invalid, isUniqueViolation, notFound, staleVersion } from "../../lib/errors";
import type { Member, Tenant } from "../../plugins/tenant";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import { expiryMail } from "./skills.mail";
import { mayChangeObjectSkills, mayReadCertificate, ownSkillsOnly } from "./skills.policy";
import * as q from "./skills.queries";

/** Companies (with the skills feature) that have an expiry notice due: the job's withSystem gives tx. */
export function companiesWithDueNotices(tx: Tx, now: Date) {
  return q.companiesWithDueNotices(tx, now);
}

type SkillInput = z.output<typeof skillInputSchema>;
type CertificateContentType = (typeof certificateContentTypes)[number];
type UserSkillInput = z.output<typeof userSkillInputSchema>;

// --- skill definitions ------------------------------------------------------------------------

const duplicateName = () => conflict(ErrorCode.Conflict, "A skill with this name already exists.", "name");

export async function getSkill(tx: Tx, tenant: Tenant, id: string) {
  const skill = await q.findSkill(tx, tenant.companyId, id);
  if (!skill) throw notFound("Skill");
  return skill;
}

/** A new skill: names unique in the company (letter case aside), at most SKILL_UNITS_LIMIT (the units screens read them all). */
export async function createSkill(tx: Tx, tenant: Tenant, input: SkillInput) {
  if ((await q.countSkills(tx, tenant.companyId)) >= SKILL_UNITS_LIMIT) {
    throw conflict(ErrorCode.LimitReached, `A company has at most ${SKILL_UNITS_LIMIT} skills.`);
  }
  const { version: _version, ...values } = input;
  const id = await q.insertSkill(tx, { ...values, companyId: tenant.companyId });
  if (!id) throw duplicateName();
  return getSkill(tx, tenant, id);
}

/**
 * Saves the whole skill on the version it was based on (without one: the skill as read here);
 * 409 STALE_VERSION with the skill as it is now otherwise. A new validity applies to skills
 * recorded from now on: the valid-until dates people hold stay as they are.
 */
export async function updateSkill(tx: Tx, tenant: Tenant, id: string, input: SkillInput) {
  const current = await getSkill(tx, tenant, id);
  const version = input.version ?? current.version;
  if (version !== current.version) throw staleVersion({ ...current, updatedBy: null });
  if (await q.skillNameTaken(tx, tenant.companyId, input.name, id)) throw duplicateName();
  const { version: _version, ...values } = input;
  const saved = await q.updateSkill(tx, tenant.companyId, id, version, values).catch((error: unknown) => {
    throw isUniqueViolation(error) ? duplicateName() : error;
  });
  if (!saved) throw staleVersion({ ...(await getSkill(tx, tenant, id)), updatedBy: null });
  return getSkill(tx, tenant, id);
}

/** Deletes the skill with the records of it and its object links; answers the certificates to remove once committed. */
export async function deleteSkill(tx: Tx, tenant: Tenant, id: string) {
  const certificates = await q.deleteSkill(tx, tenant.companyId, id);
  if (!certificates) throw notFound("Skill");
  return certificates;
}

/** Removes stored certificates after the change that dropped them has committed (a failure is logged, not the request's). */
export async function removeStored(storage: Deps["storage"], keys: (string | null)[], log: FastifyBaseLogger) {
  for (const key of keys) {
    if (!key) continue;
    await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, "skills: certificate not removed"));
  }
}

// --- people's skills --------------------------------------------------------------------------

const staleRecord = (current: UserSkill) => staleVersion({ ...current, updatedBy: current.recordedBy });

/** People's skills: with Skills everyone's, without only one's own (docs/units.md). */
export function listUserSkills(tx: Tx, tenant: Tenant, query: q.UserSkillFilter & { limit: number; offset: number }) {
  const own = ownSkillsOnly(tenant);
  if (own && query.userId && query.userId !== own) return Promise.resolve([]);
  return q.listUserSkills(tx, tenant.companyId, { ...query, userId: own ?? query.userId });
}

/** Skills expiring from..to: one's own, everyone's with Skills (as the list of people's skills). */
export function expiriesBetween(tx: Tx, member: Member, range: { from: string; to: string }) {
  return q.expiriesBetween(tx, member.companyId, ownSkillsOnly(member), range);
}

async function findRecord(tx: Tx, tenant: Tenant, id: string) {
  const found = await q.findUserSkill(tx, tenant.companyId, id);
  if (!found) throw notFound("Skill record");
  return found;
}

const untilOf = (input: UserSkillInput, validityMonths: number | null) =>
  input.validUntil ?? skillValidUntil(input.achievedOn, validityMonths);

/**
 * Records a member's skill (201). The person must be a member of the company and the skill the
 * company's (404 otherwise). Without a valid-until date the skill's validity gives it. A skill the
 * person holds already is renewed: the same record with the new dates, the next version, and its
 * expiry notice due again (with a version, only a renewal of that version: 409 STALE_VERSION).
 */
export async function recordUserSkill(tx: Tx, tenant: Tenant, input: UserSkillInput) {
  const userId = input.userId ?? "";
  const skillId = input.skillId ?? "";
  if (!(await q.isMember(tx, tenant.companyId, userId))) throw notFound("Member");
  const skill = await getSkill(tx, tenant, skillId);
  const values = {
    companyId: tenant.companyId,
    userId,
    skillId,
    achievedOn: input.achievedOn,
    validUntil: untilOf(input, skill.validityMonths),
    recordedBy: tenant.userId,
  };
  const id = await q.upsertUserSkill(tx, values, input.version);
  if (!id) {
    const [held] = await q.listUserSkills(tx, tenant.companyId, { userId, skillId, limit: 1, offset: 0 });
    if (!held) throw notFound("Skill record");
    throw staleRecord(held);
  }
  return (await findRecord(tx, tenant, id)).userSkill;
}

/**
 * Saves a record's dates on the version it was based on. The person and the skill stay (another
 * is recorded instead); without a valid-until date the skill's validity gives it again.
 */
export async function updateUserSkill(tx: Tx, tenant: Tenant, id: string, input: UserSkillInput) {
  const { userSkill: current } = await findRecord(tx, tenant, id);
  const version = input.version ?? current.version;
  if (version !== current.version) throw staleRecord(current);
  if (input.userId !== current.user.id) throw invalid("userId", "A record keeps its person: record the skill anew.");
  if (input.skillId !== current.skill.id) throw invalid("skillId", "A record keeps its skill: record the other anew.");
  const skill = await getSkill(tx, tenant, current.skill.id);
  const saved = await q.updateUserSkill(tx, tenant.companyId, id, version, {
    achievedOn: input.achievedOn,
    validUntil: untilOf(input, skill.validityMonths),
    recordedBy: tenant.userId,
  });
  if (!saved) throw staleRecord((await findRecord(tx, tenant, id)).userSkill);
  return (await findRecord(tx, tenant, id)).userSkill;
}

/** Deletes a record; answers its certificate's key, to remove once committed. */
export async function deleteUserSkill(tx: Tx, tenant: Tenant, id: string) {
  await findRecord(tx, tenant, id);
  const removed = await q.deleteUserSkill(tx, tenant.companyId, id);
  if (!removed) throw notFound("Skill record");
  return removed.certificateKey;
}

// --- certificates -----------------------------------------------------------------------------

export const unsupportedCertificate = () =>
  new AppError(415, ErrorCode.UnsupportedMediaType, "A certificate is a PDF or a PNG, JPEG or WebP image.", "file");

/** The certificate's type by its first bytes (the name and the declared type are not trusted). */
export function certificateType(head: Buffer): CertificateContentType | null {
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (head.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"))) return "image/png";
  if (head.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex"))) return "image/jpeg";
  if (head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP") {
    return "image/webp";
  }
  return null;
}

const HEAD = 12;

/**
 * Passes an upload through on its way to the store, deciding its type from its first bytes: the
 * stream fails with 415 before more than its first chunk is passed on when it is not a certificate.
 */
export function sniffCertificate(source: Readable) {
  let head = Buffer.alloc(0);
  let type: CertificateContentType | null = null;
  const decide = (push: (chunk: Buffer) => void) => {
    type = certificateType(head);
    if (!type) return unsupportedCertificate();
    push(head);
    return null;
  };
  const sniffer = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (type) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD) return done();
      done(decide((c) => this.push(c)));
    },
    flush(done) {
      if (type) return done();
      done(decide((c) => this.push(c)));
    },
  });
  // An upload that breaks off fails the sniffer (and so the store's write) with its error.
  pipeline(source, sniffer, () => undefined);
  return { stream: sniffer as Readable, contentType: () => type };
}

/** Before an upload: the record is there (404 before any byte is stored). */
export async function checkRecord(tx: Tx, tenant: Tenant, id: string) {
  await findRecord(tx, tenant, id);
}

/** Puts a stored certificate on the record; answers the record and the key of the one it replaced. */
export async function attachCertificate(
  tx: Tx,
  tenant: Tenant,
  id: string,
  file: { key: string; name: string; size: number; type: string },
) {
  await findRecord(tx, tenant, id);
  const replacedKey = await q.setCertificate(tx, tenant.companyId, id, tenant.userId, file);
  if (replacedKey === undefined) throw notFound("Skill record");
  return { userSkill: (await findRecord(tx, tenant, id)).userSkill, replacedKey };
}

/** The certificate to download: its holder's, or anyone's with Skills (403 otherwise). */
export async function certificateOf(tx: Tx, tenant: Tenant, id: string) {
  const { userSkill, certificateKey } = await findRecord(tx, tenant, id);
  mayReadCertificate(tenant, userSkill.user.id);
  if (!certificateKey || !userSkill.certificate) throw notFound("Certificate");
  return { ...userSkill.certificate, storageKey: certificateKey };
}

// --- object skills ----------------------------------------------------------------------------

/** The skills objects require: of one object the member sees (404 otherwise), or of all they see. */
export async function listObjectSkills(
  tx: Tx,
  tenant: Tenant,
  query: { limit: number; offset: number; publicationId?: string },
) {
  if (query.publicationId) await getPublication(tx, tenant, query.publicationId);
  return q.listObjectSkills(tx, tenant.companyId, viewerOf(tenant), query);
}

/** Names a skill an object requires: by a member who may edit the object; twice is 409 CONFLICT. */
export async function addObjectSkill(tx: Tx, tenant: Tenant, input: z.output<typeof objectSkillInputSchema>) {
  mayChangeObjectSkills(await getPublication(tx, tenant, input.publicationId));
  await getSkill(tx, tenant, input.skillId);
  const id = await q.insertObjectSkill(tx, { companyId: tenant.companyId, ...input });
  if (!id) throw conflict(ErrorCode.Conflict, "The object requires this skill already.", "skillId");
  const added = await q.findObjectSkill(tx, tenant.companyId, id);
  if (!added) throw notFound("Object skill");
  return added;
}

export async function removeObjectSkill(tx: Tx, tenant: Tenant, id: string) {
  const found = await q.findObjectSkill(tx, tenant.companyId, id);
  if (!found) throw notFound("Object skill");
  const publication = await getPublication(tx, tenant, found.publicationId).catch(() => {
    throw notFound("Object skill");
  });
  mayChangeObjectSkills(publication);
  await q.deleteObjectSkill(tx, tenant.companyId, id);
}

// --- expiry notices ---------------------------------------------------------------------------

/** How many notices one transaction claims (the job repeats while a company has more). */
export const NOTICE_BATCH = 200;

/**
 * Sends the company's due expiry notices (run in a transaction of that company, by the job):
 * claims them (once per valid-until date, whatever the processes), then tells the person and the
 * managers of the units they are assigned to, on the bell (live) and by mail in their language.
 * Answers how many skills were noticed.
 */
export async function sendExpiryNotices(
  tx: Tx,
  deps: Pick<Deps, "mail" | "realtime" | "config">,
  companyId: string,
  now: Date,
) {
  const claimed = await q.claimDueNotices(tx, companyId, now, NOTICE_BATCH);
  const link = `${deps.config.publicUrl}/list/skills`;
  for (const row of claimed) {
    const person = { id: row.person_id, name: row.person_name };
    await notify(
      tx,
      deps.realtime,
      { companyId },
      row.recipients.map((r) => r.id),
      {
        type: "SKILL_EXPIRING",
        publication: null,
        text: row.skill_name,
        skill: { name: row.skill_name, validUntil: row.valid_until, user: person },
      },
    );
    for (const to of row.recipients) {
      const mail = expiryMail(mailLanguage(to.language), to.id === person.id ? "own" : "manager", {
        person: person.name,
        skill: row.skill_name,
        company: row.company_name,
        date: row.valid_until,
        expired: row.valid_until < row.today,
        link,
      });
      await deps.mail({ to: to.email, ...mail }, tx);
    }
  }
  return claimed.length;
}
