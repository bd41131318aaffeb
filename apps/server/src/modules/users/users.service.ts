import { COMPANY_CREATE, ErrorCode, PERMISSIONS_CHANGED_EVENT, type Permission } from "@app/contract";
import { afterCommit, type Database } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, notFound } from "../../lib/errors";
import { loadMembership } from "../../plugins/membership";
import { acrossMyCompanies, type Tenant } from "../../plugins/tenant";
import { mayChangePermissions } from "../company-users/members.policy";
import { mayReadPermissions, maySetPermissions } from "./users.policy";
import * as q from "./users.queries";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

export async function getUser(db: Database, userId: string) {
  const user = await q.findUser(db, userId);
  if (!user) throw notFound("User");
  return user;
}

/** A member's permissions in the tenant's company (users.policy's mayReadPermissions). */
export async function memberPermissions(db: Database, tenant: Tenant, userId: string) {
  mayReadPermissions(tenant, userId);
  if (userId === tenant.userId) return [...tenant.permissions];
  const target = await loadMembership(db, tenant.companyId, userId);
  if (!target) throw notFound("User");
  return [...target.permissions];
}

/**
 * Replaces a member's permissions (members.policy's mayChangePermissions); the company keeps at
 * least one member who edits users. Their open browsers reload the permissions (side menu,
 * settings) once it has committed. Answers the member's permissions as they are now.
 */
export async function setMemberPermissions(deps: Deps, tenant: Tenant, userId: string, permissions: Permission[]) {
  const { companyId } = tenant;
  const granted = [...new Set(permissions)];
  maySetPermissions(tenant, userId);
  const target = await loadMembership(deps.db, companyId, userId);
  if (!target) throw notFound("User");
  mayChangePermissions(tenant, target, granted);
  await tenant.run(async (tx) => {
    if (
      userId === tenant.userId &&
      !granted.includes("UsersEdit") &&
      (await q.otherUserEditors(tx, companyId, userId)) === 0
    ) {
      throw conflict(ErrorCode.LastAdministrator, "You are the company's last administrator of users.");
    }
    await q.replacePermissions(tx, companyId, userId, granted, target.permissions.has(COMPANY_CREATE));
    afterCommit(tx, () => deps.realtime.toUser(userId, PERMISSIONS_CHANGED_EVENT, { companyId }));
  });
  const after = await loadMembership(deps.db, companyId, userId);
  return [...(after?.permissions ?? [])];
}

/** A user's avatar, for themself and for members of a company they belong to; else 404. */
export async function findAvatar(db: Database, viewerId: string, userId: string) {
  const visible =
    viewerId === userId ||
    (await acrossMyCompanies(db, viewerId, {}, (tx, companyIds) => q.isMemberOfAny(tx, userId, companyIds)));
  const avatar = visible ? await q.findAvatar(db, userId) : null;
  if (!avatar) throw notFound("Avatar");
  return avatar;
}

/** Stores one's avatar: an image of AVATAR_TYPES (415 otherwise). */
export async function saveAvatar(db: Database, userId: string, contentType: string | undefined, data: unknown) {
  const type = contentType?.split(";")[0] ?? "";
  if (!AVATAR_TYPES.includes(type) || !Buffer.isBuffer(data)) {
    throw new AppError(415, ErrorCode.UnsupportedMediaType, "The avatar must be a PNG, JPEG, WebP or GIF image.");
  }
  await q.saveAvatar(db, userId, type, data);
}
