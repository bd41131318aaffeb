import type { EnabledFeatures, Permission } from "@app/contract";
import type { Tenant } from "../plugins/tenant";
import type { Realtime } from "../realtime/realtime";
import { type Database, withTenant } from "./client";

/** Demo data made through a module's service tells no browser: nobody is connected yet. */
export const quietRealtime: Realtime = {
  toUser() {},
  notify() {},
  endSession() {},
  endUser() {},
  close: async () => {},
};

/** A full member of a demo company acting through a service, as the tenant plugin would hand them over. */
export const demoTenant =
  (db: Database, company: { companyId: string; features: EnabledFeatures }) =>
  (userId: string, permissions: readonly Permission[]): Tenant => ({
    companyId: company.companyId,
    userId,
    type: "DEFAULT",
    enabledFeatures: company.features,
    permissions: new Set(permissions),
    // The user acts: the audit log names them, as it does for a request.
    run: (fn) => withTenant(db, { companyIds: [company.companyId], userId }, fn),
  });
