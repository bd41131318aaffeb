import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { companiesWithDueNotices, NOTICE_BATCH, sendExpiryNotices } from "../modules/skills/skills.service";
import { withCompany } from "../plugins/tenant";
import { job } from "./schedule";

type SkillExpiryDeps = Pick<Deps, "db" | "mail" | "realtime" | "config">;

/**
 * Tells people (and the managers of the units they are assigned to) that a skill of theirs lapses
 * soon: once its valid-until date less the skill's notice days has come in the company's day.
 * Each company's notices are claimed, notified and mailed (outbox rows) in one transaction of that
 * company, by one conditional UPDATE per batch, so each skill is noticed once per valid-until date
 * however many processes run this at once; a renewal to a new date makes it due again.
 */
export async function sendSkillExpiryNotices(deps: SkillExpiryDeps, now = new Date()): Promise<number> {
  const companyIds = await withSystem(deps.db, (tx) => companiesWithDueNotices(tx, now));
  let count = 0;
  for (const companyId of companyIds) {
    let claimed: number;
    do {
      claimed = await withCompany(deps.db, companyId, (tx) => sendExpiryNotices(tx, deps, companyId, now));
      count += claimed;
    } while (claimed === NOTICE_BATCH);
  }
  return count;
}

/** Runs the notices now and every 15 minutes (the day turns at each company's midnight); answers a stop function. */
export function scheduleSkillExpiry(deps: SkillExpiryDeps, log: FastifyBaseLogger) {
  return job(log, "skill expiry notices", () => sendSkillExpiryNotices(deps)).start(15 * 60_000);
}
