import { adminPermissions, COMPANY_CREATE, ErrorCode, GUEST_PERMISSIONS, type Permission } from "@app/contract";
import { AppError, conflict, forbidden, invalid } from "../../lib/errors";

/**
 * The rules for acting on members and granting permissions (docs/security.md). The actor's set
 * is the tenant's effective set: a session's permissions, or for an API token its creator's ∩
 * the token's; so tokens obey the same rules.
 */
export interface Actor {
  permissions: ReadonlySet<Permission>;
}

export interface Target {
  type: "DEFAULT" | "GUEST";
  permissions: ReadonlySet<Permission>;
}

/**
 * (a) The actor may act on a member (edit, block, remove, change type, permissions, tags, roles
 * or tokens) only if the actor holds every permission the member holds. CompanyCreate is the
 * platform's, not the company's, and is left out of the comparison.
 */
export function mayActOn(actor: Actor, target: Pick<Target, "permissions">) {
  const more = [...target.permissions].filter((p) => p !== COMPANY_CREATE && !actor.permissions.has(p));
  if (more.length > 0) {
    throw new AppError(403, ErrorCode.TargetHoldsMore, "This user holds permissions that you do not have.");
  }
}

/**
 * (b) The actor grants only permissions they hold; granting account or user administration needs
 * CompanyAccountAdmin; CompanyCreate never. Only what `next` adds to `current` counts as granted.
 */
export function mayGrant(actor: Actor, next: Iterable<Permission>, current: ReadonlySet<Permission> = new Set()) {
  const list = [...next];
  if (list.includes(COMPANY_CREATE)) {
    throw invalid("permissions", "CompanyCreate cannot be granted by a company.");
  }
  const added = list.filter((p) => !current.has(p));
  if (added.some((p) => !actor.permissions.has(p))) {
    throw new AppError(403, ErrorCode.PermissionNotHeld, "You can only grant permissions you hold yourself.");
  }
  if (added.some((p) => adminPermissions.has(p)) && !actor.permissions.has("CompanyAccountAdmin")) {
    throw new AppError(
      403,
      ErrorCode.AccountAdminRequired,
      "Granting account or user administration needs company account administration.",
    );
  }
}

/** (c) A limited user (guest) holds no administration permission. */
export function guestMayHold(type: Target["type"], next: Iterable<Permission>) {
  if (type === "GUEST" && [...next].some((p) => !GUEST_PERMISSIONS.has(p))) {
    throw new AppError(
      400,
      ErrorCode.GuestNoAdmin,
      "A limited user cannot hold administration permissions.",
      "permissions",
    );
  }
}

/**
 * (c) Who counts as a full user decides whose permissions need FullUserPermissionsEdit: making a
 * guest a full user (or the reverse), and inviting a full user, need that right too.
 */
export function mayMakeFullUser(actor: Actor) {
  if (!actor.permissions.has("FullUserPermissionsEdit")) throw forbidden();
}

/** Changing a member's permissions: a full user's need FullUserPermissionsEdit, then (a), (b) and (c). */
export function mayChangePermissions(actor: Actor, target: Target, next: Permission[]) {
  if (target.type === "DEFAULT") mayMakeFullUser(actor);
  mayActOn(actor, target);
  mayGrant(actor, next, target.permissions);
  guestMayHold(target.type, next);
}

/** A guest reads only their own member record; full members read every member's. */
export function mayReadMember(actor: { type: Target["type"]; userId: string }, userId: string) {
  if (actor.type === "GUEST" && userId !== actor.userId) throw forbidden();
}

/** The email is its owner's to change, confirmed by mail (POST /users/{id}/email): an edit keeps it. */
export function emailKept(current: string, next: string) {
  if (current.toLowerCase() !== next.toLowerCase()) {
    throw new AppError(
      403,
      ErrorCode.EmailOwnerOnly,
      "Only the user can change their email, from their profile.",
      "email",
    );
  }
}

/** Nobody blocks their own web login. */
export function mayBlockWebLogin(actor: { userId: string }, userId: string, denyLoginOnWeb: boolean) {
  if (userId === actor.userId && denyLoginOnWeb) {
    throw conflict(ErrorCode.SelfLockout, "You cannot block your own web login.", "features.denyLoginOnWeb");
  }
}

/** A type change needs FullUserPermissionsEdit (c); nobody changes their own type. */
export function mayChangeType(actor: Actor & { userId: string }, userIds: string[]) {
  mayMakeFullUser(actor);
  if (userIds.includes(actor.userId)) {
    throw conflict(ErrorCode.SelfChange, "You cannot change your own user type.", "type");
  }
}

/** A mass edit never changes the actor's own type or blocks their own web login. */
export function mayMassEdit(
  actor: { userId: string },
  userIds: string[],
  change: { type?: Target["type"]; denyLoginOnWeb?: boolean },
) {
  if (userIds.includes(actor.userId) && (change.type !== undefined || change.denyLoginOnWeb)) {
    throw conflict(ErrorCode.SelfChange, "You cannot change your own type or block your own web login.", "ids");
  }
}

/** Nobody removes themselves from the company. */
export function mayRemove(actor: { userId: string }, userId: string) {
  if (userId === actor.userId) throw conflict(ErrorCode.SelfRemoval, "You cannot remove yourself from the company.");
}
