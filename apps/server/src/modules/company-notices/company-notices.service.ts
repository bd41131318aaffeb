import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { maySeeAllNotices } from "./company-notices.policy";
import * as q from "./company-notices.queries";

/** The current notices, or (all, for administrators) every one. */
export async function listNotices(tx: Tx, tenant: Tenant, all: boolean) {
  if (all && !maySeeAllNotices(tenant)) throw forbidden();
  return q.listNotices(tx, tenant.companyId, all);
}

export async function updateNotice(tx: Tx, companyId: string, id: string, input: Parameters<typeof q.updateNotice>[3]) {
  const notice = await q.updateNotice(tx, companyId, id, input);
  if (!notice) throw notFound("Notice");
  return notice;
}

export async function deleteNotice(tx: Tx, companyId: string, id: string) {
  if (!(await q.deleteNotice(tx, companyId, id))) throw notFound("Notice");
}
