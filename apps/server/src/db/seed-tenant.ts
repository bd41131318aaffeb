import type { EnabledFeatures, Permission } from "@app/contract";
import type { Tenant } from "../plugins/tenant";
import type { Realtime } from "../realtime/realtime";
import { type Database, withTenant } from "./client";

/** A member of a demo company acting through the services, as a signed-in user would. */
export const demoTenant =
  (db: Database, companyId: string, features: EnabledFeatures) =>
  (userId: string, permissions: readonly Permission[]): Tenant => ({
    companyId,
    userId,
    type: "DEFAULT",
    enabledFeatures: features,
    permissions: new Set(permissions),
    run: (fn) => withTenant(db, { companyIds: [companyId] }, fn),
  });

/** Realtime that tells nobody: the demo data is made before anyone is connected. */
export const quietRealtime: Realtime = {
  toUser() {},
  notify() {},
  endSession() {},
  endUser() {},
  close: async () => {},
};
