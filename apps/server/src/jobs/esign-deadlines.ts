import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { expireDue } from "../modules/esign/esign-jobs.service";
import { job } from "./schedule";

type EsignDeadlineDeps = Pick<Deps, "db" | "mail">;

/**
 * Expires the e-sign requests whose deadline has passed in their company's day: one system
 * transaction claims them by a conditional UPDATE (so each expires once however many processes run
 * this), records "expired" in each trail and mails each requester (outbox rows).
 */
export function expireRequests(deps: EsignDeadlineDeps, now = new Date()): Promise<number> {
  return withSystem(deps.db, (tx) => expireDue(tx, deps, now));
}

/** Runs the expiry now and every minute; answers a stop function. */
export function scheduleEsignDeadlines(deps: EsignDeadlineDeps, log: FastifyBaseLogger) {
  return job(log, "e-sign deadlines", () => expireRequests(deps)).start(60_000);
}
