import type { Permission } from "@app/contract";

/*
 * Named rules of customers (issue 45, docs/customers.md). The routes' guards hold the rest: members
 * (not guests) of a company with the customers feature read customers, contacts, addresses and
 * statuses; CustomerCreate, CustomerEdit and CustomerDelete write customers (CustomerEdit their
 * contacts and addresses too); CustomerStatuses writes the statuses.
 */

type Viewer = { permissions: ReadonlySet<Permission> };

/** A private person's personal identity number is shown whole only to those who may edit the customer. */
export const seesPersonalNumber = (viewer: Viewer) => viewer.permissions.has("CustomerEdit");

/** A customer with anything hanging on it (portals, the objects in them) is archived instead of deleted. */
export const archivedInsteadOfDeleted = (links: { portals: number; objects: number }) =>
  links.portals > 0 || links.objects > 0;

/** What each kind of customer may hold: an organisation number, or a personal identity number. */
export const numberFieldsOf = {
  organisation: { allowed: "orgNumber", refused: "personalNumber" },
  person: { allowed: "personalNumber", refused: "orgNumber" },
} as const;
