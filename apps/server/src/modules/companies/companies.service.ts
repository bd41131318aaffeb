import { type CompanySettingsInput, SocketEvent } from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
import * as q from "./companies.queries";

/**
 * Tells every connected member that the company changed (name, colours, second factor, features),
 * so their header and side menu follow at once (once tx has committed); the others read it at
 * their next load.
 */
export async function companyChanged(tx: Tx, realtime: Pick<Realtime, "toUser">, companyId: string) {
  const members = await q.memberIds(tx, companyId);
  afterCommit(tx, () => {
    for (const userId of members) realtime.toUser(userId, SocketEvent.CompanyUpdated, { companyId });
  });
}

export async function getCompany(tx: Tx, tenant: Tenant) {
  const company = await q.findCompanyOfUser(tx, tenant.companyId, tenant.userId);
  if (!company) throw notFound("Company");
  return company;
}

export async function getSettings(tx: Tx, companyId: string) {
  const settings = await q.findCompanySettings(tx, companyId);
  if (!settings) throw notFound("Company");
  return settings;
}

/**
 * Changes the second factor, feature flags and audit retention (kept when not sent); every
 * member's browser follows at once.
 */
export async function updateSettings(
  tx: Tx,
  realtime: Pick<Realtime, "toUser">,
  tenant: Tenant,
  settings: CompanySettingsInput,
) {
  await q.updateCompanySettings(tx, tenant.companyId, settings);
  sessionsChanged(tx, { companyId: tenant.companyId });
  await companyChanged(tx, realtime, tenant.companyId);
  return getSettings(tx, tenant.companyId);
}
