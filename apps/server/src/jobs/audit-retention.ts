import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { purgeEvents, retentionCutoffs } from "../modules/audit/audit.service";
import { job } from "./schedule";

/**
 * Removes each company's audit events older than its retention (companies.audit_retention_years,
 * 7 by default) through the owner's function audit_purge, which locks the company's chain, removes
 * the oldest events in batches, re-anchors the chain and records a `purge` event, in one
 * transaction per company. Safe with several processes: the head's lock makes the second one
 * find nothing left to remove. Answers the count removed.
 */
export async function purgeAuditEvents(deps: Pick<Deps, "db">, now = new Date()): Promise<number> {
  const companies = await withSystem(deps.db, (tx) => retentionCutoffs(tx, now));
  let removed = 0;
  for (const { companyId, cutoff } of companies) removed += await purgeEvents(deps.db, companyId, cutoff);
  return removed;
}

/** Runs the retention now and once a day; answers a stop function. */
export function scheduleAuditRetention(deps: Pick<Deps, "db">, log: FastifyBaseLogger) {
  return job(log, "audit retention", () => purgeAuditEvents(deps)).start(24 * 60 * 60_000);
}
