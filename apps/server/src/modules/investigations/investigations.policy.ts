import { forbidden } from "../../lib/errors";

/**
 * Who works on an investigation (answers its questions, starts it): its investigators and the
 * members who may edit the object.
 */
export function mayWork(publication: { can: { edit: boolean } }, investigator: boolean) {
  if (!publication.can.edit && !investigator) throw forbidden();
}

/** Who adds and removes investigators: members who may edit the object. */
export function mayManageInvestigators(publication: { can: { edit: boolean } }) {
  if (!publication.can.edit) throw forbidden();
}

/** Adding a unit's members needs the right to see units (CompanyUnits). */
export function mayAddUnit(tenant: { permissions: ReadonlySet<string> }) {
  if (!tenant.permissions.has("CompanyUnits")) throw forbidden();
}
