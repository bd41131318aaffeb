import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { outcomeMail } from "./esign.mail";
import * as q from "./esign.queries";
import { ask } from "./esign-intake.service";
import { type EsignDeps, record } from "./esign-trail.service";

// The steps of e-sign's scheduled jobs (jobs/esign-deadlines.ts, jobs/esign-reminders.ts), each in
// the transaction the job gives.

/**
 * The deadline job's step, in its system transaction: expires what is past its deadline (in each
 * company's time zone), records it and tells each requester. Answers how many expired.
 */
export async function expireDue(tx: Tx, deps: Pick<Deps, "mail">, now: Date) {
  const expired = await q.expireDue(tx, now);
  for (const request of expired) {
    await record(tx, request.companyId, request.id, "expired", null, null);
    if (!request.requestedBy) continue;
    const requester = await q.memberToMail(tx, request.companyId, request.requestedBy);
    if (!requester) continue;
    const mail = outcomeMail(requester.language, "expired", {
      signer: "",
      document: request.documentName,
      reason: "",
    });
    await deps.mail({ to: requester.email, ...mail }, tx);
  }
  return expired.length;
}

/** The reminder job's first step, in a system transaction: the active requests (and their companies) due for one. */
export function dueForReminder(tx: Tx, now: Date, days: number) {
  return q.dueForReminder(tx, now, days);
}

/**
 * The reminder job's step for one request, in its company's transaction: mails those asked who have
 * not signed, once. The request's row is locked and the check for an earlier reminder comes after
 * the lock, so it sees what another process committed meanwhile: each request is reminded once
 * however many processes run the job. Answers whether it reminded anyone.
 */
export async function remindDue(tx: Tx, deps: EsignDeps, companyId: string, id: string, now: Date) {
  const row = await q.findRequest(tx, companyId, id, null, true);
  if (row?.request.status !== "active" || (await q.systemReminded(tx, companyId, id))) return false;
  // Someone asked less than a day ago has the first mail fresh in their inbox.
  const waiting = (await q.signersOf(tx, companyId, id)).filter(
    (s) => s.status === "asked" && s.askedAt && now.getTime() - s.askedAt.getTime() > 86_400_000,
  );
  if (waiting.length === 0) return false;
  await ask(tx, deps, row, waiting, "remind", null, null);
  return true;
}
