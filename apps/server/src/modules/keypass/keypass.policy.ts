import type { Permission } from "@app/contract";

/** Secrets are read with the Keypass permission; changed with it and the right to edit the object. */
export const canUseKeypass = (
  viewer: { permissions: ReadonlySet<Permission> },
  object: { can: { edit: boolean } },
  change: boolean,
) => viewer.permissions.has("Keypass") && (!change || object.can.edit);
