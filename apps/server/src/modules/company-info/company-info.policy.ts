import type { Tenant } from "../../plugins/tenant";

/** The full settings (bank, payment, VAT, invoicing, login): a full member, or a guest who may edit them. */
export const readsFullInfo = (tenant: Pick<Tenant, "type" | "permissions">) =>
  tenant.type !== "GUEST" || tenant.permissions.has("CompanyInfoEdit");
