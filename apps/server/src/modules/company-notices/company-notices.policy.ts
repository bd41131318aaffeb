import type { Permission } from "@app/contract";

/** Everyone reads the current notices; the company's account administrators also the past and coming ones. */
export const maySeeAllNotices = (viewer: { permissions: ReadonlySet<Permission> }) =>
  viewer.permissions.has("CompanyAccountAdmin");
